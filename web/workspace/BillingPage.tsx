import { useCallback, useState } from 'react'
import { toast } from 'sonner'
import type { AgencyProductSubscription, VendorProduct } from '../../cms/payload-types'
import { ERRORS } from '../../contracts/errors'
import { callFunction } from '../lib/call-function'
import { Button } from '../ui/Button'
import { colors } from '../ui/theme'
import { query, rest, useLoad, type Page } from './api'
import { formatUsd } from './money'
import { PlanCard } from './PlanCard'
import { InvoicesAndCard } from './InvoicesAndCard'
import { useSocketEvent } from './realtime'
import { useWorkspace } from './workspace-context'

type Row = AgencyProductSubscription & { product: VendorProduct | number }

const day = (iso: string | null | undefined) =>
  iso ? new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' }) : null

/** The next renewal, or the end of a subscription set to cancel. */
const renewal = (row: Row) => {
  const when = day(row.current_period_end)
  if (!when) return null
  return row.cancel_at_period_end ? `Cancels on ${when}` : `Renews on ${when}`
}

export const activeSubscriptions = () =>
  rest<Page<Row>>(
    `agency-product-subscriptions${query({ where: { status: { equals: 'active' } }, sort: '-createdAt', limit: 100, depth: 1 })}`,
  )

function Manage({ subscription }: { subscription: Row }) {
  const { token } = useWorkspace()
  const [opening, setOpening] = useState(false)
  async function open() {
    setOpening(true)
    try {
      const { url } = await callFunction(
        'create-portal-session',
        { productSubscriptionId: String(subscription.id) },
        { token: token ?? undefined },
      )
      window.location.assign(url)
    } catch (error) {
      toast.error(error instanceof Error ? error.message : ERRORS.INTERNAL.message)
      setOpening(false)
    }
  }
  return (
    <Button variant="ghost" onClick={open} disabled={opening} css={{ padding: '8px 16px', fontSize: 14 }}>
      Manage
    </Button>
  )
}

/**
 * Billing: 'Monthly Total' of the active product subscriptions' tiers, their count, and the
 * list with 'Manage' (the payment provider's portal, where a subscription is cancelled), then
 * the card on file and the invoices. A
 * vendor sees the subscriptions to their products instead. A subscription's change arrives as
 * a notification, which reloads the list.
 */
export function BillingPage() {
  const { user, socket } = useWorkspace()
  const { data, reload } = useLoad(activeSubscriptions, [])
  useSocketEvent(
    socket,
    'notification:new',
    useCallback(() => reload(), [reload]),
  )
  const vendor = user.role === 'vendor'
  const rows = data?.docs ?? []
  const total = rows.reduce((sum, row) => sum + row.price_monthly, 0)
  return (
    <div css={{ display: 'grid', gap: 20 }}>
      <h2 css={{ margin: 0 }}>Billing</h2>
      <PlanCard />
      {/* The vendors' products the agency resells, apart from its own plan. */}
      <h3 css={{ margin: '8px 0 0' }}>{vendor ? 'Subscriptions to your products' : 'Vendor subscriptions'}</h3>
      <div css={{ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 280px))', gap: 16 }}>
        <Stat label="Monthly Total" value={formatUsd(total)} />
        <Stat label="Active Products" value={String(rows.length)} />
      </div>
      <section aria-label={vendor ? 'Subscribers' : 'Active subscriptions'} css={{ display: 'grid', gap: 10 }}>
        {vendor && <h3 css={{ margin: 0 }}>Subscribers</h3>}
        {data && rows.length === 0 && (
          <p css={{ color: colors.muted }}>No active subscriptions yet. Browse the Products marketplace to get started.</p>
        )}
        {rows.map((row) => {
          const product = typeof row.product === 'object' ? row.product : null
          return (
            <article
              key={row.id}
              aria-label={product?.name ?? row.tier_name}
              css={{
                display: 'flex',
                alignItems: 'center',
                gap: 16,
                padding: 16,
                background: colors.surface,
                border: `1px solid ${colors.border}`,
                borderRadius: 12,
              }}
            >
              {product?.logo_url && <img src={product.logo_url} alt="" width={44} height={44} css={{ borderRadius: 10 }} />}
              <div css={{ flex: 1 }}>
                <h3 css={{ margin: 0, fontSize: 16 }}>{product?.name}</h3>
                <p css={{ margin: 0, color: colors.muted }}>{row.tier_name}</p>
                {renewal(row) && <p css={{ margin: 0, color: colors.muted, fontSize: 14 }}>{renewal(row)}</p>}
              </div>
              <strong>{formatUsd(row.price_monthly)}/mo</strong>
              <span
                css={{
                  padding: '2px 10px',
                  borderRadius: 999,
                  fontSize: 12,
                  fontWeight: 700,
                  background: colors.success,
                  color: '#04210f',
                }}
              >
                {row.status}
              </span>
              {!vendor && <Manage subscription={row} />}
            </article>
          )
        })}
      </section>
      {/* What the agency paid, as the payment provider records it; a vendor pays nothing here. */}
      {!vendor && <InvoicesAndCard />}
    </div>
  )
}

export function Stat({ label, value }: { label: string; value: string }) {
  return (
    <div css={{ background: colors.surface, border: `1px solid ${colors.border}`, borderRadius: 12, padding: 18 }}>
      <p css={{ margin: 0, color: colors.muted, fontSize: 14 }}>{label}</p>
      <p css={{ margin: '6px 0 0', fontSize: 28, fontWeight: 800 }}>{value}</p>
    </div>
  )
}

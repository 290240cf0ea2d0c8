import { useCallback } from 'react'
import type { z } from 'zod'
import type { billingPaymentMethod } from '../../contracts/billing'
import { callFunction } from '../lib/call-function'
import { colors } from '../ui/theme'
import { useLoad } from './api'
import { formatUsd } from './money'
import { useSocketEvent } from './realtime'
import { useWorkspace } from './workspace-context'

const BRANDS: Record<string, string> = { visa: 'Visa', mastercard: 'Mastercard', amex: 'American Express', discover: 'Discover' }

const cardLabel = (card: z.infer<typeof billingPaymentMethod>) =>
  `${BRANDS[card.brand] ?? card.brand[0]!.toUpperCase() + card.brand.slice(1)} ending in ${card.last4}, expires ${String(card.exp_month).padStart(2, '0')}/${card.exp_year}`

const day = (iso: string) => new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' })

const cell = { padding: '10px 12px', borderBottom: `1px solid ${colors.border}`, textAlign: 'left' as const }

/**
 * Billing's card on file and invoices, as the payment provider keeps them (get-billing-details).
 * A payment arrives as a notification (the webhook's), which reloads them.
 */
export function InvoicesAndCard() {
  const { token, socket } = useWorkspace()
  const { data, error, reload } = useLoad(() => callFunction('get-billing-details', {}, { token: token ?? undefined }), [token])
  useSocketEvent(
    socket,
    'notification:new',
    useCallback(() => reload(), [reload]),
  )
  return (
    <>
      <section aria-labelledby="payment-method-heading" css={{ display: 'grid', gap: 8 }}>
        <h3 id="payment-method-heading" css={{ margin: '8px 0 0' }}>
          Payment method
        </h3>
        {error && <p css={{ color: colors.muted }}>Billing details are unavailable right now. Please try again later.</p>}
        {data && <p css={{ margin: 0 }}>{data.paymentMethod ? cardLabel(data.paymentMethod) : 'No card on file yet'}</p>}
      </section>
      <section aria-labelledby="invoices-heading" css={{ display: 'grid', gap: 8 }}>
        <h3 id="invoices-heading" css={{ margin: '8px 0 0' }}>
          Invoices
        </h3>
        {data && data.invoices.length === 0 && <p css={{ margin: 0, color: colors.muted }}>No invoices yet</p>}
        {data && data.invoices.length > 0 && (
          <table aria-labelledby="invoices-heading" css={{ borderCollapse: 'collapse', width: '100%', background: colors.surface }}>
            <thead>
              <tr>
                {['Date', 'Invoice', 'Description', 'Amount', 'Status'].map((label) => (
                  <th key={label} scope="col" css={{ ...cell, color: colors.muted, fontWeight: 600, fontSize: 14 }}>
                    {label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {data.invoices.map((invoice) => (
                <tr key={invoice.id}>
                  <td css={cell}>{day(invoice.created)}</td>
                  <td css={cell}>
                    {invoice.url ? (
                      <a href={invoice.url} target="_blank" rel="noreferrer" css={{ color: colors.accentText }}>
                        {invoice.number ?? invoice.id}
                      </a>
                    ) : (
                      (invoice.number ?? invoice.id)
                    )}
                  </td>
                  <td css={cell}>{invoice.description}</td>
                  <td css={cell}>
                    {invoice.currency === 'usd' ? formatUsd(invoice.total) : `${invoice.total} ${invoice.currency.toUpperCase()}`}
                  </td>
                  <td css={{ ...cell, textTransform: 'capitalize' }}>{invoice.status}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
    </>
  )
}

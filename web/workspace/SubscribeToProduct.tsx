import { useState } from 'react'
import { toast } from 'sonner'
import type { VendorProduct } from '../../cms/payload-types'
import { ERRORS } from '../../contracts/errors'
import { callFunction } from '../lib/call-function'
import { Button } from '../ui/Button'
import { Dialog } from '../ui/Dialog'
import { colors } from '../ui/theme'
import { formatUsd } from './money'
import { useWorkspace } from './workspace-context'

const perMonth = (amount: number) => `${formatUsd(amount)}/mo`

/**
 * 'Subscribe' on a marketplace card: pick one of the product's tiers, then pay its monthly
 * price on the payment provider's checkout (subscribe-vendor-product). The subscription
 * appears in Billing once the provider's webhook has recorded it.
 */
export function SubscribeToProduct({ product }: { product: VendorProduct }) {
  const { token } = useWorkspace()
  const tiers = product.pricing_tiers ?? []
  const [open, setOpen] = useState(false)
  const [tierName, setTierName] = useState(tiers[0]?.tier_name ?? '')
  const [opening, setOpening] = useState(false)
  if (tiers.length === 0) return null

  async function checkout() {
    setOpening(true)
    try {
      const { url } = await callFunction(
        'subscribe-vendor-product',
        { productId: String(product.id), tierName },
        { token: token ?? undefined },
      )
      toast.success('Opening checkout...')
      window.location.assign(url)
    } catch (error) {
      toast.error(error instanceof Error ? error.message : ERRORS.CHECKOUT_FAILED.message)
      setOpening(false)
    }
  }

  return (
    <>
      <Button onClick={() => setOpen(true)} css={{ flex: 1, padding: '10px 14px', fontSize: 15 }}>
        Subscribe
      </Button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title={`Subscribe to ${product.name}`}
        description="Pick a pricing tier. It is billed monthly; cancel any time from Billing."
      >
        <fieldset css={{ border: 'none', margin: '0 0 20px', padding: 0, display: 'grid', gap: 10 }}>
          <legend css={{ fontWeight: 700, marginBottom: 10 }}>Pricing tier</legend>
          {tiers.map((tier) => (
            <label
              key={tier.id ?? tier.tier_name}
              css={{
                display: 'flex',
                alignItems: 'center',
                gap: 12,
                padding: '12px 14px',
                borderRadius: 10,
                cursor: 'pointer',
                border: `1px solid ${tier.tier_name === tierName ? colors.accent : colors.border}`,
              }}
            >
              <input
                type="radio"
                name={`tier-${product.id}`}
                value={tier.tier_name}
                checked={tier.tier_name === tierName}
                onChange={() => setTierName(tier.tier_name)}
              />
              <span css={{ flex: 1, fontWeight: 600 }}>{tier.tier_name}</span>
              <span>{perMonth(tier.price_monthly)}</span>
            </label>
          ))}
        </fieldset>
        <Button onClick={checkout} disabled={opening || !tierName} css={{ width: '100%' }}>
          {opening ? 'Opening checkout...' : 'Continue to checkout'}
        </Button>
      </Dialog>
    </>
  )
}

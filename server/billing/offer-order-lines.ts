import type { Order } from '../../cms/payload-types'
import type { OfferPricing } from './offer-pricing'

export type OfferOrderLine = { part: 'base' | 'bump' | 'upsell'; name: string; amount: number }

/**
 * What an offer order charged, line by line: the base, the bump when chosen, the upsell when
 * accepted. Amounts are the ones recorded from the payment provider; before its webhook has
 * arrived, the prices the order was opened with (the upsell's: the published price it is charged).
 */
export function offerOrderLines(order: Order, pricing: OfferPricing): OfferOrderLine[] {
  const lines: OfferOrderLine[] = [{ part: 'base', name: pricing.product_name, amount: order.base_amount || order.base_price }]
  if (order.bump_selected) lines.push({ part: 'bump', name: pricing.bump_name, amount: order.bump_amount || (order.bump_price ?? 0) })
  if (order.upsell_status === 'accepted')
    lines.push({ part: 'upsell', name: pricing.upsell_name, amount: order.upsell_amount || pricing.upsell_price })
  return lines
}

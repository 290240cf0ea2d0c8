import { groupDigits } from '../lib/digits'
import type { Offer } from '../../cms/payload-types'
import { fillTemplate } from '../../contracts/fill-template'

export type OfferPricing = Offer['pricing']

/** $97, $2,997, $99.50: whole dollars without cents, as the offer's copy shows them. */
export function usd(dollars: number): string {
  return `$${groupDigits(dollars, Number.isInteger(dollars) ? 0 : 2)}`
}

/** The order's total: the base, plus the bump when it is on. */
export function orderTotal(pricing: OfferPricing, bump: boolean): number {
  return pricing.base_price + (bump ? pricing.bump_price : 0)
}

/**
 * Fills the offer's `{price}`-style placeholders from the CMS prices (and the order total
 * where the copy shows one), so a marketer changes a price in one place.
 */
export function offerText(template: string, pricing: OfferPricing, total?: number): string {
  return fillTemplate(template, {
    price: usd(pricing.base_price),
    bump_price: usd(pricing.bump_price),
    upsell_price: usd(pricing.upsell_price),
    compare_at: usd(pricing.upsell_compare_at),
    value: usd(pricing.value),
    save: usd(Math.max(0, pricing.upsell_compare_at - pricing.upsell_price)),
    total: usd(total ?? pricing.base_price),
  })
}

import { groupDigits } from '../lib/digits'
import type { Plan } from '../../cms/payload-types'

export type BillingPeriod = 'monthly' | 'annual'

/** Whole dollars as the page shows them: $4,970. */
export const dollars = (amount: number) => `$${groupDigits(amount)}`

/** What a plan costs, sells as, and links to in a billing period (spec section 3, "Plan card"). */
export function planOffer(plan: Plan, period: BillingPeriod) {
  const monthly = period === 'monthly'
  return {
    price: monthly ? plan.monthly_price : plan.annual_price,
    priceId: (monthly ? plan.monthly_price_id : plan.annual_price_id) || null,
    paymentLink: (monthly ? plan.monthly_payment_link : plan.annual_payment_link) || null,
  }
}

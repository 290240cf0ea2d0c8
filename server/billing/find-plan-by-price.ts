import type { Payload } from 'payload'
import type { Plan } from '../../cms/payload-types'
import { readPriceRise, risePlanId } from './price-rise'

export type PlanPrice = {
  planId: number | string
  planKey: string
  planName: string
  billingPeriod: 'monthly' | 'annual'
  /** The price id asked about. */
  priceId: string
  /** Dollars per period, from the CMS. */
  amount: number
  paymentLink: string | null
  /** The plan's own price id and amount in this period (the price before any rise). */
  own: { priceId: string; amount: number }
}

/**
 * The CMS plan that names a price id, with the amount the CMS gives it. Checkout accepts
 * only these ids, so nobody can buy an arbitrary price on the account. The price rise's new ids
 * (docs/decisions/120) name its plan too, at the new amount: a subscription bought at the new
 * price is that plan's, and one bought before keeps the plan's own id and amount.
 */
export async function findPlanByPrice(payload: Payload, priceId: string): Promise<PlanPrice | null> {
  const { docs } = await payload.find({
    collection: 'plans',
    where: { or: [{ monthly_price_id: { equals: priceId } }, { annual_price_id: { equals: priceId } }] },
    limit: 1,
    depth: 0,
    // Published plans only: a draft price is not for sale yet.
    draft: false,
    overrideAccess: false,
  })
  const plan = docs[0]
  if (plan) return planPrice(plan, plan.monthly_price_id === priceId ? 'monthly' : 'annual', priceId)
  const rise = await readPriceRise(payload)
  const risen = rise && typeof rise.plan === 'object' ? (rise.plan as Plan) : null
  if (!rise || !risen || String(risePlanId(rise)) !== String(risen.id)) return null
  if (rise.monthly_price_id === priceId) return { ...planPrice(risen, 'monthly', priceId), amount: rise.monthly_price! }
  if (rise.annual_price_id === priceId && typeof rise.annual_price === 'number')
    return { ...planPrice(risen, 'annual', priceId), amount: rise.annual_price }
  return null
}

function planPrice(plan: Plan, billingPeriod: 'monthly' | 'annual', priceId: string): PlanPrice {
  const amount = billingPeriod === 'monthly' ? plan.monthly_price : plan.annual_price
  return {
    planId: plan.id,
    planKey: plan.key,
    planName: plan.name,
    billingPeriod,
    priceId,
    amount,
    paymentLink: (billingPeriod === 'monthly' ? plan.monthly_payment_link : plan.annual_payment_link) || null,
    own: { priceId: (billingPeriod === 'monthly' ? plan.monthly_price_id : plan.annual_price_id) || priceId, amount },
  }
}

/** Every published plan price, for the local provider's billing portal. */
export async function listPlanPrices(payload: Payload): Promise<PlanPrice[]> {
  const { docs } = await payload.find({
    collection: 'plans',
    limit: 20,
    depth: 0,
    sort: 'sort',
    draft: false,
    overrideAccess: false,
    pagination: false,
  })
  return docs.flatMap((plan) =>
    (['monthly', 'annual'] as const).flatMap((period) => {
      const priceId = period === 'monthly' ? plan.monthly_price_id : plan.annual_price_id
      return priceId ? [planPrice(plan, period, priceId)] : []
    }),
  )
}

import type { Payload } from 'payload'

export type PlanPrice = {
  planKey: string
  planName: string
  billingPeriod: 'monthly' | 'annual'
  /** Dollars per period, from the CMS. */
  amount: number
  paymentLink: string | null
}

/**
 * The CMS plan that names a price id, with the amount the CMS gives it. Checkout accepts
 * only these ids, so nobody can buy an arbitrary price on the account.
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
  if (!plan) return null
  const billingPeriod = plan.monthly_price_id === priceId ? 'monthly' : 'annual'
  return {
    planKey: plan.key,
    planName: plan.name,
    billingPeriod,
    amount: billingPeriod === 'monthly' ? plan.monthly_price : plan.annual_price,
    paymentLink: (billingPeriod === 'monthly' ? plan.monthly_payment_link : plan.annual_payment_link) || null,
  }
}

/** Every published plan price, for the local provider's billing portal. */
export async function listPlanPrices(payload: Payload): Promise<(PlanPrice & { priceId: string })[]> {
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
      if (!priceId) return []
      return [
        {
          priceId,
          planKey: plan.key,
          planName: plan.name,
          billingPeriod: period,
          amount: period === 'monthly' ? plan.monthly_price : plan.annual_price,
          paymentLink: (period === 'monthly' ? plan.monthly_payment_link : plan.annual_payment_link) || null,
        },
      ]
    }),
  )
}

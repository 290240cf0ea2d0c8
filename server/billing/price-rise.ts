import type { Payload } from 'payload'
import type { PriceRise } from '../../cms/payload-types'
import { FIRST_SEEN_COOKIE, readFirstSeen } from '../../contracts/urgency'
import { riseInEffect, riseIsSet, type PriceRiseRecord } from '../../contracts/price-rise'
import type { PlanPrice } from './find-plan-by-price'

/** The published price rise (docs/decisions/120), its plan filled in; null when none is set. */
export async function readPriceRise(payload: Payload): Promise<(PriceRise & PriceRiseRecord) | null> {
  const rise = await payload.findGlobal({ slug: 'price-rise', depth: 1, draft: false, overrideAccess: false })
  return riseIsSet(rise as PriceRiseRecord) ? (rise as PriceRise & PriceRiseRecord) : null
}

/** The plan's id in the rise record, whether filled in or not. */
export const risePlanId = (rise: PriceRiseRecord) => (typeof rise.plan === 'object' && rise.plan ? rise.plan.id : rise.plan)

/** The visitor's first visit from the request's cookie header (the per-visitor timer's start). */
export function firstSeenOf(cookieHeader: string | undefined): number | null {
  const match = (cookieHeader ?? '').match(new RegExp(`(?:^|;\\s*)${FIRST_SEEN_COOKIE}=(\\d+)`))
  return readFirstSeen(match?.[1])
}

/**
 * What checkout charges for a plan's price now: the rise's price id once the rise is in effect
 * (at its date, or past this visitor's timer) and the rise names one for the period; else the
 * plan's own. Whichever of the plan's ids the page sent, so a page opened before the date buys
 * at the new price after it, and a rise's id sent before the date buys at the plan's own price.
 */
export async function priceNow(
  payload: Payload,
  plan: PlanPrice,
  firstSeen: number | null,
  now = Date.now(),
): Promise<{ priceId: string; amount: number }> {
  const rise = await readPriceRise(payload)
  if (rise && String(risePlanId(rise)) === String(plan.planId) && riseInEffect(rise, firstSeen, now)) {
    const priceId = plan.billingPeriod === 'monthly' ? rise.monthly_price_id : rise.annual_price_id
    const amount = plan.billingPeriod === 'monthly' ? rise.monthly_price : rise.annual_price
    if (priceId && typeof amount === 'number') return { priceId, amount }
  }
  return plan.own
}

import type { Payload } from 'payload'
import type { Order } from '../../cms/payload-types'
import type { OfferPricing } from './offer-pricing'

/**
 * How long after the countdown reaches zero an accept still counts: the press that left as the
 * timer ran out, a slow network, the provider's answer (docs/decisions/105).
 */
export const UPSELL_GRACE_MS = 60_000

export type UpsellTerms = { pricing: OfferPricing; countdownMs: number }

/** The published offer's prices and the upsell page's timer (the CMS's, 10 minutes by default). */
export async function readUpsellTerms(payload: Payload): Promise<UpsellTerms> {
  const offer = await payload.findGlobal({ slug: 'offer', depth: 0, draft: false, overrideAccess: false })
  return { pricing: offer.pricing, countdownMs: offer.success.upsell.countdown_minutes * 60_000 }
}

type Timed = Pick<Order, 'paid_at' | 'upsell_offered_at'>

/**
 * When the upsell's window opened, on the server's clock: the payment as the server first
 * learnt of it, the webhook's paid_at or the buyer's return from the provider, whichever came
 * first. Null while the server knows of no payment.
 */
export function upsellOpenedAt(order: Timed): number | null {
  const times = [order.paid_at, order.upsell_offered_at].filter((time): time is string => !!time).map((time) => Date.parse(time))
  return times.length ? Math.min(...times) : null
}

/** When the page's countdown reaches zero; null without a payment. */
export function upsellCountdownEnd(order: Timed, countdownMs: number): number | null {
  const opened = upsellOpenedAt(order)
  return opened === null ? null : opened + countdownMs
}

/** Whether an accept still counts now: the countdown plus the grace. */
export function upsellStillOpen(order: Timed, countdownMs: number, now = Date.now()): boolean {
  const end = upsellCountdownEnd(order, countdownMs)
  return end !== null && now <= end + UPSELL_GRACE_MS
}

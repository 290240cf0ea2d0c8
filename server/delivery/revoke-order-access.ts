import type { Payload, PayloadRequest } from 'payload'
import type Stripe from 'stripe'

type Write = { payload: Payload; req: Partial<PayloadRequest>; stripe: Stripe }

const idOf = (value: string | { id: string } | null | undefined): string | null => (typeof value === 'string' ? value : (value?.id ?? null))

/**
 * charge.refunded (in full) and charge.dispute.created: what the charge paid for is no longer
 * the buyer's. The order's payment takes the whole order's access (files and onboarding); the
 * upsell's payment takes the onboarding. A partial refund keeps access (a goodwill credit).
 * Written in the event's transaction; /members and the file route read it on every request.
 */
export async function revokeOrderAccess({ payload, req, stripe }: Write, event: Stripe.Event): Promise<boolean> {
  let paymentIntentId: string | null
  let reason: 'refunded' | 'disputed'
  if (event.type === 'charge.refunded') {
    const charge = event.data.object
    if (!charge.refunded) return false
    paymentIntentId = idOf(charge.payment_intent)
    reason = 'refunded'
  } else if (event.type === 'charge.dispute.created') {
    const dispute = event.data.object
    // A dispute names its charge; the payment intent too on current API versions.
    paymentIntentId = idOf(dispute.payment_intent) ?? idOf((await stripe.charges.retrieve(idOf(dispute.charge)!)).payment_intent)
    reason = 'disputed'
  } else return false
  if (!paymentIntentId) return false
  const at = new Date().toISOString()
  for (const [key, data] of [
    ['payment_intent_id', { access_revoked_at: at, access_revoked_reason: reason }],
    ['upsell_payment_intent_id', { upsell_access_revoked_at: at, access_revoked_reason: reason }],
  ] as const) {
    const { docs } = await payload.find({
      collection: 'orders',
      where: { [key]: { equals: paymentIntentId } },
      limit: 1,
      depth: 0,
      req,
      overrideAccess: true,
    })
    if (docs[0]) {
      await payload.update({ collection: 'orders', id: docs[0].id, data, depth: 0, req, overrideAccess: true })
      return true
    }
  }
  return false
}

import type { Payload, PayloadRequest } from 'payload'

type Write = { payload: Payload; req: Partial<PayloadRequest> }
type Reversal = { paymentIntentId: string; reason: 'refunded' | 'disputed' }

/**
 * A payment taken back (charge.refunded in full, charge.dispute.created: see
 * server/billing/payment-reversal.ts): what the charge paid for is no longer the buyer's. The
 * order's payment takes the whole order's access (files and onboarding); the upsell's payment
 * takes the onboarding. Written in the event's transaction; /members and the file route read it
 * on every request.
 */
export async function revokeOrderAccess({ payload, req }: Write, { paymentIntentId, reason }: Reversal): Promise<boolean> {
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

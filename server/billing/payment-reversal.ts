import type Stripe from 'stripe'

export type PaymentReversal = { paymentIntentId: string; reason: 'refunded' | 'disputed' }

const idOf = (value: string | { id: string } | null | undefined): string | null => (typeof value === 'string' ? value : (value?.id ?? null))

/**
 * The payment a charge.refunded (in full) or charge.dispute.created takes back, or null: a
 * partial refund takes nothing back (a goodwill credit), nor does another event.
 */
export async function paymentReversalOf(stripe: Stripe, event: Stripe.Event): Promise<PaymentReversal | null> {
  if (event.type === 'charge.refunded') {
    const charge = event.data.object
    const paymentIntentId = charge.refunded ? idOf(charge.payment_intent) : null
    return paymentIntentId ? { paymentIntentId, reason: 'refunded' } : null
  }
  if (event.type === 'charge.dispute.created') {
    const dispute = event.data.object
    // A dispute names its charge; the payment intent too on current API versions.
    const paymentIntentId = idOf(dispute.payment_intent) ?? idOf((await stripe.charges.retrieve(idOf(dispute.charge)!)).payment_intent)
    return paymentIntentId ? { paymentIntentId, reason: 'disputed' } : null
  }
  return null
}

/** A payment's status once taken back: kept when the payment's own success is delivered late. */
export const REVERSED_STATUSES: readonly string[] = ['refunded', 'disputed']

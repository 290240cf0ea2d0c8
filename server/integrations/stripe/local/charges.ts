import { invalid, missing } from './api-errors'
import { nowSeconds, stripeId, type LocalStripeStore, type StripeObject, type StripeParams } from './state'

type Emit = (type: string, object: StripeObject) => Promise<void>

/** The charge a succeeded payment intent made (its `latest_charge`), as Stripe keeps it. */
export function recordCharge(state: LocalStripeStore, intent: StripeObject): Promise<StripeObject> {
  return state.put({
    id: String(intent.latest_charge),
    object: 'charge',
    created: nowSeconds(),
    amount: intent.amount_received,
    amount_captured: intent.amount_received,
    amount_refunded: 0,
    refunded: false,
    disputed: false,
    paid: true,
    status: 'succeeded',
    currency: intent.currency,
    customer: intent.customer ?? null,
    payment_intent: intent.id,
    payment_method: intent.payment_method ?? null,
    metadata: intent.metadata ?? {},
  })
}

/**
 * Card 4000 0000 0000 0259 in Stripe's test mode: the charge succeeds, then its holder
 * disputes it as fraudulent (charge.dispute.created), as a bank would days later.
 */
export async function disputeCharge(state: LocalStripeStore, emit: Emit, charge: StripeObject): Promise<void> {
  await state.put({ ...charge, disputed: true })
  const dispute = await state.put({
    id: stripeId('dp'),
    object: 'dispute',
    created: nowSeconds(),
    amount: charge.amount,
    currency: charge.currency,
    charge: charge.id,
    payment_intent: charge.payment_intent,
    reason: 'fraudulent',
    status: 'needs_response',
    is_charge_refundable: false,
    metadata: {},
  })
  await emit('charge.dispute.created', dispute)
}

/**
 * POST /v1/refunds: refunds a charge (named, or a payment intent's latest) in full or in part,
 * and emits charge.refunded with the charge as it now stands, as Stripe does.
 */
export async function createRefund(state: LocalStripeStore, emit: Emit, params: StripeParams): Promise<StripeObject> {
  let chargeId = params.charge ? String(params.charge) : undefined
  if (!chargeId && params.payment_intent) {
    const intent = await state.get(String(params.payment_intent), 'payment_intent')
    if (!intent) throw missing(String(params.payment_intent))
    if (!intent.latest_charge) throw invalid('This PaymentIntent has no successful charge to refund', 'payment_intent')
    chargeId = String(intent.latest_charge)
  }
  if (!chargeId) throw invalid('One of charge or payment_intent is required')
  const charge = await state.get(chargeId, 'charge')
  if (!charge) throw missing(chargeId)
  const remaining = Number(charge.amount) - Number(charge.amount_refunded)
  const amount = params.amount === undefined ? remaining : Number(params.amount)
  if (!Number.isInteger(amount) || amount <= 0 || amount > remaining)
    throw invalid(
      `Refund amount ($${(amount / 100).toFixed(2)}) is greater than unrefunded amount on charge ($${(remaining / 100).toFixed(2)})`,
      'amount',
    )
  const refund = await state.put({
    id: stripeId('re'),
    object: 'refund',
    created: nowSeconds(),
    amount,
    currency: charge.currency,
    charge: charge.id,
    payment_intent: charge.payment_intent,
    reason: params.reason ?? null,
    status: 'succeeded',
    metadata: params.metadata ?? {},
  })
  const refunded = Number(charge.amount_refunded) + amount
  const updated = await state.put({ ...charge, amount_refunded: refunded, refunded: refunded === Number(charge.amount) })
  await emit('charge.refunded', updated)
  return refund
}

export async function chargeById(state: LocalStripeStore, id: string): Promise<StripeObject> {
  const found = await state.get(id, 'charge')
  if (!found) throw missing(id)
  return found
}

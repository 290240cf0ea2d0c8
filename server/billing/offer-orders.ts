import type { Payload, PayloadRequest } from 'payload'
import type Stripe from 'stripe'
import { fillTemplate } from '../../contracts/fill-template'
import type { AfterCommit } from '../lib/after-commit'

type Write = { payload: Payload; req: Partial<PayloadRequest> }

const AS_SYSTEM = { overrideAccess: true } as const
const idOf = (value: string | { id: string } | null | undefined): string | null => (typeof value === 'string' ? value : (value?.id ?? null))
const usd = (dollars: number) => `$${dollars.toLocaleString('en-US', { minimumFractionDigits: 0, maximumFractionDigits: 2 })}`

/**
 * checkout.session.completed of a $97 offer checkout: the order is paid. Its base and bump
 * are the prices it was opened with (the CMS's, docs/decisions/029); the saved card is kept
 * for the one-click upsell; the purchase confirmation goes out once the event commits.
 */
export async function recordOfferCheckout(
  { payload, req }: Write,
  session: Stripe.Checkout.Session,
  stripe: Stripe,
  after: AfterCommit,
): Promise<void> {
  if (session.mode !== 'payment' || session.payment_status !== 'paid') return
  const { docs } = await payload.find({
    collection: 'orders',
    where: { checkout_session_id: { equals: session.id } },
    limit: 1,
    depth: 0,
    req,
    ...AS_SYSTEM,
  })
  const order = docs[0]
  if (!order || order.status === 'paid') return
  const paymentIntentId = idOf(session.payment_intent)
  // The card to charge the upsell to; if Stripe cannot answer, the event is delivered again.
  const intent = paymentIntentId ? await stripe.paymentIntents.retrieve(paymentIntentId) : null
  const updated = await payload.update({
    collection: 'orders',
    id: order.id,
    data: {
      status: 'paid',
      base_amount: order.base_price,
      bump_amount: order.bump_selected ? (order.bump_price ?? 0) : 0,
      payment_intent_id: paymentIntentId,
      stripe_customer_id: idOf(session.customer) ?? order.stripe_customer_id,
      payment_method_id: idOf(intent?.payment_method as string | { id: string } | null),
      paid_at: new Date().toISOString(),
    },
    depth: 0,
    req,
    ...AS_SYSTEM,
  })
  after.push(() => sendConfirmation(payload, updated))
}

/** payment_intent.succeeded of an upsell (off-session, or paid on-session after authentication). */
export async function recordOfferUpsell({ payload, req }: Write, intent: Stripe.PaymentIntent): Promise<void> {
  const orderId = intent.metadata?.order_id
  if (intent.metadata?.order_part !== 'upsell' || !orderId) return
  // An id that cannot be an order's on this adapter names no order.
  if (payload.db.defaultIDType === 'number' && !/^\d{1,15}$/.test(orderId)) return
  const { docs } = await payload.find({
    collection: 'orders',
    // Metadata is text; SQL adapters number their ids (MongoDB's stay strings).
    where: { id: { equals: /^\d+$/.test(orderId) ? Number(orderId) : orderId } },
    limit: 1,
    depth: 0,
    req,
    ...AS_SYSTEM,
  })
  const order = docs[0]
  if (!order) return
  await payload.update({
    collection: 'orders',
    id: order.id,
    data: { upsell_status: 'accepted', upsell_amount: intent.amount_received / 100, upsell_payment_intent_id: intent.id },
    depth: 0,
    req,
    ...AS_SYSTEM,
  })
}

type PaidOrder = {
  id: string | number
  email: string
  full_name?: string | null
  base_amount: number
  bump_amount: number
  total?: number | null
}

async function sendConfirmation(payload: Payload, order: PaidOrder): Promise<void> {
  const offer = await payload.findGlobal({ slug: 'offer', depth: 0, draft: false, overrideAccess: true })
  const items = [`${offer.pricing.product_name}: ${usd(order.base_amount)}`]
  if (order.bump_amount) items.push(`${offer.pricing.bump_name}: ${usd(order.bump_amount)}`)
  const values = { name: order.full_name || 'there', total: usd(order.base_amount + order.bump_amount), items: items.join('\n') }
  await payload.sendEmail({
    to: order.email,
    subject: fillTemplate(offer.email.subject, values),
    text: fillTemplate(offer.email.body, values),
  })
  await payload.update({
    collection: 'orders',
    id: order.id,
    data: { confirmation_sent_at: new Date().toISOString() },
    depth: 0,
    ...AS_SYSTEM,
  })
}

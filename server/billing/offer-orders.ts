import type { Payload, PayloadRequest } from 'payload'
import type Stripe from 'stripe'
import type { Order } from '../../cms/payload-types'
import { fillTemplate } from '../../contracts/fill-template'
import type { AfterCommit } from '../lib/after-commit'
import { offerOrderLines, type OfferOrderLine } from './offer-order-lines'
import { recordPurchaseEvent } from './record-purchase-event'

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
): Promise<{ id: number | string } | undefined> {
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
  const paidAt = new Date().toISOString()
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
      paid_at: paidAt,
    },
    depth: 0,
    req,
    ...AS_SYSTEM,
  })
  await recordPurchaseEvent({ payload, req }, updated, session.id, paidAt)
  after.push(() => sendConfirmation(payload, updated))
  return updated
}

/** payment_intent.succeeded of an upsell (off-session, or paid on-session after authentication). */
export async function recordOfferUpsell({ payload, req }: Write, intent: Stripe.PaymentIntent, after: AfterCommit): Promise<void> {
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
  const firstRecord = !order.upsell_amount
  const updated = await payload.update({
    collection: 'orders',
    id: order.id,
    data: { upsell_status: 'accepted', upsell_amount: intent.amount_received / 100, upsell_payment_intent_id: intent.id },
    depth: 0,
    req,
    ...AS_SYSTEM,
  })
  // The upsell is a charge of its own: its own receipt, and its funnel step, once.
  if (firstRecord) {
    await recordPurchaseEvent({ payload, req }, updated, order.checkout_session_id, new Date().toISOString(), 'upsell_accepted')
    after.push(() => sendReceipt(payload, updated, ['upsell']))
  }
}

/**
 * A receipt for one charge of an offer order (the first payment, or the upsell's): its lines
 * and what that charge took, in the offer's purchase e-mail, with the site's one support address.
 */
async function sendReceipt(payload: Payload, order: Order, parts: OfferOrderLine['part'][]): Promise<void> {
  const [offer, settings] = await Promise.all([
    payload.findGlobal({ slug: 'offer', depth: 0, draft: false, overrideAccess: true }),
    payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: true }),
  ])
  const lines = offerOrderLines(order, offer.pricing).filter((line) => parts.includes(line.part))
  const values = {
    name: order.full_name || 'there',
    number: order.number ?? '',
    items: lines.map((line) => `${line.name}: ${usd(line.amount)}`).join('\n'),
    total: usd(lines.reduce((sum, line) => sum + line.amount, 0)),
    support_email: settings.support_email,
  }
  await payload.sendEmail({
    to: order.email,
    subject: fillTemplate(offer.email.subject, values),
    text: fillTemplate(offer.email.body, values),
  })
}

async function sendConfirmation(payload: Payload, order: Order): Promise<void> {
  await sendReceipt(payload, order, ['base', 'bump'])
  await payload.update({
    collection: 'orders',
    id: order.id,
    data: { confirmation_sent_at: new Date().toISOString() },
    depth: 0,
    ...AS_SYSTEM,
  })
}

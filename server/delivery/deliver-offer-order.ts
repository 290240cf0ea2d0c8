import type { Payload } from 'payload'
import type Stripe from 'stripe'
import { sendAccessEmail } from './access-email'

/**
 * After a checkout.session.completed commits: the paid $97 order's access e-mail (the
 * "separate email" its confirmation announces), once per order.
 */
export async function deliverOfferOrder(payload: Payload, session: Stripe.Checkout.Session): Promise<void> {
  if (session.mode !== 'payment' || session.payment_status !== 'paid') return
  const { docs } = await payload.find({
    collection: 'orders',
    where: { checkout_session_id: { equals: session.id } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  const order = docs[0]
  if (!order || order.status !== 'paid' || order.access_sent_at) return
  await sendAccessEmail(payload, 'access_email', order.email, order.full_name)
  await payload.update({
    collection: 'orders',
    id: order.id,
    data: { access_sent_at: new Date().toISOString() },
    depth: 0,
    overrideAccess: true,
  })
}

/** After an upsell's payment_intent.succeeded commits: the accelerator's onboarding is on /members; a new link says so. */
export async function deliverOfferUpsell(payload: Payload, intent: Stripe.PaymentIntent): Promise<void> {
  const orderId = intent.metadata?.order_id
  if (intent.metadata?.order_part !== 'upsell' || !orderId) return
  const { docs } = await payload.find({
    collection: 'orders',
    where: { upsell_payment_intent_id: { equals: intent.id } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  const order = docs[0]
  if (!order || order.upsell_status !== 'accepted' || order.access_revoked_at) return
  await sendAccessEmail(payload, 'upsell_email', order.email, order.full_name)
}

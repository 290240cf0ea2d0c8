import type { Payload } from 'payload'
import Stripe from 'stripe'
import type { Order } from '../../cms/payload-types'
import { AppError } from '../../contracts/errors'
import { toCents } from '../billing/offer-pricing'
import { readUpsellProof } from '../billing/upsell-proof'
import { readUpsellTerms, upsellStillOpen, type UpsellTerms } from '../billing/upsell-window'
import { siteOrigin } from '../lib/site-origin'
import type { Logger } from '../../runtime/logger'
import { defineFunction } from './types'

const VIA = { overrideAccess: false, context: { via: 'process-one-click-upsell' } } as const

/**
 * process-one-click-upsell (offer success page): charges the Implementation Accelerator to
 * the card saved by the $97 order's first payment, with no new card form: one confirmed
 * off-session PaymentIntent on the saved payment method (docs/decisions/030).
 *
 * - Only the browser that paid: the order is the one of the checkout session the success page
 *   returned from, its email must match, and the request must carry the upsell proof that
 *   return gave that browser (docs/decisions/105). The session id alone (browser history, a
 *   shared screenshot) charges nothing.
 * - Decided once: the first answer is kept on the order (`upsell_decision`, one conditional
 *   write, so an accept and a decline at the same moment cannot both win). After a decline or
 *   a failed charge, no accept.
 * - Accepted only inside the window the page counts down (the CMS's timer from the payment, on
 *   the server's clock, plus a short grace).
 * - Charged at most once per order: the order's upsell state answers a repeat (a second
 *   press, a retried request, another tab), and the PaymentIntent's idempotency key is the
 *   order's, so calls racing past the state check still make one charge at Stripe.
 * - The bank wants the buyer (`authentication_required`): a Checkout Session for the upsell
 *   on the same customer, whose url the page goes to, to pay on-session.
 * - The charge is recorded from the signed webhook (payments and the order's upsell amount).
 */
export const processOneClickUpsell = defineFunction('process-one-click-upsell', {
  auth: 'public',
  async handler(input, { payload, payments, req, logger }) {
    const found = await findOrder(payload, input.session_id, input.email)
    if (readUpsellProof(payload.secret, req.headers, input.session_id)?.orderId !== String(found.id)) throw new AppError('FORBIDDEN')
    if (found.upsell_status === 'accepted') return { status: 'accepted' }
    if (input.decision === 'decline') {
      const order = await decide(payload, found, 'decline')
      if (order.upsell_decision === 'decline') return { status: 'declined' }
      if (order.upsell_status === 'accepted') return { status: 'accepted' }
      throw new AppError('UPSELL_CLOSED')
    }

    const terms = await readUpsellTerms(payload)
    if (!upsellStillOpen(found, terms.countdownMs)) throw new AppError('UPSELL_CLOSED')
    const order = await decide(payload, found, 'accept')
    if (order.upsell_decision !== 'accept' || order.upsell_status === 'declined' || order.upsell_status === 'failed')
      throw new AppError('UPSELL_CLOSED')
    if (order.upsell_status === 'accepted') return { status: 'accepted' }
    if (order.upsell_status === 'requires_action' && order.upsell_checkout_url)
      return { status: 'requires_action', url: order.upsell_checkout_url }

    const stripe = payments.stripe()
    const { pricing } = terms
    const saved = await savedCard(stripe, order, logger)
    const metadata = {
      order_id: String(order.id),
      order_part: 'upsell',
      product: input.product,
      product_name: pricing.upsell_name,
      offer_type: 'agency_arbitrage_97',
      // The order's visitor and lead: the upsell's payment is attributed like the order.
      ...(order.visitor_id ? { visitor_id: order.visitor_id } : {}),
      ...(order.lead ? { lead_id: String(typeof order.lead === 'object' ? order.lead.id : order.lead) } : {}),
    }
    try {
      const intent = await stripe.paymentIntents.create(
        {
          amount: toCents(pricing.upsell_price),
          currency: 'usd',
          customer: saved.customer,
          payment_method: saved.paymentMethod,
          off_session: true,
          confirm: true,
          description: pricing.upsell_name,
          metadata,
        },
        { idempotencyKey: `upsell-${order.checkout_session_id}` },
      )
      if (intent.status !== 'succeeded' && intent.status !== 'processing') throw new AppError('UPSELL_FAILED')
      await setUpsell(payload, order, { upsell_status: 'accepted', upsell_payment_intent_id: intent.id })
      return { status: 'accepted' }
    } catch (error) {
      if (error instanceof AppError) throw error
      if (error instanceof Stripe.errors.StripeCardError && error.code === 'authentication_required') {
        const url = await onSessionCheckout({ stripe, order, saved, pricing, metadata, origin: siteOrigin(req), logger })
        await setUpsell(payload, order, { upsell_status: 'requires_action', upsell_checkout_url: url })
        return { status: 'requires_action', url }
      }
      logger.warn({ err: error, order: order.id }, 'upsell charge failed')
      if (error instanceof Stripe.errors.StripeCardError) await setUpsell(payload, order, { upsell_status: 'failed' })
      throw new AppError('UPSELL_FAILED')
    }
  },
})

async function findOrder(payload: Payload, sessionId: string, email: string): Promise<Order> {
  const { docs } = await payload.find({
    collection: 'orders',
    where: { checkout_session_id: { equals: sessionId } },
    limit: 1,
    depth: 0,
    ...VIA,
  })
  const order = docs[0]
  // No order and another's order look alike: nothing says whether the session id exists.
  if (!order || order.email.trim().toLowerCase() !== email.trim().toLowerCase()) throw new AppError('FORBIDDEN')
  return order
}

/**
 * Takes the buyer's answer if none was taken before: one update of the order only while its
 * decision is empty (the row is locked first on PostgreSQL, decision 067; SQLite's writers take
 * turns), so of an accept and a decline at the same moment exactly one is kept. Answers the
 * order as it stands after, with whichever answer was first.
 */
async function decide(payload: Payload, order: Order, decision: 'accept' | 'decline'): Promise<Order> {
  const { docs } = await payload.update({
    collection: 'orders',
    where: { and: [{ id: { equals: order.id } }, { upsell_decision: { exists: false } }] },
    data: {
      upsell_decision: decision,
      upsell_decided_at: new Date().toISOString(),
      ...(decision === 'decline' ? { upsell_status: 'declined' as const } : {}),
    },
    depth: 0,
    ...VIA,
  })
  return docs[0] ?? (await payload.findByID({ collection: 'orders', id: order.id, depth: 0, ...VIA }))
}

async function setUpsell(
  payload: Payload,
  order: Order,
  data: Partial<Pick<Order, 'upsell_status' | 'upsell_payment_intent_id' | 'upsell_checkout_url'>>,
) {
  await payload.update({ collection: 'orders', id: order.id, data, depth: 0, ...VIA })
}

type SavedCard = { customer: string; paymentMethod: string }

/**
 * The customer and card of the order's paid first payment: recorded by the webhook, or read
 * from Stripe when the buyer is faster than the webhook. An unpaid order has no card.
 */
async function savedCard(stripe: Stripe, order: Order, logger: Logger): Promise<SavedCard> {
  if (order.stripe_customer_id && order.payment_method_id)
    return { customer: order.stripe_customer_id, paymentMethod: order.payment_method_id }
  let session: Stripe.Checkout.Session
  try {
    session = await stripe.checkout.sessions.retrieve(order.checkout_session_id, { expand: ['payment_intent'] })
  } catch (error) {
    logger.warn({ err: error, order: order.id }, 'upsell: checkout session unreadable')
    throw new AppError('UPSELL_FAILED')
  }
  const intent = session.payment_intent
  const paymentMethod = intent && typeof intent === 'object' ? intent.payment_method : null
  const customer = typeof session.customer === 'string' ? session.customer : session.customer?.id
  if (session.payment_status !== 'paid' || !customer || !paymentMethod) throw new AppError('UPSELL_FAILED')
  return { customer, paymentMethod: typeof paymentMethod === 'string' ? paymentMethod : paymentMethod.id }
}

/** The upsell as a Checkout Session on the buyer's customer, paid on-session when the bank asks. */
async function onSessionCheckout({
  stripe,
  order,
  saved,
  pricing,
  metadata,
  origin,
  logger,
}: {
  stripe: Stripe
  order: Order
  saved: SavedCard
  pricing: UpsellTerms['pricing']
  metadata: Record<string, string>
  origin: string
  logger: Logger
}): Promise<string> {
  const back = `${origin}/offer/success?session_id=${encodeURIComponent(order.checkout_session_id)}`
  try {
    const session = await stripe.checkout.sessions.create(
      {
        mode: 'payment',
        customer: saved.customer,
        line_items: [
          {
            price_data: { currency: 'usd', unit_amount: toCents(pricing.upsell_price), product_data: { name: pricing.upsell_name } },
            quantity: 1,
          },
        ],
        payment_intent_data: { metadata },
        metadata,
        success_url: `${back}&upsell=accepted`,
        cancel_url: back,
      },
      { idempotencyKey: `upsell-checkout-${order.checkout_session_id}` },
    )
    if (!session.url) throw new Error('no checkout url')
    return session.url
  } catch (error) {
    logger.warn({ err: error, order: order.id }, 'upsell on-session checkout failed')
    throw new AppError('UPSELL_FAILED')
  }
}

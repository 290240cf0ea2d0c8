import type { Payload } from 'payload'
import type Stripe from 'stripe'
import type { FunctionInput } from '../../contracts/functions'
import { AppError } from '../../contracts/errors'
import type { Logger } from '../../runtime/logger'
import { attributionFrom } from './attribution'
import { readOfferPricing, toCents } from './offer-pricing'

type Input = FunctionInput<'create-checkout'>

/**
 * create-checkout for the $97 offer (billingPeriod one_time): a payment-mode Checkout
 * Session for the base product and, when chosen, the order bump, at the CMS prices. The
 * first payment saves the card for the one-click upsell (setup_future_usage off_session on
 * a customer made for this order), and the order is recorded as pending until the signed
 * webhook reports it paid (docs/decisions/029, 030).
 */
export async function createOfferCheckout({
  input,
  payload,
  stripe,
  origin,
  logger,
  visitorId,
  sequencesHeld = false,
  buyerCity,
}: {
  input: Input
  payload: Payload
  stripe: Stripe
  origin: string
  logger: Logger
  visitorId?: string
  /** The caller was over its mail budget: the order enrols in no sequence (issue 38). */
  sequencesHeld?: boolean
  /** The city the geo lookup knows for the buyer's request, if any. */
  buyerCity?: string | null
}): Promise<{ url: string }> {
  const pricing = await readOfferPricing(payload)
  if (input.priceId !== pricing.price_id) throw new AppError('PRICING_NOT_CONFIGURED')
  const email = input.email
  const fullName = input.metadata?.full_name
  const phone = input.metadata?.phone
  if (!email || !fullName || !phone) throw new AppError('ACQUISITION_FIELDS_MISSING')
  const bump = String(input.metadata?.order_bump_selected) === 'true'
  // Only a box the buyer left unticked shows them in the 'joined' toasts (docs/decisions/117).
  const proofPrivate = String(input.metadata?.proof_private) !== 'false'

  const line = (name: string, dollars: number): Stripe.Checkout.SessionCreateParams.LineItem => ({
    price_data: { currency: 'usd', unit_amount: toCents(dollars), product_data: { name } },
    quantity: 1,
  })
  // What Stripe and the webhook read: the server's own prices, never the browser's.
  const metadata: Record<string, string> = {
    offer_type: 'agency_arbitrage_97',
    product_name: pricing.product_name,
    order_bump_selected: String(bump),
    order_bump_price: String(pricing.bump_price),
    full_name: fullName,
    phone,
  }
  // The funnel's attribution (docs/decisions/059): the payments and the order are the visitor's.
  if (visitorId) metadata.visitor_id = visitorId
  if (input.leadId) metadata.lead_id = input.leadId
  let session: Stripe.Checkout.Session
  try {
    const customer = await stripe.customers.create({ email, name: fullName, phone, metadata: { offer_type: 'agency_arbitrage_97' } })
    session = await stripe.checkout.sessions.create({
      mode: 'payment',
      customer: customer.id,
      line_items: [line(pricing.product_name, pricing.base_price), ...(bump ? [line(pricing.bump_name, pricing.bump_price)] : [])],
      payment_intent_data: { setup_future_usage: 'off_session', metadata: { ...metadata, order_part: 'base' } },
      metadata,
      success_url: `${origin}/offer/success?session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${origin}/offer/checkout`,
    })
  } catch (error) {
    logger.warn({ err: error }, 'offer checkout session failed')
    throw new AppError('ACQUISITION_CHECKOUT_FAILED')
  }
  if (!session.url) throw new AppError('NO_CHECKOUT_URL')
  await payload.create({
    collection: 'orders',
    data: {
      email,
      full_name: fullName,
      phone,
      buyer_city: buyerCity ?? null,
      proof_private: proofPrivate,
      status: 'pending',
      upsell_status: 'offered',
      bump_selected: bump,
      base_price: pricing.base_price,
      bump_price: bump ? pricing.bump_price : 0,
      base_amount: 0,
      bump_amount: 0,
      upsell_amount: 0,
      checkout_session_id: session.id,
      stripe_customer_id: typeof session.customer === 'string' ? session.customer : (session.customer?.id ?? null),
      ...(await attributionFrom(payload, {}, metadata)),
    },
    depth: 0,
    overrideAccess: false,
    context: { via: 'create-checkout', sequencesHeld },
  })
  return { url: session.url }
}

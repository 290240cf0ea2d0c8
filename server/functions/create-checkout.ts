import type Stripe from 'stripe'
import { AppError } from '../../contracts/errors'
import { spendClientMailBudget } from '../../runtime/mail-budget'
import { findPlanByPrice } from '../billing/find-plan-by-price'
import { firstSeenOf, priceNow } from '../billing/price-rise'
import { holdWeeklySpot } from '../billing/hold-weekly-spot'
import { weeklyCapacity } from '../billing/weekly-capacity'
import { findOrCreateCustomer } from '../billing/find-or-create-customer'
import { createOfferCheckout } from '../billing/offer-checkout'
import { locationFromDatabase, locationFromHeaders } from '../integrations/geo/user-location'
import { siteOrigin } from '../lib/site-origin'
import { defineFunction } from './types'

/**
 * create-checkout (pricing): a subscription Checkout Session for a CMS plan's price. Only
 * price ids of published plans are accepted, so nobody can buy an arbitrary price on the
 * account. A signed-in visitor's customer is linked to their user; SCALE20 applies as a
 * promotion code when the visitor took the exit-intent offer.
 *
 * create-checkout (acquisition, billingPeriod one_time): the $97 offer's payment-mode
 * session at the CMS prices (server/billing/offer-checkout.ts).
 */
export const createCheckout = defineFunction('create-checkout', {
  auth: 'public',
  async handler(input, { payload, user, req, payments, logger, visitorId }) {
    if (input.billingPeriod === 'one_time') {
      // The order enrols its address in the abandoned-checkout sequence: the caller's mail budget
      // is spent (issue 38); past it, the checkout opens and mails nothing.
      const sequencesHeld = (await spendClientMailBudget(req.ip)) !== null
      const buyerCity = (locationFromHeaders(req.headers) ?? (await locationFromDatabase(req.ip, logger)))?.city
      return createOfferCheckout({
        input,
        payload,
        stripe: payments.stripe(),
        origin: siteOrigin(req),
        logger,
        visitorId,
        sequencesHeld,
        buyerCity,
      })
    }
    const plan = await findPlanByPrice(payload, input.priceId)
    if (!plan || plan.billingPeriod !== input.billingPeriod) throw new AppError('PRICING_NOT_CONFIGURED')
    // At the rise's date (or past this visitor's timer) the new price (docs/decisions/120).
    const price = await priceNow(payload, plan, firstSeenOf(req.headers.cookie))
    // A week's plans are as many as the marketer offers: a sold-out week refuses (docs/decisions/118).
    if (!(await holdWeeklySpot(payload, await weeklyCapacity(payload)))) throw new AppError('SOLD_OUT_THIS_WEEK')
    const stripe = payments.stripe()
    const origin = siteOrigin(req)
    let session: Stripe.Checkout.Session
    try {
      const customer = user ? await findOrCreateCustomer({ payload, stripe, user }) : undefined
      const promotion = input.discountCode
        ? (await stripe.promotionCodes.list({ code: input.discountCode, active: true, limit: 1 })).data[0]
        : undefined
      const metadata: Record<string, string> = { plan: plan.planKey, billing_period: plan.billingPeriod }
      if (user) metadata.user_id = String(user.id)
      if (input.leadId) metadata.lead_id = input.leadId
      // The experiment unit (docs/decisions/034): payments and subscriptions are attributed to it.
      if (visitorId) metadata.visitor_id = visitorId
      session = await stripe.checkout.sessions.create({
        mode: 'subscription',
        line_items: [{ price: price.priceId, quantity: 1 }],
        ...(customer ? { customer } : input.email ? { customer_email: input.email } : {}),
        ...(promotion ? { discounts: [{ promotion_code: promotion.id }] } : {}),
        success_url: `${origin}/success?session_id={CHECKOUT_SESSION_ID}`,
        // Back from checkout (or after a declined card) the pricing page says so (docs/decisions/027).
        cancel_url: `${origin}/pricing?checkout=cancelled`,
        client_reference_id: user ? String(user.id) : undefined,
        metadata,
        subscription_data: { metadata },
      })
    } catch (error) {
      logger.warn({ err: error }, 'checkout session failed')
      throw new AppError('CHECKOUT_FAILED')
    }
    if (!session.url) throw new AppError('NO_CHECKOUT_URL')
    return { url: session.url }
  },
})

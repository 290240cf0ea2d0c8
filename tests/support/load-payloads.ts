/** Valid bodies for tests and benches (the spec's lead-modal payload, a Stripe event the product applies). */

/** create-lead's lead-modal payload (spec section 5). */
export const leadModalBody = (email: string, sessionId?: string) => ({
  first_name: 'Ada',
  last_name: 'Lovelace',
  email,
  phone: '+1 555 0100',
  monthly_recurring_revenue: '$10,000 - $25,000',
  modal_context: 'hero',
  ...(sessionId ? { session_id: sessionId } : {}),
})

/** payment_intent.succeeded for a payment without a customer: applying it stores one `payments` row. */
export const paymentSucceededEvent = (eventId: string, paymentIntentId: string) => ({
  id: eventId,
  object: 'event',
  type: 'payment_intent.succeeded',
  api_version: '2026-10-28.endive',
  created: Math.floor(Date.now() / 1000),
  data: {
    object: {
      id: paymentIntentId,
      object: 'payment_intent',
      amount: 9700,
      amount_received: 9700,
      currency: 'usd',
      status: 'succeeded',
      customer: null,
      metadata: { product_name: 'Load test' },
    },
  },
})

/** create-checkout's body for the $97 offer (seed/content/offer.ts), without the order bump. */
export const offerCheckoutBody = (email: string, fullName: string) => ({
  priceId: 'price_agency_arbitrage_97',
  billingPeriod: 'one_time',
  email,
  metadata: { product_name: 'Agency Arbitrage Blueprint', order_bump_selected: false, full_name: fullName, phone: '555 0100' },
})

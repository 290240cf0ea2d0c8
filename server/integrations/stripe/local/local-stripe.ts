import type { CardSummary } from './test-cards'
import { MemoryStore } from './memory-store'
import { nowSeconds, stripeId, type LocalStripeStore, type StripeObject, type StripeParams } from './state'
import { takeTurn } from '../../../idempotency/take-turn'
import { WebhookOutbox } from './webhook-outbox'
import { invalid, missing, StripeApiError } from './api-errors'
import { portalFlow } from './portal-flow'
import { createRefund, disputeCharge, recordCharge } from './charges'
import { recordCheckoutInvoice } from './invoices'
import { declineMessage, inlinePrice, subscriptionItem, successUrl, type LineItem, type LocalPrice, type Session } from './stripe-shapes'

export type { LocalPrice }

export { StripeApiError }

export type LocalPromotionCode = { code: string; percent_off: number }

export type LocalStripeOptions = {
  /** The key the SDK must present (`Authorization: Bearer …`). */
  secretKey: string
  webhookSecret: string
  /** Where signed events are POSTed (the product's /webhooks/stripe). */
  webhookUrl: () => string
  prices: { find: (id: string) => Promise<LocalPrice | null>; list: () => Promise<LocalPrice[]> }
  /** The codes a checkout may take: a list, or read afresh on each use (the CMS's, in the product). */
  promotionCodes?: LocalPromotionCode[] | (() => Promise<LocalPromotionCode[]>)
  /**
   * Where the objects, idempotency answers and webhook queue live: the database in the product
   * (every node sees the same), this process's memory when absent (the tests' fake of Stripe).
   */
  store?: LocalStripeStore
  /** First retry delay of a failed webhook delivery; doubles each time (Stripe retries for days). */
  retryBaseMs?: number
  /** How long a node holds a webhook delivery attempt before another node may take it over. */
  deliveryLeaseMs?: number
  /** How often an idle node looks for deliveries other nodes queued. */
  deliveryPollMs?: number
  onError?: (error: unknown) => void
  /** Where recoveries are said (a lease taken over, a webhook delivered again): one info line each. */
  recoveries?: RecoveryLog
}

/** The info lines of recoveries: a quiet default for the tests' fake of Stripe. */
export type RecoveryLog = { info: (facts: Record<string, unknown>, message: string) => void }

export type PayResult = { next: 'success'; url: string } | { next: 'authenticate' } | { next: 'declined'; message: string }

/** How long one payment of a checkout may take before another node may try it. */
const PAYMENT_LEASE_MS = 30_000
/** A promotion code's `created`: fixed, since the code is the configuration's, not an object made at a moment. */
const PROMOTION_CODES_CREATED = 1_700_000_000

/**
 * The local payment provider: the part of Stripe's API, hosted pages and webhooks that the
 * funnel uses, so `npm start` takes payments with no keys and no network. The server talks
 * to it through the real `stripe` SDK, exactly as it talks to Stripe.
 */
export class LocalStripe {
  readonly state: LocalStripeStore
  readonly webhooks: WebhookOutbox

  constructor(readonly options: LocalStripeOptions) {
    this.state = options.store ?? new MemoryStore()
    this.webhooks = new WebhookOutbox(this.state, {
      secret: options.webhookSecret,
      url: options.webhookUrl,
      retryBaseMs: options.retryBaseMs ?? 2_000,
      leaseMs: options.deliveryLeaseMs,
      pollMs: options.deliveryPollMs,
      onError: options.onError,
      recoveries: options.recoveries,
    })
  }

  /** Records an event and queues its signed delivery. */
  async emit(type: string, object: StripeObject): Promise<void> {
    const event = await this.state.put({
      id: stripeId('evt'),
      object: 'event',
      type,
      api_version: '2026-10-28.endive',
      created: nowSeconds(),
      livemode: false,
      pending_webhooks: 1,
      data: { object: structuredClone(object) },
    })
    await this.webhooks.enqueue(event.id)
  }

  // ── customers ─────────────────────────────────────────────────────────

  async createCustomer(params: {
    email?: string
    name?: string
    metadata?: Record<string, string>
    test_clock?: string
  }): Promise<StripeObject> {
    // A customer on a test clock renews when the clock is advanced (./test-clocks.ts).
    if (params.test_clock && !(await this.state.get(params.test_clock, 'test_helpers.test_clock'))) throw missing(params.test_clock)
    return this.state.put({
      id: stripeId('cus'),
      object: 'customer',
      created: nowSeconds(),
      email: params.email ?? null,
      name: params.name ?? null,
      metadata: params.metadata ?? {},
      invoice_settings: { default_payment_method: null },
      test_clock: params.test_clock ?? null,
    })
  }

  async customer(id: string): Promise<StripeObject> {
    const found = await this.state.get(id, 'customer')
    if (!found) throw missing(id)
    return found
  }

  // ── checkout ──────────────────────────────────────────────────────────

  async createCheckoutSession(params: StripeParams, pagesBaseUrl: string): Promise<Session> {
    const mode = params.mode
    if (mode !== 'payment' && mode !== 'subscription') throw invalid('Invalid mode: must be payment or subscription', 'mode')
    for (const param of ['success_url', 'cancel_url'] as const)
      if (typeof params[param] !== 'string' || !/^https?:\/\//.test(params[param])) throw invalid(`Invalid URL: ${param}`, param)
    const items = Array.isArray(params.line_items) ? params.line_items : []
    if (items.length === 0) throw invalid('line_items is required', 'line_items')
    const lineItems: LineItem[] = []
    for (const [index, item] of items.entries()) {
      const quantity = Number(item.quantity ?? 1)
      const price = item.price ? await this.options.prices.find(String(item.price)) : inlinePrice(item.price_data)
      if (!price) throw invalid(`No such price: '${item.price}'`, `line_items[${index}][price]`)
      if (mode === 'subscription' && !price.recurring) throw invalid('A subscription needs recurring prices', `line_items[${index}]`)
      if (mode === 'payment' && price.recurring)
        throw invalid('You must use mode=subscription for recurring prices', `line_items[${index}]`)
      lineItems.push({ price, quantity })
    }
    if (params.customer) await this.customer(String(params.customer))
    const subtotal = lineItems.reduce((sum, item) => sum + item.price.unit_amount * item.quantity, 0)
    const promotion = params.discounts?.[0]?.promotion_code
      ? await this.promotionCode(String(params.discounts[0].promotion_code))
      : undefined
    const percentOff = promotion ? Number((promotion.coupon as { percent_off: number }).percent_off) : 0
    const discount = Math.round((subtotal * percentOff) / 100)
    const id = stripeId('cs_test')
    return this.state.put<Session>({
      id,
      object: 'checkout.session',
      created: nowSeconds(),
      mode,
      status: 'open',
      payment_status: 'unpaid',
      url: `${pagesBaseUrl}/pay/checkout/${id}`,
      success_url: params.success_url,
      cancel_url: params.cancel_url,
      customer: params.customer ?? null,
      customer_email: params.customer_email ?? null,
      customer_details: null,
      client_reference_id: params.client_reference_id ?? null,
      metadata: params.metadata ?? {},
      currency: lineItems[0]!.price.currency,
      amount_subtotal: subtotal,
      amount_total: subtotal - discount,
      total_details: { amount_discount: discount, amount_shipping: 0, amount_tax: 0 },
      discounts: promotion ? [{ promotion_code: promotion.id, coupon: (promotion.coupon as StripeObject).id }] : [],
      payment_intent: null,
      subscription: null,
      payment_intent_data: params.payment_intent_data ?? null,
      subscription_data: params.subscription_data ?? null,
      invoice_creation: { enabled: mode === 'payment' && String(params.invoice_creation?.enabled) === 'true' },
      invoice: null,
      line_items_data: lineItems,
    })
  }

  async session(id: string): Promise<Session> {
    const found = await this.state.get<Session>(id, 'checkout.session')
    if (!found) throw missing(id)
    return found
  }

  /** What the SDK sees of a session: the stored object without the provider's own fields. */
  publicSession(session: Session): StripeObject {
    const { line_items_data: _items, payment_intent_data: _pi, subscription_data: _sub, ...rest } = session
    return rest
  }

  /**
   * Pays an open session with a card from the hosted page. Answers where the browser goes
   * next: the success URL, an authentication step, or the page again with the decline.
   * Once across nodes: a second submit (a double click, a retry through another node) waits
   * for the first and answers what it answered.
   */
  async payCheckout(sessionId: string, card: CardSummary, email: string | undefined, authenticated = false): Promise<PayResult> {
    const turn = await takeTurn(this.state, `checkout:${sessionId}`, { leaseMs: PAYMENT_LEASE_MS, waitMs: PAYMENT_LEASE_MS })
    if ('answer' in turn) return turn.answer as PayResult
    if ('busy' in turn) return { next: 'declined', message: 'This payment is still being processed. Please try again in a moment.' }
    if (turn.tookOver) this.options.recoveries?.info({ checkout: sessionId }, 'payment lease ran out: payment taken over')
    try {
      const result = await this.payOpenCheckout(sessionId, card, email, authenticated)
      // A decline or an authentication step leaves the checkout open for the next try.
      if (result.next === 'success') await this.state.settle(turn.claim, result)
      else await this.state.release(turn.claim)
      return result
    } catch (error) {
      await this.state.release(turn.claim)
      throw error
    }
  }

  private async payOpenCheckout(
    sessionId: string,
    card: CardSummary,
    email: string | undefined,
    authenticated: boolean,
  ): Promise<PayResult> {
    const session = await this.session(sessionId)
    if (session.status !== 'open') return { next: 'success', url: successUrl(session) }
    // As on Stripe's page: the decline is shown and the visitor may try another card.
    if (card.outcome === 'declined') return { next: 'declined', message: declineMessage('card_declined') }
    if (card.outcome === 'requires_authentication' && !authenticated) return { next: 'authenticate' }

    const customer = session.customer
      ? await this.customer(String(session.customer))
      : await this.createCustomer({ email: email ?? String(session.customer_email ?? ''), name: card.name })
    const paymentMethod = await this.createPaymentMethod(card, String(customer.id))
    const intentData = (session.payment_intent_data ?? {}) as { setup_future_usage?: string; metadata?: Record<string, string> }
    const intent = await this.state.put({
      id: stripeId('pi'),
      object: 'payment_intent',
      created: nowSeconds(),
      amount: session.amount_total,
      amount_received: session.amount_total,
      currency: session.currency,
      customer: customer.id,
      payment_method: paymentMethod.id,
      setup_future_usage: intentData.setup_future_usage ?? null,
      status: 'succeeded',
      metadata: session.mode === 'payment' ? { ...(session.metadata as object), ...intentData.metadata } : {},
      latest_charge: stripeId('ch'),
    })
    const subscription =
      session.mode === 'subscription' ? await this.createSubscription(session, String(customer.id), String(paymentMethod.id)) : undefined
    if (subscription) session.subscription = subscription.id
    // As at Stripe: a subscription's first period is invoiced; a payment only when it asked to be.
    if (subscription || (session.invoice_creation as { enabled: boolean }).enabled)
      session.invoice = (
        await recordCheckoutInvoice(this.state, { session, customer, paymentMethod: String(paymentMethod.id), subscription })
      ).id
    Object.assign(session, {
      status: 'complete',
      payment_status: 'paid',
      customer: customer.id,
      payment_intent: session.mode === 'payment' ? intent.id : null,
      customer_details: { email: customer.email, name: card.name },
    })
    await this.state.put(session)
    const charge = await recordCharge(this.state, intent)
    await this.emit('checkout.session.completed', this.publicSession(session))
    await this.emit('payment_intent.succeeded', intent)
    if (session.subscription) await this.emit('customer.subscription.created', (await this.state.get(String(session.subscription)))!)
    if (card.outcome === 'disputed') await disputeCharge(this.state, (type, object) => this.emit(type, object), charge)
    return { next: 'success', url: successUrl(session) }
  }

  private createPaymentMethod(card: CardSummary, customerId: string): Promise<StripeObject> {
    return this.state.put({
      id: stripeId('pm'),
      object: 'payment_method',
      created: nowSeconds(),
      type: 'card',
      customer: customerId,
      billing_details: { name: card.name },
      card: { brand: card.brand, last4: card.last4, exp_month: card.expMonth, exp_year: card.expYear },
      // How Stripe's test mode treats this card, so an off-session charge behaves as it would.
      local_outcome: card.outcome,
    })
  }

  // ── subscriptions ─────────────────────────────────────────────────────

  private createSubscription(session: Session, customerId: string, paymentMethodId: string): Promise<StripeObject> {
    const start = nowSeconds()
    const item = session.line_items_data[0]!
    return this.state.put({
      id: stripeId('sub'),
      object: 'subscription',
      created: start,
      customer: customerId,
      status: 'active',
      cancel_at_period_end: false,
      canceled_at: null,
      default_payment_method: paymentMethodId,
      metadata: { ...(session.metadata as object), ...((session.subscription_data as { metadata?: object } | null)?.metadata ?? {}) },
      items: { object: 'list', data: [subscriptionItem(item.price, start)] },
    })
  }

  async subscription(id: string): Promise<StripeObject> {
    const found = await this.state.get(id, 'subscription')
    if (!found) throw missing(id)
    return found
  }

  /** Switches the plan (items[0][price]) or sets cancel_at_period_end, as the billing portal does. */
  async updateSubscription(id: string, params: StripeParams): Promise<StripeObject> {
    const subscription = await this.subscription(id)
    if (subscription.status === 'canceled') throw invalid('A canceled subscription can only update its metadata')
    const newPrice = params.items?.[0]?.price
    if (newPrice) {
      const price = await this.options.prices.find(String(newPrice))
      if (!price?.recurring) throw invalid(`No such price: '${newPrice}'`, 'items[0][price]')
      subscription.items = { object: 'list', data: [subscriptionItem(price, nowSeconds())] }
    }
    if (params.cancel_at_period_end !== undefined) subscription.cancel_at_period_end = String(params.cancel_at_period_end) === 'true'
    if (params.metadata) subscription.metadata = { ...(subscription.metadata as object), ...params.metadata }
    await this.state.put(subscription)
    await this.emit('customer.subscription.updated', subscription)
    return subscription
  }

  async cancelSubscription(id: string): Promise<StripeObject> {
    const subscription = await this.subscription(id)
    Object.assign(subscription, { status: 'canceled', canceled_at: nowSeconds(), ended_at: nowSeconds() })
    await this.state.put(subscription)
    await this.emit('customer.subscription.deleted', subscription)
    return subscription
  }

  // ── payment intents (the one-click upsell) ───────────────────────────

  /**
   * A PaymentIntent confirmed at once on a saved card, as an off-session upsell charges it.
   * A card that needs its holder (3155) fails with `authentication_required`, as at Stripe.
   */
  async createPaymentIntent(params: StripeParams): Promise<StripeObject> {
    const amount = Number(params.amount)
    if (!Number.isInteger(amount) || amount < 50) throw invalid('Amount must be at least 50 cents', 'amount')
    const paymentMethod = params.payment_method ? await this.state.get(String(params.payment_method), 'payment_method') : undefined
    if (params.payment_method && !paymentMethod) throw missing(String(params.payment_method))
    if (paymentMethod && params.customer && paymentMethod.customer !== params.customer)
      throw invalid('The payment method does not belong to this customer', 'payment_method')
    const intent: StripeObject = {
      id: stripeId('pi'),
      object: 'payment_intent',
      created: nowSeconds(),
      amount,
      amount_received: 0,
      currency: String(params.currency ?? 'usd'),
      customer: params.customer ?? null,
      payment_method: paymentMethod?.id ?? null,
      off_session: String(params.off_session) === 'true',
      metadata: params.metadata ?? {},
      status: 'requires_confirmation',
      last_payment_error: null,
    }
    if (String(params.confirm) !== 'true' || !paymentMethod) {
      intent.status = paymentMethod ? 'requires_confirmation' : 'requires_payment_method'
      return this.state.put(intent)
    }
    const outcome = paymentMethod.local_outcome
    if (outcome !== 'declined' && outcome !== 'requires_authentication') {
      Object.assign(intent, { status: 'succeeded', amount_received: amount, latest_charge: stripeId('ch') })
      await this.state.put(intent)
      const charge = await recordCharge(this.state, intent)
      await this.emit('payment_intent.succeeded', intent)
      if (outcome === 'disputed') await disputeCharge(this.state, (type, object) => this.emit(type, object), charge)
      return intent
    }
    const code = outcome === 'declined' ? 'card_declined' : 'authentication_required'
    Object.assign(intent, {
      status: outcome === 'declined' ? 'requires_payment_method' : 'requires_action',
      last_payment_error: { code, type: 'card_error', message: declineMessage(code) },
    })
    await this.state.put(intent)
    await this.emit('payment_intent.payment_failed', intent)
    throw new StripeApiError(402, {
      type: 'card_error',
      code,
      decline_code: outcome === 'declined' ? 'generic_decline' : 'authentication_required',
      message: declineMessage(code),
      payment_intent: intent,
    })
  }

  async paymentIntent(id: string): Promise<StripeObject> {
    const found = await this.state.get(id, 'payment_intent')
    if (!found) throw missing(id)
    return found
  }

  /** POST /v1/refunds (server/integrations/stripe/local/charges.ts). */
  refund(params: StripeParams): Promise<StripeObject> {
    return createRefund(this.state, (type, object) => this.emit(type, object), params)
  }

  // ── promotion codes and the billing portal ───────────────────────────

  /**
   * The configured codes as Stripe promotion-code objects (with their coupon). Built from the
   * configuration on each use, not stored: a marketer's new percent applies to the next checkout.
   */
  async promotionCodes(code?: string): Promise<StripeObject[]> {
    const configured = this.options.promotionCodes
    const entries = typeof configured === 'function' ? await configured() : (configured ?? [])
    return entries
      .filter((entry) => !code || entry.code === code)
      .map((entry) => ({
        id: `promo_local_${entry.code}`,
        object: 'promotion_code',
        created: PROMOTION_CODES_CREATED,
        code: entry.code,
        active: true,
        coupon: { id: `coupon_local_${entry.code}`, object: 'coupon', percent_off: entry.percent_off, duration: 'once', valid: true },
      }))
  }

  private async promotionCode(id: string): Promise<StripeObject> {
    const found = (await this.promotionCodes()).find((promotion) => promotion.id === id)
    if (!found) throw invalid(`No such promotion code: '${id}'`, 'discounts[0][promotion_code]')
    return found
  }

  async createPortalSession(params: StripeParams, pagesBaseUrl: string): Promise<StripeObject> {
    await this.customer(String(params.customer))
    if (typeof params.return_url !== 'string' || !/^https?:\/\//.test(params.return_url))
      throw invalid('Invalid URL: return_url', 'return_url')
    const id = stripeId('bps')
    return this.state.put({
      id,
      object: 'billing_portal.session',
      created: nowSeconds(),
      customer: params.customer,
      flow: params.flow_data ? await portalFlow(params.flow_data, String(params.customer), (id) => this.subscription(id)) : null,
      livemode: false,
      return_url: params.return_url,
      url: `${pagesBaseUrl}/pay/portal/${id}`,
    })
  }
}

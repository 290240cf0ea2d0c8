import http from 'node:http'
import type { AddressInfo } from 'node:net'
import express from 'express'
import Stripe from 'stripe'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createLocalStripe, type LocalPrice } from '../../server/integrations/stripe/local'

/**
 * The local payment provider through the real `stripe` SDK: the same calls, hosted pages and
 * signed webhooks the product relies on when it runs without Stripe keys.
 */
const SECRET_KEY = 'sk_test_local_provider'
const WEBHOOK_SECRET = 'whsec_local_provider_test'
const PRICES: LocalPrice[] = [
  { id: 'price_pro_monthly', unit_amount: 49_700, currency: 'usd', recurring: { interval: 'month' }, product_name: 'Professional' },
  { id: 'price_pro_annual', unit_amount: 497_000, currency: 'usd', recurring: { interval: 'year' }, product_name: 'Professional' },
  { id: 'price_offer', unit_amount: 9_700, currency: 'usd', recurring: null, product_name: 'Agency Arbitrage Blueprint' },
]

type Received = { event: Stripe.Event; status: number }

let provider: ReturnType<typeof createLocalStripe>
let stripe: Stripe
let providerUrl: string
let providerServer: http.Server
let receiverServer: http.Server
const received: Received[] = []
let failNextDeliveries = 0

async function listen(app: express.Express): Promise<{ server: http.Server; url: string }> {
  const server = http.createServer(app)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` }
}

beforeAll(async () => {
  // The webhook endpoint verifies signatures with the SDK, as the product's handler does.
  const receiver = express()
  receiver.post('/webhooks/stripe', express.raw({ type: '*/*' }), (req, res) => {
    const event = stripe.webhooks.constructEvent(req.body as Buffer, String(req.headers['stripe-signature']), WEBHOOK_SECRET)
    const status = failNextDeliveries-- > 0 ? 500 : 200
    received.push({ event, status })
    res.status(status).end()
  })
  const receiving = await listen(receiver)
  receiverServer = receiving.server

  provider = createLocalStripe({
    secretKey: SECRET_KEY,
    webhookSecret: WEBHOOK_SECRET,
    webhookUrl: () => `${receiving.url}/webhooks/stripe`,
    prices: { find: async (id) => PRICES.find((price) => price.id === id) ?? null, list: async () => PRICES },
    promotionCodes: [{ code: 'SCALE20', percent_off: 20 }],
    retryBaseMs: 50,
    recordRequests: true,
  })
  const app = express()
  app.use(provider.app)
  const serving = await listen(app)
  providerServer = serving.server
  providerUrl = serving.url
  const { port } = new URL(providerUrl)
  stripe = new Stripe(SECRET_KEY, { host: '127.0.0.1', port: Number(port), protocol: 'http', maxNetworkRetries: 0 })
})

afterAll(async () => {
  provider.close()
  await new Promise((resolve) => providerServer.close(resolve))
  await new Promise((resolve) => receiverServer.close(resolve))
})

/** Fills the hosted checkout page's form as a buyer would (no browser needed for the provider itself). */
async function payOnHostedPage(url: string, card: string, extra: Record<string, string> = {}) {
  const page = await fetch(url)
  expect(page.status).toBe(200)
  const form = new URLSearchParams({ cardNumber: card, expiry: '12 / 34', cvc: '123', name: 'Ada Buyer', ...extra })
  return fetch(url, { method: 'POST', body: form, redirect: 'manual' })
}

const eventsOfType = (type: string) =>
  received.filter((entry) => entry.event.type === type && entry.status === 200).map((entry) => entry.event)

describe('local payment provider, through the stripe SDK', () => {
  it('runs a subscription checkout: hosted page, success redirect, signed webhooks', async () => {
    const customer = await stripe.customers.create({ email: 'buyer@example.com' })
    const session = await stripe.checkout.sessions.create({
      mode: 'subscription',
      customer: customer.id,
      line_items: [{ price: 'price_pro_monthly', quantity: 1 }],
      success_url: 'http://shop.test/success?session_id={CHECKOUT_SESSION_ID}',
      cancel_url: 'http://shop.test/cancel',
      metadata: { plan: 'professional' },
    })
    expect(session.url).toBe(`${providerUrl}/pay/checkout/${session.id}`)
    expect(session.amount_total).toBe(49_700)

    const page = await (await fetch(session.url!)).text()
    for (const label of ['Card number', 'Expiration', 'CVC', 'Name on card', 'Subscribe']) expect(page).toContain(label)

    const paid = await payOnHostedPage(session.url!, '4242 4242 4242 4242')
    expect(paid.status).toBe(303)
    expect(paid.headers.get('location')).toBe(`http://shop.test/success?session_id=${session.id}`)

    const done = await stripe.checkout.sessions.retrieve(session.id, { expand: ['subscription'] })
    expect(done.status).toBe('complete')
    const subscription = done.subscription as Stripe.Subscription
    expect(subscription.status).toBe('active')
    expect(subscription.items.data[0]!.price.id).toBe('price_pro_monthly')
    const periodDays = (subscription.items.data[0]!.current_period_end - subscription.items.data[0]!.current_period_start) / 86_400
    expect(periodDays).toBeGreaterThanOrEqual(28)
    expect(periodDays).toBeLessThanOrEqual(31)

    // The first period's paid invoice and the card, as the SDK lists a customer's at Stripe.
    const invoices = await stripe.invoices.list({ customer: customer.id, limit: 5 })
    expect(invoices.data).toHaveLength(1)
    const invoice = invoices.data[0]!
    expect(done.invoice).toBe(invoice.id)
    expect(invoice).toMatchObject({
      object: 'invoice',
      customer: customer.id,
      status: 'paid',
      billing_reason: 'subscription_create',
      total: 49_700,
      amount_paid: 49_700,
      amount_remaining: 0,
      currency: 'usd',
      period_end: subscription.items.data[0]!.current_period_end,
      parent: { type: 'subscription_details', subscription_details: { subscription: subscription.id } },
    })
    expect(invoice.number).toMatch(/^[A-Z0-9]{8}-0001$/)
    expect(invoice.lines.data.map((line) => [line.description, line.amount])).toEqual([['1 × Professional', 49_700]])
    expect((await stripe.invoices.retrieve(invoice.id!)).id).toBe(invoice.id)
    const cards = await stripe.paymentMethods.list({ customer: customer.id, type: 'card' })
    expect(cards.data.map((card) => [card.card?.brand, card.card?.last4, card.id])).toEqual([
      ['visa', '4242', subscription.default_payment_method],
    ])
    expect((await stripe.customers.listPaymentMethods(customer.id)).data).toHaveLength(1)
    // Another customer's list holds none of them.
    const stranger = await stripe.customers.create({ email: 'stranger@example.com' })
    expect((await stripe.invoices.list({ customer: stranger.id })).data).toEqual([])
    expect((await stripe.paymentMethods.list({ customer: stranger.id, type: 'card' })).data).toEqual([])

    await provider.stripe.webhooks.drained()
    const completed = eventsOfType('checkout.session.completed').find(
      (event) => (event.data.object as Stripe.Checkout.Session).id === session.id,
    )
    expect(completed).toBeDefined()
    expect(eventsOfType('customer.subscription.created').map((event) => (event.data.object as Stripe.Subscription).id)).toContain(
      subscription.id,
    )
  })

  it('shows a decline on the page and charges nothing', async () => {
    const session = await stripe.checkout.sessions.create({
      mode: 'subscription',
      customer_email: 'declined@example.com',
      line_items: [{ price: 'price_pro_annual', quantity: 1 }],
      success_url: 'http://shop.test/success',
      cancel_url: 'http://shop.test/cancel',
    })
    const declined = await payOnHostedPage(session.url!, '4000 0000 0000 0002')
    expect(declined.status).toBe(402)
    expect(await declined.text()).toContain('Your card was declined.')
    expect((await stripe.checkout.sessions.retrieve(session.id)).status).toBe('open')
  })

  it('asks for authentication on a local step for 4000 0025 0000 3155', async () => {
    const session = await stripe.checkout.sessions.create({
      mode: 'payment',
      customer_email: 'secure@example.com',
      line_items: [{ price: 'price_offer', quantity: 1 }],
      invoice_creation: { enabled: true },
      success_url: 'http://shop.test/offer/success',
      cancel_url: 'http://shop.test/offer/checkout',
    })
    const asked = await payOnHostedPage(session.url!, '4000002500003155')
    expect(asked.status).toBe(303)
    const step = `${providerUrl}${asked.headers.get('location')}`
    expect(await (await fetch(step)).text()).toContain('Complete authentication')
    const confirmed = await fetch(step, { method: 'POST', body: new URLSearchParams({ result: 'complete' }), redirect: 'manual' })
    expect(confirmed.headers.get('location')).toBe('http://shop.test/offer/success')
    const paid = await stripe.checkout.sessions.retrieve(session.id)
    expect(paid.payment_status).toBe('paid')
    // The payment asked for an invoice: one, paid, of no subscription.
    const invoices = await stripe.invoices.list({ customer: String(paid.customer) })
    expect(invoices.data.map((invoice) => [invoice.id, invoice.total, invoice.billing_reason, invoice.parent])).toEqual([
      [paid.invoice, 9_700, 'manual', null],
    ])
  })

  it('saves the card for off-session use and charges it once per idempotency key', async () => {
    const customer = await stripe.customers.create({ email: 'upsell@example.com' })
    const session = await stripe.checkout.sessions.create({
      mode: 'payment',
      customer: customer.id,
      line_items: [
        { price: 'price_offer', quantity: 1 },
        { price_data: { currency: 'usd', unit_amount: 19_700, product_data: { name: 'CRM Upgrade' } }, quantity: 1 },
      ],
      payment_intent_data: { setup_future_usage: 'off_session', metadata: { order_bump_selected: 'true' } },
      success_url: 'http://shop.test/offer/success',
      cancel_url: 'http://shop.test/offer/checkout',
    })
    expect(session.amount_total).toBe(29_400)
    await payOnHostedPage(session.url!, '4242424242424242')
    // A one-time payment that asked for no invoice gets none, as at Stripe.
    expect((await stripe.invoices.list({ customer: customer.id })).data).toEqual([])
    const first = await stripe.paymentIntents.retrieve(String((await stripe.checkout.sessions.retrieve(session.id)).payment_intent))
    expect(first.setup_future_usage).toBe('off_session')
    expect(first.metadata.order_bump_selected).toBe('true')

    const charge = () =>
      stripe.paymentIntents.create(
        {
          amount: 29_700,
          currency: 'usd',
          customer: customer.id,
          payment_method: String(first.payment_method),
          off_session: true,
          confirm: true,
        },
        { idempotencyKey: `upsell-${session.id}` },
      )
    const [a, b] = await Promise.all([charge(), charge()])
    expect(a.status).toBe('succeeded')
    // Two requests reached the provider, and both name one PaymentIntent: one charge.
    const created = provider.requests.filter(
      (request) => request.path === '/payment_intents' && request.idempotencyKey === `upsell-${session.id}`,
    )
    expect(created).toHaveLength(2)
    expect(b.id).toBe(a.id)
    expect((await charge()).id).toBe(a.id)
    expect(await provider.stripe.state.list('payment_intent', { customer: customer.id })).toHaveLength(2)
  })

  it('refuses an off-session charge that needs the card holder, with authentication_required', async () => {
    const customer = await stripe.customers.create({ email: 'needs-auth@example.com' })
    const session = await stripe.checkout.sessions.create({
      mode: 'payment',
      customer: customer.id,
      line_items: [{ price: 'price_offer', quantity: 1 }],
      payment_intent_data: { setup_future_usage: 'off_session' },
      success_url: 'http://shop.test/ok',
      cancel_url: 'http://shop.test/no',
    })
    const asked = await payOnHostedPage(session.url!, '4000002500003155')
    await fetch(`${providerUrl}${asked.headers.get('location')}`, {
      method: 'POST',
      body: new URLSearchParams({ result: 'complete' }),
      redirect: 'manual',
    })
    const paymentMethod = (
      await stripe.paymentIntents.retrieve(String((await stripe.checkout.sessions.retrieve(session.id)).payment_intent))
    ).payment_method
    const error = await stripe.paymentIntents
      .create({
        amount: 29_700,
        currency: 'usd',
        customer: customer.id,
        payment_method: String(paymentMethod),
        off_session: true,
        confirm: true,
      })
      .catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(Stripe.errors.StripeCardError)
    expect((error as Stripe.errors.StripeCardError).code).toBe('authentication_required')
  })

  it('applies the SCALE20 promotion code as 20 % off', async () => {
    const [promotion] = (await stripe.promotionCodes.list({ code: 'SCALE20', active: true })).data
    const session = await stripe.checkout.sessions.create({
      mode: 'subscription',
      customer_email: 'discount@example.com',
      line_items: [{ price: 'price_pro_monthly', quantity: 1 }],
      discounts: [{ promotion_code: promotion!.id }],
      success_url: 'http://shop.test/ok',
      cancel_url: 'http://shop.test/no',
    })
    expect(session.amount_total).toBe(39_760)
  })

  it('retries a failed webhook delivery with the same event until it is accepted', async () => {
    failNextDeliveries = 2
    const before = received.length
    const customer = await stripe.customers.create({ email: 'retry@example.com' })
    const session = await stripe.checkout.sessions.create({
      mode: 'payment',
      customer: customer.id,
      line_items: [{ price: 'price_offer', quantity: 1 }],
      success_url: 'http://shop.test/ok',
      cancel_url: 'http://shop.test/no',
    })
    await payOnHostedPage(session.url!, '4242424242424242')
    await provider.stripe.webhooks.drained()
    // A refused event waits for its retry aside (decision 123): the second refusal may fall on the event behind it.
    const mine = received.slice(before)
    expect(mine.filter((entry) => entry.status === 500)).toHaveLength(2)
    const deliveries = mine.filter((entry) => entry.event.type === 'checkout.session.completed')
    expect(deliveries[0]!.status).toBe(500)
    expect(deliveries.at(-1)!.status).toBe(200)
    expect(new Set(deliveries.map((entry) => entry.event.id)).size).toBe(1)
    // Every event of the payment got through in the end.
    for (const id of new Set(mine.map((entry) => entry.event.id)))
      expect(mine.filter((entry) => entry.event.id === id).at(-1)!.status, id).toBe(200)
  })

  it('lets a customer cancel or switch plans in the billing portal', async () => {
    const customer = await stripe.customers.create({ email: 'portal@example.com' })
    const session = await stripe.checkout.sessions.create({
      mode: 'subscription',
      customer: customer.id,
      line_items: [{ price: 'price_pro_monthly', quantity: 1 }],
      success_url: 'http://shop.test/ok',
      cancel_url: 'http://shop.test/no',
    })
    await payOnHostedPage(session.url!, '4242424242424242')
    const subscriptionId = String((await stripe.checkout.sessions.retrieve(session.id)).subscription)
    const portal = await stripe.billingPortal.sessions.create({ customer: customer.id, return_url: 'http://shop.test/app/billing' })
    const page = await (await fetch(portal.url)).text()
    expect(page).toContain('Cancel plan')

    await fetch(portal.url, {
      method: 'POST',
      body: new URLSearchParams({ subscription: subscriptionId, action: 'switch', price: 'price_pro_annual' }),
    })
    expect((await stripe.subscriptions.retrieve(subscriptionId)).items.data[0]!.price.id).toBe('price_pro_annual')
    await fetch(portal.url, { method: 'POST', body: new URLSearchParams({ subscription: subscriptionId, action: 'cancel' }) })
    expect((await stripe.subscriptions.retrieve(subscriptionId)).cancel_at_period_end).toBe(true)
  })

  it('refuses a wrong API key and an unknown price as Stripe does', async () => {
    const stranger = new Stripe('sk_test_wrong', {
      host: '127.0.0.1',
      port: Number(new URL(providerUrl).port),
      protocol: 'http',
      maxNetworkRetries: 0,
    })
    await expect(stranger.customers.create({ email: 'x@example.com' })).rejects.toBeInstanceOf(Stripe.errors.StripeAuthenticationError)
    await expect(
      stripe.checkout.sessions.create({
        mode: 'subscription',
        line_items: [{ price: 'price_nobody', quantity: 1 }],
        success_url: 'http://a.test/',
        cancel_url: 'http://a.test/',
      }),
    ).rejects.toBeInstanceOf(Stripe.errors.StripeInvalidRequestError)
  })
})

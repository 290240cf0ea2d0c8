import http from 'node:http'
import type { AddressInfo } from 'node:net'
import express from 'express'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { createLocalStripe, type LocalPrice } from '../../server/integrations/stripe/local'
import { deliverSignedEvent, SEEDED_PLAN_PRICES } from '../support/fake-stripe'
import { createPostgresDatabase, DEMO, DEMO_PASSWORD, startServer, TEST_ADMIN, type RunningServer } from '../support/server'
import { signIn } from '../support/sign-in'

/**
 * Payments through the real stripe SDK, with the server's SDK pointed at a fake of Stripe's
 * API (STRIPE_API_URL: the SDK's host, port and protocol). The fake records every request,
 * so these tests check what the server asked of Stripe, and it signs its webhooks with the
 * secret the server was given.
 */
const SECRET_KEY = 'sk_test_fake_stripe'
const WEBHOOK_SECRET = 'whsec_fake_stripe_for_tests'
const PRICES: LocalPrice[] = [
  ...SEEDED_PLAN_PRICES,
  { id: 'price_not_in_the_cms', unit_amount: 100, currency: 'usd', recurring: { interval: 'month' }, product_name: 'Anything' },
]

let fake: ReturnType<typeof createLocalStripe>
let fakeServer: http.Server
let server: RunningServer
let dropDatabase: (() => Promise<void>) | undefined
let base: string

async function call(name: string, body: unknown, token?: string) {
  const res = await fetch(`${base}/fn/${name}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  })
  return { status: res.status, body: (await res.json()) as Record<string, any> }
}

async function adminGet(path: string) {
  const token = await signIn(base, TEST_ADMIN.email, TEST_ADMIN.password)
  const res = await fetch(`${base}${path}`, { headers: { authorization: `JWT ${token}` } })
  return (await res.json()) as { docs: Record<string, any>[]; totalDocs: number }
}

/** POSTs an event to the server's webhook as Stripe would, signed (or not) with `secret`. */
const deliver = (event: object, secret = WEBHOOK_SECRET) => deliverSignedEvent(base, event, secret)

beforeAll(async () => {
  fake = createLocalStripe({
    secretKey: SECRET_KEY,
    webhookSecret: WEBHOOK_SECRET,
    webhookUrl: () => `${base}/webhooks/stripe`,
    prices: { find: async (id) => PRICES.find((price) => price.id === id) ?? null, list: async () => PRICES },
    promotionCodes: [{ code: 'SCALE20', percent_off: 20 }],
    retryBaseMs: 100,
    recordRequests: true,
  })
  const app = express()
  app.use(fake.app)
  fakeServer = http.createServer(app)
  await new Promise<void>((resolve) => fakeServer.listen(0, '127.0.0.1', resolve))
  const fakeUrl = `http://127.0.0.1:${(fakeServer.address() as AddressInfo).port}`

  const env = { STRIPE_SECRET_KEY: SECRET_KEY, STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, STRIPE_API_URL: fakeUrl }
  if (inject('databaseKind') === 'postgres') {
    const db = await createPostgresDatabase(process.env.TEST_POSTGRES_URL!)
    dropDatabase = db.drop
    server = await startServer({ database: { kind: 'postgres', url: db.url }, env })
  } else {
    server = await startServer({ env })
  }
  base = server.url
})

afterAll(async () => {
  fake?.close()
  await server?.stop()
  await dropDatabase?.()
  await new Promise((resolve) => fakeServer?.close(resolve))
})

const sessionsCreated = () => fake.requests.filter((request) => request.method === 'POST' && request.path === '/checkout/sessions')

describe('create-checkout through the stripe SDK', () => {
  it('asks Stripe for a subscription session with the plan price, the customer and the return URLs', async () => {
    const token = await signIn(base, DEMO.agency, DEMO_PASSWORD)
    const before = sessionsCreated().length
    const answer = await call('create-checkout', { priceId: 'price_professional_monthly', billingPeriod: 'monthly' }, token)
    expect(answer.status).toBe(200)
    expect(answer.body.url).toMatch(/\/pay\/checkout\/cs_test_/)
    const [request] = sessionsCreated().slice(before)
    expect(request!.body.mode).toBe('subscription')
    expect(request!.body.line_items).toEqual([{ price: 'price_professional_monthly', quantity: '1' }])
    expect(request!.body.customer).toMatch(/^cus_/)
    expect(request!.body.success_url).toBe(`${base}/success?session_id={CHECKOUT_SESSION_ID}`)
    expect(request!.body.cancel_url).toBe(`${base}/pricing?checkout=cancelled`)
    expect(request!.body.metadata.plan).toBe('professional')
    // The customer is the signed-in user's, created once and reused.
    const customer = await fake.stripe.customer(request!.body.customer)
    expect(customer.email).toBe(DEMO.agency)
    await call('create-checkout', { priceId: 'price_starter_annual', billingPeriod: 'annual' }, token)
    expect(sessionsCreated().at(-1)!.body.customer).toBe(request!.body.customer)
  })

  it('applies SCALE20 as a promotion code when the visitor took the offer', async () => {
    await call('create-checkout', { priceId: 'price_professional_monthly', billingPeriod: 'monthly', discountCode: 'SCALE20' })
    const request = sessionsCreated().at(-1)!
    expect(request.body.discounts).toEqual([{ promotion_code: 'promo_local_SCALE20' }])
  })

  it('refuses a price id that no CMS plan names, without asking Stripe', async () => {
    const before = fake.requests.length
    const answer = await call('create-checkout', { priceId: 'price_not_in_the_cms', billingPeriod: 'monthly' })
    expect(answer.status).toBe(400)
    expect(answer.body.error).toBe('Pricing not configured. Please contact support.')
    const mismatch = await call('create-checkout', { priceId: 'price_professional_monthly', billingPeriod: 'annual' })
    expect(mismatch.status).toBe(400)
    expect(fake.requests.length).toBe(before)
  })

  it("answers the catalogue's message when Stripe fails", async () => {
    fake.failNextRequests(1)
    const answer = await call('create-checkout', { priceId: 'price_professional_monthly', billingPeriod: 'monthly' })
    expect(answer.status).toBe(502)
    expect(answer.body.error).toBe('Failed to create checkout session. Please try again.')
  })
})

describe('the Stripe webhook', () => {
  const paymentEvent = (id: string, paymentIntent: string) => ({
    id,
    object: 'event',
    type: 'payment_intent.succeeded',
    api_version: '2026-10-28.endive',
    created: Math.floor(Date.now() / 1000),
    data: {
      object: {
        id: paymentIntent,
        object: 'payment_intent',
        amount: 9700,
        amount_received: 9700,
        currency: 'usd',
        status: 'succeeded',
        customer: null,
        metadata: { product_name: 'Test' },
      },
    },
  })

  it('refuses a bad signature with 400 and changes nothing', async () => {
    const before = (await adminGet('/api/payment-events?limit=0')).totalDocs
    expect(await deliver(paymentEvent('evt_bad_signature', 'pi_bad_signature'), 'whsec_someone_else')).toBe(400)
    const unsigned = await fetch(`${base}/webhooks/stripe`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' })
    expect(unsigned.status).toBe(400)
    expect((await adminGet('/api/payment-events?limit=0')).totalDocs).toBe(before)
    expect((await adminGet('/api/payments?where[payment_intent_id][equals]=pi_bad_signature')).totalDocs).toBe(0)
  })

  it('applies the same event once, however often it is delivered', async () => {
    const event = paymentEvent('evt_twice', 'pi_twice')
    // Concurrent deliveries race to record the event id; every one is answered 200.
    const statuses = await Promise.all(Array.from({ length: 6 }, () => deliver(event)))
    expect(statuses).toEqual(Array(6).fill(200))
    expect(await deliver(event)).toBe(200)
    expect((await adminGet('/api/payments?where[payment_intent_id][equals]=pi_twice')).totalDocs).toBe(1)
    expect((await adminGet('/api/payment-events?where[event_id][equals]=evt_twice')).totalDocs).toBe(1)
  })

  it('takes a refunded or disputed payment back (a plan payment has no order), and a late redelivery of its success keeps it so', async () => {
    const reversal = (id: string, type: 'charge.refunded' | 'charge.dispute.created', paymentIntent: string, refunded = true) => ({
      ...paymentEvent(id, paymentIntent),
      type,
      data: {
        object:
          type === 'charge.refunded'
            ? {
                id: `ch_${id}`,
                object: 'charge',
                payment_intent: paymentIntent,
                refunded,
                amount: 9700,
                amount_refunded: refunded ? 9700 : 1000,
              }
            : {
                id: `dp_${id}`,
                object: 'dispute',
                charge: `ch_${id}`,
                payment_intent: paymentIntent,
                amount: 9700,
                status: 'needs_response',
              },
      },
    })
    const statusOf = async (paymentIntent: string) =>
      (await adminGet(`/api/payments?where[payment_intent_id][equals]=${paymentIntent}&depth=0`)).docs[0]?.status
    for (const [paymentIntent, type, reason] of [
      ['pi_plan_refunded', 'charge.refunded', 'refunded'],
      ['pi_plan_disputed', 'charge.dispute.created', 'disputed'],
    ] as const) {
      expect(await deliver(paymentEvent(`evt_paid_${paymentIntent}`, paymentIntent))).toBe(200)
      // A partial refund is a goodwill credit: the payment still counts.
      if (type === 'charge.refunded') {
        expect(await deliver(reversal(`evt_partial_${paymentIntent}`, type, paymentIntent, false))).toBe(200)
        expect(await statusOf(paymentIntent)).toBe('succeeded')
      }
      expect(await deliver(reversal(`evt_back_${paymentIntent}`, type, paymentIntent))).toBe(200)
      expect(await statusOf(paymentIntent)).toBe(reason)
      // The provider redelivers the success (a new event id, as after a failed first delivery).
      expect(await deliver(paymentEvent(`evt_paid_again_${paymentIntent}`, paymentIntent))).toBe(200)
      expect(await statusOf(paymentIntent)).toBe(reason)
    }
  })

  it('answers 5xx when applying fails, and a retried delivery applies', async () => {
    // A paid subscription checkout; applying it reads the subscription back from Stripe.
    const token = await signIn(base, DEMO.agency, DEMO_PASSWORD)
    const { body } = await call('create-checkout', { priceId: 'price_professional_monthly', billingPeriod: 'monthly' }, token)
    const sessionId = new URL(body.url).pathname.split('/').pop()!
    fake.failNextRequests(1) // Stripe is down while the first delivery is applied
    const before = fake.stripe.webhooks.attempts.length
    const paid = await fetch(body.url, {
      method: 'POST',
      body: new URLSearchParams({ cardNumber: '4242424242424242', expiry: '12 / 34', cvc: '123', name: 'Agency Owner' }),
      redirect: 'manual',
    })
    expect(paid.status).toBe(303)
    await fake.stripe.webhooks.drained(20_000)

    const completed = (await fake.stripe.state.list('event')).filter(
      (event) => event.type === 'checkout.session.completed' && (event.data as { object: { id: string } }).object.id === sessionId,
    )[0]!
    const statuses = fake.stripe.webhooks.attempts
      .slice(before)
      .filter((attempt) => attempt.eventId === completed.id)
      .map((attempt) => attempt.status)
    expect(statuses[0]).toBe(500)
    expect(statuses.at(-1)).toBe(200)

    const subscriptions = await adminGet(
      `/api/subscriptions?where[stripe_customer_id][equals]=${(await fake.stripe.session(sessionId)).customer}`,
    )
    expect(subscriptions.docs[0]).toMatchObject({ plan: 'Professional', billing_period: 'monthly', status: 'active' })
    const status = await call('check-subscription', {}, token)
    expect(status.body.subscription_tier).toBe('Professional')
    expect(new Date(status.body.subscription_end).getTime()).toBeGreaterThan(Date.now() + 27 * 86_400_000)
  })
})

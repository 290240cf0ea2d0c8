import fc from 'fast-check'
import Stripe from 'stripe'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startServerWithFakeStripe, type ServerWithFakeStripe } from '../support/fake-stripe'
import { TEST_ADMIN } from '../support/server'
import { signIn } from '../support/sign-in'

/**
 * Signed but malformed webhook events (issue 21.6): refused with 400, or acknowledged with
 * 200 "ignored", never a 5xx and never a partial write. Signed with the SDK's own
 * `generateTestHeaderString`, as Stripe's docs tell endpoint authors to test.
 */
const SECRET_KEY = 'sk_test_fake_stripe_webhook_events'
const WEBHOOK_SECRET = 'whsec_fake_stripe_webhook_events'
const HANDLED = [
  'checkout.session.completed',
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'payment_intent.succeeded',
] as const
const NOT_HANDLED = ['invoice.paid', 'charge.refunded', 'customer.created', 'payment_intent.payment_failed'] as const
/** Every table a webhook writes to. */
const WRITTEN = ['payment-events', 'customers', 'subscriptions', 'payments', 'orders', 'notifications'] as const

let running: ServerWithFakeStripe
let adminToken: string
const sdk = new Stripe(SECRET_KEY)

beforeAll(async () => {
  running = await startServerWithFakeStripe({ secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET })
  adminToken = await signIn(running.base, TEST_ADMIN.email, TEST_ADMIN.password)
})

afterAll(async () => {
  await running?.stop()
})

async function deliver(body: string): Promise<{ status: number; body: Record<string, unknown> }> {
  const res = await fetch(`${running.base}/webhooks/stripe`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'stripe-signature': sdk.webhooks.generateTestHeaderString({ payload: body, secret: WEBHOOK_SECRET }),
    },
    body,
  })
  return { status: res.status, body: (await res.json().catch(() => ({}))) as Record<string, unknown> }
}

const event = (type: string, object: unknown, id = `evt_${Math.random().toString(36).slice(2)}`) =>
  JSON.stringify({ id, object: 'event', type, api_version: '2026-10-28.endive', created: 1_790_000_000, data: { object } })

/** How many rows each table a webhook writes to holds. */
async function rowCounts(): Promise<Record<string, number>> {
  const counts = await Promise.all(
    WRITTEN.map(async (slug) => {
      const res = await fetch(`${running.base}/api/${slug}?limit=1&depth=0`, { headers: { authorization: `JWT ${adminToken}` } })
      return [slug, ((await res.json()) as { totalDocs: number }).totalDocs] as const
    }),
  )
  return Object.fromEntries(counts)
}

describe('signed but malformed webhook events', () => {
  it('an empty object is refused with 400 and writes nothing', async () => {
    const before = await rowCounts()
    const answer = await deliver('{}')
    expect(answer.status).toBe(400)
    expect(await rowCounts()).toEqual(before)
    expect(running.server.logs()).toMatch(/"level":40[^\n]*malformed event refused/)
  })

  it('a subscription without items or customer is refused with 400 and writes nothing', async () => {
    const before = await rowCounts()
    const withoutItems = await deliver(
      event('customer.subscription.created', { id: 'sub_no_items', object: 'subscription', customer: 'cus_x', status: 'active' }),
    )
    expect(withoutItems.status).toBe(400)
    const withoutCustomer = await deliver(
      event('customer.subscription.updated', {
        id: 'sub_no_customer',
        object: 'subscription',
        status: 'active',
        cancel_at_period_end: false,
        items: { object: 'list', data: [{ id: 'si_1', current_period_end: 1_800_000_000, price: { id: 'price_x', unit_amount: 100 } }] },
      }),
    )
    expect(withoutCustomer.status).toBe(400)
    expect(await rowCounts()).toEqual(before)
  })

  it('a checkout.session.completed with a null object is refused with 400 and writes nothing', async () => {
    const before = await rowCounts()
    expect((await deliver(event('checkout.session.completed', null))).status).toBe(400)
    expect(await rowCounts()).toEqual(before)
  })

  it('an event type the product does not handle is answered 200 "ignored" and writes nothing', async () => {
    const before = await rowCounts()
    const answer = await deliver(event('invoice.paid', { id: 'in_1', object: 'invoice' }))
    expect(answer).toEqual({ status: 200, body: { received: true, result: 'ignored' } })
    expect(await rowCounts()).toEqual(before)
  })

  it('a well-formed event is still applied (the checks refuse only what is malformed)', async () => {
    const answer = await deliver(
      event('payment_intent.succeeded', {
        id: 'pi_well_formed',
        object: 'payment_intent',
        amount_received: 9_700,
        currency: 'usd',
        status: 'succeeded',
        customer: null,
        metadata: { product_name: 'Test' },
      }),
    )
    expect(answer).toEqual({ status: 200, body: { received: true, result: 'applied' } })
  })
})

/** A plausible object of each handled type, for the property test to break field by field. */
const TEMPLATES: Record<(typeof HANDLED)[number], Record<string, unknown>> = {
  'checkout.session.completed': {
    id: 'cs_test_template',
    object: 'checkout.session',
    mode: 'payment',
    payment_status: 'paid',
    customer: 'cus_template',
    customer_email: 'buyer@example.com',
    customer_details: { email: 'buyer@example.com' },
    metadata: {},
    subscription: null,
    payment_intent: 'pi_template',
  },
  'customer.subscription.created': subscriptionTemplate(),
  'customer.subscription.updated': subscriptionTemplate(),
  'customer.subscription.deleted': subscriptionTemplate(),
  'payment_intent.succeeded': {
    id: 'pi_template',
    object: 'payment_intent',
    amount_received: 9_700,
    currency: 'usd',
    status: 'succeeded',
    customer: 'cus_template',
    metadata: { product_name: 'Test' },
  },
}

function subscriptionTemplate() {
  return {
    id: 'sub_template',
    object: 'subscription',
    customer: 'cus_template',
    status: 'active',
    cancel_at_period_end: false,
    metadata: {},
    items: {
      object: 'list',
      data: [{ id: 'si_template', current_period_end: 1_800_000_000, price: { id: 'price_template', unit_amount: 100, nickname: 'Plan' } }],
    },
  }
}

/** A template with some fields replaced by anything at all (or removed), or an object of random shape. */
const brokenObject = (type: (typeof HANDLED)[number]) =>
  fc.oneof(
    fc
      .record({ fields: fc.dictionary(fc.constantFrom(...Object.keys(TEMPLATES[type]), 'items', 'metadata'), fc.anything()) })
      .map(({ fields }) => ({ ...TEMPLATES[type], ...fields, id: `${String(TEMPLATES[type].id)}_${Math.random().toString(36).slice(2)}` })),
    fc
      .record({ drop: fc.subarray(Object.keys(TEMPLATES[type])) })
      .map(({ drop }) => Object.fromEntries(Object.entries(TEMPLATES[type]).filter(([key]) => !drop.includes(key)))),
    fc.anything(),
  )

const anyEvent = fc.oneof(
  fc.constantFrom(...HANDLED).chain((type) => brokenObject(type).map((object) => event(type, object))),
  fc.constantFrom(...NOT_HANDLED).chain((type) => fc.anything().map((object) => event(type, object))),
  // Broken envelopes: no id, no data, a list, a string.
  fc.anything().map((value) => JSON.stringify(value) ?? 'null'),
  fc
    .record({ type: fc.constantFrom(...HANDLED, ...NOT_HANDLED), data: fc.anything() }, { requiredKeys: [] })
    .map((value) => JSON.stringify(value)),
)

describe('property: any signed event', () => {
  it('is answered 200 or 400, never 5xx, and writes nothing unless applied', async () => {
    await fc.assert(
      fc.asyncProperty(anyEvent, async (body) => {
        const before = await rowCounts()
        const answer = await deliver(body)
        expect([200, 400]).toContain(answer.status)
        if (answer.body.result !== 'applied') expect(await rowCounts()).toEqual(before)
        const parsed = JSON.parse(body) as { type?: unknown } | null
        if (NOT_HANDLED.includes(parsed?.type as never) && answer.status === 200) expect(answer.body.result).toBe('ignored')
      }),
      { numRuns: 150 },
    )
    expect(running.server.logs()).not.toMatch(/stripe webhook failed/)
  }, 120_000) // 150 deliveries with two counts each: about 10 s quiet, 30 s and more on a loaded machine
})

import { io, type Socket } from 'socket.io-client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ClientToServerEvents, ServerToClientEvents } from '../../contracts/socket-events'
import type { NotificationView } from '../../contracts/workspace'
import {
  deliverSignedEvent,
  eventually,
  SEEDED_PLAN_PRICES,
  startServerWithFakeStripe,
  type ServerWithFakeStripe,
} from '../support/fake-stripe'
import { DEMO, DEMO_PASSWORD } from '../support/server'
import { tokenOn } from '../support/sign-in'

/**
 * The self-serve marketplace through the real webhook path: subscribe-vendor-product opens a
 * monthly Checkout Session at the tier's CMS price on a fake of Stripe's API; paying it
 * delivers signed events that record one agency-product-subscription (however often they
 * come), tell the vendor live, and the portal's cancel ends it (docs/decisions/053-marketplace.md).
 */
const SECRET_KEY = 'sk_test_fake_stripe_marketplace'
const WEBHOOK_SECRET = 'whsec_fake_stripe_marketplace'
const BUYER = 'agency2@example.com'
const OTHER_VENDOR = 'vendor2@example.com'
const PRODUCT = 'Meta Ads Autopilot'

let running: ServerWithFakeStripe
let base: string
const sockets: Socket[] = []

/** A seeded account's JWT (every demo account has the demo password). */
const tokenOf = (email: string) => tokenOn(base, { email, password: DEMO_PASSWORD })

async function request(path: string, { as, method = 'GET', body }: { as?: string; method?: string; body?: unknown } = {}) {
  const headers: Record<string, string> = {}
  if (as) headers.authorization = `JWT ${await tokenOf(as)}`
  if (body !== undefined) headers['content-type'] = 'application/json'
  const res = await fetch(`${base}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) })
  return { status: res.status, body: (await res.json()) as Record<string, any> }
}

const subscribe = (body: unknown, as: string | null = BUYER) =>
  request('/fn/subscribe-vendor-product', { as: as ?? undefined, method: 'POST', body })

type Row = {
  id: number | string
  tier_name: string
  price_monthly: number
  status: string
  cancel_at_period_end: boolean
  current_period_end: string
}
const subscriptionsOf = async (as: string) =>
  (await request('/api/agency-product-subscriptions?where[stripe_subscription_id][exists]=true&depth=0&limit=50', { as })).body
    .docs as Row[]

const noticesOf = async (as: string, title: string) =>
  (await request(`/api/notifications?where[title][like]=${encodeURIComponent(title)}&sort=createdAt&limit=50`, { as })).body.docs as {
    title: string
    message: string
    link: string
  }[]

let productId: string

beforeAll(async () => {
  running = await startServerWithFakeStripe({ secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET, prices: SEEDED_PLAN_PRICES })
  base = running.base
  const found = await request(`/api/vendor-products?where[name][equals]=${encodeURIComponent(PRODUCT)}&depth=0`, { as: BUYER })
  productId = String(found.body.docs[0].id)
})

afterAll(async () => {
  for (const socket of sockets) socket.disconnect()
  await running?.stop()
})

describe('subscribe-vendor-product', () => {
  it('asks for a signed-in agency, an active product and one of its tiers', async () => {
    expect((await subscribe({ productId, tierName: 'Growth' }, null)).status).toBe(401)
    const vendor = await subscribe({ productId, tierName: 'Growth' }, DEMO.vendor)
    expect(vendor.status).toBe(403)
    expect(vendor.body.error).toBe('Not allowed')
    const missing = await subscribe({ productId })
    expect(missing).toEqual({ status: 400, body: { error: 'Something went wrong. Please try again.', code: 'INVALID_INPUT' } })
    expect((await subscribe({ productId: '999999', tierName: 'Growth' })).status).toBe(404)
    const tier = await subscribe({ productId, tierName: 'Platinum' })
    expect(tier).toEqual({
      status: 400,
      body: { error: 'Pricing not configured. Please contact support.', code: 'PRICING_NOT_CONFIGURED' },
    })
    // A product its vendor has not made active is not for sale (and not even visible).
    const draft = await request('/api/vendor-products', {
      as: DEMO.vendor,
      method: 'POST',
      body: { name: 'Draft Offer', category: 'ai', is_active: false, pricing_tiers: [{ tier_name: 'Solo', price_monthly: 99 }] },
    })
    expect(draft.status).toBe(201)
    expect((await subscribe({ productId: String(draft.body.doc.id), tierName: 'Solo' })).status).toBe(404)
    expect(running.fake.requests.filter((r) => r.path === '/checkout/sessions')).toHaveLength(0)
  })

  it('opens a monthly checkout at the tier’s CMS price, marked as a vendor subscription', async () => {
    const answer = await subscribe({ productId, tierName: 'Growth', price: 1 })
    expect(answer.status).toBe(200)
    expect(answer.body.url).toMatch(/\/pay\/checkout\/cs_test_/)
    const sent = running.fake.requests.filter((r) => r.method === 'POST' && r.path === '/checkout/sessions').at(-1)!
    expect(sent.body.mode).toBe('subscription')
    expect(sent.body.line_items).toEqual([
      {
        quantity: '1',
        price_data: {
          currency: 'usd',
          unit_amount: '59700',
          recurring: { interval: 'month' },
          product_data: { name: 'Meta Ads Autopilot — Growth' },
        },
      },
    ])
    expect(sent.body.metadata).toMatchObject({ kind: 'vendor_product', vendor_product_id: productId, tier_name: 'Growth' })
    expect(sent.body.subscription_data.metadata).toEqual(sent.body.metadata)
    expect(sent.body.success_url).toBe(`${base}/app/billing`)
  })
})

describe('a paid vendor tier', () => {
  let subscriptionId: string
  const vendorLive: NotificationView[] = []
  const otherVendorLive: NotificationView[] = []

  it('records one active subscription and tells the vendor live, and no other vendor', async () => {
    for (const [email, into] of [
      [DEMO.vendor, vendorLive],
      [OTHER_VENDOR, otherVendorLive],
    ] as const) {
      const socket: Socket<ServerToClientEvents, ClientToServerEvents> = io(base, {
        transports: ['websocket'],
        forceNew: true,
        reconnection: false,
        auth: { token: await tokenOf(email) },
      })
      sockets.push(socket)
      socket.on('notification:new', (view) => into.push(view))
      await new Promise((resolve) => socket.once('session:ready', resolve))
    }
    const { body } = await subscribe({ productId, tierName: 'Growth' })
    const paid = await fetch(body.url, {
      method: 'POST',
      body: new URLSearchParams({ cardNumber: '4242424242424242', expiry: '12 / 34', cvc: '123', name: 'Second Agency' }),
      redirect: 'manual',
    })
    expect(paid.status).toBe(303)
    expect(paid.headers.get('location')).toBe(`${base}/app/billing`)
    await running.fake.stripe.webhooks.drained(20_000)

    const rows = await eventually(
      () => subscriptionsOf(BUYER),
      (docs) => docs.length > 0,
    )
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ tier_name: 'Growth', price_monthly: 597, status: 'active', cancel_at_period_end: false })
    expect(Date.parse(rows[0]!.current_period_end)).toBeGreaterThan(Date.now() + 27 * 86_400_000)
    const sub = (await request(`/api/agency-product-subscriptions/${rows[0]!.id}?depth=0`, { as: BUYER })).body
    subscriptionId = sub.stripe_subscription_id
    expect(subscriptionId).toMatch(/^sub_/)

    const vendorNotices = await noticesOf(DEMO.vendor, 'New subscriber')
    expect(vendorNotices.map((n) => [n.title, n.message])).toEqual([
      ['New subscriber: Meta Ads Autopilot', expect.stringMatching(/ subscribed to Meta Ads Autopilot \(Growth, \$597\.00\/mo\)\.$/)],
    ])
    await eventually(
      async () => vendorLive,
      (views) => views.length > 0,
    )
    expect(vendorLive.map((view) => view.title)).toEqual(['New subscriber: Meta Ads Autopilot'])
    expect(otherVendorLive).toEqual([])
    expect(await noticesOf(OTHER_VENDOR, 'New subscriber')).toEqual([])
    expect((await noticesOf(BUYER, 'Subscribed to')).map((n) => n.title)).toEqual(['Subscribed to Meta Ads Autopilot'])
  })

  it('makes one subscription however often, and in whatever order, the events come', async () => {
    const events = (await running.fake.stripe.state.list('event')).filter(
      (event) =>
        ['checkout.session.completed', 'customer.subscription.created'].includes(String(event.type)) &&
        (event.data as { object: { metadata?: Record<string, string> } }).object.metadata?.kind === 'vendor_product',
    )
    expect(events).toHaveLength(2)
    const deliver = (event: object) => deliverSignedEvent(base, event, WEBHOOK_SECRET)
    expect(await Promise.all([...events, ...events, ...events].map(deliver))).toEqual([200, 200, 200, 200, 200, 200])
    // The same subscription under event ids never seen (a resend): still one row, nobody told twice.
    for (const event of [...events].reverse()) expect(await deliver({ ...event, id: `${String(event.id)}_resent` })).toBe(200)
    expect(await subscriptionsOf(BUYER)).toHaveLength(1)
    expect(await noticesOf(DEMO.vendor, 'New subscriber')).toHaveLength(1)
    expect(await noticesOf(BUYER, 'Subscribed to')).toHaveLength(1)
  })

  it('is read by its agency and the product’s vendor only, and written by nobody over the API', async () => {
    const [row] = await subscriptionsOf(BUYER)
    const path = `/api/agency-product-subscriptions/${row!.id}`
    expect((await request(path, { as: BUYER })).status).toBe(200)
    expect((await request(path, { as: DEMO.vendor })).status).toBe(200)
    expect((await request(path, { as: DEMO.agency })).status).toBe(404)
    expect((await request(path, { as: OTHER_VENDOR })).status).toBe(404)
    // Staff other than admins, and visitors, are refused outright.
    expect((await request(path, { as: DEMO.marketer })).status).toBe(403)
    expect((await request(path)).status).toBe(403)
    expect(await subscriptionsOf(DEMO.agency)).toEqual([])
    expect(await subscriptionsOf(OTHER_VENDOR)).toEqual([])
    const graphql = await request('/api/graphql', {
      as: DEMO.agency,
      method: 'POST',
      body: { query: '{ AgencyProductSubscriptions(where: { stripe_subscription_id: { exists: true } }) { docs { id } } }' },
    })
    expect(graphql.body.data.AgencyProductSubscriptions.docs).toEqual([])
    for (const who of [BUYER, DEMO.vendor]) {
      expect((await request(path, { as: who, method: 'PATCH', body: { price_monthly: 1 } })).status).toBe(403)
      const forged = await request('/api/agency-product-subscriptions', {
        as: who,
        method: 'POST',
        body: { agency_user: row!.id, product: productId, tier_name: 'Scale', price_monthly: 0 },
      })
      expect(forged.status).toBe(403)
    }
    expect((await request(path, { as: BUYER })).body.price_monthly).toBe(597)
    // A second subscription to the same product is refused before any checkout.
    const again = await subscribe({ productId, tierName: 'Scale' })
    expect(again).toEqual({ status: 409, body: { error: 'You already subscribe to this product.', code: 'ALREADY_SUBSCRIBED' } })
  })

  it('shows its agency, and nobody else, the paid invoice and the card through get-billing-details', async () => {
    const details = (as?: string, body: unknown = {}) => request('/fn/get-billing-details', { as, method: 'POST', body })
    const mine = await details(BUYER)
    expect(mine.status).toBe(200)
    expect(mine.body.paymentMethod).toEqual({ brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2034 })
    expect(mine.body.invoices).toEqual([
      {
        id: expect.stringMatching(/^in_/),
        number: expect.stringMatching(/-0001$/),
        created: expect.any(String),
        status: 'paid',
        total: 597,
        amount_paid: 597,
        currency: 'usd',
        description: '1 × Meta Ads Autopilot — Growth',
        url: null,
      },
    ])
    // Read from the provider's own objects, through the SDK.
    const listed = running.fake.requests.filter((r) => r.method === 'GET' && r.path === '/invoices').at(-1)!
    expect(listed.body.customer).toMatch(/^cus_/)
    // The demo agency's seeded rows have no customer: nothing of the buyer's reaches it; nor a vendor.
    for (const who of [DEMO.agency, DEMO.vendor]) expect((await details(who)).body).toEqual({ invoices: [], paymentMethod: null })
    expect((await details()).status).toBe(401)
    // A caller cannot name a customer.
    expect((await details(DEMO.agency, { customer: listed.body.customer })).status).toBe(400)
  })

  it('cancels through the portal: set to end, then canceled by the webhook, and gone from the active list', async () => {
    const [row] = await subscriptionsOf(BUYER)
    expect(
      (await request('/fn/create-portal-session', { as: DEMO.agency, method: 'POST', body: { productSubscriptionId: row!.id } })).status,
    ).toBe(404)
    const portal = await request('/fn/create-portal-session', { as: BUYER, method: 'POST', body: { productSubscriptionId: row!.id } })
    expect(portal.status).toBe(200)
    const page = await (await fetch(portal.body.url)).text()
    expect(page).toContain('Meta Ads Autopilot — Growth')
    // A vendor tier is not switched to a plan in the portal.
    expect(page).not.toContain('Switch plan')
    const switched = await fetch(portal.body.url, {
      method: 'POST',
      body: new URLSearchParams({ subscription: subscriptionId, action: 'switch', price: 'price_professional_monthly' }),
    })
    expect(switched.status).toBe(200)
    expect((await running.fake.stripe.subscription(subscriptionId)).items).toMatchObject({ data: [{ price: { unit_amount: 59_700 } }] })

    const cancelled = await fetch(portal.body.url, {
      method: 'POST',
      body: new URLSearchParams({ subscription: subscriptionId, action: 'cancel' }),
    })
    expect(await cancelled.text()).toContain('Your plan will be canceled at the end of the period.')
    await running.fake.stripe.webhooks.drained(20_000)
    const scheduled = await eventually(
      () => subscriptionsOf(BUYER),
      (docs) => docs[0]?.cancel_at_period_end === true,
    )
    expect(scheduled[0]).toMatchObject({ status: 'active', cancel_at_period_end: true })
    expect((await noticesOf(BUYER, 'Cancellation scheduled')).map((n) => n.message)).toEqual([
      expect.stringMatching(/^Your Meta Ads Autopilot subscription stays active until [A-Z][a-z]+ \d{1,2}, \d{4}\.$/),
    ])

    // The period's end, as Stripe ends it: customer.subscription.deleted.
    await running.fake.stripe.cancelSubscription(subscriptionId)
    await running.fake.stripe.webhooks.drained(20_000)
    const ended = await eventually(
      () => subscriptionsOf(BUYER),
      (docs) => docs[0]?.status === 'canceled',
    )
    expect(ended[0]!.status).toBe('canceled')
    const active = await request('/api/agency-product-subscriptions?where[status][equals]=active&depth=0', { as: BUYER })
    expect(active.body.docs).toEqual([])
    expect((await noticesOf(DEMO.vendor, 'Subscriber left')).map((n) => n.title)).toEqual(['Subscriber left: Meta Ads Autopilot'])

    // An older snapshot delivered late does not bring it back.
    const created = (await running.fake.stripe.state.list('event')).find(
      (event) => event.type === 'customer.subscription.created' && (event.data as { object: { id: string } }).object.id === subscriptionId,
    )!
    expect(await deliverSignedEvent(base, { ...created, id: 'evt_late_created' }, WEBHOOK_SECRET)).toBe(200)
    expect((await subscriptionsOf(BUYER))[0]!.status).toBe('canceled')
    // Ended, the product can be bought again.
    expect((await subscribe({ productId, tierName: 'Starter' })).status).toBe(200)
  })
})

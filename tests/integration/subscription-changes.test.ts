import { io, type Socket } from 'socket.io-client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ClientToServerEvents, ServerToClientEvents } from '../../contracts/socket-events'
import type { NotificationView } from '../../contracts/workspace'
import type { StripeObject } from '../../server/integrations/stripe/local/state'
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
 * Subscription changes reach the workspace bell, through the real webhook path: the server's
 * stripe SDK talks to a fake of Stripe's API, which delivers Stripe-format signed events to
 * /webhooks/stripe. Each change notifies its user once (a redelivered event notifies nobody),
 * live, and nobody else can read it. 'Cancel plan' opens the portal's cancellation flow,
 * which returns to /cancel (docs/decisions/038, 039).
 */
const SECRET_KEY = 'sk_test_fake_stripe_subscription_changes'
const WEBHOOK_SECRET = 'whsec_fake_stripe_subscription_changes'
const OTHER_AGENCY = 'agency2@example.com'

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

/** The agency's notifications about its plan (the seeded demo ones link elsewhere). */
const billingNotices = async (as = DEMO.agency) =>
  (await request('/api/notifications?where[link][equals]=/app/billing&sort=createdAt&limit=50', { as })).body.docs as {
    id: number | string
    title: string
    message: string
    link: string
  }[]

const deliver = (event: object) => deliverSignedEvent(base, event, WEBHOOK_SECRET)

const titles = (docs: { title: string }[]) => docs.map((doc) => doc.title)

beforeAll(async () => {
  running = await startServerWithFakeStripe({
    secretKey: SECRET_KEY,
    webhookSecret: WEBHOOK_SECRET,
    prices: SEEDED_PLAN_PRICES,
  })
  base = running.base
})

afterAll(async () => {
  for (const socket of sockets) socket.disconnect()
  await running?.stop()
})

describe('subscription changes in the workspace bell', () => {
  let subscriptionId: string
  const live: NotificationView[] = []

  it('welcomes a new subscriber once, live in their open tab, and in nobody else’s', async () => {
    const [agencyToken, otherToken] = [await tokenOf(DEMO.agency), await tokenOf(OTHER_AGENCY)]
    const agencySocket: Socket<ServerToClientEvents, ClientToServerEvents> = io(base, {
      transports: ['websocket'],
      forceNew: true,
      reconnection: false,
      auth: { token: agencyToken },
    })
    const otherSocket: Socket<ServerToClientEvents, ClientToServerEvents> = io(base, {
      transports: ['websocket'],
      forceNew: true,
      reconnection: false,
      auth: { token: otherToken },
    })
    sockets.push(agencySocket, otherSocket)
    const otherLive: NotificationView[] = []
    agencySocket.on('notification:new', (view) => live.push(view))
    otherSocket.on('notification:new', (view) => otherLive.push(view))
    await Promise.all([agencySocket, otherSocket].map((socket) => new Promise((resolve) => socket.once('session:ready', resolve))))

    const checkout = await request('/fn/create-checkout', {
      as: DEMO.agency,
      method: 'POST',
      body: { priceId: 'price_professional_monthly', billingPeriod: 'monthly' },
    })
    expect(checkout.status).toBe(200)
    const paid = await fetch(checkout.body.url, {
      method: 'POST',
      body: new URLSearchParams({ cardNumber: '4242424242424242', expiry: '12 / 34', cvc: '123', name: 'Agency Owner' }),
      redirect: 'manual',
    })
    expect(paid.status).toBe(303)
    await running.fake.stripe.webhooks.drained(20_000)

    // checkout.session.completed records the subscription; its own `created` event changes nothing more.
    const notices = await eventually(billingNotices, (docs) => docs.length > 0)
    expect(titles(notices)).toEqual(['Welcome to Professional!'])
    expect(notices[0]!.message).toMatch(/^Your Professional plan is active\. Next renewal: [A-Z][a-z]+ \d{1,2}, \d{4}\.$/)
    await eventually(
      async () => live,
      (views) => views.length > 0,
    )
    expect(live.map((view) => view.title)).toEqual(['Welcome to Professional!'])
    expect(live[0]!.id).toBe(String(notices[0]!.id))
    expect(otherLive).toEqual([])

    const row = (await request('/api/subscriptions?where[plan][equals]=Professional', { as: DEMO.agency })).body.docs[0]
    subscriptionId = row.stripe_subscription_id
    expect(subscriptionId).toMatch(/^sub_/)
  })

  it('keeps the notification its owner’s: no other user reads it over REST or GraphQL', async () => {
    const [notice] = await billingNotices()
    expect((await request(`/api/notifications/${notice!.id}`, { as: DEMO.agency })).status).toBe(200)
    expect(await billingNotices(OTHER_AGENCY)).toEqual([])
    expect((await request(`/api/notifications/${notice!.id}`, { as: OTHER_AGENCY })).status).toBe(404)
    expect((await request(`/api/notifications/${notice!.id}`, { as: DEMO.vendor })).status).toBe(404)
    expect((await request(`/api/notifications/${notice!.id}`)).status).toBe(403)
    const graphql = await request('/api/graphql', {
      as: OTHER_AGENCY,
      method: 'POST',
      body: { query: `{ Notifications(where: { link: { equals: "/app/billing" } }) { docs { id title } } }` },
    })
    expect(graphql.body.data.Notifications.docs).toEqual([])
    // Nor may anyone but the system write one for someone.
    const forged = await request('/api/notifications', {
      as: OTHER_AGENCY,
      method: 'POST',
      body: { user: 1, title: 'Plan canceled', message: 'x', link: '/app/billing' },
    })
    expect(forged.status).toBe(403)
  })

  it('tells a renewal once, however often Stripe delivers it', async () => {
    const subscription = structuredClone(await running.fake.stripe.subscription(subscriptionId)) as StripeObject & {
      items: { data: { current_period_start: number; current_period_end: number }[] }
    }
    const item = subscription.items.data[0]!
    item.current_period_start = item.current_period_end
    item.current_period_end += 31 * 86_400
    const event = {
      id: 'evt_renewal_once',
      object: 'event',
      type: 'customer.subscription.updated',
      api_version: '2026-10-28.endive',
      created: Math.floor(Date.now() / 1000),
      livemode: false,
      pending_webhooks: 1,
      data: { object: subscription },
    }
    const statuses = await Promise.all([deliver(event), deliver(event), deliver(event)])
    expect(statuses).toEqual([200, 200, 200])
    expect(await deliver(event)).toBe(200)
    expect(titles(await billingNotices())).toEqual(['Welcome to Professional!', 'Plan renewed'])
  })

  it('tells a plan switched in the billing portal', async () => {
    const portal = await request('/fn/create-portal-session', { as: DEMO.agency, method: 'POST', body: { subscriptionId } })
    expect(portal.status).toBe(200)
    expect(running.fake.requests.at(-1)!.body.flow_data).toBeUndefined()
    const switched = await fetch(portal.body.url, {
      method: 'POST',
      body: new URLSearchParams({ subscription: subscriptionId, action: 'switch', price: 'price_starter_annual' }),
    })
    expect(await switched.text()).toContain('Your plan has been updated.')
    await running.fake.stripe.webhooks.drained(20_000)
    const notices = await eventually(billingNotices, (docs) => docs.length >= 3)
    expect(titles(notices)).toEqual(['Welcome to Professional!', 'Plan renewed', 'Plan updated'])
    expect(notices[2]!.message).toMatch(/^You're now on the Starter plan \(annual\)\. Next renewal: /)
  })

  it("opens the portal's cancellation flow for 'Cancel plan', which ends on /cancel", async () => {
    // Someone else's subscription cannot be cancelled through you.
    const foreign = await request('/fn/create-portal-session', {
      as: OTHER_AGENCY,
      method: 'POST',
      body: { subscriptionId, flow: 'cancel' },
    })
    expect(foreign.status).toBe(404)
    const before = running.fake.requests.length
    const answer = await request('/fn/create-portal-session', { as: DEMO.agency, method: 'POST', body: { subscriptionId, flow: 'cancel' } })
    expect(answer.status).toBe(200)
    const sent = running.fake.requests.slice(before).filter((r) => r.method === 'POST' && r.path === '/billing_portal/sessions')
    expect(sent).toHaveLength(1)
    expect(sent[0]!.body).toEqual({
      customer: (await running.fake.stripe.subscription(subscriptionId)).customer,
      return_url: `${base}/app/billing`,
      flow_data: {
        type: 'subscription_cancel',
        subscription_cancel: { subscription: subscriptionId },
        after_completion: { type: 'redirect', redirect: { return_url: `${base}/cancel` } },
      },
    })

    const page = await (await fetch(answer.body.url)).text()
    expect(page).toContain('Cancel your plan')
    expect(page).toContain('Confirm cancellation')
    const confirmed = await fetch(answer.body.url, {
      method: 'POST',
      body: new URLSearchParams({ subscription: subscriptionId, action: 'cancel' }),
      redirect: 'manual',
    })
    expect(confirmed.status).toBe(303)
    expect(confirmed.headers.get('location')).toBe(`${base}/cancel`)
    expect((await running.fake.stripe.subscription(subscriptionId)).cancel_at_period_end).toBe(true)

    await running.fake.stripe.webhooks.drained(20_000)
    const notices = await eventually(billingNotices, (docs) => docs.length >= 4)
    expect(titles(notices).slice(3)).toEqual(['Cancellation scheduled'])
    expect(notices[3]!.message).toMatch(/^Your Starter plan stays active until [A-Z][a-z]+ \d{1,2}, \d{4}\. Changed your mind\?/)

    // The same event again (Stripe retries): applied once, notified once.
    const updated = (await running.fake.stripe.state.list('event'))
      .filter((event) => event.type === 'customer.subscription.updated')
      .at(-1)!
    expect(await deliver(updated)).toBe(200)
    expect(titles(await billingNotices())).toHaveLength(4)

    // A plan already set to end opens the portal's home, not a second cancellation.
    const again = await request('/fn/create-portal-session', { as: DEMO.agency, method: 'POST', body: { subscriptionId, flow: 'cancel' } })
    expect(again.status).toBe(200)
    expect(running.fake.requests.at(-1)!.body.flow_data).toBeUndefined()
  })

  it('tells the end of the plan', async () => {
    running.fake.stripe.cancelSubscription(subscriptionId)
    await running.fake.stripe.webhooks.drained(20_000)
    const notices = await eventually(billingNotices, (docs) => docs.length >= 5)
    expect(titles(notices)).toEqual(['Welcome to Professional!', 'Plan renewed', 'Plan updated', 'Cancellation scheduled', 'Plan canceled'])
    expect(live.map((view) => view.title)).toEqual(titles(notices))
    expect(await billingNotices(OTHER_AGENCY)).toEqual([])
  })
})

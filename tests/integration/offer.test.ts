import fs from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eventually, startServerWithFakeStripe, type ServerWithFakeStripe } from '../support/fake-stripe'
import { DEMO, DEMO_PASSWORD, TEST_ADMIN, type RunningServer } from '../support/server'
import { PUBLIC_PAGES } from '../support/public-pages'
import { authAs, tokenOn } from '../support/sign-in'
import { payAndReturn } from '../support/offer-upsell'

/**
 * The $97 offer's payments through the real stripe SDK, with the server's SDK pointed at a
 * fake of Stripe's API that records every request (as in payments.test.ts): the checkout at
 * the CMS prices, the one-click upsell on the saved card, and at most one upsell charge.
 */
const SECRET_KEY = 'sk_test_fake_stripe_offer'
const WEBHOOK_SECRET = 'whsec_fake_stripe_offer_tests'
const OFFER_PRICE_ID = 'price_agency_arbitrage_97' // seed/content/offer.ts

let fake: ServerWithFakeStripe['fake']
let server: RunningServer
let base: string

/** A function call; `cookie` is the paying browser's upsell proof where the buyer makes it. */
async function call(name: string, body: unknown, cookie?: string) {
  const res = await fetch(`${base}/fn/${name}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  })
  return { status: res.status, body: (await res.json()) as Record<string, any> }
}

async function get(url: string, as?: { email: string; password: string }) {
  const headers: Record<string, string> = as ? await authAs(base, as) : {}
  const res = await fetch(`${base}${url}`, { headers })
  return { status: res.status, body: (await res.json()) as Record<string, any> }
}

const ADMIN = TEST_ADMIN
const orderOf = async (sessionId: string) =>
  (await get(`/api/orders?where[checkout_session_id][equals]=${sessionId}`, ADMIN)).body.docs[0] as Record<string, any> | undefined

const buyer = (email: string, extra: Record<string, unknown> = {}) => ({
  priceId: OFFER_PRICE_ID,
  billingPeriod: 'one_time',
  email,
  metadata: {
    product_name: 'Agency Arbitrage Blueprint',
    order_bump_selected: true,
    order_bump_price: 197,
    full_name: 'Ada Buyer',
    phone: '555 0100',
    ...extra,
  },
})

/** A paid $97 order (bump on unless told): checkout, the hosted page with `card`, and the buyer's return with its proof. */
async function paidOrder(email: string, { card = '4242424242424242', bump = true } = {}) {
  const answer = await call('create-checkout', buyer(email, { order_bump_selected: bump }))
  expect(answer.status).toBe(200)
  const { sessionId, proof } = await payAndReturn(answer.body.url, { card })
  expect(proof).not.toBe('')
  const order = await eventually(
    () => orderOf(sessionId),
    (found) => found?.status === 'paid' && !!found.payment_method_id,
  )
  expect(order?.status).toBe('paid')
  return { sessionId, order: order!, proof }
}

/** Every e-mail the server has written to its outbox (the embedded mailer). */
function outboxMails(): Record<string, string>[] {
  const outbox = path.join(server.dataDir, 'outbox')
  if (!fs.existsSync(outbox)) return []
  return fs.readdirSync(outbox).map((file) => JSON.parse(fs.readFileSync(path.join(outbox, file), 'utf8')) as Record<string, string>)
}

const upsellIntents = async (orderId: string | number) =>
  (await fake.stripe.state.list('payment_intent')).filter((intent) => {
    const metadata = intent.metadata as Record<string, string>
    return metadata.order_part === 'upsell' && metadata.order_id === String(orderId)
  })

let running: ServerWithFakeStripe | undefined

beforeAll(async () => {
  running = await startServerWithFakeStripe({ secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET })
  ;({ fake, server, base } = running)
})

afterAll(async () => {
  await running?.stop()
})

const sessionRequests = () => fake.requests.filter((request) => request.method === 'POST' && request.path === '/checkout/sessions')
const intentRequests = () => fake.requests.filter((request) => request.method === 'POST' && request.path === '/payment_intents')

describe('create-checkout for the $97 offer', () => {
  it('asks for a payment session at the CMS prices that saves the card, whatever the browser says the bump costs', async () => {
    const before = sessionRequests().length
    const answer = await call('create-checkout', buyer('tamper@example.com', { order_bump_price: 1, product_name: 'Something cheap' }))
    expect(answer.status).toBe(200)
    expect(answer.body.url).toMatch(/\/pay\/checkout\/cs_test_/)
    const [request] = sessionRequests().slice(before)
    expect(request!.body.mode).toBe('payment')
    expect(request!.body.customer).toMatch(/^cus_/)
    expect(request!.body.payment_intent_data.setup_future_usage).toBe('off_session')
    const amounts = request!.body.line_items.map((item: any) => Number(item.price_data.unit_amount))
    expect(amounts).toEqual([9_700, 19_700])
    expect(request!.body.metadata).toMatchObject({
      product_name: 'Agency Arbitrage Blueprint',
      order_bump_selected: 'true',
      order_bump_price: '197',
      full_name: 'Ada Buyer',
      phone: '555 0100',
    })
    expect(request!.body.success_url).toBe(`${base}/offer/success?session_id={CHECKOUT_SESSION_ID}`)
    const sessionId = new URL(answer.body.url).pathname.split('/').pop()!
    expect((await fake.stripe.session(sessionId)).amount_total).toBe(29_400)
    const order = await orderOf(sessionId)
    expect(order).toMatchObject({ email: 'tamper@example.com', status: 'pending', bump_selected: true, base_price: 97, bump_price: 197 })
  })

  it('charges a price a marketer publishes, and not one left in a draft', async () => {
    const token = await tokenOn(base, 'marketer')
    const save = async (body: Record<string, any>, draft: boolean) => {
      const res = await fetch(`${base}/api/globals/offer${draft ? '?draft=true' : ''}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `JWT ${token}` },
        body: JSON.stringify({ ...body, _status: draft ? 'draft' : 'published' }),
      })
      expect(res.status).toBe(200)
    }
    const published = (await get('/api/globals/offer?depth=0', { email: DEMO.marketer, password: DEMO_PASSWORD })).body
    const bumpAmount = async () => {
      const answer = await call('create-checkout', buyer('price-change@example.com'))
      const sessionId = new URL(answer.body.url).pathname.split('/').pop()!
      return (await fake.stripe.session(sessionId)).amount_total
    }
    try {
      await save({ ...published, pricing: { ...published.pricing, bump_price: 150 } }, true)
      expect(await bumpAmount()).toBe(9_700 + 19_700)
      await save({ ...published, pricing: { ...published.pricing, bump_price: 150 } }, false)
      expect(await bumpAmount()).toBe(9_700 + 15_000)
    } finally {
      await save(published, false)
    }
    expect(await bumpAmount()).toBe(9_700 + 19_700)
  })

  it('charges the base only without the bump', async () => {
    const answer = await call('create-checkout', buyer('nobump@example.com', { order_bump_selected: false }))
    const sessionId = new URL(answer.body.url).pathname.split('/').pop()!
    expect((await fake.stripe.session(sessionId)).amount_total).toBe(9_700)
  })

  it('refuses another price id, and missing buyer details, without asking Stripe', async () => {
    const before = fake.requests.length
    const wrong = await call('create-checkout', { ...buyer('x@example.com'), priceId: 'price_anything' })
    expect(wrong.status).toBe(400)
    expect(wrong.body.error).toBe('Pricing not configured. Please contact support.')
    const missing = await call('create-checkout', buyer('x@example.com', { phone: '' }))
    expect(missing.status).toBe(400)
    expect(missing.body.error).toBe('Please fill in all fields')
    expect(fake.requests.length).toBe(before)
  })

  it("answers the checkout's failure message when Stripe fails", async () => {
    // Only the checkout's own call: a sequence job's call to Stripe meanwhile must not take it.
    fake.failNextRequests(1, '/checkout/sessions')
    const answer = await call('create-checkout', buyer('outage@example.com'))
    expect(answer.status).toBe(502)
    expect(answer.body.error).toBe('Failed to process checkout. Please try again.')
  })

  it('records the paid order from the webhook and sends the purchase confirmation', async () => {
    const { order } = await paidOrder('paid@example.com')
    expect(order).toMatchObject({ base_amount: 97, bump_amount: 197, total: 294, upsell_status: 'offered' })
    expect(order.payment_intent_id).toMatch(/^pi_/)
    const outbox = path.join(server.dataDir, 'outbox')
    const mail = await eventually(
      async () =>
        fs.existsSync(outbox)
          ? fs.readdirSync(outbox).map((file) => JSON.parse(fs.readFileSync(path.join(outbox, file), 'utf8')) as Record<string, string>)
          : [],
      (mails) => mails.some((m) => m.to === 'paid@example.com'),
    )
    const confirmation = mail.find((m) => m.to === 'paid@example.com')!
    // The order's random number, not its database id (issue 38).
    expect(order.number).toMatch(/^[2-9A-Z]{5}-[2-9A-Z]{5}$/)
    expect(confirmation.subject).toBe(`Your receipt: order ${order.number}, the Agency Arbitrage Blueprint`)
    expect(confirmation.text).toContain('Agency Arbitrage Blueprint: $97\nCustom CRM Upgrade: $197\n\nTotal charged: $294')
  })
})

describe('process-one-click-upsell', () => {
  it('charges the saved card once, off-session and confirmed, with an idempotency key; the webhook records it', async () => {
    const { sessionId, order, proof } = await paidOrder('upsell@example.com')
    const before = intentRequests().length
    const answer = await call(
      'process-one-click-upsell',
      { email: 'upsell@example.com', product: 'implementation_accelerator', session_id: sessionId },
      proof,
    )
    expect(answer).toEqual({ status: 200, body: { status: 'accepted' } })
    const requests = intentRequests().slice(before)
    expect(requests).toHaveLength(1)
    expect(requests[0]!.body).toMatchObject({
      amount: '29700',
      currency: 'usd',
      customer: order.stripe_customer_id,
      payment_method: order.payment_method_id,
      off_session: 'true',
      confirm: 'true',
    })
    expect(requests[0]!.idempotencyKey).toBe(`upsell-${sessionId}`)
    const charged = await eventually(
      () => orderOf(sessionId),
      (found) => found?.upsell_amount === 297,
    )
    expect(charged).toMatchObject({ upsell_status: 'accepted', base_amount: 97, bump_amount: 197, upsell_amount: 297, total: 591 })
    const payment = await get(`/api/payments?where[payment_intent_id][equals]=${charged!.upsell_payment_intent_id}`, ADMIN)
    expect(payment.body.docs[0]).toMatchObject({ amount: 297, status: 'succeeded' })

    // Pressed again (or retried): answered from the order, no second request to Stripe.
    const again = await call(
      'process-one-click-upsell',
      { email: 'upsell@example.com', product: 'implementation_accelerator', session_id: sessionId },
      proof,
    )
    expect(again.body).toEqual({ status: 'accepted' })
    expect(intentRequests().length).toBe(before + 1)
    expect(await upsellIntents(order.id)).toHaveLength(1)

    // The thank-you page's order: every line, the total charged, its number and where the link went.
    expect(await call('get-offer-order', { session_id: sessionId }, proof)).toEqual({
      status: 200,
      body: {
        order: {
          number: order.number,
          email: 'upsell@example.com',
          upsell_seconds_left: null,
          lines: [
            { part: 'base', name: 'Agency Arbitrage Blueprint', amount: 97 },
            { part: 'bump', name: 'Custom CRM Upgrade', amount: 197 },
            { part: 'upsell', name: 'Implementation Accelerator Program', amount: 297 },
          ],
          first_payment: 294,
          total: 591,
        },
      },
    })
    // Two charges, two receipts: the order's, then the upsell's alone.
    const receipts = await eventually(
      async () => outboxMails().filter((m) => m.to === 'upsell@example.com' && m.subject.startsWith('Your receipt')),
      (found) => found.length >= 2,
    )
    expect(receipts.map((m) => /Total charged: (\S+)/.exec(m.text)?.[1]).sort()).toEqual(['$294', '$297'])
    expect(receipts.find((m) => m.text.includes('$297'))!.text).toContain('Implementation Accelerator Program: $297')
  })

  it('charges once when two tabs accept at the same moment', async () => {
    const { sessionId, order, proof } = await paidOrder('twotabs@example.com', { bump: false })
    const body = { email: 'twotabs@example.com', product: 'implementation_accelerator', session_id: sessionId }
    const answers = await Promise.all([
      call('process-one-click-upsell', body, proof),
      call('process-one-click-upsell', body, proof),
      call('process-one-click-upsell', body, proof),
    ])
    expect(answers.map((a) => a.body.status)).toEqual(['accepted', 'accepted', 'accepted'])
    expect(await upsellIntents(order.id)).toHaveLength(1)
    const charged = await eventually(
      () => orderOf(sessionId),
      (found) => found?.upsell_amount === 297,
    )
    expect(charged).toMatchObject({ total: 97 + 297 })
    const payments = await get(`/api/payments?where[payment_intent_id][equals]=${charged!.upsell_payment_intent_id}`, ADMIN)
    expect(payments.body.totalDocs).toBe(1)
  })

  it('answers a url to pay on-session when the bank asks for authentication', async () => {
    const { sessionId, order, proof } = await paidOrder('sca@example.com', { card: '4000002500003155', bump: false })
    const answer = await call(
      'process-one-click-upsell',
      { email: 'sca@example.com', product: 'implementation_accelerator', session_id: sessionId },
      proof,
    )
    expect(answer.status).toBe(200)
    expect(answer.body.status).toBe('requires_action')
    expect(answer.body.url).toMatch(/\/pay\/checkout\/cs_test_/)
    const failed = await upsellIntents(order.id)
    expect(failed).toHaveLength(1)
    expect(failed[0]!.status).toBe('requires_action')
    expect(await orderOf(sessionId)).toMatchObject({ upsell_status: 'requires_action', upsell_amount: 0 })
    // Asked again: the same page, not a second attempt.
    const again = await call(
      'process-one-click-upsell',
      { email: 'sca@example.com', product: 'implementation_accelerator', session_id: sessionId },
      proof,
    )
    expect(again.body.url).toBe(answer.body.url)
    const upsellSession = await fake.stripe.session(new URL(answer.body.url).pathname.split('/').pop()!)
    expect(upsellSession.amount_total).toBe(29_700)
    expect(upsellSession.success_url).toBe(`${base}/offer/success?session_id=${sessionId}&upsell=accepted`)
  })

  it('get-offer-order knows no order for a session it never opened', async () => {
    expect(await call('get-offer-order', { session_id: 'cs_test_nobody' })).toEqual({ status: 200, body: { order: null } })
  })

  it('records a decline, and refuses an order whose email does not match', async () => {
    const { sessionId, proof } = await paidOrder('decline@example.com', { bump: false })
    const declined = await call(
      'process-one-click-upsell',
      { email: 'decline@example.com', product: 'implementation_accelerator', session_id: sessionId, decision: 'decline' },
      proof,
    )
    expect(declined.body).toEqual({ status: 'declined' })
    expect(await orderOf(sessionId)).toMatchObject({ upsell_status: 'declined', total: 97 })
    const stranger = await call(
      'process-one-click-upsell',
      { email: 'someone@example.com', product: 'implementation_accelerator', session_id: sessionId },
      proof,
    )
    expect(stranger.status).toBe(403)
  })
})

describe('orders access', () => {
  it('shows orders to admins and analysts only, over REST and GraphQL', async () => {
    expect((await get('/api/orders')).status).toBe(403)
    expect((await get('/api/orders', { email: DEMO.agency, password: DEMO_PASSWORD })).status).toBe(403)
    expect((await get('/api/orders', { email: DEMO.marketer, password: DEMO_PASSWORD })).status).toBe(403)
    const analyst = await get('/api/orders', { email: DEMO.analyst, password: DEMO_PASSWORD })
    expect(analyst.status).toBe(200)
    expect(analyst.body.totalDocs).toBeGreaterThan(0)
    const query = JSON.stringify({ query: '{ Orders { docs { email total } } }' })
    const anonymous = await fetch(`${base}/api/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: query })
    const answer = (await anonymous.json()) as { errors?: { message: string }[]; data?: { Orders: unknown } }
    expect(answer.errors?.[0]?.message).toMatch(/not allowed/i)
    const created = await fetch(`${base}/api/orders`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'x@example.com', base_price: 1, checkout_session_id: 'cs_forged' }),
    })
    expect(created.status).toBe(403)
  })
})

/** Every public page (rendered HTML and the CMS data it carries), read after the purchases above sent their e-mails. */
describe('one source of truth (issue 31)', () => {
  it('shows one support address and one review count on every public page and in every e-mail', async () => {
    // A form's example address ("you@agency.com") is no address of ours.
    const withoutPlaceholders = (html: string) => html.replace(/placeholder="[^"]*"/g, '').replace(/"\w*placeholder":"[^"]*"/g, '')
    const addresses = new Map<string, string[]>()
    const counts = new Map<string, string[]>()
    const note = (map: Map<string, string[]>, key: string, where: string) => map.set(key, [...(map.get(key) ?? []), where])
    const collect = (text: string, where: string) => {
      for (const [, address] of text.matchAll(/([\w.+-]+@[\w-]+(?:\.[\w-]+)+)/g)) note(addresses, address!.toLowerCase(), where)
      for (const [, count] of text.matchAll(/(\d[\d,]*\+?)\s+(?:verified\s+)?reviews/gi)) note(counts, count!, where)
    }
    for (const pagePath of PUBLIC_PAGES) {
      // As a signed-in visitor would see them: /success sends anybody else home.
      const res = await fetch(`${base}${pagePath}`, { headers: { cookie: 'payload-token=a-session' } })
      expect(res.status, pagePath).toBe(200)
      collect(withoutPlaceholders((await res.text()).replace(/<!-- -->/g, '')), pagePath)
    }
    const mails = outboxMails()
    expect(mails.length).toBeGreaterThan(0)
    for (const mail of mails) collect(mail.text, `e-mail "${mail.subject}"`)
    // The buyers' own addresses are the e-mails' recipients, not ours.
    for (const mail of mails) addresses.delete(mail.to.toLowerCase())

    const settings = (await get('/api/globals/site-settings')).body
    expect([...addresses.keys()], JSON.stringify(Object.fromEntries(addresses))).toEqual([settings.support_email])
    expect(addresses.get(settings.support_email)!.some((where) => where.startsWith('e-mail'))).toBe(true)
    expect(addresses.get(settings.support_email)).toContain('/contact')
    expect([...counts.keys()], JSON.stringify(Object.fromEntries(counts))).toEqual([String(settings.reviews.count)])
  })
})

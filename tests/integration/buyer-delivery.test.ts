import fs from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { offerCheckoutBody } from '../support/load-payloads'
import { openMemberLink } from '../support/member-link'
import { eventually, startServerWithFakeStripe, type ServerWithFakeStripe } from '../support/fake-stripe'
import { authAs } from '../support/sign-in'
import { openSuccessPage } from '../support/offer-upsell'

/**
 * Delivery for buyers (issue 18.1) against the real server, its stripe SDK pointed at a fake
 * of Stripe (the local provider on a port of its own): the access e-mail of a paid order, its
 * single-use 24-hour sign-in link, new links replacing old ones, the same answer for any
 * e-mail, refunds and disputes taking access away, and who may download a buyer's file.
 */
const SECRET_KEY = 'sk_test_fake_stripe_delivery'
const WEBHOOK_SECRET = 'whsec_fake_stripe_delivery_tests'
const ACCESS_SUBJECT = 'Your access: the Agency Arbitrage Blueprint' // seed/content/offer.ts
const LINK_SUBJECT = 'Your sign-in link to the members area'
const UPSELL_SUBJECT = 'Your Agency Accelerator onboarding'

let running: ServerWithFakeStripe
let base: string

beforeAll(async () => {
  running = await startServerWithFakeStripe({ secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET })
  base = running.base
})
afterAll(async () => {
  await running?.stop()
})

const asAdmin = () => authAs(base, 'admin')

async function call(name: string, body: unknown, cookie?: string) {
  const res = await fetch(`${base}/fn/${name}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  })
  return { status: res.status, body: (await res.json()) as Record<string, any> }
}

const orderOf = async (email: string) => {
  const res = await fetch(`${base}/api/orders?where[email][equals]=${encodeURIComponent(email)}&depth=0`, { headers: await asAdmin() })
  return ((await res.json()) as { docs: Record<string, any>[] }).docs[0]
}

/** A paid $97 order through the provider's hosted page, paid with `card`. */
async function paidOrder(email: string, { card = '4242424242424242', bump = false } = {}) {
  const body = offerCheckoutBody(email, 'Ada Buyer')
  const answer = await call('create-checkout', { ...body, metadata: { ...body.metadata, order_bump_selected: bump } })
  expect(answer.status).toBe(200)
  const paid = await fetch(answer.body.url, {
    method: 'POST',
    body: new URLSearchParams({ cardNumber: card, expiry: '12 / 34', cvc: '123', name: 'Ada Buyer' }),
    redirect: 'manual',
  })
  expect(paid.status).toBe(303)
  // The buyer's browser comes back to the thank-you page: the upsell is its own (its proof).
  const proof = await openSuccessPage(new URL(paid.headers.get('location')!, answer.body.url).href)
  const order = await eventually(
    () => orderOf(email),
    (found) => found?.status === 'paid',
  )
  expect(order?.status).toBe('paid')
  return { order: order!, sessionId: new URL(answer.body.url).pathname.split('/').pop()!, proof }
}

type Mail = { id: string; to: string; subject: string; text: string }
const mailsTo = (email: string): Mail[] => {
  const dir = path.join(running.server.dataDir, 'outbox')
  if (!fs.existsSync(dir)) return []
  return fs
    .readdirSync(dir)
    .sort()
    .map((name) => JSON.parse(fs.readFileSync(path.join(dir, name), 'utf8')) as Mail)
    .filter((mail) => mail.to === email)
}
/** The sign-in links of the mails to `email` with `subject`, oldest first, once there are `count`. */
async function linksIn(email: string, subject: string, count = 1): Promise<string[]> {
  const links = () =>
    mailsTo(email)
      .filter((mail) => mail.subject === subject)
      .map((mail) => /(http\S+\/members\/sign-in\?token=[\w-]+)/.exec(mail.text)?.[1] ?? '')
  return eventually(
    async () => links(),
    (found) => found.length >= count,
  )
}

/** A GET of a sign-in link, as a mail scanner makes: the page with its one button, the token in its form. */
async function looksAtLink(link: string) {
  const res = await fetch(link, { redirect: 'manual' })
  const html = await res.text()
  return { status: res.status, html, token: /name="token" value="([\w-]+)"/.exec(html)?.[1], setCookie: res.headers.get('set-cookie') }
}

/** Opens a sign-in link as a browser would: the page, then its 'Sign in' button; where it sends the buyer, and the session cookie it sets. */
async function openLink(link: string) {
  const { pageStatus, pageHtml, ...signedIn } = await openMemberLink(link)
  expect(pageStatus).toBe(200)
  expect(pageHtml).toContain('>Sign in</button>')
  return signedIn
}

const library = async (cookie?: string) => (await call('get-member-library', {}, cookie)).body
const download = async (url: string, headers: Record<string, string> = {}) => {
  const res = await fetch(`${base}${url}`, { headers })
  return { status: res.status, body: Buffer.from(await res.arrayBuffer()) }
}

/** Sets when a link expires, in the server's own database (a test cannot wait 24 hours). */
async function setLinkExpiry(tokenHashOf: string, iso: string) {
  const { createHash } = await import('node:crypto')
  const hash = createHash('sha256').update(tokenHashOf).digest('hex')
  const url = running.server.databaseUrl
  const sql = `UPDATE member_links SET expires_at = `
  if (url.startsWith('file:')) {
    const { createClient } = await import('@libsql/client')
    const client = createClient({ url })
    await client.execute('PRAGMA busy_timeout = 10000')
    await client.execute({ sql: `${sql}? WHERE token_hash = ?`, args: [iso, hash] })
    client.close()
  } else {
    const { default: pg } = await import('pg')
    const client = new pg.Client({ connectionString: url })
    await client.connect()
    await client.query(`${sql}$1 WHERE token_hash = $2`, [iso, hash])
    await client.end()
  }
}
const tokenOf = (link: string) => new URL(link).searchParams.get('token')!

describe('the access e-mail and its link', () => {
  it('goes out for a paid order; its link signs the buyer in once, and the files download with that session only', async () => {
    const email = `delivered-${Date.now()}@example.com`
    await paidOrder(email)
    const [link] = await linksIn(email, ACCESS_SUBJECT)
    // Built from SERVER_URL, single-use and 24 hours, in the CMS's words.
    expect(link!.startsWith(`${base}/members/sign-in?token=`)).toBe(true)
    expect(mailsTo(email).find((mail) => mail.subject === ACCESS_SUBJECT)!.text).toContain('The link works once, for 24 hours.')

    // A mail scanner (or a link preview) fetches it first, twice: the link is not spent.
    for (let i = 0; i < 2; i++) {
      const scanned = await looksAtLink(link!)
      expect(scanned.status).toBe(200)
      expect(scanned.setCookie ?? '').not.toContain('members_session')
      expect(scanned.html).toContain('<form method="post" action="/members/sign-in">')
    }
    const first = await openLink(link!)
    expect(first).toMatchObject({ status: 303, location: '/members' })
    expect(first.setCookie).toMatch(/HttpOnly/i)
    expect(first.setCookie).toMatch(/SameSite=Lax/i)
    expect(first.setCookie).toContain(`Max-Age=${30 * 24 * 3600}`)

    const mine = await library(first.cookie)
    expect(mine).toMatchObject({ signedIn: true, email, onboarding: null })
    expect(mine.files.map((file: { title: string }) => file.title)).toEqual([
      'Agency Arbitrage Blueprint (PDF)',
      'Outreach scripts and email templates',
    ])
    const pdf = mine.files[0]
    const got = await download(pdf.url, { cookie: first.cookie! })
    expect(got.status).toBe(200)
    expect(got.body.subarray(0, 5).toString()).toBe('%PDF-')
    expect((await download(pdf.url)).status).toBe(403)

    // A second use is refused, with the reason /members shows beside the e-mail field.
    const second = await openLink(link!)
    expect(second).toMatchObject({ status: 303, location: '/members?link=used', cookie: undefined })
    const page = await fetch(`${base}/members?link=used`)
    expect(page.status).toBe(200)
    expect(page.headers.get('x-robots-tag')).toBe('noindex, nofollow')
  })

  it('expires 24 hours after it was sent', async () => {
    const email = `expiring-${Date.now()}@example.com`
    await paidOrder(email)
    const [link] = await linksIn(email, ACCESS_SUBJECT)
    const links = await fetch(`${base}/api/member-links?where[email][equals]=${encodeURIComponent(email)}&depth=0`, {
      headers: await asAdmin(),
    })
    const [row] = ((await links.json()) as { docs: { createdAt: string; expires_at: string }[] }).docs
    expect(Date.parse(row!.expires_at) - Date.parse(row!.createdAt)).toBeGreaterThanOrEqual(24 * 3_600_000 - 1_000)
    expect(Date.parse(row!.expires_at) - Date.parse(row!.createdAt)).toBeLessThanOrEqual(24 * 3_600_000 + 1_000)
    // The 24 hours have passed (a second ago).
    await setLinkExpiry(tokenOf(link!), new Date(Date.now() - 1_000).toISOString())
    expect(await openLink(link!)).toMatchObject({ status: 303, location: '/members?link=expired', cookie: undefined })
  })

  it('stops working once a new link is sent; the new one works', async () => {
    const email = `renewed-${Date.now()}@example.com`
    await paidOrder(email)
    const [old] = await linksIn(email, ACCESS_SUBJECT)
    expect(await call('request-member-link', { email })).toEqual({ status: 200, body: { sent: true } })
    const [fresh] = await linksIn(email, LINK_SUBJECT)
    expect(fresh).not.toBe(old)
    expect(await openLink(old!)).toMatchObject({ status: 303, location: '/members?link=expired', cookie: undefined })
    const opened = await openLink(fresh!)
    expect(opened.location).toBe('/members')
    expect((await library(opened.cookie)).files).toHaveLength(2)
  })

  it('answers the same whether or not the e-mail bought, and mails only a buyer', async () => {
    const buyer = `asker-${Date.now()}@example.com`
    const stranger = `stranger-${Date.now()}@example.com`
    await paidOrder(buyer)
    await linksIn(buyer, ACCESS_SUBJECT)
    const forBuyer = await call('request-member-link', { email: buyer })
    const forStranger = await call('request-member-link', { email: stranger })
    expect(forStranger).toEqual(forBuyer)
    expect(forBuyer).toEqual({ status: 200, body: { sent: true } })
    await linksIn(buyer, LINK_SUBJECT)
    expect(mailsTo(stranger)).toEqual([])
    // A bad e-mail is a validation error, as for every function.
    expect((await call('request-member-link', { email: 'not-an-email' })).status).toBe(400)
  })

  it("the request right after a buyer's is no slower than after a stranger's: the lookup and mail come after the answer", async () => {
    const buyer = `timed-${Date.now()}@example.com`
    await paidOrder(buyer)
    await linksIn(buyer, ACCESS_SUBJECT)
    const timed = async (email: string) => {
      const started = performance.now()
      expect(await call('request-member-link', { email })).toEqual({ status: 200, body: { sent: true } })
      return performance.now() - started
    }
    const after = { buyer: [] as number[], stranger: [] as number[] }
    // Four rounds: the access mail's link and four more stay within the buyer's five an hour.
    for (let round = 1; round <= 4; round++) {
      await timed(buyer)
      const answeredAt = Date.now()
      after.buyer.push(await timed(`probe-${round}-${Date.now()}@example.com`))
      await linksIn(buyer, LINK_SUBJECT, round)
      // Deterministic: the link is written a moment after the answer (runtime/mail-later.ts waits at
      // least 300 ms), not on the next turn. The old code wrote it within tens of milliseconds.
      const linkMails = mailsTo(buyer).filter((mail) => mail.subject === LINK_SUBJECT)
      const written = Number(linkMails[round - 1]!.id.split('-')[0])
      expect(written - answeredAt).toBeGreaterThanOrEqual(200)
      await timed(`stranger-${round}-${Date.now()}@example.com`)
      after.stranger.push(await timed(`probe-s${round}-${Date.now()}@example.com`))
      await new Promise((resolve) => setTimeout(resolve, 1_000))
    }
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!
    // A generous margin: the machine is shared; the tester saw 8–15 ms against 3 ms.
    expect(median(after.buyer)).toBeLessThan(median(after.stranger) + 25)
  })

  it('gives upsell buyers the accelerator onboarding with its booking link', async () => {
    const email = `accelerated-${Date.now()}@example.com`
    const { sessionId, proof } = await paidOrder(email)
    const accepted = await call('process-one-click-upsell', { email, product: 'implementation_accelerator', session_id: sessionId }, proof)
    expect(accepted.body).toEqual({ status: 'accepted' })
    const [link] = await linksIn(email, UPSELL_SUBJECT)
    const { cookie } = await openLink(link!)
    const { onboarding } = await library(cookie)
    expect(onboarding).toMatchObject({
      heading: 'Your Agency Accelerator onboarding',
      bookingLabel: 'Book your onboarding call',
      bookingUrl: '/get-demo',
    })
    expect(onboarding.steps).toHaveLength(3)
  })
})

describe('refunds and disputes', () => {
  it('a dispute of the payment removes access', async () => {
    const email = `disputed-${Date.now()}@example.com`
    // Stripe's test card whose charge is disputed as fraudulent.
    await paidOrder(email, { card: '4000000000000259' })
    const [link] = await linksIn(email, ACCESS_SUBJECT)
    const { cookie } = await openLink(link!)
    const order = await eventually(
      () => orderOf(email),
      (found) => !!found?.access_revoked_at,
    )
    expect(order).toMatchObject({ access_revoked_reason: 'disputed' })
    expect((await library(cookie)).files).toEqual([])
    const admin = await fetch(`${base}/api/buyer-files?depth=0`, { headers: await asAdmin() })
    const [file] = ((await admin.json()) as { docs: { url: string }[] }).docs
    expect((await download(file!.url, { cookie: cookie! })).status).toBe(403)
  })

  it('a full refund removes access; a partial refund keeps it', async () => {
    const email = `refunded-${Date.now()}@example.com`
    const { order } = await paidOrder(email)
    const [link] = await linksIn(email, ACCESS_SUBJECT)
    const { cookie } = await openLink(link!)
    const { files } = await library(cookie)
    expect(files).toHaveLength(2)

    const appliedRefunds = async () => {
      const res = await fetch(`${base}/api/payment-events?where[type][equals]=charge.refunded&limit=100&depth=0`, {
        headers: await asAdmin(),
      })
      return ((await res.json()) as { totalDocs: number }).totalDocs
    }
    const before = await appliedRefunds()
    await running.fake.stripe.refund({ payment_intent: order.payment_intent_id, amount: '1000' })
    await eventually(appliedRefunds, (count) => count > before)
    expect((await library(cookie)).files).toHaveLength(2)
    expect((await orderOf(email)).access_revoked_at ?? null).toBeNull()

    await running.fake.stripe.refund({ payment_intent: order.payment_intent_id })
    const revoked = await eventually(
      () => orderOf(email),
      (found) => !!found?.access_revoked_at,
    )
    expect(revoked).toMatchObject({ access_revoked_reason: 'refunded' })
    expect((await library(cookie)).files).toEqual([])
    expect((await download(files[0].url, { cookie: cookie! })).status).toBe(403)
  })
})

describe('refunding the upsell', () => {
  it('takes the onboarding away and leaves the Blueprint', async () => {
    const email = `upsell-refunded-${Date.now()}@example.com`
    const { sessionId, proof } = await paidOrder(email)
    await call('process-one-click-upsell', { email, product: 'implementation_accelerator', session_id: sessionId }, proof)
    const [link] = await linksIn(email, UPSELL_SUBJECT)
    const { cookie } = await openLink(link!)
    expect((await library(cookie)).onboarding).not.toBeNull()
    const upsell = await eventually(
      () => orderOf(email),
      (found) => !!found?.upsell_payment_intent_id,
    )
    await running.fake.stripe.refund({ payment_intent: upsell.upsell_payment_intent_id })
    const revoked = await eventually(
      () => orderOf(email),
      (found) => !!found?.upsell_access_revoked_at,
    )
    expect(revoked).toMatchObject({ access_revoked_reason: 'refunded' })
    expect(revoked.access_revoked_at ?? null).toBeNull()
    const after = await library(cookie)
    expect(after.onboarding).toBeNull()
    expect(after.files).toHaveLength(2)
  })
})

describe('who may download a buyer file', () => {
  it('staff and the owning buyer may; anonymous visitors, workspace users and buyers of less may not (REST and the file URL)', async () => {
    const withBump = `bump-${Date.now()}@example.com`
    const withoutBump = `nobump-${Date.now()}@example.com`
    await paidOrder(withBump, { bump: true })
    await paidOrder(withoutBump)
    const bumpSession = (await openLink((await linksIn(withBump, ACCESS_SUBJECT))[0]!)).cookie!
    const plainSession = (await openLink((await linksIn(withoutBump, ACCESS_SUBJECT))[0]!)).cookie!

    const all = await fetch(`${base}/api/buyer-files?depth=0&sort=id`, { headers: await asAdmin() })
    const files = ((await all.json()) as { docs: { id: number; title: string; url: string }[] }).docs
    const crm = files.find((file) => file.title === 'CRM setup checklist')!
    expect(crm).toBeDefined()

    // The bump's buyer gets its checklist; the other buyer cannot, by list, by id or by URL.
    expect((await library(bumpSession)).files.map((file: { title: string }) => file.title)).toContain('CRM setup checklist')
    expect((await download(crm.url, { cookie: bumpSession })).status).toBe(200)
    expect((await download(crm.url, { cookie: plainSession })).status).toBe(403)
    // By id, a document outside the buyer's filter does not exist for them.
    expect((await download(`/api/buyer-files/${crm.id}`, { cookie: plainSession })).status).toBe(404)
    const listed = await fetch(`${base}/api/buyer-files?depth=0`, { headers: { cookie: plainSession } })
    expect(((await listed.json()) as { docs: { title: string }[] }).docs.map((doc) => doc.title).sort()).toEqual([
      'Agency Arbitrage Blueprint (PDF)',
      'Outreach scripts and email templates',
    ])

    const pdf = files.find((file) => file.title === 'Agency Arbitrage Blueprint (PDF)')!
    expect((await download(pdf.url)).status).toBe(403)
    expect((await download(`/api/buyer-files?depth=0`)).status).toBe(403)
    expect((await download(pdf.url, { cookie: 'members_session=not-a-real-session-token-at-all' })).status).toBe(403)
    const agency = await authAs(base, 'agency')
    expect((await download(pdf.url, agency)).status).toBe(403)
    const marketer = await authAs(base, 'marketer')
    expect((await download(pdf.url, marketer)).status).toBe(200)
    expect((await download(pdf.url, await asAdmin())).status).toBe(200)

    // GraphQL answers the same rule.
    const query = await fetch(`${base}/api/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: plainSession },
      body: JSON.stringify({ query: '{ BuyerFiles { docs { title } } }' }),
    })
    const titles = ((await query.json()) as { data?: { BuyerFiles?: { docs: { title: string }[] } } }).data?.BuyerFiles?.docs.map(
      (doc) => doc.title,
    )
    expect(titles?.sort()).toEqual(['Agency Arbitrage Blueprint (PDF)', 'Outreach scripts and email templates'])
  })
})

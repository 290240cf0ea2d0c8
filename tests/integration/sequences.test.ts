import { randomBytes } from 'node:crypto'
import { GrowthBook, type FeatureApiResponse } from '@growthbook/growthbook'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEFAULT_MAIL_LIMITS } from '../../runtime/mail-budget'
import { recipientUnit } from '../../server/copy-lab/subject-for-recipient'
import { leadModalBody } from '../support/load-payloads'
import {
  createPostgresDatabase,
  DEMO,
  DEMO_PASSWORD,
  startServer,
  TEST_ADMIN,
  type DatabaseChoice,
  type RunningServer,
} from '../support/server'
import { signIn } from '../support/sign-in'
import { clickLink, localRefund, newAddress, oneEmailSequence, sequenceHelpers, unsubscribeUrl, until } from '../support/sequences'
import { startSmtpInbox } from '../support/smtp-inbox'

/**
 * Issues 29 and 38: the e-mail sequences, sent over real SMTP (the `smtp-server` package receives) by a
 * server whose sequence minute is 4 ms: the nurture's seven days take about 40 s, and a sequence
 * day (5.8 s) leaves a busy machine time to record a payment before a checkout's second reminder.
 */
const MINUTE_MS = 4
const DAY_MS = 24 * 60 * MINUTE_MS
/** The server's secret, known here: the local payment provider's API key (for a refund) derives from it. */
const SECRET = randomBytes(24).toString('hex')

let inbox: Awaited<ReturnType<typeof startSmtpInbox>>
let server: RunningServer
let dropDatabase: (() => Promise<void>) | undefined
let adminToken: string

const NURTURE_SUBJECTS = [
  'Ada, here is the training you asked for',
  'Where $10k-$50k a month hides in your agency',
  'Your first clients in 27 days, for $97',
]

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
const { call, asAdmin, enrolmentsOf, leadsOf, sequenceAsAdmin, mailsTo, offerCheckout, click } = sequenceHelpers({
  server: () => server,
  adminToken: () => adminToken,
  received: () => inbox.received,
})
const stepFiguresOf = async (slug: string) => (await sequenceAsAdmin(slug)).steps

beforeAll(async () => {
  inbox = await startSmtpInbox()
  let database: DatabaseChoice = { kind: 'sqlite' }
  if (process.env.TEST_DATABASE === 'postgres') {
    const db = await createPostgresDatabase(process.env.TEST_POSTGRES_URL!)
    dropDatabase = db.drop
    database = { kind: 'postgres', url: db.url }
  }
  server = await startServer({
    database,
    env: {
      SMTP_URL: inbox.url,
      SEQUENCE_MINUTE_MS: String(MINUTE_MS),
      PAYLOAD_SECRET: SECRET,
      // Each call speaks from a client address of its own (X-Forwarded-For, tests/support/sequences.ts),
      // and a client address has the real hourly mail budget (issue 38); the recipients' are lifted.
      TRUST_PROXY: 'loopback',
      MAIL_PER_CLIENT_PER_HOUR: String(DEFAULT_MAIL_LIMITS.perClientPerHour),
    },
  })
  adminToken = await signIn(server.url, TEST_ADMIN.email, TEST_ADMIN.password)
}, 180_000)

afterAll(async () => {
  await server?.stop()
  await dropDatabase?.()
  await inbox?.close()
})

// Concurrent: each test has its own addresses, and most of their time is waiting for sequence days.
describe.concurrent('e-mail sequences over SMTP', () => {
  it('sends a lead who clicks the first e-mail the whole nurture, in order, at their delays, with one-click unsubscribe and tracked links', async () => {
    const email = newAddress('nurture')
    const asked = Date.now()
    expect((await call('/fn/create-lead', leadModalBody(email))).status).toBe(200)
    const [first] = await until(
      () => mailsTo(email),
      (found) => found.length === 1,
      'the first nurture e-mail',
    )
    // The first keeps the form's promise at once.
    expect(first!.at - asked).toBeLessThan(10_000)
    expect(first!.headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click')
    expect(unsubscribeUrl(first!)).toMatch(new RegExp(`^${server.url}/email/unsubscribe/[\\w-]+\\.[\\w-]+$`))
    expect(first!.text).toContain('Hi Ada,')
    expect(first!.html).toContain('Hi Ada,')
    // The training link goes through the signed redirect, which records the click, tags the visit
    // and confirms the address (issue 38): the consent record goes on the lead.
    const redirect = await fetch(clickLink(first!), { redirect: 'manual' })
    expect(redirect.status).toBe(302)
    expect(redirect.headers.get('location')).toBe(`${server.url}/?utm_source=email&utm_campaign=lead-nurture`)
    const [lead] = await leadsOf(email)
    expect(lead?.email_confirmed_by).toBe('click')
    expect(Date.parse(lead!.email_confirmed_at!)).toBeGreaterThan(first!.at - 1_000)
    const events = await asAdmin(
      `/api/funnel-events?where[event_type][equals]=email_click&where[utm_campaign][equals]=lead-nurture&limit=5`,
    )
    expect(events.docs.length).toBeGreaterThan(0)
    expect(events.docs[0].utm_source).toBe('email')

    const mails = await until(
      () => mailsTo(email),
      (found) => found.length >= 3,
      'three nurture e-mails',
      80_000,
    )
    expect(mails.map((mail) => mail.headers.get('subject'))).toEqual(NURTURE_SUBJECTS)
    // Each next one waits its delay (1, 2 days); the 4th, on the seeded rise's visitor timer, goes unsent (decision 120).
    const gaps = mails.slice(1).map((mail, i) => mail.at - mails[i]!.at)
    ;[1, 2].forEach((days, i) => expect(gaps[i]).toBeGreaterThanOrEqual(days * DAY_MS * 0.95))
    // Completed once the last e-mail is recorded as sent (a moment after it reached the inbox).
    await until(
      () => enrolmentsOf(email),
      (found) => found[0]?.status === 'completed',
      'the enrolment completed',
    )
    // The admin's figures per step: sent and clicked (this lead among them).
    const figures = await stepFiguresOf('lead-nurture')
    expect(figures[0]!.sent).toBeGreaterThanOrEqual(1)
    expect(figures[0]!.clicked).toBeGreaterThanOrEqual(1)
    expect(figures[2]!.sent).toBeGreaterThanOrEqual(1)
    expect(figures[3]!.sent).toBe(0)
  }, 110_000)

  it('stops the nurture when the lead pays; the purchase enrols them in the buyer sequence instead', async () => {
    const email = newAddress('payer')
    expect((await call('/fn/create-lead', leadModalBody(email))).status).toBe(200)
    const [first] = await until(
      () => mailsTo(email),
      (found) => found.length === 1,
      'the first nurture e-mail',
    )
    // A click first: the step's revenue from clickers counts the purchase that follows it.
    await click(first!)
    await offerCheckout(email, { pay: true })
    const enrolments = await until(
      () => enrolmentsOf(email),
      (found) => found.some((e) => e.sequence.slug === 'lead-nurture' && e.status === 'stopped'),
      'the nurture stopped',
    )
    const stoppedAt = Date.now()
    expect(enrolments.find((e) => e.sequence.slug === 'lead-nurture')?.stop_reason).toBe('any_payment')
    expect((await stepFiguresOf('lead-nurture'))[0]!.revenue).toBeGreaterThanOrEqual(97)
    // The buyer's own sequence comes 3 days after the purchase, and no nurture e-mail once the
    // payment is recorded (on a 4 ms minute, a busy machine's payment can take a sequence day,
    // so one may come before it; and an abandoned-checkout reminder likewise).
    const after = await until(
      () => mailsTo(email),
      (found) => found.some((mail) => mail.headers.get('subject') === 'Ada, ready for clients two and three?'),
      'the buyer e-mail',
    )
    const nurtureAfterStop = after.filter((mail) => NURTURE_SUBJECTS.includes(mail.headers.get('subject')!) && mail.at > stoppedAt + 1_000)
    expect(nurtureAfterStop).toEqual([])
    expect(after[0]!.headers.get('subject')).toBe(NURTURE_SUBJECTS[0])
  }, 60_000)

  it('one-click unsubscribe stops every sequence of the address; a forged or changed token gets 400', async () => {
    const email = newAddress('leaver')
    expect((await call('/fn/create-lead', leadModalBody(email))).status).toBe(200)
    const [first] = await until(
      () => mailsTo(email),
      (found) => found.length === 1,
      'the first nurture e-mail',
    )
    // An abandoned $97 checkout too: two sequences for one address.
    await offerCheckout(email, { pay: false })
    await until(
      () => enrolmentsOf(email),
      (found) => found.length === 2,
      'two enrolments',
    )

    const url = unsubscribeUrl(first!)
    const [body, signature] = url.split('/').pop()!.split('.') as [string, string]
    const flipped = (text: string) => `${text.slice(0, -2)}${text.at(-2) === 'A' ? 'B' : 'A'}${text.at(-1)}`
    const base = url.slice(0, url.lastIndexOf('/') + 1)
    const oneClick = (target: string) =>
      fetch(target, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'List-Unsubscribe=One-Click',
      })
    expect((await oneClick(`${base}${body}.${flipped(signature)}`)).status).toBe(400)
    expect((await oneClick(`${base}${flipped(body)}.${signature}`)).status).toBe(400)
    const forged = Buffer.from(JSON.stringify({ k: 'unsubscribe', s: '1', e: 'someone@example.com' })).toString('base64url')
    expect((await oneClick(`${base}${forged}.${signature}`)).status).toBe(400)
    expect((await fetch(`${server.url}/email/click/${forged}.${signature}`, { redirect: 'manual' })).status).toBe(400)
    // Neither is over: the abandoned checkout's is sending, the nurture's waits for a confirmation.
    expect((await enrolmentsOf(email)).every((e) => ['active', 'awaiting_confirmation'].includes(e.status))).toBe(true)

    expect((await oneClick(url)).status).toBe(200)
    // An e-mail already handed to the mail server at the click may still land (a second on a 4 ms
    // minute); nothing is sent after it. A broken suppression would send one every 2.9 s below.
    await sleep(1_000)
    const sent = mailsTo(email).length
    const enrolments = await enrolmentsOf(email)
    expect(enrolments.map((e) => [e.sequence.slug, e.status]).sort()).toEqual([
      ['abandoned-checkout', 'stopped'],
      ['lead-nurture', 'stopped'],
    ])
    expect(enrolments.every((e) => e.stop_reason === 'unsubscribed')).toBe(true)
    // Past the abandoned checkout's and the second nurture e-mail's moments: nothing more (the
    // reminder may have gone before the click: on a 4 ms minute, 12 hours pass in 2.9 s).
    await sleep(DAY_MS + 3_000)
    expect(mailsTo(email)).toHaveLength(sent)
  }, 60_000)

  it('brings an abandoned $97 checkout back to the same checkout, where paying stops the sequence', async () => {
    const email = newAddress('abandoner')
    const checkoutUrl = await offerCheckout(email, { pay: false })
    const [reminder] = await until(
      () => mailsTo(email),
      (found) => found.length === 1,
      'the abandoned checkout e-mail',
    )
    expect(reminder!.headers.get('subject')).toBe('Ada, your checkout is still open')
    // Its link, through the click redirect, is the same checkout session's page: the buyer is known there.
    const back = await fetch(clickLink(reminder!), { redirect: 'manual' })
    expect(back.status).toBe(302)
    expect(back.headers.get('location')!.split('?')[0]).toBe(checkoutUrl)
    const page = await (await fetch(checkoutUrl)).text()
    expect(page).not.toContain('name="email"')
    const paid = await fetch(checkoutUrl, {
      method: 'POST',
      body: new URLSearchParams({ cardNumber: '4242424242424242', expiry: '12 / 34', cvc: '123', name: 'Ada Buyer' }),
      redirect: 'manual',
    })
    expect(paid.status).toBe(303)
    const enrolments = await until(
      () => enrolmentsOf(email),
      (found) => found.some((e) => e.sequence.slug === 'abandoned-checkout' && e.status === 'stopped'),
      'the abandoned checkout stopped',
      50_000,
    )
    expect(enrolments.find((e) => e.sequence.slug === 'abandoned-checkout')?.stop_reason).toBe('any_payment')
    // Past the second reminder's moment (a day after the first): still one e-mail.
    await sleep(DAY_MS + 2_000)
    expect(mailsTo(email).map((mail) => mail.headers.get('subject'))).toEqual(['Ada, your checkout is still open'])
  }, 90_000)

  it('never e-mails a staff address', async () => {
    expect((await call('/fn/create-lead', leadModalBody('marketer@example.com'))).status).toBe(200)
    const [enrolment] = await until(
      () => enrolmentsOf('marketer@example.com'),
      (found) => found[0]?.status === 'stopped',
      'the staff enrolment stopped',
    )
    expect(enrolment!.stop_reason).toBe('staff')
    expect(mailsTo('marketer@example.com')).toHaveLength(0)
  }, 30_000)
})

// Issue 29.3, sending that respects people (a staff address: 'never e-mails a staff address' above).
describe.concurrent('who gets a sequence e-mail, and how often', () => {
  const SPACING_MS = 12 * 60 * MINUTE_MS
  const REMINDER = 'Ada, your checkout is still open'

  it('ten made-up addresses from one client address: the first few get the first e-mail, within its budget, and none gets more', async () => {
    const from = '203.0.113.38'
    const emails = Array.from({ length: 10 }, (_, i) => newAddress(`stranger-${i}`))
    for (const email of emails) expect((await call('/fn/create-lead', leadModalBody(email), from)).status).toBe(200)
    const allowed = DEFAULT_MAIL_LIMITS.perClientPerHour
    await until(
      () => emails.slice(0, allowed).map((email) => mailsTo(email).length),
      (counts) => counts.every((count) => count === 1),
      'the first e-mails within the budget',
    )
    // Past the moment each second e-mail was due (a day after the first), and then some.
    await sleep(DAY_MS * 1.5)
    expect(emails.map((email) => mailsTo(email).length)).toEqual(emails.map((_, i) => (i < allowed ? 1 : 0)))
    // The mailed wait for a confirmation that never comes; the rest were kept as leads, never enrolled.
    const enrolments = await Promise.all(emails.map(enrolmentsOf))
    expect(enrolments.map((found) => found.map((e) => e.status))).toEqual(
      emails.map((_, i) => (i < allowed ? ['awaiting_confirmation'] : [])),
    )
    expect((await leadsOf(emails[allowed]!)).map((lead) => lead.email_confirmed_at ?? null)).toEqual([null])
    // The admin sees, per sequence, who waits for a confirmation.
    expect((await sequenceAsAdmin('lead-nurture')).awaiting_confirmation).toBeGreaterThanOrEqual(allowed)
    expect((await sequenceAsAdmin('buyer-to-plan')).awaiting_confirmation).toBe(0)
  }, 60_000)

  it('spaces a person’s sequence e-mails 12 hours apart, sends one abandoned-checkout e-mail a day, and a purchase confirms', async () => {
    const email = newAddress('spaced')
    expect((await call('/fn/create-lead', leadModalBody(email))).status).toBe(200)
    await until(
      () => mailsTo(email),
      (found) => found.length === 1,
      'the first nurture e-mail',
    )
    // Two $97 checkouts left unpaid: each one's reminder is due an hour later, both held back by
    // the nurture e-mail for 12 hours. Then one goes, and the other checkout's is dropped: one
    // abandoned-checkout e-mail per address per day (issue 38).
    await Promise.all([offerCheckout(email, { pay: false }), offerCheckout(email, { pay: false })])
    const enrolments = await until(
      () => enrolmentsOf(email),
      (found) => found.some((e) => e.stop_reason === 'another checkout e-mailed within a day'),
      'the second reminder dropped',
    )
    const checkoutMails = mailsTo(email).filter((mail) => [REMINDER, 'Still thinking it over?'].includes(mail.headers.get('subject')!))
    expect(checkoutMails.map((mail) => mail.headers.get('subject'))).toEqual([REMINDER])
    // The sends as the server claimed them (the moment the spacing counts from), oldest first.
    const sends = (await asAdmin(`/api/sequence-sends?where[email][equals]=${encodeURIComponent(email)}&sort=createdAt&limit=20&depth=0`))
      .docs as { createdAt: string; status: string }[]
    const claimed = sends.map((send) => Date.parse(send.createdAt))
    expect(sends).toHaveLength(2)
    expect(claimed[1]! - claimed[0]!).toBeGreaterThanOrEqual(SPACING_MS)
    // Nobody clicked: the nurture and the reminded checkout wait for a confirmation.
    expect(
      enrolments
        .filter((e) => e.status === 'awaiting_confirmation')
        .map((e) => e.sequence.slug)
        .sort(),
    ).toEqual(['abandoned-checkout', 'lead-nurture'])

    // A purchase confirms the address: the consent record says so, and what waited goes on to its stop condition.
    await offerCheckout(email, { pay: true })
    await until(
      () => leadsOf(email),
      (leads) => leads[0]?.email_confirmed_by === 'purchase',
      'the purchase recorded as the confirmation',
    )
    const after = await until(
      () => enrolmentsOf(email),
      (found) => found.filter((e) => e.stop_reason === 'any_payment').length === 3,
      'the nurture and the checkouts stopped by the payment',
    )
    expect(after.filter((e) => e.status === 'awaiting_confirmation')).toEqual([])
  }, 60_000)

  it('never e-mails a refunded buyer', async () => {
    const email = newAddress('refunded')
    await offerCheckout(email, { pay: true })
    const orderOf = async () =>
      (await asAdmin(`/api/orders?where[email][equals]=${encodeURIComponent(email)}&where[status][equals]=paid&depth=0`)).docs[0] as
        { payment_intent_id: string; access_revoked_reason?: string } | undefined
    const order = await until(orderOf, (found) => !!found?.payment_intent_id, 'the paid order')
    // A refund through the local payment provider's API (it speaks Stripe's).
    expect((await localRefund(server.url, SECRET, order!.payment_intent_id)).status).toBe('succeeded')
    await until(orderOf, (found) => found?.access_revoked_reason === 'refunded', 'the refund recorded')
    const refundedAt = Date.now()
    // An address known only from its purchase: a lead carries its consent record.
    const consent = await until(
      () => leadsOf(email),
      (leads) => leads.length > 0,
      'the lead the purchase writes',
    )
    expect(consent.map((lead) => lead.email_confirmed_by)).toEqual(['purchase'])

    // A new $97 checkout left unpaid: its reminder is not sent, for the refund (not for a stop condition of its own).
    await offerCheckout(email, { pay: false })
    const enrolments = await until(
      () => enrolmentsOf(email),
      (found) =>
        found.filter((e) => e.sequence.slug === 'abandoned-checkout' && e.status !== 'active').length === 2 &&
        found.some((e) => e.sequence.slug === 'buyer-to-plan' && e.status === 'stopped'),
      'the reminder and the buyer sequence stopped',
    )
    const stops = enrolments.map((e) => [e.sequence.slug, e.status, e.stop_reason ?? null])
    expect(stops).toContainEqual(['abandoned-checkout', 'stopped', 'refunded'])
    // The purchase's own sequence (3 days after it) stops on the refund, its own stop condition.
    expect(stops).toContainEqual(['buyer-to-plan', 'stopped', 'refund'])
    expect(mailsTo(email).filter((mail) => mail.at > refundedAt)).toEqual([])
  }, 60_000)
})

// After the sequences above: a sequence of its own, which every lead from now on also gets.
describe('a step’s subject line tested like copy (docs/decisions/097)', () => {
  it('sends each recipient the variant the test’s split gives them, records the exposure, and counts their clicks per variant', async () => {
    const marketer = await signIn(server.url, DEMO.marketer, DEMO_PASSWORD)
    const fn = (name: string, body: unknown) => call(`/fn/${name}`, body, undefined, marketer)
    const created = await asAdmin('/api/sequences', {
      method: 'POST',
      body: oneEmailSequence('subject-test', '{first_name}, your plan is ready'),
    })
    expect(created.doc?.id, JSON.stringify(created).slice(0, 300)).toBeTruthy()
    const slot = 'subject-subject-test-1'
    const texts: Record<string, string> = { control: '{first_name}, your plan is ready' }
    const ids: string[] = []
    for (const [key, text] of [
      ['a', '{first_name}, your plan is ready: open it'],
      ['b', '{first_name}, the plan your answers point to'],
    ] as const) {
      const added = await fn('review-copy-variant', { action: 'add', slot, text, angle: 'curiosity' })
      expect(added.status, JSON.stringify(added.body)).toBe(200)
      texts[key] = text
      ids.push(added.body.variant.id)
    }
    const endsAt = new Date(Date.now() + 7 * 86_400_000).toISOString()
    const started = await fn('start-copy-test', { slot, variants: ids, rule: 'sequential', endsAt })
    expect(started.status, JSON.stringify(started.body)).toBe(200)
    const { id: testId, experiment } = started.body.test
    let payload: FeatureApiResponse = {}
    await until(
      async () => (payload = (await (await fetch(`${server.url}/features.json`)).json()) as FeatureApiResponse),
      (p) => p.features?.[`copy-${slot}`]?.rules?.some((rule) => rule.variations?.length === 3) ?? false,
      'the subject test in /features.json',
    )

    // Each recipient's arm, as the server must compute it: GrowthBook's rule on their unit.
    const recipients = Array.from({ length: 9 }, (_, i) => {
      const email = newAddress(`subject-${i}`)
      const gb = new GrowthBook({ attributes: { id: recipientUnit(email) } })
      gb.initSync({ payload })
      const result = gb.evalFeature(`copy-${slot}`).experimentResult
      return { email, arm: result?.inExperiment ? result.key : null }
    })
    expect(new Set(recipients.map((r) => r.arm).filter(Boolean)).size).toBeGreaterThanOrEqual(2)
    for (const { email } of recipients) expect((await call('/fn/create-lead', leadModalBody(email))).status).toBe(200)
    const subjects = Object.values(texts).map((text) => text.replace('{first_name}', 'Ada'))
    const ours = (email: string) => mailsTo(email).filter((mail) => subjects.includes(mail.headers.get('subject')!))
    for (const { email, arm } of recipients) {
      const [mail] = await until(
        () => ours(email),
        (found) => found.length === 1,
        `the subject test's e-mail to ${email}`,
      )
      // Held out of every test (the global holdout): the step's own subject.
      expect(mail!.headers.get('subject')).toBe(texts[arm ?? 'control']!.replace('{first_name}', 'Ada'))
    }

    // Their exposures, as the results read them: one per recipient in the test, on their unit.
    const inTest = recipients.filter((r) => r.arm)
    const exposures = await until(
      async () => (await asAdmin(`/api/experiment-exposures?where[experiment_id][equals]=${experiment}&limit=50&depth=0`)).docs as any[],
      (docs) => docs.length === inTest.length,
      'the exposures',
    )
    expect(Object.fromEntries(exposures.map((x) => [x.visitor_id, x.variation_key]))).toEqual(
      Object.fromEntries(inTest.map((r) => [recipientUnit(r.email), r.arm])),
    )

    // Those in variant A click (from any browser): the click counts for A, nowhere else.
    const clickers = inTest.filter((r) => r.arm === 'a')
    for (const { email } of clickers) expect((await fetch(clickLink(ours(email)[0]!), { redirect: 'manual' })).status).toBe(302)
    const perArm = (key: string) => inTest.filter((r) => r.arm === key).length
    await until(
      async () => (await fn('copy-lab', { view: 'slot', slot })).body.running?.arms as any[],
      (arms) =>
        JSON.stringify(arms?.map((arm) => [arm.key, arm.users, arm.conversions])) ===
        JSON.stringify(['control', 'a', 'b'].map((key) => [key, perArm(key), key === 'a' ? clickers.length : 0])),
      'the clicks counted per variant',
    )

    expect((await fn('stop-copy-test', { test: testId })).status).toBe(200)
    await asAdmin(`/api/sequences/${created.doc.id}`, { method: 'PATCH', body: { active: false } })
  }, 90_000)
})

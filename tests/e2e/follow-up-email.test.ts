import { randomBytes } from 'node:crypto'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { leadModalBody } from '../support/load-payloads'
import { fillOfferCheckout } from '../support/offer-checkout'
import { screenshot, signInToAdmin, useBrowser } from '../support/browser'
import { DEMO, DEMO_PASSWORD, startServer, TEST_ADMIN, type RunningServer } from '../support/server'
import { tokenOn } from '../support/sign-in'
import { startSmtpInbox, type ReceivedMail } from '../support/smtp-inbox'

const { openPage } = useBrowser()

/**
 * Issue 29's follow-up e-mail, as the people it is for: a visitor who leaves the $97 checkout
 * unpaid is brought back to it by the recovery e-mail, and a marketer's new subject line is the
 * next e-mail's. A server of its own with a 10 ms sequence minute (the abandoned checkout's first
 * e-mail 0.6 s after the order, its second 13.8 s after the first), sending over real SMTP.
 */
const MINUTE_MS = 10
const HOUR_MS = 60 * MINUTE_MS
/** The seeded abandoned checkout's second e-mail waits 23 hours after its first. */
const SECOND_REMINDER_MS = 23 * HOUR_MS
const FIRST_REMINDER = 'Ada, your checkout is still open'

let inbox: Awaited<ReturnType<typeof startSmtpInbox>>
let server: RunningServer

beforeAll(async () => {
  inbox = await startSmtpInbox()
  server = await startServer({ env: { SMTP_URL: inbox.url, SEQUENCE_MINUTE_MS: String(MINUTE_MS) } })
})
afterAll(async () => {
  await server?.stop()
  await inbox?.close()
})

const newAddress = (what: string) => `${what}-${randomBytes(5).toString('hex')}@example.com`
/** The sequence e-mails to an address (receipts and access e-mails carry no List-Unsubscribe-Post). */
const sequenceMailsTo = (email: string) => inbox.received.filter((mail) => mail.to === email && mail.headers.has('list-unsubscribe-post'))

/** The first sequence e-mail to `email`, polled for as it arrives. */
async function firstMailTo(email: string): Promise<ReceivedMail> {
  await expect.poll(() => sequenceMailsTo(email).length, { timeout: 20_000, interval: 50 }).toBeGreaterThan(0)
  return sequenceMailsTo(email)[0]!
}

async function asAdmin(path: string): Promise<Record<string, any>> {
  const res = await fetch(`${server.url}${path}`, { headers: { authorization: `JWT ${await tokenOn(server.url, TEST_ADMIN)}` } })
  expect(res.status).toBe(200)
  return (await res.json()) as Record<string, any>
}

const ordersOf = async (email: string) =>
  (await asAdmin(`/api/orders?where[email][equals]=${encodeURIComponent(email)}&depth=0`)).docs as Record<string, any>[]

const enrolmentsOf = async (email: string) =>
  ((await asAdmin(`/api/sequence-enrolments?where[email][equals]=${encodeURIComponent(email)}&depth=1`)).docs as Record<string, any>[]).map(
    (enrolment) => ({ sequence: enrolment.sequence.slug as string, status: enrolment.status as string, reason: enrolment.stop_reason }),
  )

/** /offer → the e-mail capture → /offer/checkout with name and phone → the provider's page, left unpaid. */
async function startCheckout(page: Page, email: string): Promise<string> {
  await fillOfferCheckout(page, server.url, email, { bump: false })
  await page.getByRole('button', { name: 'Complete Order - $97' }).click()
  await page.waitForURL(/\/pay\/checkout\/cs_/)
  return new URL(page.url()).pathname
}

describe('follow-up e-mail (issue 29)', () => {
  it('brings a visitor who left the $97 checkout unpaid back to the same checkout, filled in; paying there stops the reminders', async () => {
    const email = newAddress('abandoner')
    const { page } = await openPage()
    const checkoutPath = await startCheckout(page, email)
    // The visitor leaves without paying.
    await page.goto('about:blank')
    const [order] = await ordersOf(email)
    expect(order).toMatchObject({ status: 'pending', checkout_session_id: checkoutPath.split('/').pop() })

    const reminder = await firstMailTo(email)
    expect(reminder.headers.get('subject')).toBe(FIRST_REMINDER)
    // The e-mail, opened in the visitor's browser: its link goes through the signed click redirect.
    await page.setContent(reminder.html)
    const finish = page.getByRole('link', { name: 'Finish my order' })
    expect(await finish.getAttribute('href')).toMatch(new RegExp(`^${server.url}/email/click/[\\w-]+\\.[\\w-]+$`))
    await finish.click()
    await page.waitForURL(/\/pay\/checkout\/cs_/)

    // The same checkout session (so the same order), tagged as e-mail traffic, with the buyer's details on it.
    const back = new URL(page.url())
    expect(back.pathname).toBe(checkoutPath)
    expect(Object.fromEntries(back.searchParams)).toEqual({ utm_source: 'email', utm_campaign: 'abandoned-checkout' })
    const summary = page.getByRole('region', { name: 'Order summary' })
    expect(await summary.getByRole('heading', { name: 'Agency Arbitrage Blueprint' }).isVisible()).toBe(true)
    expect(await summary.getByText('Total due today').isVisible()).toBe(true)
    const shownEmail = page.getByLabel('Email')
    expect(await shownEmail.inputValue()).toBe(email)
    expect(await shownEmail.isEditable()).toBe(false)
    expect(await page.getByLabel('Name on card').inputValue()).toBe('Ada Buyer')
    await screenshot(page, 'abandoned-checkout-from-email.png', { fullPage: true })

    await page.getByLabel('Card number').fill('4242 4242 4242 4242')
    await page.getByLabel('Expiration').fill('12 / 34')
    await page.getByLabel('CVC').fill('123')
    await page.getByRole('button', { name: 'Pay' }).click()
    await page.waitForURL(/\/offer\/success\?session_id=cs_/)

    // The order the visitor started is the one paid; the reminders stop for the payment.
    await expect
      .poll(async () => (await ordersOf(email)).map((found) => [found.id, found.status]), { timeout: 20_000 })
      .toEqual([[order!.id, 'paid']])
    await expect
      .poll(() => enrolmentsOf(email), { timeout: 20_000 })
      .toContainEqual({ sequence: 'abandoned-checkout', status: 'stopped', reason: 'any_payment' })
    // Past the second reminder's moment (and a few runs of the queue): still the one e-mail.
    const dueAt = reminder.at + SECOND_REMINDER_MS + 3_000
    await expect
      .poll(() => sequenceMailsTo(email).length > 1 || Date.now() > dueAt, { timeout: SECOND_REMINDER_MS + 10_000, interval: 100 })
      .toBe(true)
    expect(sequenceMailsTo(email).map((mail) => mail.headers.get('subject'))).toEqual([FIRST_REMINDER])
  }, 60_000)

  it("sends a step's next e-mail with the subject a marketer saved in the admin", async () => {
    const subject = `{first_name}, your training is ready (${randomBytes(3).toString('hex')})`
    const { page } = await openPage({ viewport: { width: 1440, height: 1000 } })
    await signInToAdmin(page, server.url, DEMO.marketer, DEMO_PASSWORD)
    await page.goto(`${server.url}/admin/collections/sequences`)
    await page.getByRole('link', { name: 'Lead nurture' }).click()
    await page.waitForURL(/\/admin\/collections\/sequences\/\w+$/)
    // The first e-mail's subject: the first of the steps' Subject fields.
    const firstSubject = page.getByRole('textbox', { name: /^Subject/ }).first()
    await expect.poll(() => firstSubject.inputValue()).toBe('{first_name}, here is the training you asked for')
    await firstSubject.fill(subject)
    await page.getByRole('button', { name: 'Save' }).click()
    await page.getByText('Updated successfully.').waitFor()

    // A new lead's first nurture e-mail goes at once, under the new subject.
    const email = newAddress('nurtured')
    const lead = await fetch(`${server.url}/fn/create-lead`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(leadModalBody(email)),
    })
    expect(lead.status).toBe(200)
    const mail = await firstMailTo(email)
    expect(mail.headers.get('subject')).toBe(subject.replace('{first_name}', 'Ada'))
  }, 60_000)
})

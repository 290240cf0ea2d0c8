import { createHmac, randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import type { Page } from 'playwright-core'
import Stripe from 'stripe'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { screenshot, useBrowser, waitForHydration } from '../support/browser'
import { fillOfferCheckout } from '../support/offer-checkout'
import { startServer, TEST_ADMIN, type RunningServer } from '../support/server'
import { signIn } from '../support/sign-in'

const { openPage } = useBrowser()

/**
 * Delivery for buyers (issue 18.1), as a buyer: the $97 offer paid with 4242…, the access
 * link from the outbox, the files on /members and a download; the link refused the second
 * time; a refund through the payment provider's API takes the files away. A server of its
 * own, whose PAYLOAD_SECRET the test knows: the local provider's API key derives from it.
 */
const SECRET = randomBytes(24).toString('hex')
const LOCAL_API_KEY = `sk_local_${createHmac('sha256', SECRET).update('local-payments-api-key').digest('hex').slice(0, 32)}`

let server: RunningServer
let base: string

beforeAll(async () => {
  server = await startServer({ env: { PAYLOAD_SECRET: SECRET } })
  base = server.url
})
afterAll(async () => {
  await server?.stop()
})

let adminJwt: string | undefined
async function orderOf(email: string): Promise<Record<string, any> | undefined> {
  adminJwt ??= await signIn(base, TEST_ADMIN.email, TEST_ADMIN.password)
  const res = await fetch(`${base}/api/orders?where[email][equals]=${encodeURIComponent(email)}&depth=0`, {
    headers: { authorization: `JWT ${adminJwt}` },
  })
  return ((await res.json()) as { docs: Record<string, any>[] }).docs[0]
}

async function eventually<T>(read: () => Promise<T> | T, check: (value: T) => boolean, ms = 30_000): Promise<T> {
  const until = Date.now() + ms
  for (;;) {
    const value = await read()
    if (check(value) || Date.now() > until) return value
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
}

/** The sign-in link of the access e-mail in the server's outbox. */
function accessLink(email: string): string | undefined {
  const dir = path.join(server.dataDir, 'outbox')
  if (!fs.existsSync(dir)) return undefined
  const mail = fs
    .readdirSync(dir)
    .map((name) => JSON.parse(fs.readFileSync(path.join(dir, name), 'utf8')) as { to: string; subject: string; text: string })
    .find((found) => found.to === email && found.subject === 'Your access: the Agency Arbitrage Blueprint')
  return mail && /(http\S+\/members\/sign-in\?token=[\w-]+)/.exec(mail.text)?.[1]
}

/** /offer → email → checkout → the provider's page with 4242… → no to the upsell. */
async function buyTheOffer(page: Page, email: string) {
  await fillOfferCheckout(page, base, email, { bump: false })
  await page.getByRole('button', { name: 'Complete Order - $97' }).click()
  await page.waitForURL(/\/pay\/checkout\/cs_/)
  await page.getByLabel('Card number').fill('4242 4242 4242 4242')
  await page.getByLabel('Expiration').fill('12 / 34')
  await page.getByLabel('CVC').fill('123')
  await page.getByLabel('Name on card').fill('Ada Buyer')
  await page.getByRole('button', { name: 'Pay' }).click()
  await page.waitForURL(/\/offer\/success\?session_id=cs_/)
  await waitForHydration(page)
  await page.getByRole('button', { name: "No thanks, I'll implement on my own" }).click()
  await expect.poll(() => page.getByRole('heading', { name: "Congratulations! You're In!" }).isVisible()).toBe(true)
}

describe('delivery for buyers', () => {
  it('buys the $97 offer, opens the access link, downloads a file; the link works once; a refund removes access', async () => {
    const email = `member-${Date.now()}@example.com`
    const { page } = await openPage()
    await buyTheOffer(page, email)

    const link = await eventually(
      () => accessLink(email),
      (found) => !!found,
    )
    expect(link).toBeTruthy()
    // The link shows one button (a mail scanner's GET spends nothing); its click signs in.
    await page.goto(link!)
    await page.getByRole('button', { name: 'Sign in' }).click()
    await page.waitForURL(`${base}/members`)
    await waitForHydration(page)
    await expect.poll(() => page.getByRole('heading', { name: 'Your purchases' }).isVisible()).toBe(true)
    const files = page.getByRole('region', { name: 'Your files' })
    await expect.poll(() => files.getByText('Agency Arbitrage Blueprint (PDF)').isVisible()).toBe(true)
    expect(await files.getByText('Outreach scripts and email templates').isVisible()).toBe(true)
    expect(await files.getByText('CRM setup checklist').count()).toBe(0)
    await screenshot(page, 'members.png', { fullPage: true })

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Download Agency Arbitrage Blueprint (PDF)' }).click(),
    ])
    expect(download.suggestedFilename()).toBe('agency-arbitrage-blueprint.pdf')
    const saved = fs.readFileSync((await download.path())!)
    expect(saved.subarray(0, 5).toString()).toBe('%PDF-')

    // The same link again (forwarded, say): refused, with the e-mail field for a new one.
    const other = await openPage()
    await other.page.goto(link!)
    await other.page.getByRole('button', { name: 'Sign in' }).click()
    await other.page.waitForURL(`${base}/members?link=used`)
    await waitForHydration(other.page)
    await expect
      .poll(() => other.page.getByRole('alert').textContent())
      .toBe('This sign-in link has already been used. Enter your email to get a new one.')
    await other.page.getByLabel('Email Address').fill(email)
    await screenshot(other.page, 'members-link-used.png', { fullPage: true })
    await other.page.getByRole('button', { name: 'Send me a link' }).click()
    await expect.poll(() => other.page.getByRole('status').textContent()).toContain('a sign-in link is on its way')
    expect(await other.page.getByRole('link', { name: /^Download/ }).count()).toBe(0)

    // A refund through the payment provider's API (the local provider speaks Stripe's).
    const order = await orderOf(email)
    const stripe = new Stripe(LOCAL_API_KEY, { host: '127.0.0.1', port: Number(new URL(base).port), protocol: 'http' })
    const refund = await stripe.refunds.create({ payment_intent: order!.payment_intent_id })
    expect(refund.status).toBe('succeeded')
    await eventually(
      () => orderOf(email),
      (found) => !!found?.access_revoked_at,
    )
    await page.reload()
    await waitForHydration(page)
    await expect
      .poll(() => page.getByRole('region', { name: 'Your files' }).getByRole('status').textContent())
      .toBe('There is nothing to download here: this purchase was refunded or disputed.')
    expect(await page.getByRole('link', { name: /^Download/ }).count()).toBe(0)
    // The file URL refuses the session too.
    const refused = await page.request.get(`${base}/api/buyer-files/file/agency-arbitrage-blueprint.pdf`)
    expect(refused.status()).toBe(403)
    await screenshot(page, 'members-refunded.png', { fullPage: true })
  })
})

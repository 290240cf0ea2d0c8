import { randomBytes } from 'node:crypto'
import type { Locator, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { api, baseUrl } from '../support/api'
import { fillAuthForm, toastWith } from '../support/auth-page'
import { screenshot, signInToAdmin, useBrowser, waitForHydration } from '../support/browser'
import { DEMO, DEMO_PASSWORD } from '../support/server'
import { signIn } from '../support/sign-in'

/**
 * Issue 38: with SERVER_URL set (every test server sets it, as production does), a browser signed
 * in by its session cookie alone uses every admin view and workspace screen that calls a /fn
 * function. Before, each of those calls answered 401 and the page said "Not authenticated".
 */
const { openPage } = useBrowser()

/** Opens an admin or workspace path and waits for the thing that proves the view got its data. */
async function openView(page: Page, path: string, shows: (page: Page) => Locator): Promise<void> {
  await page.goto(`${baseUrl()}${path}`)
  await shows(page).first().waitFor({ timeout: 30_000 })
  expect(await page.getByText('Not authenticated').count(), path).toBe(0)
}

const region = (name: string) => (page: Page) => page.getByRole('region', { name })
const table = (name: string) => (page: Page) => page.getByRole('table', { name })
const notAllowed = (page: Page) => page.getByRole('alert').filter({ hasText: '403 · Not allowed' })
/** funnel-report's answer: the steps, or the words for a funnel without visitors yet. */
const analyticsReport = (page: Page) =>
  table('Home funnel by step')(page).or(page.getByRole('heading', { name: 'No visitors in this funnel yet' }))
const copySlots = table('Copy slots')

describe('signed in by cookie in Chromium, with SERVER_URL set', () => {
  it('a marketer: analytics and the copy lab show their data; experiments answer "Not allowed"', async () => {
    const { page, problems } = await openPage({ viewport: { width: 1440, height: 1000 } })
    await signInToAdmin(page, baseUrl(), DEMO.marketer, DEMO_PASSWORD)
    await openView(page, '/admin/analytics', analyticsReport)
    await openView(page, '/admin/copy-lab', copySlots)
    await openView(page, '/admin/experiments', notAllowed)
    expect(problems()).toEqual([])
  })

  it('an analyst: experiments (results, holdout, controls), analytics and the copy lab show their data', async () => {
    const { page, problems } = await openPage({ viewport: { width: 1440, height: 1000 } })
    await signInToAdmin(page, baseUrl(), DEMO.analyst, DEMO_PASSWORD)
    await openView(page, '/admin/experiments', table('Summary of every experiment'))
    // Each part of the page made its own call: the holdout's figures and the controls' list.
    await region('Global holdout: what all our tests earned')(page).getByRole('table').first().waitFor({ timeout: 30_000 })
    await region('Control countdown')(page)
      .getByText(/^Status: /)
      .waitFor()
    expect(await page.getByText('Not authenticated').count()).toBe(0)
    await screenshot(page, 'cookie-session-admin-experiments.png', { fullPage: true })
    await openView(page, '/admin/analytics', analyticsReport)
    await openView(page, '/admin/copy-lab', copySlots)
    expect(problems()).toEqual([])
  })

  it('an agency: the dashboard, billing and messages call their functions, and reading clears the unread badge', async () => {
    // An agency of its own, with one vendor message waiting, so the demo threads stay as they were.
    const email = `cookie-e2e-${randomBytes(5).toString('hex')}@example.com`
    const password = 'cookie-e2e-password'
    expect((await api('/api/users', { method: 'POST', body: { email, password, company_name: 'Cookie Agency' } })).status).toBe(201)
    const token = await signIn(baseUrl(), email, password)
    const products = (await api('/api/vendor-products?depth=0&limit=100', { as: 'vendor' })).body.docs as { id: number; name: string }[]
    const product = products.find((p) => p.name === 'TikTok Creator Studio')!
    const started = await fetch(`${baseUrl()}/fn/create-conversation`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `JWT ${token}` },
      body: JSON.stringify({ productId: product.id, subject: 'Cookie check' }),
    })
    const { conversationId } = (await started.json()) as { conversationId: string }
    const sent = await api('/fn/send-message', { method: 'POST', as: 'vendor', body: { conversationId, content: 'Your studio is ready' } })
    expect(sent.status).toBe(200)

    const { page, problems } = await openPage()
    await page.goto(`${baseUrl()}/auth`)
    await waitForHydration(page)
    await fillAuthForm(page, email, password, 'Sign In')
    await toastWith(page, 'Welcome back!').waitFor()
    // check-trial-status: the trial banner.
    await openView(page, '/app', (p) => p.getByText(/Trial Mode: \d+ days? remaining/))
    // get-billing-details and check-trial-status.
    await openView(page, '/app/billing', (p) => p.getByText('No card on file yet'))
    await page.getByRole('region', { name: 'Your plan' }).getByText('Free trial').waitFor()

    const list = page.getByRole('navigation', { name: 'Conversations' })
    await openView(page, '/app/messages', () => list.getByLabel('1 unread'))
    await screenshot(page, 'cookie-session-workspace-messages.png', { fullPage: true })
    await list.getByRole('link').filter({ hasText: 'Cookie check' }).click()
    await page.getByText('Your studio is ready').waitFor()
    // mark-read, by cookie: the badge stays gone once the list is read again from the server.
    const readAt = async () => {
      const res = await fetch(`${baseUrl()}/api/messages?where[conversation][equals]=${conversationId}&depth=0`, {
        headers: { authorization: `JWT ${token}` },
      })
      return ((await res.json()) as { docs: { read_at?: string | null }[] }).docs[0]?.read_at
    }
    await expect.poll(readAt).toBeTruthy()
    await openView(page, '/app/messages', () => list.getByRole('link').filter({ hasText: 'Cookie check' }))
    expect(await list.getByLabel(/unread/).count()).toBe(0)
    expect(problems()).toEqual([])
  })
})

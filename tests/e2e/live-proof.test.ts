import type { Page } from 'playwright-core'
import { afterEach, describe, expect, it } from 'vitest'
import { ERRORS } from '../../contracts/errors'
import { api, baseUrl } from '../support/api'
import { useBrowser, waitForHydration } from '../support/browser'
import { fillOfferCheckout, payOnHostedPage } from '../support/offer-checkout'

const { openPage } = useBrowser()

/** Issue 39 (docs/decisions/117, 118): the home page's proof and the week's spots, as visitors meet them. */
describe('proof that is real', () => {
  let original: Record<string, any> | undefined

  /** Publishes the home page with `edit` applied to what was published before this test. */
  async function publishHome(edit: (home: Record<string, any>) => Record<string, any>) {
    original ??= (await api('/api/globals/home?depth=0')).body as Record<string, any>
    const res = await api('/api/globals/home', {
      method: 'POST',
      as: 'admin',
      body: { ...edit(structuredClone(original)), _status: 'published' },
    })
    expect(res.status, JSON.stringify(res.body)).toBe(200)
  }
  const withEngagement = (engagement: Record<string, unknown>) => (home: Record<string, any>) => ({
    ...home,
    video_player: { ...home.video_player, engagement: { ...home.video_player.engagement, ...engagement } },
  })

  afterEach(async () => {
    if (original) await publishHome((home) => home)
    original = undefined
  })

  const openHome = async (options: Parameters<typeof openPage>[0] = {}) => {
    const opened = await openPage(options)
    await opened.page.goto(`${baseUrl()}/`)
    await waitForHydration(opened.page)
    return opened
  }
  const shows = (page: Page, text: string | RegExp) => page.getByText(text, { exact: true }).first().isVisible()

  it("counts the visitors with the page open once the marketer's minimum is 1, and drops one who leaves", async () => {
    await publishHome(withEngagement({ viewers_min: 1 }))
    const first = await openHome()
    const second = await openHome()
    await expect.poll(() => shows(first.page, '2 watching now'), { timeout: 20_000 }).toBe(true)
    await expect.poll(() => shows(second.page, '2 watching now'), { timeout: 20_000 }).toBe(true)

    const left = Date.now()
    await second.close()
    await expect.poll(() => shows(first.page, '1 watching now'), { timeout: 30_000 }).toBe(true)
    expect(Date.now() - left).toBeLessThan(30_000)

    // Below the minimum, no count at all.
    await publishHome(withEngagement({ viewers_min: 2 }))
    await first.page.reload()
    await waitForHydration(first.page)
    await expect.poll(() => first.page.getByText(/watching now/).count()).toBe(0)
  })

  it("shows a real purchase to another visitor: first name, last initial and the buyer's city", async () => {
    await publishHome(withEngagement({ joined_interval_min_seconds: 3, joined_interval_max_seconds: 4 }))
    const watcher = await openHome()
    // A buyer outside the EU: the CDN's headers give the city, and the privacy box starts unticked.
    const buyer = await openPage({ extraHTTPHeaders: { 'CF-IPCountry': 'US', 'CF-IPCity': 'Lisbon' } })
    await fillOfferCheckout(buyer.page, baseUrl(), `proof-${Date.now()}@example.com`, { bump: false })
    const keepPrivate = buyer.page.getByRole('checkbox', { name: /Keep my purchase private/ })
    await expect.poll(() => keepPrivate.isChecked()).toBe(false)
    await buyer.page.getByRole('button', { name: /^Complete Order - \$/ }).click()
    await payOnHostedPage(buyer.page, '4242 4242 4242 4242')
    await buyer.page.waitForURL(/\/offer\/success\?session_id=cs_/)

    await expect.poll(() => shows(watcher.page, /Ada B\. from Lisbon just joined/), { timeout: 30_000 }).toBe(true)
  })

  it('offers the waitlist to the second buyer of a week with one spot left', async () => {
    const sold = (await api('/api/globals/home?depth=0')).body.urgency.sold_this_week as number
    await publishHome((home) => ({ ...home, urgency: { ...home.urgency, spots_capacity: sold + 1 } }))
    const { page, expectProblem } = await openPage()
    expectProblem(/status of 409/)
    await page.goto(`${baseUrl()}/pricing`)
    await waitForHydration(page)
    // The first buyer of the week holds the last spot.
    const first = await api('/fn/create-checkout', {
      method: 'POST',
      body: { priceId: 'price_professional_annual', billingPeriod: 'annual' },
    })
    expect(first.status, JSON.stringify(first.body)).toBe(200)

    await page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: 'Professional', exact: true }) })
      .getByRole('button', { name: 'Get Started' })
      .click()
    await page.getByText(ERRORS.SOLD_OUT_THIS_WEEK.message).waitFor()
    await page.getByRole('dialog', { name: 'Join the Paid-Trial Waitlist' }).waitFor()
  })
})

import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { api, baseUrl } from '../support/api'
import { screenshot, useBrowser, waitForHydration } from '../support/browser'

const { openPage } = useBrowser()

type Home = Record<string, any>
async function publishedHome(): Promise<Home> {
  const res = await api('/api/globals/home?depth=1')
  expect(res.status).toBe(200)
  return res.body
}

/** The visible toast with this title (sonner renders title and description). */
const toastWith = (page: Page, title: string) => page.locator('[data-sonner-toast]').filter({ hasText: title }).first()

async function scrollToPercent(page: Page, percent: number) {
  await page.evaluate((p) => {
    const scrollable = document.documentElement.scrollHeight - window.innerHeight
    window.scrollTo(0, Math.ceil((scrollable * p) / 100))
  }, percent)
}

async function leadByEmail(email: string) {
  const res = await api(`/api/leads?where[email][equals]=${encodeURIComponent(email)}&depth=0`, { as: 'admin' })
  return res.body.docs as Record<string, any>[]
}

/** The funnel events this tab sent (its session id), oldest first. */
async function eventsOf(page: Page) {
  const sessionId = await page.evaluate(() => sessionStorage.getItem('session_id'))
  const res = await api(`/api/funnel-events?where[session_id][equals]=${sessionId}&depth=0&limit=200&sort=occurred_at`, { as: 'analyst' })
  return res.body.docs as Record<string, any>[]
}

describe('home landing funnel, as a visitor', () => {
  it('shows every section heading of the CMS in the spec order', async () => {
    const home = await publishedHome()
    // The testimonial widget's section shows only with a widget to frame (issue 31: no empty sections).
    const settings = (await api('/api/globals/site-settings')).body
    const widget = home.testimonial_widget.embed_url || settings.embeds?.testimonial_widget_url
    const { page } = await openPage()
    await page.goto(`${baseUrl()}/`)
    await waitForHydration(page)
    const expected = [
      home.sales_letter.heading,
      home.video_testimonials.heading,
      home.three_pillars.heading,
      home.origin_story.heading,
      home.framework.heading,
      home.member_wins.heading,
      ...(widget ? [home.testimonial_widget.heading] : []),
      home.roi.heading,
      home.stats.heading,
      home.urgency.heading,
      home.pricing.heading,
      home.comparison.heading,
      home.guarantee.heading,
      home.objections.heading,
      home.bonus_stack.heading,
      home.final_cta.heading,
    ]
    const headings = await page.locator('main h2').allTextContents()
    expect(headings).toEqual(expected)
    await expect.poll(() => page.locator('#roi').count()).toBe(1)
    await expect.poll(() => page.locator('#pricing').count()).toBe(1)
    await expect(page.getByText(String(new Date().getFullYear())).last().isVisible()).resolves.toBe(true)
    await screenshot(page, 'home-full.png', { fullPage: true })
  })

  it('opens the hero modal once at 30 %, checks fields in the spec order, and captures the lead', async () => {
    const home = await publishedHome()
    const { page, problems } = await openPage()
    await page.goto(`${baseUrl()}/?utm_source=newsletter&utm_medium=email&utm_campaign=launch`)
    await waitForHydration(page)
    await scrollToPercent(page, 31)
    const dialog = page.getByRole('dialog', { name: home.lead_modal.hero.headline })
    await dialog.waitFor()

    // Closing without submitting asks first; "Yes" goes back to the form.
    await page.keyboard.press('Escape')
    const exit = page.getByRole('dialog', { name: home.lead_modal.exit_confirmation.title })
    await exit.waitFor()
    for (const benefit of [
      'The framework that generated $4M+',
      'How 150+ agencies scaled to $50K/month',
      'Lifetime access to the training',
    ])
      await expect(exit.getByText(benefit).isVisible()).resolves.toBe(true)
    await exit.getByRole('button', { name: "Yes, I'll Submit My Info" }).click()
    await dialog.waitFor()

    const submit = dialog.getByRole('button', { name: home.lead_modal.submit_label })
    const steps: [string, () => Promise<void>][] = [
      ['First name too short', async () => dialog.getByLabel(home.lead_modal.first_name_label).fill('Ada')],
      ['Last name too short', async () => dialog.getByLabel(home.lead_modal.last_name_label).fill('Lovelace')],
      ['Email required', async () => dialog.getByLabel(home.lead_modal.email_label).fill(email)],
      ['Phone required', async () => dialog.getByLabel(home.lead_modal.phone_label).fill('+1 555 0100')],
      ['MRR required', async () => void (await dialog.getByLabel(home.lead_modal.mrr_label).selectOption('$10,000 - $25,000'))],
    ]
    const email = `e2e-hero-${Date.now()}@example.com`
    for (const [title, fill] of steps) {
      await submit.click()
      await toastWith(page, title).waitFor()
      await fill()
    }
    await submit.click()
    await toastWith(page, 'Success!').waitFor()
    await dialog.waitFor({ state: 'detached' })
    await page.getByText("You're in! Keep scrolling...").waitFor()

    const [lead] = await leadByEmail(email)
    expect(lead).toMatchObject({
      first_name: 'Ada',
      last_name: 'Lovelace',
      full_name: 'Ada Lovelace',
      phone: '+1 555 0100',
      monthly_recurring_revenue: '$10,000 - $25,000',
      modal_context: 'hero',
      utm_source: 'newsletter',
      utm_medium: 'email',
      utm_campaign: 'launch',
    })
    expect(lead.session_id).toBe(await page.evaluate(() => sessionStorage.getItem('session_id')))
    expect(await page.evaluate(() => sessionStorage.getItem('leadCaptured'))).toBe('true')

    // Scrolling further opens nothing more, and a CTA now goes straight to pricing.
    await scrollToPercent(page, 95)
    await page.waitForTimeout(400)
    expect(await page.getByRole('dialog').count()).toBe(0)
    await page.getByRole('button', { name: home.hero.cta_label }).click()
    await page.waitForURL(/\/pricing\?email=/)
    expect(new URL(page.url()).searchParams.get('email')).toBe(email)

    // On /pricing, loaded afresh (no router state): a plan click is recorded on this very lead,
    // which the tab keeps in session storage (issue 19's attribution data).
    await page.reload()
    await waitForHydration(page)
    const plan = page
      .getByRole('list', { name: 'Plans' })
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: 'Starter', exact: true }) })
      .getByRole('button', { name: 'Get Started' })
    const [checkout] = await Promise.all([page.context().waitForEvent('page'), plan.click()])
    await checkout.waitForURL(/\/pay\/checkout\/cs_/)
    await expect
      .poll(async () => (await leadByEmail(email))[0], { timeout: 10_000 })
      .toMatchObject({ clicked_pricing_tier: 'Starter', payment_attempted: true })
    expect(await leadByEmail(email)).toHaveLength(1)
    await checkout.close()

    // The checkout started is a funnel event; every event keeps the landing page's utm tags
    // (this tab's first touch), also those sent from /pricing, whose URL has none, and the device.
    await expect
      .poll(async () => (await eventsOf(page)).some((doc) => doc.event_type === 'checkout_started'), { timeout: 15_000 })
      .toBe(true)
    const events = await eventsOf(page)
    expect(events.find((doc) => doc.event_type === 'checkout_started')).toMatchObject({
      event_data: { plan: 'starter', period: 'annual' },
      utm_source: 'newsletter',
      utm_medium: 'email',
      utm_campaign: 'launch',
      device: 'desktop',
    })
    expect(new URL(events.find((doc) => doc.event_type === 'checkout_started')!.page_url).pathname).toBe('/pricing')
    const paths = events.filter((doc) => doc.event_type === 'page_view').map((doc) => doc.event_data.path)
    expect(paths[0]).toBe('/')
    expect(paths).toContain('/pricing')
    expect(new Set(paths)).toEqual(new Set(['/', '/pricing']))
    for (const doc of events) expect(doc).toMatchObject({ utm_source: 'newsletter', device: 'desktop' })
    expect(problems()).toEqual([])
  })

  it("closes for good with 'No, I'll Pass (Close)' and does not reopen the same gate", async () => {
    const home = await publishedHome()
    const { page } = await openPage()
    await page.goto(`${baseUrl()}/`)
    await waitForHydration(page)
    await scrollToPercent(page, 35)
    await page.getByRole('dialog', { name: home.lead_modal.hero.headline }).waitFor()
    await page.getByRole('button', { name: /close/i }).first().click()
    await page.getByRole('button', { name: "No, I'll Pass (Close)" }).click()
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0)
    await scrollToPercent(page, 10)
    await scrollToPercent(page, 40)
    await page.waitForTimeout(400)
    expect(await page.getByRole('dialog').count()).toBe(0)
    // The 60 % gate opens the framework context.
    await scrollToPercent(page, 65)
    await page.getByRole('dialog', { name: home.lead_modal.framework.headline }).waitFor()
  })

  it('sends the ROI lead with the computed gain for the defaults ($9,950/mo)', async () => {
    const home = await publishedHome()
    const { page } = await openPage()
    await page.goto(`${baseUrl()}/#roi`)
    await waitForHydration(page)
    await page.getByRole('button', { name: 'Calculate My ROI & See Pricing - Save $9,950/mo' }).click()
    const dialog = page.getByRole('dialog', { name: 'See Your Personalized Plan' })
    await dialog.waitFor()
    await dialog.getByRole('button', { name: 'See My Plan - Save $9,950/mo' }).click()
    await toastWith(page, 'Please fill in all required fields').waitFor()
    const email = `e2e-roi-${Date.now()}@example.com`
    await dialog.getByLabel(home.lead_modal.first_name_label).fill('Grace')
    await dialog.getByLabel(home.lead_modal.email_label).fill(email)
    await dialog.getByLabel(home.lead_modal.phone_label).fill('555 0199')
    await dialog.getByRole('button', { name: 'See My Plan - Save $9,950/mo' }).click()
    await toastWith(page, 'Thanks! Calculating your personalized plan...').waitFor()
    const [lead] = await leadByEmail(email)
    expect(lead.modal_context).toBe('roi_calculator')
    expect(lead.metadata).toEqual({
      roi_clients: 5,
      roi_hours_per_week: 15,
      roi_avg_client_value: 2000,
      roi_total_monthly_gain: 9950,
      firstName: 'Grace',
      lastName: '',
    })

    // On to /pricing: a plan click is recorded on the ROI lead (the tab holds it).
    await page.getByRole('button', { name: home.hero.cta_label }).click()
    await page.waitForURL(/\/pricing/)
    const plan = page
      .getByRole('list', { name: 'Plans' })
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: 'Professional', exact: true }) })
      .getByRole('button', { name: 'Get Started' })
    const [checkout] = await Promise.all([page.context().waitForEvent('page'), plan.click()])
    await checkout.waitForURL(/\/pay\/checkout\/cs_/)
    await checkout.close()
    await expect
      .poll(async () => (await leadByEmail(email))[0], { timeout: 10_000 })
      .toMatchObject({ clicked_pricing_tier: 'Professional', payment_attempted: true })
  })

  it('pauses the video at 60 s for a visitor without a lead and resumes after submit', async () => {
    const home = await publishedHome()
    const { page } = await openPage()
    await page.goto(`${baseUrl()}/`)
    await waitForHydration(page)
    const video = page.locator('video').first()
    await video.waitFor()
    await page.waitForFunction(() => {
      const v = document.querySelector('video')
      return !!v && v.readyState >= 1
    })
    await video.evaluate((v: HTMLVideoElement) => {
      v.currentTime = 61
      return v.play().catch(() => undefined)
    })
    const dialog = page.getByRole('dialog', { name: home.lead_modal.hero.headline })
    await dialog.waitFor()
    expect(await video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(true)
    await dialog.getByLabel(home.lead_modal.first_name_label).fill('Alan')
    await dialog.getByLabel(home.lead_modal.last_name_label).fill('Turing')
    await dialog.getByLabel(home.lead_modal.email_label).fill(`e2e-video-${Date.now()}@example.com`)
    await dialog.getByLabel(home.lead_modal.phone_label).fill('555 0123')
    await dialog.getByLabel(home.lead_modal.mrr_label).selectOption('$0 - $5,000')
    await dialog.getByRole('button', { name: home.lead_modal.submit_label }).click()
    await dialog.waitFor({ state: 'detached' })
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.paused), { timeout: 10_000 }).toBe(false)
  })
})

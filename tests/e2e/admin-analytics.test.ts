import fs from 'node:fs'
import { describe, expect, it } from 'vitest'
import { api, baseUrl } from '../support/api'
import { signInContext } from '../support/auth-page'
import { screenshot, signInToAdmin, useBrowser, waitForHydration } from '../support/browser'
import { DEMO, DEMO_PASSWORD } from '../support/server'
import { contextVisitorId } from '../support/visitor'

const DAY_MS = 24 * 60 * 60 * 1000
const utcDay = (ms: number) => new Date(ms).toISOString().slice(0, 10)

describe('funnel view /admin/analytics', () => {
  const { openPage } = useBrowser()

  it('an analyst picks 30 days, sees the funnel and the daily chart, and downloads what is shown as CSV', async () => {
    // A real visit to the home funnel: the tracker sends the page view when the visitor leaves.
    const visitor = await openPage()
    await visitor.page.goto(`${baseUrl()}/`)
    await waitForHydration(visitor.page)
    await visitor.page.goto(`${baseUrl()}/auth`)
    const vid = await contextVisitorId(visitor.context, baseUrl())
    await expect
      .poll(async () => (await api(`/api/funnel-events?where[visitor_id][equals]=${vid}&limit=1`, { as: 'analyst' })).body.totalDocs, {
        timeout: 20_000,
      })
      .toBeGreaterThan(0)

    const { page } = await openPage({ viewport: { width: 1440, height: 1000 }, acceptDownloads: true })
    await signInToAdmin(page, baseUrl(), DEMO.analyst, DEMO_PASSWORD)
    expect(await page.getByRole('link', { name: 'Analytics' }).count()).toBe(1)
    await page.goto(`${baseUrl()}/admin/analytics`)
    await expect.poll(() => page.getByRole('heading', { level: 1, name: 'Funnel analytics' }).isVisible(), { timeout: 30_000 }).toBe(true)
    expect(await page.getByLabel('Funnel', { exact: true }).inputValue()).toBe('home')

    const to = utcDay(Date.now())
    const from = utcDay(Date.now() - 29 * DAY_MS)
    await page.getByRole('radio', { name: 'Last 30 days' }).check()
    await expect.poll(() => page.getByText(`Home funnel, ${from} to ${to} (UTC days)`).isVisible(), { timeout: 30_000 }).toBe(true)
    expect(await page.getByText('Updating the report…').count()).toBe(0)

    // The funnel: every home step with its figures, the first step with our visitor.
    const steps = page.getByRole('table', { name: 'Home funnel by step' })
    for (const column of ['Step', 'Unique visitors', 'From previous step', 'From first step', 'Median time from previous step'])
      expect(await steps.getByRole('columnheader', { name: column, exact: true }).isVisible()).toBe(true)
    for (const step of ['Visit', 'Lead', 'Pricing view', 'Plan click', 'Checkout started', 'Paid'])
      expect(await steps.getByRole('rowheader', { name: step, exact: true }).isVisible()).toBe(true)
    const visitRow = steps.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Visit', exact: true }) })
    const firstStepVisitors = Number((await visitRow.getByRole('cell').first().innerText()).replace(/,/g, ''))
    expect(firstStepVisitors).toBeGreaterThan(0)
    expect(await visitRow.getByRole('cell', { name: '100.0%' }).isVisible()).toBe(true)
    expect(
      await page.getByRole('table', { name: 'Home funnel revenue' }).getByRole('columnheader', { name: 'Earnings per click' }).isVisible(),
    ).toBe(true)

    // The daily chart: one line per step.
    const chart = page.getByRole('figure', { name: 'Daily unique visitors by step, and revenue (UTC days)' })
    await expect.poll(() => chart.locator('.recharts-line').count()).toBe(6)
    await screenshot(page, 'admin-analytics.png', { fullPage: true })

    const download = page.waitForEvent('download')
    await page.getByRole('button', { name: 'Download CSV' }).click()
    const file = await download
    expect(file.suggestedFilename()).toBe(`funnel-home-${from}-to-${to}.csv`)
    const lines = fs
      .readFileSync((await file.path())!, 'utf8')
      .trimEnd()
      .split('\r\n')
    expect(lines[0]).toBe(
      'segment,step,visitors,conversion_from_previous_pct,conversion_from_first_pct,median_seconds_from_previous,segment_revenue_usd,segment_revenue_per_visitor_usd,segment_earnings_per_click_usd,step_optional,previous_visitors,previous_conversion_from_first_pct,previous_segment_revenue_usd',
    )
    expect(lines[1]).toMatch(
      new RegExp(`^All visitors,Visit,${firstStepVisitors},,100\\.0,,\\d+\\.\\d\\d,\\d+\\.\\d\\d,\\d+\\.\\d\\d,no,,,$`),
    )
    expect(lines).toHaveLength(1 + 6)
  })

  it('a breakdown by device splits the steps and the revenue by segment', async () => {
    const { page } = await openPage({ viewport: { width: 1440, height: 1000 } })
    await signInToAdmin(page, baseUrl(), DEMO.marketer, DEMO_PASSWORD)
    await page.goto(`${baseUrl()}/admin/analytics`)
    await page.getByRole('radio', { name: 'Last 90 days' }).check()
    await page.getByLabel('Breakdown', { exact: true }).selectOption({ label: 'Device' })
    const revenue = page.getByRole('table', { name: 'Home funnel revenue by device' })
    await expect.poll(() => revenue.isVisible(), { timeout: 30_000 }).toBe(true)
    expect(await revenue.getByRole('rowheader', { name: 'All visitors' }).isVisible()).toBe(true)
    expect(await page.getByRole('table', { name: 'Home funnel by step and device' }).isVisible()).toBe(true)
    // Any order, against the 90 days before.
    await page.getByRole('radio', { name: 'Any order' }).check()
    await page.getByRole('checkbox', { name: 'Compare with the previous period' }).check()
    const compared = page
      .getByRole('table', { name: 'Home funnel by step and device' })
      .getByRole('columnheader', { name: 'Previous period' })
    await expect.poll(() => compared.isVisible(), { timeout: 30_000 }).toBe(true)
    expect(await page.getByText('Any order: a visitor who entered the funnel counts at every step').isVisible()).toBe(true)
    await page.getByLabel('Breakdown', { exact: true }).selectOption({ label: 'Experiment variant' })
    expect(await page.getByLabel('Experiment', { exact: true }).isVisible()).toBe(true)
    await screenshot(page, 'admin-analytics-by-device.png', { fullPage: true })
  })

  it('agency and vendor users get 403 (session or bearer token); a visitor who is not signed in is sent to the sign-in page', async () => {
    for (const who of [DEMO.agency, DEMO.vendor]) {
      const { page, context, expectProblem } = await openPage()
      // The browser reports the refused page load as a console error.
      expectProblem(/status of 403 \(Forbidden\).*\/admin\/analytics/)
      await signInContext(context, who, DEMO_PASSWORD)
      // A typed address, as the browser sends it (Payload reads Sec-Fetch-Site beside the cookie).
      const res = await context.request.get(`${baseUrl()}/admin/analytics`, { maxRedirects: 0, headers: { 'sec-fetch-site': 'none' } })
      expect(res.status()).toBe(403)
      const shown = await page.goto(`${baseUrl()}/admin/analytics`)
      expect(shown?.status()).toBe(403)
      expect(await page.getByRole('heading', { name: 'Not allowed' }).isVisible()).toBe(true)
      expect(await page.getByText('Funnel analytics').count()).toBe(0)
    }
    // A bearer token instead of the session cookie is refused the same way.
    expect((await api('/admin/analytics', { as: 'agency' })).status).toBe(403)
    const { page } = await openPage()
    await page.goto(`${baseUrl()}/admin/analytics`)
    await page.waitForURL(/\/admin\/login\?redirect=%2Fadmin%2Fanalytics/)
  })
})

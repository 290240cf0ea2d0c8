import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { screenshot, signInToAdmin, useBrowser } from '../support/browser'
import { DEMO, DEMO_PASSWORD, startServer, type RunningServer } from '../support/server'
import { sendTrackerBatch, trackerBatch } from '../support/tracker'

const { openPage } = useBrowser()

/**
 * An analyst sees an experiment's alert as a red banner and its results by device (issue 19,
 * point 5). A server of its own: the seeded 70/30 split must not show up in other files.
 */
const MOBILE_UA = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148'
const DESKTOP_UA = 'Mozilla/5.0 (X11; Linux x86_64) Chrome/126.0'

let server: RunningServer

beforeAll(async () => {
  server = await startServer()
  const at = new Date(Date.now() - 10 * 60_000).toISOString()
  // 70 in 'shown', 30 in 'hidden' on a 50/50 split; every third visitor on a phone.
  for (let i = 0; i < 100; i += 10)
    await Promise.all(
      Array.from({ length: 10 }, async (_, j) => {
        const n = i + j
        const vid = `e2e-srm-visitor-${String(n).padStart(3, '0')}`
        const exposure = {
          event_id: `xp_countdown_${vid}`,
          event_type: 'experiment_viewed',
          event_data: { experiment_id: 'countdown', variation_key: n < 70 ? 'shown' : 'hidden' },
          occurred_at: at,
        }
        const res = await sendTrackerBatch(server.url, vid, trackerBatch(`s-${vid}`, [exposure], { pageUrl: `${server.url}/` }), {
          'user-agent': n % 3 === 0 ? MOBILE_UA : DESKTOP_UA,
        })
        expect(res.status).toBe(200)
      }),
    )
})

afterAll(async () => {
  await server?.stop()
})

describe('experiment alerts in /admin/experiments', () => {
  it('an analyst sees the sample ratio mismatch as a red banner and the results by device', async () => {
    const { page, problems } = await openPage({ viewport: { width: 1440, height: 1000 } })
    await signInToAdmin(page, server.url, DEMO.analyst, DEMO_PASSWORD)
    await page.goto(`${server.url}/admin/experiments`)
    const section = page.getByRole('region', { name: /^countdown/ })
    const banner = section.getByRole('alert').filter({ hasText: 'Sample ratio mismatch in countdown' })
    await expect.poll(() => banner.isVisible(), { timeout: 30_000 }).toBe(true)
    expect(await banner.textContent()).toMatch(
      /SRM p = 6\.33e-5 \(below 0\.001\)\. Exposures: shown 70 \(expected 50%\), hidden 30 \(expected 50%\)/,
    )
    expect(await banner.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(253, 236, 236)')
    // Experiments without a problem have no banner.
    expect(
      await page
        .getByRole('region', { name: /^live-activity-feed/ })
        .getByRole('alert')
        .count(),
    ).toBe(0)

    await page.getByLabel('Break down by').selectOption({ label: 'Device' })
    const table = section.getByRole('table', { name: 'Results by device' })
    await expect.poll(() => table.isVisible(), { timeout: 30_000 }).toBe(true)
    // Phones: every third of 0…69 (24) and of 70…99 (10).
    const mobile = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'mobile' }) })
    expect(await mobile.getByRole('cell').allTextContents()).toEqual(expect.arrayContaining(['shown', '24']))
    const desktop = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'desktop' }) })
    expect(await desktop.getByRole('cell').allTextContents()).toEqual(expect.arrayContaining(['shown', '46']))
    expect(await table.getByRole('cell', { name: '10', exact: true }).count()).toBeGreaterThan(0)
    await banner.scrollIntoViewIfNeeded()
    await screenshot(page, 'experiment-alerts-admin.png', { fullPage: false })
    await table.scrollIntoViewIfNeeded()
    await screenshot(page, 'experiment-breakdown-admin.png', { fullPage: false })
    expect(problems()).toEqual([])
  })
})

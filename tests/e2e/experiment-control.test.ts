import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { api, baseUrl } from '../support/api'
import { screenshot, signInToAdmin, useBrowser, waitForHydration } from '../support/browser'
import { HOLDOUT_EXPERIMENT } from '../../experiments/holdout'
import { becomeVisitor, visitorIn } from '../support/experiments'
import { DEMO, DEMO_PASSWORD } from '../support/server'

/**
 * Issue 19 acceptance, as an analyst: change an experiment's weights in /admin/experiments and
 * see /features.json change while a returning visitor keeps their variation; stop it and see
 * everyone get the chosen variation (docs/decisions/063).
 */
type Rule = { weights?: number[]; force?: unknown }

async function countdownRule(): Promise<Rule | undefined> {
  const body = (await (await fetch(`${baseUrl()}/features.json`)).json()) as { features: Record<string, { rules?: Rule[] }> }
  return body.features.countdown?.rules?.[0]
}

/** Whether the home page shows the countdown, in the server's HTML and once hydrated (they must agree). */
async function countdownShown(page: Page): Promise<boolean> {
  const res = await page.goto(`${baseUrl()}/`)
  const roi = /<section[^>]*id="roi"[\s\S]*?<\/section>/.exec(await res!.text())?.[0] ?? ''
  await waitForHydration(page)
  const hydrated = (await page.locator('#roi').getByRole('timer').count()) === 1
  expect(hydrated).toBe(roi.includes('role="timer"'))
  return hydrated
}

describe('experiment control in the admin', () => {
  const { openPage } = useBrowser()

  it('an analyst re-weights countdown (a returning visitor keeps their variation), then stops it (everyone gets the chosen one)', async () => {
    try {
      // A returning visitor in 'shown': their browser holds the visitor id and the sticky bucket.
      const returning = await openPage()
      await becomeVisitor(returning.context, await visitorIn('/', 'countdown', 'shown'))
      expect(await countdownShown(returning.page)).toBe(true)

      const { page } = await openPage({ viewport: { width: 1440, height: 1000 } })
      await signInToAdmin(page, baseUrl(), DEMO.analyst, DEMO_PASSWORD)
      await page.goto(`${baseUrl()}/admin/experiments`)
      const controls = page.getByRole('region', { name: 'Control countdown' })
      await expect.poll(() => controls.isVisible(), { timeout: 30_000 }).toBe(true)
      expect(await controls.getByText('Status: running').isVisible()).toBe(true)

      await controls.getByText('Change traffic, weights, end date, targeting or state').click()
      // Everyone new to 'No countdown'.
      await controls.getByLabel('Weight of Countdown shown (%)').fill('0')
      await controls.getByLabel('Weight of No countdown (%)').fill('100')
      await controls.getByRole('button', { name: 'Save changes' }).click()
      await expect.poll(() => controls.getByRole('status').textContent()).toMatch(/Changes saved/)
      await expect.poll(async () => (await countdownRule())?.weights, { timeout: 10_000 }).toEqual([0, 1])

      expect(await countdownShown(returning.page)).toBe(true)
      // A newcomer outside the global holdout (which keeps the control: docs/decisions/090).
      const newcomer = await openPage()
      await becomeVisitor(newcomer.context, await visitorIn('/', HOLDOUT_EXPERIMENT, 'general'))
      expect(await countdownShown(newcomer.page)).toBe(false)

      // Stopped, serving 'No countdown' to everyone outside the holdout: the returning visitor too.
      await controls.getByLabel('Variation everyone gets when stopped').selectOption('hidden')
      await controls.getByRole('button', { name: 'Stop and serve the chosen variation' }).click()
      await expect
        .poll(() => controls.getByRole('status').textContent())
        .toMatch(/Stopped: everyone outside the 5% holdout gets hidden; the holdout keeps shown\./)
      expect(await controls.getByText('Status: stopped').isVisible()).toBe(true)
      await expect.poll(async () => (await countdownRule())?.force, { timeout: 10_000 }).toBe(false)
      expect(await countdownShown(returning.page)).toBe(false)
      expect(await countdownShown(newcomer.page)).toBe(false)

      // The history: who changed what, newest first.
      await controls.getByText('Change history (2)').click()
      const rows = controls.getByRole('table', { name: /Changes to countdown/ }).getByRole('row')
      expect(await rows.count()).toBe(3)
      expect(await rows.nth(1).getByRole('cell', { name: DEMO.analyst }).isVisible()).toBe(true)
      expect(await rows.nth(1).getByRole('cell', { name: 'state, served_variation' }).isVisible()).toBe(true)
      await controls.scrollIntoViewIfNeeded()
      await screenshot(page, 'experiment-controls-admin.png', { fullPage: false })
    } finally {
      const stored = await api('/api/experiment-controls?where[experiment][equals]=countdown&depth=0', { as: 'analyst' })
      for (const doc of stored.body.docs ?? []) await api(`/api/experiment-controls/${doc.id}`, { method: 'DELETE', as: 'analyst' })
    }
    await expect.poll(async () => (await countdownRule())?.weights, { timeout: 10_000 }).toEqual([0.5, 0.5])
  })
})

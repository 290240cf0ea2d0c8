import type { Locator } from 'playwright-core'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { COPY_SLOTS } from '../../contracts/copy-lab'
import { minSamplePerArm } from '../../experiments/copy-rules/power'
import { api, baseUrl } from '../support/api'
import { signInContext } from '../support/auth-page'
import { screenshot, signInToAdmin, useBrowser } from '../support/browser'
import { DEMO, DEMO_PASSWORD } from '../support/server'
import { sendTrackerBatch, trackerBatch, type TrackedEvent } from '../support/tracker'

/**
 * Issue 20, the copy lab's screens as a marketer uses them: the slots, one slot's variants
 * suggested and reviewed, the start-test form's power calculation, and a test started, watched
 * and stopped from the screen. What the functions decide has its own tests
 * (tests/integration/copy-lab-tests.test.ts); nothing here is promoted, so no page changes.
 */
const SLOT = COPY_SLOTS['home-headline']

/** The ids of a collection's documents on the slot, as the test admin sees them. */
async function idsOn(collection: 'copy-variants' | 'copy-tests'): Promise<string[]> {
  const res = await api(`/api/${collection}?where[slot][equals]=${SLOT.id}&limit=1000&depth=0`, { as: 'admin' })
  expect(res.status).toBe(200)
  return (res.body.docs as { id: string | number }[]).map((doc) => String(doc.id))
}

/**
 * Home visitors of the last minutes, `leads` of them leaving their e-mail, as the tracker sends
 * them: the slot's 30-day baseline that the power calculation starts from.
 */
async function homeVisitors(visitors: number, leads: number): Promise<void> {
  const run = `cl-e2e-${Date.now().toString(36)}`
  for (let i = 0; i < visitors; i++) {
    const vid = `${run}-${i}`
    const at = (secondsAgo: number) => new Date(Date.now() - secondsAgo * 1000).toISOString()
    const events: TrackedEvent[] = [{ event_id: `pv_${vid}`, event_type: 'page_view', event_data: { path: '/' }, occurred_at: at(120) }]
    if (i < leads) events.push({ event_id: `lc_${vid}`, event_type: 'lead_captured', event_data: { path: '/' }, occurred_at: at(60) })
    const res = await sendTrackerBatch(
      baseUrl(),
      vid,
      trackerBatch(`s-${vid}`, events, { pageUrl: `${baseUrl()}/`, scrollDepth: 50, timeOnPage: 5000 }),
    )
    expect(res.status).toBe(200)
  }
}

/** A variant's card, found by its words as a person reads it. */
const card = (variants: Locator, text: string) => variants.getByRole('article', { name: text, exact: true })

/** The words of the newest `n` cards, top to bottom (a card's first paragraph is its words). */
async function newestTexts(variants: Locator, n: number): Promise<string[]> {
  const cards = variants.getByRole('article')
  const texts: string[] = []
  for (let i = 0; i < n; i++) texts.push(await cards.nth(i).locator('p').first().innerText())
  return texts
}

describe('the copy lab in the admin', () => {
  const { openPage } = useBrowser()
  const before = { 'copy-tests': [] as string[], 'copy-variants': [] as string[] }

  beforeEach(async () => {
    for (const collection of ['copy-tests', 'copy-variants'] as const) before[collection] = await idsOn(collection)
  })
  // What a test made goes again, its copy tests first (as the test admin: only admins delete them).
  afterEach(async () => {
    for (const collection of ['copy-tests', 'copy-variants'] as const)
      for (const id of (await idsOn(collection)).filter((id) => !before[collection].includes(id)))
        expect((await api(`/api/${collection}/${id}`, { method: 'DELETE', as: 'admin' })).status).toBe(200)
  })

  it('a marketer suggests three variants of the home headline, edits, approves and rejects them, and sees the sample size a fixed-horizon test needs', async () => {
    await homeVisitors(40, 4)
    const { page } = await openPage({ viewport: { width: 1440, height: 1000 } })
    await signInToAdmin(page, baseUrl(), DEMO.marketer, DEMO_PASSWORD)
    expect(await page.getByRole('link', { name: 'Copy lab' }).count()).toBe(1)
    await page.goto(`${baseUrl()}/admin/copy-lab`)

    // The slots: each with its page, metric, published words, running test and tests.
    const slots = page.getByRole('table', { name: 'Copy slots' })
    await expect.poll(() => slots.isVisible(), { timeout: 30_000 }).toBe(true)
    for (const column of ['Slot', 'Page', 'Metric', 'Published words', 'Test running', 'Tests'])
      expect(await slots.getByRole('columnheader', { name: column, exact: true }).isVisible()).toBe(true)
    for (const slot of Object.values(COPY_SLOTS))
      expect(await slots.getByRole('link', { name: slot.label, exact: true }).isVisible()).toBe(true)
    const home = slots.getByRole('row').filter({ has: page.getByRole('rowheader', { name: SLOT.label, exact: true }) })
    expect(await home.getByRole('cell', { name: 'Lead captured' }).isVisible()).toBe(true)
    // Each sequence step's subject line is a slot too (docs/decisions/097): its test counts the e-mail's click.
    const subject = slots
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: 'Lead nurture · e-mail 1 subject', exact: true }) })
    expect(await subject.getByRole('cell', { name: 'E-mail click' }).isVisible()).toBe(true)
    expect(await subject.getByRole('link', { name: 'E-mail subject' }).getAttribute('href')).toMatch(
      /^\/admin\/collections\/sequences\/\w+$/,
    )
    await screenshot(page, 'admin-copy-lab-slots.png', { fullPage: true })
    // Its screen names it after its sequence and says where the words show.
    await slots.getByRole('link', { name: 'Lead nurture · e-mail 1 subject', exact: true }).click()
    await page.waitForURL(/\/admin\/copy-lab\/subject-lead-nurture-1$/)
    expect(await page.getByRole('heading', { level: 1, name: 'Lead nurture · e-mail 1 subject' }).isVisible()).toBe(true)
    await expect.poll(() => page.getByText('The subject line of an e-mail in').isVisible(), { timeout: 30_000 }).toBe(true)
    await page.goto(`${baseUrl()}/admin/copy-lab`)
    await expect.poll(() => slots.isVisible(), { timeout: 30_000 }).toBe(true)

    await slots.getByRole('link', { name: SLOT.label, exact: true }).click()
    await page.waitForURL(/\/admin\/copy-lab\/home-headline$/)
    expect(await page.getByRole('heading', { level: 1, name: SLOT.label }).isVisible()).toBe(true)

    // Three drafts, newest first, each with its angle, rationale, source and a live preview.
    const variants = page.getByRole('region', { name: 'Variants' })
    await expect.poll(() => variants.isVisible(), { timeout: 30_000 }).toBe(true)
    const cardsBefore = await variants.getByRole('article').count()
    await variants.getByLabel('Brief (optional)').fill('more urgency')
    await variants.getByRole('button', { name: 'Suggest variants' }).click()
    await expect.poll(() => variants.getByRole('status').first().textContent(), { timeout: 30_000 }).toMatch(/^Variants suggested/)
    expect(await variants.getByRole('article').count()).toBe(cardsBefore + 3)
    const [first, second, third] = await newestTexts(variants, 3)
    for (const text of [first!, second!, third!]) {
      const draft = card(variants, text)
      expect(await draft.getByText('Draft', { exact: true }).isVisible()).toBe(true)
      const preview = draft.getByRole('link', { name: 'Preview' })
      expect(await preview.getAttribute('target')).toBe('_blank')
      expect(await preview.getAttribute('href')).toMatch(/^\/preview\/copy\/[^/]+$/)
    }

    // Edit the first: the counter follows the words, and they stay a draft.
    const edited = 'Resell local SEO at 10x your cost, starting today'
    await card(variants, first!).getByRole('button', { name: 'Edit' }).click()
    const words = card(variants, first!).getByLabel('Words')
    await words.fill(edited)
    expect(await card(variants, first!).getByText(`${edited.length} / ${SLOT.maxLength} characters`).isVisible()).toBe(true)
    await words.fill('x'.repeat(SLOT.maxLength + 1))
    expect(
      await card(variants, first!)
        .getByText(`${SLOT.maxLength + 1} / ${SLOT.maxLength} characters`)
        .isVisible(),
    ).toBe(true)
    await words.fill(edited)
    await card(variants, first!).getByRole('button', { name: 'Save' }).click()
    await expect.poll(() => card(variants, edited).getByRole('status').textContent()).toMatch(/^Saved/)
    expect(await card(variants, edited).getByText('edited by a marketer').isVisible()).toBe(true)
    expect(await card(variants, edited).getByText('Draft', { exact: true }).isVisible()).toBe(true)

    // Approve the edited one and the second, reject the third.
    await card(variants, edited).getByRole('button', { name: 'Approve' }).click()
    await expect.poll(() => card(variants, edited).getByRole('status').textContent()).toBe('Approved')
    await card(variants, second!).getByRole('button', { name: 'Approve' }).click()
    await expect.poll(() => card(variants, second!).getByRole('status').textContent()).toBe('Approved')
    await card(variants, third!).getByRole('button', { name: 'Reject' }).click()
    await expect.poll(() => card(variants, third!).getByRole('status').textContent()).toBe('Rejected')
    expect(await card(variants, third!).getByText('Rejected', { exact: true }).first().isVisible()).toBe(true)
    expect(await card(variants, third!).getByRole('button', { name: 'Approve' }).isVisible()).toBe(true)
    expect(await card(variants, edited).getByRole('button', { name: 'Approve' }).count()).toBe(0)

    // Words of one's own join the list, approved as written.
    const own = page.getByRole('form', { name: 'Add your own words' })
    await own.getByLabel('Your words').fill('Get your plan in 10 minutes')
    expect(await own.getByText(`27 / ${SLOT.maxLength} characters`).isVisible()).toBe(true)
    await own.getByLabel('Angle').selectOption({ label: 'Specificity' })
    await own.getByRole('button', { name: 'Add variant' }).click()
    await expect.poll(() => own.getByRole('status').textContent()).toMatch(/^Added/)
    expect(
      await card(variants, 'Get your plan in 10 minutes')
        .getByText(/^Approved · Specificity · human$/)
        .isVisible(),
    ).toBe(true)

    // The start form offers the approved words; a fixed horizon shows its sample size before the start.
    const start = page.getByRole('form', { name: 'Start test' })
    await start.getByRole('checkbox', { name: edited }).check()
    expect(await start.getByRole('checkbox', { name: third! }).count()).toBe(0)
    await start.getByRole('radio', { name: 'Sequential' }).check()
    expect(await start.getByLabel('Minimum detectable effect (%)').count()).toBe(0)
    expect(await start.getByText(/^Needs /).count()).toBe(0)
    await start.getByRole('radio', { name: 'Fixed horizon' }).check()
    expect(await start.getByLabel('Minimum detectable effect (%)').inputValue()).toBe('20')
    // The figure the screen shows is the formula's at the slot's baseline rate, for two arms, then three.
    const { baseline } = (await api('/fn/copy-lab', { method: 'POST', body: { view: 'slot', slot: SLOT.id }, as: 'marketer' })).body
    expect(baseline.conversions).toBeGreaterThan(0)
    const rate = `${(baseline.rate * 100).toFixed(baseline.rate < 0.01 ? 2 : 1)}%`
    const needs = (effect: number, arms: number) => {
      const perArm = minSamplePerArm({ baselineRate: baseline.rate, minimumDetectableEffect: effect, arms })!
      return `Needs ${perArm.toLocaleString('en-US')} visitors per arm (${(perArm * arms).toLocaleString('en-US')} in all) at the current rate of ${rate}.`
    }
    expect(await start.getByText(needs(0.2, 2), { exact: true }).isVisible()).toBe(true)
    await start.getByLabel('Minimum detectable effect (%)').fill('40')
    expect(await start.getByText(needs(0.4, 2), { exact: true }).isVisible()).toBe(true)
    await start.getByLabel('Minimum detectable effect (%)').fill('20')
    await start.getByRole('checkbox', { name: second! }).check()
    expect(await start.getByText(needs(0.2, 3), { exact: true }).isVisible()).toBe(true)
    expect(await start.getByText('The rule cannot be changed after the start.').isVisible()).toBe(true)
    expect(await start.getByRole('button', { name: 'Start test' }).isEnabled()).toBe(true)
    expect(await page.getByRole('region', { name: 'Test history' }).isVisible()).toBe(true)
    await screenshot(page, 'admin-copy-lab-slot.png', { fullPage: true })
  })

  it('a marketer starts a sequential test from the form, sees each arm live, and stops it: nothing is promoted', async () => {
    const words = ['Local SEO for your clients at 10x your cost', 'Your first white-label SEO client in 30 days']
    for (const text of words) {
      const added = await api('/fn/review-copy-variant', {
        method: 'POST',
        body: { action: 'add', slot: SLOT.id, text, angle: 'outcome' },
        as: 'marketer',
      })
      expect(added.status).toBe(200)
    }
    const { page } = await openPage({ viewport: { width: 1440, height: 1000 } })
    await signInToAdmin(page, baseUrl(), DEMO.marketer, DEMO_PASSWORD)
    await page.goto(`${baseUrl()}/admin/copy-lab/${SLOT.id}`)
    const published = page.getByRole('region', { name: 'Published words' }).getByRole('blockquote')
    await expect.poll(() => published.isVisible(), { timeout: 30_000 }).toBe(true)
    const publishedWords = await published.innerText()

    const start = page.getByRole('form', { name: 'Start test' })
    for (const text of words) await start.getByRole('checkbox', { name: text }).check()
    await start.getByRole('radio', { name: 'Sequential' }).check()
    expect(await start.getByText(/^Needs /).count()).toBe(0)
    await start.getByRole('button', { name: 'Start test' }).click()

    // The test's arms: the published words as control, then the chosen words.
    const running = page.getByRole('region', { name: 'Running test' })
    await expect.poll(() => running.getByRole('status').textContent(), { timeout: 20_000 }).toBe('Test started')
    expect(await running.getByText('Sequential', { exact: true }).isVisible()).toBe(true)
    const arms = page.getByRole('table', { name: 'Running test' })
    for (const column of ['Arm', 'Words', 'Weight', 'Users', 'Conversions', 'Rate', 'Uplift (95% interval)', 'Chance to be best'])
      expect(await arms.getByRole('columnheader', { name: column, exact: true }).isVisible()).toBe(true)
    const rows = arms.getByRole('row')
    expect(await rows.count()).toBe(4)
    expect(await rows.nth(1).getByRole('cell', { name: publishedWords, exact: true }).isVisible()).toBe(true)
    expect(await rows.nth(1).getByRole('cell', { name: 'baseline' }).isVisible()).toBe(true)
    for (const text of words) expect(await arms.getByRole('cell', { name: text, exact: true }).isVisible()).toBe(true)
    expect(await page.getByRole('form', { name: 'Start test' }).count()).toBe(0)
    await screenshot(page, 'admin-copy-lab-running.png', { fullPage: true })

    // On a narrow screen the arms' table scrolls sideways in its own box, and the page does not.
    await page.setViewportSize({ width: 480, height: 1000 })
    const box = page.getByRole('group', { name: 'Running test' })
    await expect.poll(() => box.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true)
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true)
    await box.focus()
    await page.keyboard.press('ArrowRight')
    await expect.poll(() => box.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0)
    await screenshot(page, 'admin-copy-lab-running-narrow.png')
    await page.setViewportSize({ width: 1440, height: 1000 })

    // Stopping asks first; then the test is history, nothing to roll back, and the words stay.
    await running.getByRole('button', { name: 'Stop test' }).click()
    await running.getByRole('group', { name: 'Confirm stopping the test' }).getByRole('button', { name: 'Yes, stop it' }).click()
    const panel = page.getByRole('region', { name: 'Start a test' })
    await expect.poll(() => panel.getByRole('status').textContent(), { timeout: 20_000 }).toBe('Test stopped')
    const history = page.getByRole('table', { name: 'Test history' })
    expect(await history.getByRole('cell', { name: 'Stopped by hand' }).isVisible()).toBe(true)
    expect(await history.getByRole('cell', { name: 'Unchanged' }).isVisible()).toBe(true)
    expect(await history.getByRole('button', { name: 'Roll back' }).count()).toBe(0)
    expect(await published.innerText()).toBe(publishedWords)
  })

  it('agency users get 403 at the copy lab and its slots', async () => {
    const { page, context, expectProblem } = await openPage()
    // The browser reports the refused page load as a console error.
    expectProblem(/status of 403 \(Forbidden\).*\/admin\/copy-lab/)
    await signInContext(context, DEMO.agency, DEMO_PASSWORD)
    for (const path of ['/admin/copy-lab', `/admin/copy-lab/${SLOT.id}`]) {
      const shown = await page.goto(`${baseUrl()}${path}`)
      expect(shown?.status()).toBe(403)
      expect(await page.getByRole('heading', { name: 'Not allowed' }).isVisible()).toBe(true)
      expect(await page.getByText(SLOT.label).count()).toBe(0)
    }
  })
})

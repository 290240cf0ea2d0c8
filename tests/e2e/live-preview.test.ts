import { afterAll, describe, expect, it } from 'vitest'
import { api, baseUrl } from '../support/api'
import { screenshot, signInToAdmin, useBrowser } from '../support/browser'
import { DEMO, DEMO_PASSWORD } from '../support/server'

const { openPage } = useBrowser()

const publishedHeadline = async () => (await api('/api/globals/home')).body.hero.headline as string
const draftHeadline = async () => (await api('/api/globals/home?draft=true', { as: 'marketer' })).body.hero.headline as string

/** What a visitor's browser gets for `/`: the server-rendered HTML, no cookies. */
async function visitorHtml(): Promise<string> {
  const res = await fetch(`${baseUrl()}/`)
  expect(res.status).toBe(200)
  return res.text()
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

describe('live preview of the home page in the admin', () => {
  let published: string | undefined

  // The typed words stay behind as an autosaved draft. Other tests open the admin and
  // expect the published headline in the field, so put the draft back if the test did not.
  afterAll(async () => {
    if (published === undefined || (await draftHeadline()) === published) return
    const current = (await api('/api/globals/home?draft=true&depth=0', { as: 'marketer' })).body
    await api('/api/globals/home?draft=true', {
      method: 'POST',
      as: 'marketer',
      body: { ...current, hero: { ...current.hero, headline: published } },
    })
  })

  it('shows the headline a marketer types in the preview at once, while visitors still get the published one', async () => {
    published = await publishedHeadline()
    const typed = `Live preview ${Date.now().toString(36)} — typed, not saved`
    expect(published).not.toBe(typed)

    const { page, problems } = await openPage({ viewport: { width: 1600, height: 1000 } })
    // A marketer's preview is not funnel traffic: the preview page must send no events.
    const tracked: string[] = []
    page.on('request', (request) => {
      if (request.url().includes('/fn/track-funnel-event')) tracked.push(request.url())
    })
    await signInToAdmin(page, baseUrl(), DEMO.marketer, DEMO_PASSWORD)
    await page.goto(`${baseUrl()}/admin/globals/home`)
    await expect.poll(() => page.getByRole('heading', { name: 'Home page' }).isVisible()).toBe(true)
    const field = page.getByRole('textbox', { name: /^Headline/ })
    expect(await field.inputValue()).toBe(published)

    // The eye button next to "Publish changes" opens the preview: the web app's
    // `/?preview=true`, in an iframe beside the form.
    await page.getByRole('button', { name: 'Live Preview' }).click()
    const iframe = page.locator('iframe')
    await iframe.waitFor()
    expect(new URL((await iframe.getAttribute('src'))!, baseUrl()).href).toBe(`${baseUrl()}/?preview=true`)
    const preview = page.frameLocator('iframe')
    await preview.getByRole('heading', { level: 1, name: published }).waitFor({ timeout: 20_000 })
    // The preview renders from the admin's form state once its live-preview client is up.
    await page.waitForLoadState('networkidle').catch(() => undefined)

    // From here on the preview must change in place (postMessage from the admin), not reload.
    const previewLoads: string[] = []
    page.on('request', (req) => {
      if (req.isNavigationRequest() && req.frame() !== page.mainFrame()) previewLoads.push(req.url())
    })

    await field.click()
    await field.press('ControlOrMeta+A')
    await field.press('Delete')
    await field.pressSequentially(typed, { delay: 15 })
    const typedAt = Date.now()

    // Within a few seconds (1–2.5 s in practice), without saving or publishing, the preview
    // shows the new words.
    await expect
      .poll(() => preview.getByRole('heading', { level: 1, name: typed }).isVisible(), { timeout: 8_000, interval: 100 })
      .toBe(true)
    const shownAfterMs = Date.now() - typedAt
    expect(await preview.getByText(published, { exact: true }).count()).toBe(0)
    expect(previewLoads).toEqual([])
    await screenshot(page, 'admin-live-preview.png')
    console.info(`live preview showed the typed headline ${shownAfterMs} ms after the last key`)

    // The admin autosaves a draft as the marketer types; nothing was published.
    await expect.poll(draftHeadline, { timeout: 10_000 }).toBe(typed)
    expect(await publishedHeadline()).toBe(published)
    const html = await visitorHtml()
    expect(html).not.toContain(typed)
    expect(html).not.toContain(escapeHtml(typed))
    expect(html).toContain(escapeHtml(published))

    expect(problems()).toEqual([])
    expect(tracked).toEqual([])

    // Leave the home page as it was: "Revert to published" drops the draft.
    await page.getByRole('button', { name: 'Revert to published' }).click()
    await page.getByRole('button', { name: 'Confirm' }).click()
    await expect.poll(draftHeadline, { timeout: 10_000 }).toBe(published)
  })
})

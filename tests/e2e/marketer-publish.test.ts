import { afterAll, describe, expect, it } from 'vitest'
import { api, baseUrl } from '../support/api'
import { DEMO, DEMO_PASSWORD } from '../support/server'
import { screenshot, signInToAdmin, useBrowser, waitForHydration } from '../support/browser'

async function homeHtml(): Promise<string> {
  const res = await fetch(`${baseUrl()}/`)
  expect(res.status).toBe(200)
  return res.text()
}

describe('a marketer publishes the home page in the admin', () => {
  const { openPage } = useBrowser()
  /** The published home page before the test, put back after it (even when it fails). */
  let original: Record<string, any> | undefined

  // Other files share this server and expect the seeded words, so publish them again.
  // useBrowser's afterEach has closed the admin tab by now: no autosave can follow.
  afterAll(async () => {
    if (!original) return
    const restored = await api('/api/globals/home', { method: 'POST', as: 'admin', body: { ...original, _status: 'published' } })
    expect(restored.status).toBe(200)
    expect((await api('/api/globals/home')).body.hero.headline).toBe(original.hero.headline)
    expect((await api('/api/globals/home?draft=true', { as: 'marketer' })).body.hero.headline).toBe(original.hero.headline)
  })

  it('changes the hero headline; autosaved drafts stay private, publishing makes it public', async () => {
    const headline = `E2E headline ${Date.now().toString(36)} — ship it`
    const published = (await api('/api/globals/home?depth=0')).body
    original = published
    const before = published.hero.headline as string
    expect(before).not.toBe(headline)

    const { page, context } = await openPage()
    await signInToAdmin(page, baseUrl(), DEMO.marketer, DEMO_PASSWORD)

    await page.goto(`${baseUrl()}/admin/globals/home`)
    await expect.poll(() => page.getByRole('heading', { name: 'Home page' }).isVisible()).toBe(true)
    const field = page.getByRole('textbox', { name: /^Headline/ })
    expect(await field.inputValue()).toBe(before)

    // Typing autosaves a draft; the public page must not show it.
    const autosaved = page.waitForResponse(
      (res) => res.request().method() === 'POST' && /\/api\/globals\/home\b.*autosave=true/.test(res.url()),
      { timeout: 20_000 },
    )
    await field.fill(headline)
    expect((await autosaved).ok()).toBe(true)
    expect(await homeHtml()).not.toContain(headline)
    expect((await api('/api/globals/home')).body.hero.headline).toBe(before)

    await page.getByRole('button', { name: 'Publish changes' }).click()
    await page.getByText('Updated successfully.').waitFor()
    await screenshot(page, 'admin-home-published.png')

    // Visitors get the new words at once: in the server-rendered HTML…
    const html = await homeHtml()
    expect(html).toContain(headline)
    expect(html).not.toContain(before)
    expect((await api('/api/globals/home')).body.hero.headline).toBe(headline)

    // …and in a browser, signed out (a fresh context), after hydration.
    const visitor = await openPage()
    await visitor.page.goto(`${baseUrl()}/`)
    await waitForHydration(visitor.page)
    expect(await visitor.page.getByRole('heading', { level: 1, name: headline }).isVisible()).toBe(true)
    expect(await visitor.page.getByText(before).count()).toBe(0)
    expect(visitor.problems()).toEqual([])

    // The marketer's own tab, reloaded, shows it too.
    await page.goto(`${baseUrl()}/`)
    await waitForHydration(page)
    expect(await page.getByRole('heading', { level: 1, name: headline }).isVisible()).toBe(true)
    await context.close()
  })
})

import { describe, expect, it } from 'vitest'
import { api, baseUrl } from '../support/api'
import { screenshot, signInToAdmin, useBrowser } from '../support/browser'
import { DEMO, DEMO_PASSWORD } from '../support/server'

const { openPage } = useBrowser()

describe('live preview of the home page in the admin', () => {
  it('shows the headline a marketer types in the preview, while visitors still see the published one', async () => {
    const { page } = await openPage({ viewport: { width: 1600, height: 1000 } })
    await signInToAdmin(page, baseUrl(), DEMO.marketer, DEMO_PASSWORD)
    await page.goto(`${baseUrl()}/admin/globals/home`)
    await expect.poll(() => page.getByRole('heading', { name: 'Home page' }).isVisible()).toBe(true)

    await page.getByRole('button', { name: 'Live Preview' }).click()
    const preview = page.frameLocator('iframe').first()
    const published = (await api('/api/globals/home')).body.hero.headline as string
    await preview.getByRole('heading', { level: 1, name: published }).waitFor({ timeout: 20_000 })

    const typed = `Live preview headline ${Date.now()}`
    await page.getByRole('textbox', { name: /^Headline/ }).fill(typed)
    await preview.getByRole('heading', { level: 1, name: typed }).waitFor({ timeout: 15_000 })
    await screenshot(page, 'admin-live-preview.png')

    // Nothing was published: visitors still get the published words.
    const html = await (await fetch(`${baseUrl()}/`)).text()
    expect(html).not.toContain(typed)
    expect(html).toContain(published.replace(/&/g, '&amp;'))
  })
})

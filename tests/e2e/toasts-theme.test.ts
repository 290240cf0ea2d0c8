import { describe, expect, it } from 'vitest'
import { baseUrl } from '../support/api'
import { screenshot, useBrowser, waitForHydration } from '../support/browser'

const EMPTY_FIELDS = 'Please fill in all fields'

describe('notification toasts', () => {
  const { openPage } = useBrowser()

  for (const colorScheme of ['dark', 'light'] as const) {
    it(`follow the system theme (${colorScheme}) and show bottom-right`, async () => {
      const { page, problems } = await openPage({ colorScheme })
      await page.goto(`${baseUrl()}/auth`)
      await waitForHydration(page)

      await page.getByRole('button', { name: 'Sign In', exact: true }).click()
      const toast = page.locator('[data-sonner-toast]').filter({ hasText: EMPTY_FIELDS })
      await toast.waitFor()
      expect(await page.getByText(EMPTY_FIELDS).isVisible()).toBe(true)
      // Fully shown once its entrance animation ends.
      await expect.poll(() => toast.evaluate((item) => getComputedStyle(item).opacity)).toBe('1')

      const toaster = page.locator('[data-sonner-toaster]')
      expect(await toaster.getAttribute('data-sonner-theme')).toBe(colorScheme)
      expect(await toaster.getAttribute('data-y-position')).toBe('bottom')
      expect(await toaster.getAttribute('data-x-position')).toBe('right')
      // Really in the bottom-right corner of the 1280×800 viewport.
      const box = (await toast.boundingBox())!
      expect(box.x + box.width).toBeGreaterThan(1280 - 80)
      expect(box.y + box.height).toBeGreaterThan(800 - 80)
      await screenshot(page, `toast-${colorScheme}.png`)
      expect(problems()).toEqual([])
    })
  }

  it('show at most 3 at once and each goes away after about 4 s', async () => {
    const { page, problems } = await openPage()
    await page.goto(`${baseUrl()}/auth`)
    await waitForHydration(page)
    const button = page.getByRole('button', { name: 'Sign In', exact: true })
    const toasts = page.locator('[data-sonner-toast]')

    // One toast: it lives about 4 s (sonner's duration, plus its exit animation).
    await button.click()
    await toasts.first().waitFor()
    const shownAt = Date.now()
    await page.mouse.move(10, 10) // hovering the toaster would pause the timer
    await toasts.first().waitFor({ state: 'detached', timeout: 7_000 })
    const lifetime = Date.now() - shownAt
    expect(lifetime).toBeGreaterThan(3_000)
    expect(lifetime).toBeLessThan(7_000)

    // Five quick toasts: all are in the list, but sonner hides (data-visible="false", opacity 0) all but 3.
    for (let i = 0; i < 5; i++) await button.click()
    await expect.poll(() => toasts.count()).toBe(5)
    await expect.poll(() => page.locator('[data-sonner-toast][data-visible="true"]').count()).toBe(3)
    // What a person sees: toasts that are not fully transparent (sonner fades hidden ones out).
    const seen = () => toasts.evaluateAll((items) => items.filter((item) => Number(getComputedStyle(item).opacity) > 0).length)
    await expect.poll(seen).toBe(3)
    await screenshot(page, 'toasts-five-clicks.png')

    await expect.poll(() => toasts.count(), { timeout: 8_000, interval: 250 }).toBe(0)
    expect(problems()).toEqual([])
  })
})

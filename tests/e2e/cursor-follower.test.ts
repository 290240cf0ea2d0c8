import { describe, expect, it } from 'vitest'
import { baseUrl } from '../support/api'
import { useBrowser, waitForHydration } from '../support/browser'

describe('the glowing cursor follower', () => {
  const { openPage } = useBrowser()

  it('follows the mouse on a desktop without touch', async () => {
    const { page, problems } = await openPage({ viewport: { width: 1280, height: 800 }, hasTouch: false, isMobile: false })
    await page.goto(`${baseUrl()}/`)
    await waitForHydration(page)
    await page.mouse.move(100, 100)
    await page.mouse.move(640, 420, { steps: 8 })

    const follower = page.getByTestId('cursor-follower')
    await follower.waitFor({ state: 'attached' })
    expect(await follower.getAttribute('aria-hidden')).toBe('true')
    // It eases towards the pointer: its 32 px dot ends up centred on it.
    await expect
      .poll(async () => {
        const box = (await follower.boundingBox())!
        return Math.round(Math.hypot(box.x + box.width / 2 - 640, box.y + box.height / 2 - 420))
      })
      .toBeLessThan(4)
    // Decorative only: it never takes a click.
    expect(await follower.evaluate((el) => getComputedStyle(el).pointerEvents)).toBe('none')
    expect(problems()).toEqual([])
  })

  it('never appears on a touch phone', async () => {
    const { page, problems } = await openPage({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })
    await page.goto(`${baseUrl()}/`)
    await waitForHydration(page)
    await page.getByRole('button', { name: 'UNLOCK THE COMPLETE BLUEPRINT' }).tap()
    await page.mouse.move(200, 300)
    await page.waitForTimeout(500)
    expect(await page.getByTestId('cursor-follower').count()).toBe(0)
    // Nor in the server-rendered HTML.
    expect(await (await fetch(`${baseUrl()}/`)).text()).not.toContain('cursor-follower')
    expect(problems()).toEqual([])
  })
})

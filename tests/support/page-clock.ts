import type { Locator, Page } from 'playwright-core'

/**
 * A page's clock held by the test (installed with `page.clock.install()` before the page
 * loads). A step that lasts a few hundred milliseconds on the page lasts as long as the test
 * needs to look at it, however slow the machine: nothing on the page moves on until
 * `page.clock.runFor` or `page.clock.resume()`.
 */
export async function holdClock(page: Page, aheadMs = 1000): Promise<void> {
  // pauseAt jumps forward to the given time, so it must lie ahead of the page's clock.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + aheadMs)
}

/**
 * Moves a held clock on in small steps until `target` shows (a lazy chunk revealed by React,
 * say): once it shows, less than one step of the page's time has passed since it appeared.
 */
export async function runClockUntilVisible(page: Page, target: Locator, { stepMs = 50, timeoutMs = 15_000 } = {}): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (!(await target.isVisible())) {
    if (Date.now() > deadline) throw new Error(`not visible within ${timeoutMs} ms: ${target}`)
    await page.clock.runFor(stepMs)
  }
}

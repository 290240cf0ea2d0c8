import type { Locator } from 'playwright-core'
import { expect } from 'vitest'

/**
 * Scrolls a comparison table's box to its right end and checks that its feature column is still
 * in view and on top (issue 31: the feature column stays visible on a phone).
 */
export async function expectFeatureColumnInView(table: Locator): Promise<void> {
  const feature = table.locator('tbody th').first()
  await table.evaluate((el) => el.scrollTo({ left: el.scrollWidth }))
  // Scrolled to its end where it overflows (on a phone); a wide screen shows every column.
  await expect.poll(() => table.evaluate((el) => el.scrollWidth <= el.clientWidth || el.scrollLeft > 0)).toBe(true)
  // The page's sticky bars stay out of the way: the first row in the middle of the screen.
  await feature.evaluate((el) => window.scrollBy(0, el.getBoundingClientRect().top - window.innerHeight / 2))
  const box = (await table.boundingBox())!
  const cell = (await feature.boundingBox())!
  expect(cell.x).toBeGreaterThanOrEqual(box.x - 1)
  expect(cell.x + cell.width).toBeLessThanOrEqual(box.x + box.width + 1)
  // What is on top at the cell's middle is the cell, not a plan column scrolled over it.
  const onTop = await feature.evaluate((el) => {
    const r = el.getBoundingClientRect()
    const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2)
    return el.contains(hit) ? 'the feature cell' : (hit?.outerHTML.slice(0, 200) ?? 'nothing')
  })
  expect(onTop).toBe('the feature cell')
}

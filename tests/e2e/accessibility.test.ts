import fs from 'node:fs'
import { createRequire } from 'node:module'
import { describe, expect, it } from 'vitest'
import { baseUrl } from '../support/api'
import { useBrowser, waitForHydration } from '../support/browser'
import { PUBLIC_PAGES } from '../support/public-pages'
import { EU_COUNTRY } from '../support/visitor-country'

const { openPage } = useBrowser()

/** axe-core, the engine of Lighthouse's accessibility score, as the Lighthouse we bench with ships it. */
const axeSource = fs.readFileSync(
  createRequire(createRequire(import.meta.url).resolve('lighthouse/package.json')).resolve('axe-core/axe.min.js'),
  'utf8',
)

type AxeResult = { id: string; nodes: { target: string[]; failureSummary?: string }[] }

/**
 * Every public page passes WCAG 2.2 A/AA as axe checks it (colour contrast, names, target
 * sizes: Lighthouse accessibility 100), and breaks no rule of the page's CSP (a violation costs
 * Lighthouse best practices). `npm run bench` prints the Lighthouse scores themselves.
 */
describe('public pages are accessible', () => {
  it.each(PUBLIC_PAGES)('%s: no WCAG A/AA violation, no CSP violation', async (pagePath) => {
    // Lighthouse's mobile viewport, as a visitor from the EU: with the cookie banner showing (docs/decisions/121).
    const { page } = await openPage({ viewport: { width: 412, height: 823 }, extraHTTPHeaders: { 'CF-IPCountry': EU_COUNTRY } })
    await page.addInitScript(() => {
      const seen: string[] = ((window as unknown as { __cspViolations: string[] }).__cspViolations = [])
      document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}`))
    })
    await page.goto(`${baseUrl()}${pagePath}`)
    await waitForHydration(page)
    expect(await page.getByRole('region', { name: 'Cookies' }).count()).toBe(1)

    // Evaluated, not a <script>: the page's CSP allows no inline script.
    await page.evaluate(axeSource)
    const violations = (await page.evaluate(
      // target-size (WCAG 2.2's tap targets) named as well: it is off in axe unless asked for.
      `axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] }, rules: { 'target-size': { enabled: true } } }).then((r) => r.violations)`,
    )) as AxeResult[]
    const readable = violations.map((v) => `${v.id}: ${v.nodes.map((n) => `${n.target.join(' ')} — ${n.failureSummary ?? ''}`).join('; ')}`)
    expect(readable).toEqual([])
    expect(await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations)).toEqual([])
  })
})

import type { BrowserContext, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { baseUrl } from '../support/api'
import { useBrowser, waitForHydration } from '../support/browser'
import { initialDataOf } from '../support/experiments'
import { EU_COUNTRY } from '../support/visitor-country'

/** The only cookies a visitor may hold before consenting: sign-in, security, checkout, and the answer itself. */
const STRICTLY_NECESSARY = new Set(['payload-token', 'consent', 'offer_upsell', 'members_session'])

const cookieNames = async (context: BrowserContext) => (await context.cookies()).map((c) => c.name).sort()

/** Opens `path` as the browser does and returns the server's initial data for it. */
async function open(page: Page, path: string) {
  const res = await page.goto(`${baseUrl()}${path}`)
  expect(res?.status()).toBe(200)
  const data = initialDataOf(await res!.text())
  await waitForHydration(page)
  return data
}

const banner = (page: Page) => page.getByRole('region', { name: 'Cookies' })

describe('cookie consent in the browser (docs/decisions/121)', () => {
  const { openPage } = useBrowser()
  const euVisitor = () => openPage({ extraHTTPHeaders: { 'CF-IPCountry': EU_COUNTRY } })

  it('asks a visitor from the EU and sets nothing but strictly necessary cookies; a reject stays so across pages', async () => {
    const { page, context } = await euVisitor()
    const first = await open(page, '/')
    await expect.poll(() => banner(page).isVisible()).toBe(true)
    expect(first.consent).toEqual({ ask: true, tracking: false, version: 1 })
    expect(first.assignment?.deferredTrackingCalls ?? []).toEqual([])
    expect((await cookieNames(context)).filter((name) => !STRICTLY_NECESSARY.has(name))).toEqual([])

    // Accept and Reject: the same kind of button, one click either way.
    const accept = banner(page).getByRole('button', { name: 'Accept' })
    const reject = banner(page).getByRole('button', { name: 'Reject' })
    expect(await accept.evaluate((el) => el.className)).toBe(await reject.evaluate((el) => el.className))
    await reject.click()
    await expect.poll(() => banner(page).count()).toBe(0)
    expect(await cookieNames(context)).toEqual(['consent'])

    for (const path of ['/pricing', '/']) {
      const data = await open(page, path)
      expect(data.consent).toEqual({ ask: false, tracking: false, version: 1 })
      expect(data.visitorId).toBe('')
      expect(await banner(page).count()).toBe(0)
      expect(await cookieNames(context)).toEqual(['consent'])
    }
  })

  it('an accept puts the visitor into the experiments from the next page on; Cookie settings in the footer asks again', async () => {
    const { page, context } = await euVisitor()
    await open(page, '/')
    await banner(page).getByRole('button', { name: 'Accept' }).click()
    await expect.poll(() => banner(page).count()).toBe(0)
    // This page stays as it was shown: no visitor id yet.
    expect(await cookieNames(context)).toEqual(['consent'])

    const next = await open(page, '/')
    expect(next.consent).toEqual({ ask: false, tracking: true, version: 1 })
    expect(next.visitorId).not.toBe('')
    expect(await cookieNames(context)).toContain('vid')
    // The home page reads experiments: the visitor is now in them (the server's deferred exposures).
    expect(next.assignment?.deferredTrackingCalls?.length ?? 0).toBeGreaterThan(0)

    await page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' }).click()
    await expect.poll(() => banner(page).isVisible()).toBe(true)
    await banner(page).getByRole('button', { name: 'Reject' }).click()
    await expect.poll(() => banner(page).count()).toBe(0)
    await expect.poll(() => cookieNames(context)).toEqual(['consent'])
    expect((await open(page, '/')).consent).toEqual({ ask: false, tracking: false, version: 1 })
  })

  it('does not ask a visitor from outside the EU, who is measured as before and can still choose', async () => {
    const { page, context } = await openPage({ extraHTTPHeaders: { 'CF-IPCountry': 'US' } })
    const data = await open(page, '/')
    expect(data.consent).toEqual({ ask: false, tracking: true, version: 1 })
    expect(await banner(page).count()).toBe(0)
    expect(await cookieNames(context)).toContain('vid')
    await expect.poll(() => page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' }).count()).toBe(1)
  })
})

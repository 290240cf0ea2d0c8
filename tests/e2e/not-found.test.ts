import { describe, expect, it } from 'vitest'
import { baseUrl, serverLogs } from '../support/api'
import { screenshot, useBrowser, waitForHydration } from '../support/browser'

describe('unknown paths', () => {
  const { openPage } = useBrowser()

  it('answer 404 with the not-found page and a link back home', async () => {
    const path = `/nope-${Date.now().toString(36)}`
    const raw = await fetch(`${baseUrl()}${path}`)
    expect(raw.status).toBe(404)
    expect(await raw.text()).toContain('Oops! Page not found')

    const { page, consoleErrors, pageErrors, expectProblem } = await openPage()
    expectProblem(/status of 404/)
    const res = await page.goto(`${baseUrl()}${path}`)
    expect(res?.status()).toBe(404)
    await waitForHydration(page)
    expect(await page.getByRole('heading', { level: 1, name: '404' }).isVisible()).toBe(true)
    expect(await page.getByText('Oops! Page not found').isVisible()).toBe(true)
    await screenshot(page, 'not-found.png')

    await page.getByRole('link', { name: 'Back to Home' }).click()
    await page.waitForURL(`${baseUrl()}/`)
    await page.getByRole('button', { name: 'UNLOCK THE COMPLETE BLUEPRINT' }).waitFor()
    expect(new URL(page.url()).pathname).toBe('/')

    // The only complaint allowed is Chromium reporting the document's own 404.
    expect(consoleErrors.filter((text) => !text.includes(`status of 404`) || !text.includes(path))).toEqual([])
    expect(pageErrors).toEqual([])
    // The bad path is logged (spec: "the bad path is logged").
    expect(serverLogs()).toContain(`"path":"${path}"`)
  })
})

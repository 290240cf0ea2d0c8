import fs from 'node:fs'
import path from 'node:path'
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core'
import { afterAll, afterEach } from 'vitest'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium'
import { CONSENT_COOKIE, consentCookieValue } from '../../contracts/consent'
import { namesCountry, withVisitorCountry } from './visitor-country'

/**
 * Debian's Chromium driven by playwright-core (no browser download). Every network name
 * except 127.0.0.1 fails to resolve, so a page can reach nothing but the test server.
 */
export { CHROMIUM_ARGS, CHROMIUM_PATH }

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS })
}

/** Signs in to the Payload admin through its login form, as a person would. */
export async function signInToAdmin(page: Page, baseUrl: string, email: string, password: string): Promise<void> {
  await page.goto(`${baseUrl}/admin`)
  await page.waitForURL(/\/admin\/login/)
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password').fill(password)
  await page.getByRole('button', { name: 'Login' }).click()
  await page.waitForURL((url) => url.pathname.startsWith('/admin') && !url.pathname.startsWith('/admin/login'))
}

export type OpenedPage = {
  context: BrowserContext
  page: Page
  /** `console.error` messages, and warnings that mention hydration. */
  consoleErrors: string[]
  /** Uncaught exceptions and `reportError` calls in the page. */
  pageErrors: string[]
  /** Both of the above, for `expect(problems()).toEqual([])`. */
  problems: () => string[]
  /** Allows problems matching `pattern` on this page (a test that provokes one on purpose). */
  expectProblem: (pattern: RegExp) => void
  close: () => Promise<void>
}

/** What a test opened and what it allowed: checked after each test. */
type Watched = { context: BrowserContext; problems: () => string[]; allowed: RegExp[] }

const HYDRATION = /hydrat|did not match|didn't match|server rendered|#418|#423|#425/i

/** Watches a page for console errors, hydration warnings and uncaught errors. */
export function watchPage(page: Page, consoleErrors: string[], pageErrors: string[]): void {
  page.on('console', (message) => {
    const text = message.text()
    if (message.type() === 'error' || (message.type() === 'warning' && HYDRATION.test(text))) {
      const where = message.location()?.url
      consoleErrors.push(where ? `${text} (${where})` : text)
    }
  })
  page.on('pageerror', (error) => pageErrors.push(`${error.name}: ${error.message}`))
}

/**
 * Registers the hooks for one test file: one browser for the file, closed after it, and
 * every context opened in a test closed after that test.
 */
export function useBrowser() {
  let browser: Promise<Browser> | undefined
  const open = new Set<Watched>()

  // Any console error, React warning or uncaught error in a page fails the test, as a
  // console.error does on the server side (tests/support/fail-on-console.ts).
  afterEach(async () => {
    const watched = [...open]
    open.clear()
    await Promise.all(watched.map(({ context }) => context.close().catch(() => undefined)))
    const unexpected = watched.flatMap(({ problems, allowed }) =>
      problems().filter((text) => !allowed.some((pattern) => pattern.test(text))),
    )
    if (unexpected.length > 0)
      throw new Error(`the page reported problems (use expectProblem if they are expected):\n${unexpected.join('\n').slice(0, 2000)}`)
  })
  afterAll(async () => {
    if (browser) await (await browser).close()
  })

  /** A new context (its own cookies and storage) with one page, watched for errors. */
  async function openPage(options: BrowserContextOptions = {}): Promise<OpenedPage> {
    browser ??= launchChromium()
    // A visitor from the United States unless the test names a country (tests/support/visitor-country.ts).
    const context = await (
      await browser
    ).newContext({
      viewport: { width: 1280, height: 800 },
      ...options,
      extraHTTPHeaders: withVisitorCountry(options.extraHTTPHeaders),
    })
    // Chromium sends the page-hide beacon without the context's extra headers, where a CDN would
    // name the country on it too: a visitor whose country the test left to us has also accepted
    // cookies, so what it sends on leaving a page is measured like the rest (docs/decisions/121).
    if (!namesCountry(options.extraHTTPHeaders))
      await context.addCookies([{ name: CONSENT_COOKIE, value: consentCookieValue('accepted', 1), domain: '127.0.0.1', path: '/' }])
    context.setDefaultTimeout(15_000)
    context.setDefaultNavigationTimeout(30_000)
    const page = await context.newPage()
    const consoleErrors: string[] = []
    const pageErrors: string[] = []
    watchPage(page, consoleErrors, pageErrors)
    const watched: Watched = { context, problems: () => [...consoleErrors, ...pageErrors], allowed: [] }
    open.add(watched)
    return {
      context,
      page,
      consoleErrors,
      pageErrors,
      problems: watched.problems,
      expectProblem: (pattern) => void watched.allowed.push(pattern),
      async close() {
        // Closed early: its problems are checked now, with the test still running.
        open.delete(watched)
        await context.close().catch(() => undefined)
        const unexpected = watched.problems().filter((text) => !watched.allowed.some((pattern) => pattern.test(text)))
        if (unexpected.length > 0) throw new Error(`the page reported problems:\n${unexpected.join('\n').slice(0, 2000)}`)
      },
    }
  }

  return { openPage }
}

/**
 * Waits until React has hydrated the server-rendered page: the client entry has run and
 * effects have had a chance to settle.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForLoadState('load')
  await page.waitForFunction(() => {
    const root = document.getElementById('root')
    return !!root && Object.keys(root).some((key) => key.startsWith('__reactContainer'))
  })
  // Give effects (session check, tracker start) a moment to run and report any problems.
  await page.waitForLoadState('networkidle').catch(() => undefined)
}

/** Where e2e screenshots go (git-ignored), for a person to look at after a run. */
export const ARTIFACTS_DIR = path.resolve('tests/.artifacts')

export async function screenshot(page: Page, name: string, { fullPage = false } = {}): Promise<string> {
  fs.mkdirSync(ARTIFACTS_DIR, { recursive: true })
  const file = path.join(ARTIFACTS_DIR, name)
  await page.screenshot({ path: file, fullPage })
  return file
}

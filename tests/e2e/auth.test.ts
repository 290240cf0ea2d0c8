import type { BrowserContext, Page, Request } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { REFRESH_MARGIN_MS } from '../../web/lib/session-timing'
import { baseUrl } from '../support/api'
import { fillAuthForm, sessionCookie, signInContext, toastWith, uniqueEmail } from '../support/auth-page'
import { screenshot, useBrowser, waitForHydration, watchPage } from '../support/browser'
import { DEMO, DEMO_PASSWORD } from '../support/server'

const url = (path: string) => `${baseUrl()}${path}`
const pathOf = (page: Page) => new URL(page.url()).pathname
const workspaceHeading = (page: Page, name = 'Demo Agency') => page.getByRole('heading', { name: `Welcome back, ${name}!` })
const signOutButton = (page: Page) => page.getByRole('navigation', { name: 'Workspace' }).getByRole('button', { name: 'Sign Out' })

/** Opens /app/billing in a second tab of the same context, watched for errors like the first. */
async function openSecondTab(context: BrowserContext): Promise<{ page: Page; problems: string[] }> {
  const page = await context.newPage()
  const problems: string[] = []
  watchPage(page, problems, problems)
  await page.goto(url('/app/billing'))
  await workspaceHeading(page).waitFor()
  return { page, problems }
}

/**
 * The agency's workspace in a page whose clock Playwright moves: a week passes there in a
 * moment, not on the server (the funnel tracker clamps its time on page to a day, so its
 * batches stay acceptable).
 */
async function openWorkspaceWithClock(openPage: ReturnType<typeof useBrowser>['openPage']) {
  const { context, page } = await openPage()
  await context.clock.install()
  await signInContext(context, DEMO.agency, DEMO_PASSWORD)
  const first = (await sessionCookie(context))!
  // The refresh-token requests the page makes.
  const refreshes: Request[] = []
  page.on('request', (request) => void (isRefresh(request.url()) && refreshes.push(request)))
  await page.goto(url('/app'))
  await workspaceHeading(page).waitFor()
  await waitForHydration(page)
  return { context, page, first, refreshes }
}

const isRefresh = (address: string) => new URL(address).pathname === '/api/users/refresh-token'

describe('the sign-in page (/auth) and the session', () => {
  const { openPage } = useBrowser()

  it('signs up into the workspace, keeps the session over a reload, signs out and signs in again', async () => {
    const email = uniqueEmail()
    const { page, problems } = await openPage()
    await page.goto(url('/auth'))
    await waitForHydration(page)
    await screenshot(page, 'auth-sign-in.png')
    await page.getByRole('button', { name: 'Sign up', exact: true }).click()
    await page.getByRole('heading', { name: 'Create Account' }).waitFor()
    await fillAuthForm(page, email, 'a-good-password', 'Sign Up')
    await toastWith(page, 'Account created').waitFor()
    await page.waitForURL(url('/app'))
    await workspaceHeading(page, email).waitFor()

    await page.reload()
    await workspaceHeading(page, email).waitFor()
    expect(pathOf(page)).toBe('/app')

    await signOutButton(page).click()
    await toastWith(page, 'Signed out successfully').waitFor()
    await page.waitForURL(url('/auth'))
    await page.getByRole('heading', { name: 'Sign In' }).waitFor()

    await fillAuthForm(page, email, 'a-good-password', 'Sign In')
    await toastWith(page, 'Welcome back!').waitFor()
    await page.waitForURL((u) => u.pathname.startsWith('/app'))
    await workspaceHeading(page, email).waitFor()
    expect(problems()).toEqual([])
  })

  it('checks the fields before sending anything, in the order of the spec', async () => {
    const { page, problems } = await openPage()
    const sent: string[] = []
    page.on('request', (request) => void (request.url().includes('/api/users') && request.method() === 'POST' && sent.push(request.url())))
    await page.goto(url('/auth'))
    await waitForHydration(page)

    await page.getByRole('button', { name: 'Sign In', exact: true }).click()
    await toastWith(page, 'Please fill in all fields').waitFor()
    await fillAuthForm(page, '   ', 'a-good-password', 'Sign In')
    await expect.poll(() => page.locator('[data-sonner-toast]').filter({ hasText: 'Please fill in all fields' }).count()).toBe(2)
    await fillAuthForm(page, DEMO.agency, 'abc12', 'Sign In')
    await toastWith(page, 'Password must be at least 6 characters').waitFor()
    await page.getByRole('button', { name: 'Sign up', exact: true }).click()
    await fillAuthForm(page, uniqueEmail(), 'abc12', 'Sign Up')
    await expect
      .poll(() => page.locator('[data-sonner-toast]').filter({ hasText: 'Password must be at least 6 characters' }).count())
      .toBe(2)

    expect(sent).toEqual([])
    expect(pathOf(page)).toBe('/auth')
    expect(problems()).toEqual([])
  })

  it("explains a wrong password and an e-mail already registered, with the spec's messages", async () => {
    const { page, expectProblem } = await openPage()
    // The server refuses the wrong password (401), and answers the sign-up of a registered
    // address like a new one, then refuses its sign-in (401); Chromium reports them on the console.
    expectProblem(/status of 401 .*\/api\/users\/login/)
    await page.goto(url('/auth'))
    await waitForHydration(page)

    await fillAuthForm(page, DEMO.agency, 'wrong-password', 'Sign In')
    await toastWith(page, 'Invalid email or password').waitFor()
    expect(pathOf(page)).toBe('/auth')

    await page.getByRole('button', { name: 'Sign up', exact: true }).click()
    await fillAuthForm(page, DEMO.agency, 'another-password', 'Sign Up')
    await toastWith(page, 'This email is already registered. Try signing in instead.').waitFor()
    expect(pathOf(page)).toBe('/auth')
  })

  it('returns the visitor to the workspace page they came from', async () => {
    const { page, problems } = await openPage()
    await page.goto(url('/app/billing'))
    await page.waitForURL(url('/auth'))
    await waitForHydration(page)
    await fillAuthForm(page, DEMO.agency, DEMO_PASSWORD, 'Sign In')
    await toastWith(page, 'Welcome back!').waitFor()
    await page.waitForURL(url('/app/billing'))
    await workspaceHeading(page).waitFor()
    expect(problems()).toEqual([])
  })

  it('sends a visitor already signed in straight on, and a visitor signed out back home', async () => {
    const signedIn = await openPage()
    await signInContext(signedIn.context, DEMO.agency, DEMO_PASSWORD)
    await signedIn.page.goto(url('/auth'))
    await signedIn.page.waitForURL(url('/app'), { timeout: 5_000 })
    await workspaceHeading(signedIn.page).waitFor()
    expect(signedIn.problems()).toEqual([])

    const visitor = await openPage()
    await visitor.page.goto(url('/auth'))
    await waitForHydration(visitor.page)
    await visitor.page.getByRole('link', { name: 'Back to Home' }).click()
    await visitor.page.waitForURL(url('/'))
  })

  it.each([
    ['a BroadcastChannel', false],
    ['the storage event, where there is no BroadcastChannel', true],
  ])('follows a sign-out and a sign-in in another tab, through %s', async (_, withoutBroadcastChannel) => {
    const { context, page, problems } = await openPage()
    if (withoutBroadcastChannel) await context.addInitScript(() => delete (window as { BroadcastChannel?: unknown }).BroadcastChannel)
    await signInContext(context, DEMO.agency, DEMO_PASSWORD)
    await page.goto(url('/app/billing'))
    await workspaceHeading(page).waitFor()
    const other = await openSecondTab(context)

    await signOutButton(page).click()
    await toastWith(page, 'Signed out successfully').waitFor()
    // The other tab was not touched: the announcement alone sends it to /auth.
    await other.page.waitForURL(url('/auth'))
    await other.page.getByRole('heading', { name: 'Sign In' }).waitFor()
    const stored = await page.evaluate(() => localStorage.getItem('session-changed'))
    expect(stored !== null).toBe(withoutBroadcastChannel)

    // Signing in again in the first tab moves the other on to where it was.
    await fillAuthForm(page, DEMO.agency, DEMO_PASSWORD, 'Sign In')
    await other.page.waitForURL(url('/app/billing'))
    await workspaceHeading(other.page).waitFor()
    expect([...problems(), ...other.problems]).toEqual([])
  })

  it('refreshes the session a few minutes before the token expires, and goes on with the new token', async () => {
    const { context, page, first, refreshes } = await openWorkspaceWithClock(openPage)

    // Server and browser run on this machine's clock until the page's is moved on.
    const dueIn = first.exp * 1000 - REFRESH_MARGIN_MS - Date.now()
    expect(dueIn).toBeGreaterThan(6 * 24 * 3600_000)
    await page.clock.fastForward(dueIn - 60_000)
    await page.waitForTimeout(1_000)
    expect(refreshes).toHaveLength(0)

    // A new token needs a new second on the server (iat and exp count whole seconds).
    await expect.poll(() => Date.now() >= (first.iat + 1) * 1000).toBe(true)
    const answered = page.waitForResponse((res) => isRefresh(res.url()))
    await page.clock.fastForward(2 * 60_000)
    const response = await answered
    expect(response.status()).toBe(200)
    const body = (await response.json()) as { refreshedToken: string; exp: number }
    expect(body.exp).toBeGreaterThan(first.exp)

    // The browser keeps the new token, the server takes it, and the workspace carries on.
    const now = (await sessionCookie(context))!
    expect(now.token).toBe(body.refreshedToken)
    const me = await page.evaluate(async () => (await fetch('/api/users/me')).json())
    expect(me.user.email).toBe(DEMO.agency)
    expect(me.token).toBe(body.refreshedToken)
    await expect.poll(() => workspaceHeading(page).isVisible()).toBe(true)

    // The next refresh is a week away on the page's clock, far ahead of the server's now.
    await page.clock.fastForward(10 * 60_000)
    await page.waitForTimeout(1_000)
    expect(refreshes).toHaveLength(1)
    expect(pathOf(page)).toBe('/app')
  })

  it('refreshes on coming back to a tab whose timer slept past the refresh time', async () => {
    const { context, page, first, refreshes } = await openWorkspaceWithClock(openPage)

    const returnToTab = () => page.evaluate(() => window.dispatchEvent(new Event('focus')))
    await returnToTab()
    await page.waitForTimeout(500)
    expect(refreshes).toHaveLength(0)

    // The wall clock moves past the refresh time while no timer fires, as in a sleeping laptop.
    await page.clock.setSystemTime(first.exp * 1000 - REFRESH_MARGIN_MS + 60_000)
    await page.waitForTimeout(500)
    expect(refreshes).toHaveLength(0)
    const answered = page.waitForResponse((res) => isRefresh(res.url()))
    await returnToTab()
    const response = await answered
    expect(response.status()).toBe(200)
    expect((await sessionCookie(context))!.token).toBe(((await response.json()) as { refreshedToken: string }).refreshedToken)
    await expect.poll(() => workspaceHeading(page).isVisible()).toBe(true)
    expect(refreshes).toHaveLength(1)
  })
})

import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { baseUrl } from '../support/api'
import { DEMO, DEMO_PASSWORD } from '../support/server'
import { screenshot, useBrowser, waitForHydration } from '../support/browser'

const SIDEBAR = ['Dashboard', 'Products', 'Messages', '3-Way Chat', 'Billing', 'Settings', 'Sign Out']

const uniqueEmail = () => `e2e-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.com`

async function fillAndSubmit(page: Page, email: string, password: string, submit: 'Sign In' | 'Sign Up') {
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password').fill(password)
  await page.getByRole('button', { name: submit, exact: true }).click()
}

const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text })

describe('the /app workspace guard and the sign-in page', () => {
  const { openPage } = useBrowser()

  it('sends a visitor without a session to /auth, signs in, shows the workspace, and signs out', async () => {
    const { page, problems } = await openPage()
    await page.goto(`${baseUrl()}/app`)
    await page.waitForURL(`${baseUrl()}/auth`)
    await waitForHydration(page)
    expect(await page.getByRole('heading', { name: 'Sign In' }).isVisible()).toBe(true)

    await fillAndSubmit(page, DEMO.agency, DEMO_PASSWORD, 'Sign In')
    await toast(page, 'Welcome back!').waitFor()
    await page.waitForURL(`${baseUrl()}/app`)
    await page.getByRole('heading', { name: 'Welcome back, Demo Agency!' }).waitFor()

    const nav = page.getByRole('navigation', { name: 'Workspace' })
    const items = await nav.getByRole('listitem').allInnerTexts()
    expect(items.map((text) => text.trim())).toEqual(SIDEBAR)
    for (const label of SIDEBAR.slice(0, -1)) expect(await nav.getByRole('link', { name: label, exact: true }).isVisible()).toBe(true)
    await screenshot(page, 'workspace.png')

    // Signed in, /auth sends the user straight back.
    await page.goto(`${baseUrl()}/auth`)
    await page.waitForURL(`${baseUrl()}/app`, { timeout: 5_000 })
    await page.getByRole('heading', { name: 'Welcome back, Demo Agency!' }).waitFor()

    await nav.getByRole('button', { name: 'Sign Out' }).click()
    await toast(page, 'Signed out successfully').waitFor()
    await page.waitForURL(`${baseUrl()}/auth`)
    // The session is really gone: /app sends us back to /auth.
    await page.goto(`${baseUrl()}/app`)
    await page.waitForURL(`${baseUrl()}/auth`)
    expect(problems()).toEqual([])
  })

  it('signs up a new account into the workspace, and refuses an e-mail already registered', async () => {
    const email = uniqueEmail()
    const { page, problems } = await openPage()
    await page.goto(`${baseUrl()}/auth`)
    await waitForHydration(page)
    await page.getByRole('button', { name: 'Sign up', exact: true }).click()
    expect(await page.getByRole('heading', { name: 'Create Account' }).isVisible()).toBe(true)
    await fillAndSubmit(page, email, 'a-good-password', 'Sign Up')
    await toast(page, 'Account created').waitFor()
    await page.waitForURL(`${baseUrl()}/app`)
    await page.getByRole('heading', { name: `Welcome back, ${email}!` }).waitFor()
    expect(problems()).toEqual([])

    const again = await openPage()
    // The server refuses the duplicate sign-up (400); Chromium reports the answer.
    again.expectProblem(/status of 400 .*\/api\/users/)
    await again.page.goto(`${baseUrl()}/auth`)
    await waitForHydration(again.page)
    await again.page.getByRole('button', { name: 'Sign up', exact: true }).click()
    await fillAndSubmit(again.page, email, 'another-password', 'Sign Up')
    await toast(again.page, 'This email is already registered. Try signing in instead.').waitFor()
    expect(new URL(again.page.url()).pathname).toBe('/auth')
  })

  it('explains a wrong password and a password that is too short', async () => {
    const { page, expectProblem } = await openPage()
    expectProblem(/status of 401 .*\/api\/users\/login/)
    await page.goto(`${baseUrl()}/auth`)
    await waitForHydration(page)

    await fillAndSubmit(page, DEMO.agency, 'wrong-password', 'Sign In')
    await toast(page, 'Invalid email or password').waitFor()
    expect(new URL(page.url()).pathname).toBe('/auth')

    await fillAndSubmit(page, DEMO.agency, 'abc', 'Sign In')
    await toast(page, 'Password must be at least 6 characters').waitFor()
    expect(new URL(page.url()).pathname).toBe('/auth')
  })
})

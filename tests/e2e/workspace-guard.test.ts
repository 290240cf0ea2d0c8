import { describe, expect, it } from 'vitest'
import { baseUrl } from '../support/api'
import { fillAuthForm, signInContext, toastWith } from '../support/auth-page'
import { DEMO, DEMO_PASSWORD } from '../support/server'
import { screenshot, useBrowser, waitForHydration } from '../support/browser'

const SIDEBAR = ['Dashboard', 'Products', 'Messages', '3-Way Chat', 'Billing', 'Settings', 'Sign Out']

describe('the /app workspace guard', () => {
  const { openPage } = useBrowser()

  it('sends a visitor without a session to /auth, signs in, shows the workspace, and signs out', async () => {
    const { page, problems } = await openPage()
    await page.goto(`${baseUrl()}/app`)
    await page.waitForURL(`${baseUrl()}/auth`)
    await waitForHydration(page)
    // The guard's redirect is a client navigation and /auth's page is a chunk loaded then
    // (web/app/lazy-page.tsx): the load states were reached on /app, so wait for the heading.
    const heading = page.getByRole('heading', { name: 'Sign In' })
    await heading.waitFor()
    expect(await heading.isVisible()).toBe(true)

    await fillAuthForm(page, DEMO.agency, DEMO_PASSWORD, 'Sign In')
    await toastWith(page, 'Welcome back!').waitFor()
    await page.waitForURL(`${baseUrl()}/app`)
    await page.getByRole('heading', { name: 'Welcome back, Demo Agency!' }).waitFor()

    const nav = page.getByRole('navigation', { name: 'Workspace' })
    const items = await nav.getByRole('listitem').allInnerTexts()
    expect(items.map((text) => text.trim())).toEqual(SIDEBAR)
    for (const label of SIDEBAR.slice(0, -1)) expect(await nav.getByRole('link', { name: label, exact: true }).isVisible()).toBe(true)
    await screenshot(page, 'workspace.png')

    await nav.getByRole('button', { name: 'Sign Out' }).click()
    await toastWith(page, 'Signed out successfully').waitFor()
    await page.waitForURL(`${baseUrl()}/auth`)
    // The session is really gone: /app sends us back to /auth.
    await page.goto(`${baseUrl()}/app`)
    await page.waitForURL(`${baseUrl()}/auth`)
    expect(problems()).toEqual([])
  })

  it('shows a marketer the way to the admin, and loads none of the workspace lists that are not theirs', async () => {
    const { page, context, problems } = await openPage()
    await signInContext(context, DEMO.marketer, DEMO_PASSWORD)
    await page.goto(`${baseUrl()}/app`)
    await page.getByRole('heading', { name: 'Your work is in the admin' }).waitFor()
    expect(await page.getByRole('link', { name: 'Open the admin' }).getAttribute('href')).toBe('/admin')
    expect(await page.getByRole('navigation', { name: 'Workspace' }).count()).toBe(0)
    expect(problems()).toEqual([])
  })
})

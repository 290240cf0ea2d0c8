import { describe, expect, it } from 'vitest'
import { baseUrl, outboxMails } from '../support/api'
import { fillAuthForm, uniqueEmail } from '../support/auth-page'
import { useBrowser, waitForHydration } from '../support/browser'

const url = (path: string) => `${baseUrl()}${path}`

/** The reset link of the newest mail to `email`. */
async function resetLinkFor(email: string): Promise<string> {
  for (let i = 0; i < 50; i++) {
    const mail = outboxMails()
      .filter((m) => m.to === email)
      .at(-1)
    const href = mail && /href="([^"]+)"/.exec(mail.html)?.[1]
    if (href) return href.replaceAll('&amp;', '&')
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`no reset mail to ${email}`)
}

describe('forgot password → mail in the outbox → reset page → sign in with the new password', () => {
  const { openPage } = useBrowser()

  it('resets a password through the web pages, and the link works once', async () => {
    const email = uniqueEmail()
    const signUp = await fetch(url('/api/users'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'old-password' }),
    })
    expect(signUp.status).toBe(201)

    const { page } = await openPage()
    await page.goto(url('/auth'))
    await waitForHydration(page)
    await page.getByRole('link', { name: 'Forgot your password?' }).click()
    await page.getByRole('heading', { name: 'Reset your password' }).waitFor()
    await page.getByLabel('Email').fill(email)
    await page.getByRole('button', { name: 'Send reset link' }).click()
    await page
      .getByRole('status')
      .filter({ hasText: `If an account exists for ${email}` })
      .waitFor()
    await page.screenshot({ path: '/tmp/security-forgot.png', fullPage: true })

    const link = await resetLinkFor(email)
    expect(new URL(link).origin).toBe(new URL(baseUrl()).origin)
    await page.goto(link)
    await waitForHydration(page)
    await page.getByLabel('New password', { exact: true }).fill('brand-new-password')
    await page.getByLabel('Confirm new password').fill('brand-new-password')
    await page.screenshot({ path: '/tmp/security-reset.png', fullPage: true })
    await page.getByRole('button', { name: 'Save new password' }).click()
    await page.getByRole('status').filter({ hasText: 'Your password has been changed' }).waitFor()

    // A fresh browser signs in with the new password.
    const other = await openPage()
    await other.page.goto(url('/auth'))
    await waitForHydration(other.page)
    await fillAuthForm(other.page, email, 'brand-new-password', 'Sign In')
    await other.page.waitForURL(url('/app'))

    // The link is refused the second time.
    const third = await openPage()
    await third.page.goto(link)
    await waitForHydration(third.page)
    await third.page.getByLabel('New password', { exact: true }).fill('another-password')
    await third.page.getByLabel('Confirm new password').fill('another-password')
    await third.page.getByRole('button', { name: 'Save new password' }).click()
    await third.page.getByRole('alert').filter({ hasText: 'This reset link is invalid or has expired' }).waitFor()
    await third.page.screenshot({ path: '/tmp/security-reset-refused.png', fullPage: true })
    // The browser logs the refused request (403) as a console error.
    third.expectProblem(/403/)
  })
})

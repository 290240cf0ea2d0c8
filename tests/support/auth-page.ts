import type { BrowserContext, Page } from 'playwright-core'
import { baseUrl } from './api'

/** A new address per call: tests make their own accounts. */
export const uniqueEmail = () => `e2e-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.com`

/** Fills the /auth form and presses its submit button, as a person would. */
export async function fillAuthForm(page: Page, email: string, password: string, submit: 'Sign In' | 'Sign Up'): Promise<void> {
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password').fill(password)
  await page.getByRole('button', { name: submit, exact: true }).click()
}

/** The visible toast with this text. */
export const toastWith = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text }).first()

/** Signs the whole browser context in through Payload's REST API: the answer's cookie is the context's. */
export async function signInContext(context: BrowserContext, email: string, password: string): Promise<void> {
  const res = await context.request.post(`${baseUrl()}/api/users/login`, { data: { email, password } })
  if (!res.ok()) throw new Error(`login ${email} failed: ${res.status()} ${await res.text()}`)
}

/** The session cookie's token and its claims (the signature is the server's business). */
export async function sessionCookie(context: BrowserContext): Promise<{ token: string; iat: number; exp: number } | null> {
  const cookie = (await context.cookies(baseUrl())).find((c) => c.name === 'payload-token')
  if (!cookie?.value) return null
  const claims = JSON.parse(Buffer.from(cookie.value.split('.')[1], 'base64url').toString()) as { iat: number; exp: number }
  return { token: cookie.value, iat: claims.iat, exp: claims.exp }
}

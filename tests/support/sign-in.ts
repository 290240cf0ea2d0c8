import { DEMO, DEMO_PASSWORD, TEST_ADMIN } from './server'

/** A role the test servers know: the admin from the environment or a seeded demo user. */
export type Role = 'admin' | keyof typeof DEMO

/** A role's e-mail and password on a test server (tests/support/server.ts seeds them). */
export const credentialsOf = (who: Role): { email: string; password: string } =>
  who === 'admin' ? TEST_ADMIN : { email: DEMO[who], password: DEMO_PASSWORD }

/** Signs in over Payload's REST API on the server at `base` and returns the JWT; a refused sign-in throws. */
export async function signIn(base: string, email: string, password: string): Promise<string> {
  const res = await fetch(`${base}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  })
  if (!res.ok) throw new Error(`login ${email} failed: ${res.status} ${await res.text()}`)
  return ((await res.json()) as { token: string }).token
}

const kept = new Map<string, Promise<string>>()

/**
 * The JWT of `email` on the server at `base`, signed in once and then kept (a file's tests
 * share it). `who` may be a role, or an account's e-mail with its password.
 */
export function tokenOn(base: string, who: Role | { email: string; password: string }): Promise<string> {
  const { email, password } = typeof who === 'string' ? credentialsOf(who) : who
  const key = `${base} ${email}`
  if (!kept.has(key)) {
    const token = signIn(base, email, password)
    // A refused sign-in is not kept: the next call tries again.
    token.catch(() => kept.delete(key))
    kept.set(key, token)
  }
  return kept.get(key)!
}

/** The authorization header of a role (or account) on the server at `base`. */
export const authAs = async (base: string, who: Role | { email: string; password: string }) => ({
  authorization: `JWT ${await tokenOn(base, who)}`,
})

/** The session cookie (`payload-token=…`) a browser holds after signing in at `base`. */
export async function sessionCookieOn(base: string, email: string, password: string): Promise<string> {
  const res = await fetch(`${base}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  })
  const cookie = res.headers.getSetCookie().find((line) => line.startsWith('payload-token='))
  if (!res.ok || !cookie) throw new Error(`login ${email} failed: ${res.status} ${await res.text()}`)
  return cookie.split(';')[0]
}

/**
 * What a browser sends with its session cookie on a fetch from one of the site's own pages (a
 * Playwright `context.request` sends the cookie alone: give it these without `cookie`). With
 * SERVER_URL set (as on every test server), Payload believes the cookie only beside these.
 */
export const sameOriginHeaders = (base: string, cookie?: string): Record<string, string> => ({
  ...(cookie ? { cookie } : {}),
  origin: new URL(base).origin,
  'sec-fetch-site': 'same-origin',
})

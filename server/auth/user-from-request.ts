import type { IncomingHttpHeaders } from 'node:http'
import { executeAuthStrategies, type Payload, type TypedUser } from 'payload'

/**
 * The request headers an auth check reads: the bearer token, or the session cookie with what a
 * browser sends beside it. Once SERVER_URL fills Payload's `csrf` list, Payload believes the
 * cookie only with an `Origin` on that list, or with no `Origin` and `Sec-Fetch-Site`
 * same-origin, same-site or none (payload/dist/auth/extractJWT.js): a check given the cookie
 * alone refuses every browser (issue 38).
 */
export type AuthHeaders = Pick<IncomingHttpHeaders, 'authorization' | 'cookie' | 'origin'> & { 'sec-fetch-site'?: string | string[] }

const firstValue = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)

/**
 * Who is calling, for the functions, the realtime connection and preview pages alike:
 * Payload checks the bearer token (or the session cookie) itself, with its auth strategies:
 * what `payload.auth` does, without computing the user's permissions on every collection, which
 * no caller reads (a seventh of a busy chat server's time went there, docs/decisions/068).
 * Pass the request's own headers (`req.headers`, a socket's handshake headers), never a copy
 * of the cookie alone.
 */
export async function userFromRequest(payload: Payload, headers: AuthHeaders): Promise<TypedUser | null> {
  const { authorization } = headers
  const sessionCookie = headers.cookie?.includes('payload-token=') ? headers.cookie : undefined
  // Most requests are anonymous funnel traffic (with only the visitor cookie): skip the check.
  if (!authorization && !sessionCookie) return null
  const checked = new Headers()
  if (authorization) checked.set('authorization', authorization.replace(/^Bearer\s+/i, 'JWT '))
  if (sessionCookie) {
    checked.set('cookie', sessionCookie)
    const origin = headers.origin
    const site = firstValue(headers['sec-fetch-site'])
    if (origin) checked.set('origin', origin)
    if (site) checked.set('sec-fetch-site', site)
  }
  const { user } = await executeAuthStrategies({ headers: checked, payload })
  return user ?? null
}

import { executeAuthStrategies, type Payload, type TypedUser } from 'payload'

/**
 * Who is calling, for the functions, the realtime connection and preview pages alike:
 * Payload checks the bearer token (or the session cookie) itself, with its auth strategies:
 * what `payload.auth` does, without computing the user's permissions on every collection, which
 * no caller reads (a seventh of a busy chat server's time went there, docs/decisions/068).
 */
export async function userFromRequest(payload: Payload, headers: { authorization?: string; cookie?: string }): Promise<TypedUser | null> {
  const { authorization } = headers
  const sessionCookie = headers.cookie?.includes('payload-token=') ? headers.cookie : undefined
  // Most requests are anonymous funnel traffic (with only the visitor cookie): skip the check.
  if (!authorization && !sessionCookie) return null
  const checked = new Headers()
  if (authorization) checked.set('authorization', authorization.replace(/^Bearer\s+/i, 'JWT '))
  if (sessionCookie) checked.set('cookie', sessionCookie)
  const { user } = await executeAuthStrategies({ headers: checked, payload })
  return user ?? null
}

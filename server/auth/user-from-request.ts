import type { Payload, TypedUser } from 'payload'

/**
 * Who is calling, for the functions, the realtime connection and preview pages alike:
 * Payload checks the bearer token (or the session cookie) itself.
 */
export async function userFromRequest(payload: Payload, headers: { authorization?: string; cookie?: string }): Promise<TypedUser | null> {
  const { authorization } = headers
  const sessionCookie = headers.cookie?.includes('payload-token=') ? headers.cookie : undefined
  // Most requests are anonymous funnel traffic (with only the visitor cookie): skip the check.
  if (!authorization && !sessionCookie) return null
  const checked = new Headers()
  if (authorization) checked.set('authorization', authorization.replace(/^Bearer\s+/i, 'JWT '))
  if (sessionCookie) checked.set('cookie', sessionCookie)
  const { user } = await payload.auth({ headers: checked })
  return user ?? null
}

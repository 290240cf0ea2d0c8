import type { IncomingHttpHeaders } from 'node:http'
import type { Payload } from 'payload'
import { hashMemberToken } from './member-token'

export const MEMBER_SESSION_COOKIE = 'members_session'
/** How long a members session lasts after its link was used (docs/decisions/052-buyer-delivery.md). */
export const MEMBER_SESSION_DAYS = 30

const COOKIE = new RegExp(`(?:^|;\\s*)${MEMBER_SESSION_COOKIE}=([A-Za-z0-9_-]{20,100})(?:;|$)`)

/** The session token in a Cookie header (Payload's Headers or Node's), if any. */
export function memberSessionToken(headers: Headers | IncomingHttpHeaders | undefined): string | null {
  const cookie = headers instanceof Headers ? headers.get('cookie') : headers?.cookie
  return (cookie && COOKIE.exec(cookie)?.[1]) || null
}

/** The buyer's e-mail of a live members session named by the request's cookie, or null. */
export async function memberEmailFromHeaders(payload: Payload, headers: Headers | IncomingHttpHeaders | undefined): Promise<string | null> {
  const token = memberSessionToken(headers)
  if (!token) return null
  const { docs } = await payload.find({
    collection: 'member-sessions',
    where: { and: [{ token_hash: { equals: hashMemberToken(token) } }, { expires_at: { greater_than: new Date().toISOString() } }] },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  return docs[0]?.email ?? null
}

import type { Payload } from 'payload'
import { MEMBER_SESSION_DAYS } from './member-session'
import { hashMemberToken, newMemberToken } from './member-token'

/** What a member link's token looks like (member-token.ts): anything else is refused unread. */
export const MEMBER_TOKEN = /^[A-Za-z0-9_-]{20,100}$/

export type LinkRefusal = 'invalid' | 'used' | 'expired'
export type Redeemed = { ok: true; email: string; sessionToken: string } | { ok: false; reason: LinkRefusal }

/**
 * Uses a sign-in link once: a members session for its e-mail, or why not. A link is refused
 * when unknown, used, past its 24 hours, or no longer its e-mail's newest. The session's
 * unique `link` lets one of two racing uses in, on every adapter.
 */
export async function redeemMemberLink(payload: Payload, token: string): Promise<Redeemed> {
  if (!MEMBER_TOKEN.test(token)) return { ok: false, reason: 'invalid' }
  const { docs } = await payload.find({
    collection: 'member-links',
    where: { token_hash: { equals: hashMemberToken(token) } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  const link = docs[0]
  if (!link) return { ok: false, reason: 'invalid' }
  if (link.used_at) return { ok: false, reason: 'used' }
  if (link.replaced_at || Date.parse(link.expires_at) <= Date.now()) return { ok: false, reason: 'expired' }
  const newest = await payload.find({
    collection: 'member-links',
    where: { email: { equals: link.email } },
    sort: ['-createdAt', '-id'],
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  if (newest.docs[0]?.id !== link.id) return { ok: false, reason: 'expired' }

  const sessionToken = newMemberToken()
  try {
    await payload.create({
      collection: 'member-sessions',
      data: {
        email: link.email,
        token_hash: hashMemberToken(sessionToken),
        link: String(link.id),
        expires_at: new Date(Date.now() + MEMBER_SESSION_DAYS * 86_400_000).toISOString(),
      },
      depth: 0,
      overrideAccess: true,
    })
  } catch {
    // Another use of this link made its session first.
    return { ok: false, reason: 'used' }
  }
  await payload.update({
    collection: 'member-links',
    id: link.id,
    data: { used_at: new Date().toISOString() },
    depth: 0,
    overrideAccess: true,
  })
  return { ok: true, email: link.email, sessionToken }
}

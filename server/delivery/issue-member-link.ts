import type { Payload } from 'payload'
import { mailOrigin } from '../lib/site-origin'
import { hashMemberToken, newMemberToken } from './member-token'

/** A sign-in link works for this long (issue 18). */
export const MEMBER_LINK_HOURS = 24

/**
 * A new single-use sign-in link to /members for a buyer's e-mail. The e-mail's earlier links
 * stop working: they are marked replaced here, and a link is only honoured while it is the
 * newest of its e-mail (server/delivery/redeem-member-link.ts), so two issued at once leave one.
 * The URL is built from SERVER_URL alone.
 */
export async function issueMemberLink(payload: Payload, email: string): Promise<string> {
  const now = new Date()
  await payload.update({
    collection: 'member-links',
    where: { and: [{ email: { equals: email } }, { used_at: { exists: false } }, { replaced_at: { exists: false } }] },
    data: { replaced_at: now.toISOString() },
    depth: 0,
    overrideAccess: true,
  })
  const token = newMemberToken()
  await payload.create({
    collection: 'member-links',
    data: { email, token_hash: hashMemberToken(token), expires_at: new Date(now.getTime() + MEMBER_LINK_HOURS * 3_600_000).toISOString() },
    depth: 0,
    overrideAccess: true,
  })
  return `${mailOrigin()}/members/sign-in?token=${token}`
}

import { createHash, randomBytes } from 'node:crypto'
import type { Payload } from 'payload'
import type { ClientInvitation, Conversation } from '../../cms/payload-types'
import { AppError } from '../../contracts/errors'

export const INVITATION_DAYS = 7

/** 256 random bits, URL-safe: the magic link's token. Only its hash is stored. */
export const newInvitationToken = () => randomBytes(32).toString('base64url')
export const hashInvitationToken = (token: string) => createHash('sha256').update(token).digest('hex')

/**
 * The pending invitation a token names, with its conversation, or the spec's error:
 * missing token 'Invalid invitation link'; unknown or used 'Invitation not found or
 * already used'; past expires_at 'This invitation has expired'.
 */
export async function pendingInvitation(
  payload: Payload,
  token: string,
  via: 'get-invitation' | 'accept-invitation',
): Promise<{ invitation: ClientInvitation; conversation: Conversation }> {
  if (!token) throw new AppError('INVITATION_LINK_INVALID')
  const { docs } = await payload.find({
    collection: 'client-invitations',
    where: { and: [{ token_hash: { equals: hashInvitationToken(token) } }, { accepted_at: { exists: false } }] },
    limit: 1,
    depth: 0,
    overrideAccess: false,
    context: { via },
  })
  const invitation = docs[0]
  if (!invitation) throw new AppError('INVITATION_NOT_FOUND')
  if (Date.parse(invitation.expires_at) <= Date.now()) throw new AppError('INVITATION_EXPIRED')
  // The token is the holder's credential for this one conversation (they have no account
  // yet): reading its subject and product is what the token grants.
  const conversation = await payload
    .findByID({ collection: 'conversations', id: invitation.conversation as number, depth: 1, overrideAccess: true })
    .catch(() => null)
  if (!conversation || conversation.client_user) throw new AppError('INVITATION_NOT_FOUND')
  return { invitation, conversation }
}

import { AppError } from '../../contracts/errors'
import { mailOrigin } from '../lib/site-origin'
import { agencyBrand } from '../messaging/chat-brand'
import { memberRole } from '../messaging/conversation-members'
import { hashInvitationToken, INVITATION_DAYS, newInvitationToken } from '../messaging/invitation-token'
import { defineFunction } from './types'

/**
 * invite-client: the agency that owns a conversation invites one client. A single-use token
 * expiring in 7 days goes out by e-mail in a magic link, which the agency is also shown.
 */
export const inviteClient = defineFunction('invite-client', {
  auth: 'user',
  idempotent: true,
  async handler({ conversationId, clientEmail }, { payload, user, logger }) {
    const conversation = await payload
      .findByID({ collection: 'conversations', id: conversationId, depth: 1, overrideAccess: false, user: user! })
      .catch(() => null)
    // Only the agency invites (spec section 6), and only while no client has joined.
    if (!conversation || memberRole(conversation, user!.id) !== 'agency') throw new AppError('NOT_FOUND')
    if (conversation.client_user) throw new AppError('INVITATION_SEND_FAILED')
    const token = newInvitationToken()
    const expiresAt = new Date(Date.now() + INVITATION_DAYS * 24 * 60 * 60 * 1000).toISOString()
    // From SERVER_URL: the link goes to another person, so the caller's Host header has no say.
    const magicLink = `${mailOrigin()}/app/join-chat?token=${token}`
    try {
      await payload.create({
        collection: 'client-invitations',
        data: { conversation: conversation.id, client_email: clientEmail, token_hash: hashInvitationToken(token), expires_at: expiresAt },
        depth: 0,
        overrideAccess: false,
        user: user!,
        context: { via: 'invite-client' },
      })
      // Inviting a client starts the three-way chat; it lists under 3-Way Chat from now on.
      if (conversation.type !== 'three_way_chat') {
        await payload.update({
          collection: 'conversations',
          id: conversation.id,
          data: { type: 'three_way_chat' },
          depth: 0,
          overrideAccess: false,
          user: user!,
          context: { via: 'invite-client' },
        })
      }
      // White label: the agency's name only, never the vendor's thread subject or product.
      const { companyName } = await agencyBrand(payload, conversation)
      await payload.sendEmail({
        to: clientEmail,
        subject: `${companyName} invited you to a conversation`,
        text: `${companyName} invited you to a private conversation.\n\nJoin here: ${magicLink}\n\nThe link works once and expires in ${INVITATION_DAYS} days.`,
      })
    } catch (error) {
      logger.error({ err: error }, 'invitation not sent')
      throw new AppError('INVITATION_SEND_FAILED')
    }
    return { magicLink, expiresAt }
  },
})

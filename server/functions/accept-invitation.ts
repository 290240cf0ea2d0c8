import { randomBytes } from 'node:crypto'
import { AppError } from '../../contracts/errors'
import { agencyBrand, clientChatTitle } from '../messaging/chat-brand'
import { clientSessionToken } from '../messaging/client-session'
import { conversationMembers, relationId } from '../messaging/conversation-members'
import { userRoom } from '../lib/realtime-rooms'
import { pendingInvitation } from '../messaging/invitation-token'
import { notify } from '../messaging/notify'
import { defineFunction } from './types'

const VIA = { via: 'accept-invitation' } as const

/**
 * accept-invitation ('Join Conversation'): the client joins without signing up: the
 * participant row, an account of role client (its own, for this conversation only), the
 * invitation's accepted_at, and the conversation becomes a three-way chat, which the client
 * reads from the moment they join (docs/decisions/111). The participant's
 * unique `<conversation>:client` slot, written first, makes it atomic on every adapter: of
 * two tabs accepting at once, one wins and the other meets 'Invitation not found or already
 * used'. A later step that fails undoes the earlier ones. The answer carries the client's
 * session token.
 */
export const acceptInvitation = defineFunction('accept-invitation', {
  auth: 'public',
  async handler({ token }, { payload, realtime, logger }) {
    const { invitation, conversation } = await pendingInvitation(payload, token, 'accept-invitation')
    const email = `client-${randomBytes(12).toString('hex')}@invited.invalid`
    const password = randomBytes(24).toString('base64url')
    const local = { depth: 0, overrideAccess: false, context: VIA } as const

    // First, the client's place in the conversation: its unique slot lets one acceptance in.
    let participant
    try {
      participant = await payload.create({
        collection: 'conversation-participants',
        data: {
          conversation: conversation.id,
          role: 'client',
          client_email: invitation.client_email,
          slot_key: `${conversation.id}:client`,
        },
        ...local,
      })
    } catch (error) {
      logger.info({ err: error }, 'invitation lost the race for the client slot')
      throw new AppError('INVITATION_NOT_FOUND')
    }
    let clientId: number | undefined
    try {
      const client = await payload.create({
        collection: 'users',
        data: { email, password, role: 'client', company_name: invitation.client_email },
        ...local,
      })
      clientId = client.id
      await payload.update({
        collection: 'conversation-participants',
        id: participant.id,
        data: { user: client.id },
        overrideAccess: true,
        depth: 0,
      })
      await payload.update({
        collection: 'client-invitations',
        id: invitation.id,
        data: { accepted_at: new Date().toISOString() },
        ...local,
      })
      // The client reads from here on: the thread's earlier messages stay the agency's and the vendor's.
      const { docs: last } = await payload.find({
        collection: 'messages',
        where: { conversation: { equals: conversation.id } },
        sort: '-sequence',
        limit: 1,
        pagination: false,
        depth: 0,
        select: { sequence: true },
        overrideAccess: true,
      })
      await payload.update({
        collection: 'conversations',
        id: conversation.id,
        data: { client_user: client.id, type: 'three_way_chat', client_joined_after_sequence: last[0]?.sequence ?? 0 },
        ...local,
      })
    } catch (error) {
      // Nothing half-written: free the slot (and the account) for another try.
      logger.error({ err: error }, 'joining failed')
      await payload.delete({ collection: 'conversation-participants', id: participant.id, overrideAccess: true }).catch(() => undefined)
      if (clientId !== undefined) await payload.delete({ collection: 'users', id: clientId, overrideAccess: true }).catch(() => undefined)
      throw new AppError('JOIN_FAILED')
    }
    // A 30-day session (server/messaging/client-session.ts), not the collection's 7 days.
    const sessionToken = await clientSessionToken(payload, clientId!)
    // The members' lists learn that the chat now has its client.
    realtime?.to(conversationMembers(conversation).map((member) => userRoom(member.id))).emit('conversation:activity', {
      conversationId: String(conversation.id),
      lastMessageAt: conversation.last_message_at ?? new Date().toISOString(),
      senderId: '',
      sequence: 0,
    })
    await notify({
      payload,
      realtime,
      via: VIA.via,
      recipient: relationId(conversation.agency_user),
      title: 'Client joined',
      message: `${invitation.client_email} joined "${conversation.subject}"`,
      link: '/app/three-way-chat',
    }).catch((error: unknown) => logger.warn({ err: error }, 'join notification not created'))
    const brand = await agencyBrand(payload, conversation)
    return {
      conversationId: String(conversation.id),
      token: sessionToken,
      clientEmail: invitation.client_email,
      // White label: the client's name for the chat is the agency's, never the thread's subject.
      subject: clientChatTitle(brand),
      brand,
    }
  },
})

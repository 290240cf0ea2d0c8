import { AppError } from '../../contracts/errors'
import { agencyBrand, clientChatTitle } from '../messaging/chat-brand'
import { hashChatLinkToken } from '../messaging/chat-link-token'
import { clientSessionToken } from '../messaging/client-session'
import { defineFunction } from './types'

const VIA = { via: 'open-chat-link' } as const

/**
 * open-chat-link: a client opens the link request-chat-link e-mailed and is back in the chat
 * with a new 30-day session. A link works once and for 24 hours.
 */
export const openChatLink = defineFunction('open-chat-link', {
  auth: 'public',
  async handler({ token }, { payload }) {
    if (!token) throw new AppError('CHAT_LINK_NOT_FOUND')
    const { docs } = await payload.find({
      collection: 'client-chat-links',
      where: { and: [{ token_hash: { equals: hashChatLinkToken(token) } }, { used_at: { exists: false } }] },
      limit: 1,
      depth: 0,
      overrideAccess: false,
      context: VIA,
    })
    const link = docs[0]
    if (!link) throw new AppError('CHAT_LINK_NOT_FOUND')
    if (Date.parse(link.expires_at) <= Date.now()) throw new AppError('CHAT_LINK_EXPIRED')
    await payload.update({
      collection: 'client-chat-links',
      id: link.id,
      data: { used_at: new Date().toISOString() },
      depth: 0,
      overrideAccess: false,
      context: VIA,
    })
    // The link is the holder's credential for this one chat: the system reads it for them.
    const conversation = await payload
      .findByID({ collection: 'conversations', id: link.conversation as number, depth: 0, overrideAccess: true })
      .catch(() => null)
    if (!conversation || String(conversation.client_user ?? '') !== String(link.client)) throw new AppError('CHAT_LINK_NOT_FOUND')
    const { docs: places } = await payload.find({
      collection: 'conversation-participants',
      where: { and: [{ conversation: { equals: conversation.id } }, { role: { equals: 'client' } }] },
      limit: 1,
      depth: 0,
      overrideAccess: false,
      context: VIA,
    })
    const brand = await agencyBrand(payload, conversation)
    return {
      conversationId: String(conversation.id),
      token: await clientSessionToken(payload, link.client as number),
      clientEmail: places[0]?.client_email ?? '',
      // White label: the client's name for the chat is the agency's, never the thread's subject.
      subject: clientChatTitle(brand),
      brand,
    }
  },
})

import { AppError } from '../../contracts/errors'
import { agencyBrand, clientChatTitle, productName } from '../messaging/chat-brand'
import { memberRole } from '../messaging/conversation-members'
import { defineFunction } from './types'

/** get-chat-brand: the agency's name, logo and colour for a member's view of a conversation (the client chat's white label). */
export const getChatBrand = defineFunction('get-chat-brand', {
  auth: 'user',
  async handler({ conversationId }, { payload, user }) {
    const conversation = await payload
      .findByID({ collection: 'conversations', id: conversationId, depth: 1, overrideAccess: false, user: user! })
      .catch(() => null)
    if (!conversation || !memberRole(conversation, user!.id)) throw new AppError('NOT_FOUND')
    const brand = await agencyBrand(payload, conversation)
    // The client never learns the vendor's product name or the thread's subject either.
    if (memberRole(conversation, user!.id) === 'client') return { brand, subject: clientChatTitle(brand), productName: null }
    return { brand, subject: conversation.subject, productName: productName(conversation) }
  },
})

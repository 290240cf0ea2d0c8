import { AppError } from '../../contracts/errors'
import { memberRole } from '../messaging/conversation-members'
import { defineFunction } from './types'

/** mark-read: the messages others sent in a conversation the caller opened get their read_at. */
export const markRead = defineFunction('mark-read', {
  auth: 'user',
  async handler({ conversationId }, { payload, user }) {
    const conversation = await payload
      .findByID({ collection: 'conversations', id: conversationId, depth: 0, overrideAccess: false, user: user! })
      .catch(() => null)
    if (!conversation || !memberRole(conversation, user!.id)) throw new AppError('NOT_FOUND')
    const { docs } = await payload.update({
      collection: 'messages',
      where: {
        and: [{ conversation: { equals: conversation.id } }, { sender: { not_equals: user!.id } }, { read_at: { exists: false } }],
      },
      data: { read_at: new Date().toISOString() },
      depth: 0,
      overrideAccess: false,
      user: user!,
      context: { via: 'mark-read' },
    })
    return { updated: docs.length }
  },
})

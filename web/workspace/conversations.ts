import { useCallback } from 'react'
import type { Conversation, Message, VendorProduct } from '../../cms/payload-types'
import { query, rest, useLoad, type Page } from './api'
import { useSocketEvent } from './realtime'
import { useWorkspace } from './workspace-context'

export type ConversationRow = Conversation & { product?: VendorProduct | number | null }

export const productNameOf = (conversation: ConversationRow) =>
  conversation.product && typeof conversation.product === 'object' ? conversation.product.name : null

/**
 * The user's non-archived conversations, newest activity first, with unread counts; kept
 * live by conversation:activity (any tab, any participant's message moves the list).
 */
export function useConversations(type?: 'three_way_chat') {
  const { user, socket } = useWorkspace()
  const { data, reload } = useLoad(async () => {
    const where = { and: [{ is_archived: { not_equals: true } }, ...(type ? [{ type: { equals: type } }] : [])] }
    const [conversations, unread] = await Promise.all([
      rest<Page<ConversationRow>>(`conversations${query({ where, sort: '-last_message_at', limit: 100, depth: 1 })}`),
      rest<Page<Pick<Message, 'conversation'>>>(
        `messages${query({ where: { and: [{ read_at: { exists: false } }, { sender: { not_equals: user.id } }] }, limit: 1000, depth: 0 })}`,
      ),
    ])
    const unreadBy = new Map<string, number>()
    for (const message of unread.docs) {
      const id = String(typeof message.conversation === 'object' ? message.conversation.id : message.conversation)
      unreadBy.set(id, (unreadBy.get(id) ?? 0) + 1)
    }
    return { conversations: conversations.docs, unreadBy }
  }, [type, user.id])
  const onActivity = useCallback(() => reload(), [reload])
  useSocketEvent(socket, 'conversation:activity', onActivity)
  return { conversations: data?.conversations, unreadBy: data?.unreadBy ?? new Map<string, number>(), reload }
}

import { randomUUID } from 'node:crypto'
import type { Payload, TypedUser } from 'payload'
import { AppError } from '../../contracts/errors'
import type { MessageView } from '../../contracts/workspace'
import type { Logger } from '../../runtime/logger'
import { userRoom, type RealtimeServer } from '../lib/realtime-rooms'
import { conversationMembers, conversationRoom, memberRole } from './conversation-members'
import { messageStoreFor } from './message-store'
import { attachmentsForSend, attachmentViews } from './chat-attachments'
import { toMessageView } from './message-view'
import { pushNotification } from './notify'
import { databaseUnavailable } from '../../runtime/database-unavailable'

/**
 * Stores a message once, then delivers it: to the conversation's room (message:new), to every
 * member's tabs (conversation:activity, for list order and unread counts), and as a
 * notification to the other members who have none about it unread. A retried send (same
 * clientMessageId) answers the message already stored and delivers nothing twice. Sends are
 * written in groups (server/messaging/message-store.ts). Attachments must be the sender's,
 * uploaded into this conversation and not sent before (ATTACHMENT_UNAVAILABLE otherwise).
 */
export async function sendMessage({
  payload,
  realtime,
  logger,
  user,
  conversationId,
  content,
  attachments = [],
  clientMessageId = randomUUID(),
}: {
  payload: Payload
  realtime?: RealtimeServer
  logger: Logger
  user: TypedUser
  conversationId: string
  content: string
  /** chat-attachments ids the sender uploaded into this conversation and has not sent yet. */
  attachments?: string[]
  clientMessageId?: string
}): Promise<MessageView> {
  const conversation = await payload
    .findByID({ collection: 'conversations', id: conversationId, depth: 0, overrideAccess: false, user })
    .catch((error: unknown) => {
      // A database away is not a missing conversation: 503, and the client sends again (docs/decisions/113).
      if (databaseUnavailable(error)) throw error
      return null
    })
  const role = conversation && memberRole(conversation, user.id)
  if (!conversation || !role) throw new AppError('NOT_FOUND')
  const attachmentIds = await attachmentsForSend({ payload, user, conversationId: String(conversation.id), ids: attachments })

  const stored = await messageStoreFor(payload, logger)
    .store({ conversation, senderId: user.id, role, content, attachments: attachmentIds, clientMessageId })
    .catch((error: unknown) => {
      if (error instanceof AppError || databaseUnavailable(error)) throw error
      throw new AppError('MESSAGE_SEND_FAILED')
    })
  const message = toMessageView(stored.message, await attachmentViews({ payload, user, messages: [stored.message] }))
  if (!stored.fresh) return message

  const id = String(conversation.id)
  realtime?.to(conversationRoom(id)).emit('message:new', message)
  realtime?.to(conversationMembers(conversation).map((member) => userRoom(member.id))).emit('conversation:activity', {
    conversationId: id,
    lastMessageAt: message.sentAt,
    senderId: message.senderId,
    sequence: message.sequence,
  })
  for (const notice of stored.notices) pushNotification(realtime, notice.recipient, notice.view)
  return message
}

/** The messages of a conversation after `afterSequence`, oldest first, as the member may read them. */
export async function messagesAfter({
  payload,
  user,
  conversationId,
  afterSequence,
  sentSince,
}: {
  payload: Payload
  user: TypedUser
  conversationId: string
  afterSequence: number
  /** Only those stored since (a re-sync after a Redis outage: the client's own sequence is not known here). */
  sentSince?: Date
}): Promise<MessageView[]> {
  const { docs } = await payload.find({
    collection: 'messages',
    where: {
      and: [
        { conversation: { equals: conversationId } },
        { sequence: { greater_than: afterSequence } },
        ...(sentSince ? [{ createdAt: { greater_than_equal: sentSince.toISOString() } }] : []),
      ],
    },
    sort: 'sequence',
    limit: 500,
    depth: 0,
    overrideAccess: false,
    user,
  })
  const attachments = await attachmentViews({ payload, user, messages: docs })
  return docs.map((doc) => toMessageView(doc, attachments))
}

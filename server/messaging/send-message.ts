import { randomUUID } from 'node:crypto'
import type { Payload, TypedUser } from 'payload'
import type { Message } from '../../cms/payload-types'
import { AppError } from '../../contracts/errors'
import type { MessageView } from '../../contracts/workspace'
import type { Logger } from '../logger'
import { userRoom, type RealtimeServer } from '../realtime/rooms'
import { conversationMembers, conversationRoom, memberRole } from './conversation-members'
import { toMessageView } from './message-view'
import { notify } from './notify'

const VIA = { via: 'send-message' } as const
/** Sends racing for the same next sequence: each loser takes the next one. */
const SEQUENCE_ATTEMPTS = 25

async function findByClientKey(payload: Payload, user: TypedUser, clientKey: string): Promise<Message | undefined> {
  const { docs } = await payload.find({
    collection: 'messages',
    where: { client_key: { equals: clientKey } },
    limit: 1,
    depth: 0,
    overrideAccess: false,
    user,
  })
  return docs[0]
}

async function lastSequence(payload: Payload, user: TypedUser, conversationId: string): Promise<number> {
  const { docs } = await payload.find({
    collection: 'messages',
    where: { conversation: { equals: conversationId } },
    sort: '-sequence',
    limit: 1,
    depth: 0,
    select: { sequence: true },
    overrideAccess: false,
    user,
  })
  return docs[0]?.sequence ?? 0
}

/**
 * Stores a message once, then delivers it: to the conversation's room (message:new), to every
 * member's tabs (conversation:activity, for list order and unread counts), and as a
 * notification to the other members. A retried send (same clientMessageId) answers the
 * message already stored and delivers nothing twice.
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
  attachments?: { name: string; url: string }[]
  clientMessageId?: string
}): Promise<MessageView> {
  const conversation = await payload
    .findByID({ collection: 'conversations', id: conversationId, depth: 0, overrideAccess: false, user })
    .catch(() => null)
  const role = conversation && memberRole(conversation, user.id)
  if (!conversation || !role) throw new AppError('NOT_FOUND')
  const id = String(conversation.id)
  const clientKey = `${id}:${clientMessageId}`

  const already = await findByClientKey(payload, user, clientKey)
  if (already) return toMessageView(already)

  let stored: Message | undefined
  for (let attempt = 0; attempt < SEQUENCE_ATTEMPTS && !stored; attempt++) {
    const sequence = (await lastSequence(payload, user, id)) + 1
    try {
      stored = await payload.create({
        collection: 'messages',
        data: {
          conversation: conversation.id,
          sender: user.id,
          sender_role: role,
          content,
          attachments,
          sent_at: new Date().toISOString(),
          sequence,
          sequence_key: `${id}:${sequence}`,
          client_message_id: clientMessageId,
          client_key: clientKey,
        },
        depth: 0,
        overrideAccess: false,
        user,
        context: VIA,
        // One insert whose unique keys decide the race: no transaction needed around it.
        disableTransaction: true,
      })
    } catch (error) {
      // A unique key was taken: the same send stored by a racing retry (answer it), or
      // the sequence by another message (try the next one).
      const raced = await findByClientKey(payload, user, clientKey)
      if (raced) return toMessageView(raced)
      if (attempt === SEQUENCE_ATTEMPTS - 1) {
        logger.error({ err: error, conversationId: id }, 'message not stored')
        throw new AppError('MESSAGE_SEND_FAILED')
      }
    }
  }
  const message = toMessageView(stored!)

  realtime?.to(conversationRoom(id)).emit('message:new', message)
  const members = conversationMembers(conversation)
  realtime?.to(members.map((member) => userRoom(member.id))).emit('conversation:activity', {
    conversationId: id,
    lastMessageAt: message.sentAt,
    senderId: message.senderId,
    sequence: message.sequence,
  })

  // The list order follows the newest message; a slower racing send may not move it back.
  if (!conversation.last_message_at || conversation.last_message_at < message.sentAt) {
    await payload.update({
      collection: 'conversations',
      id: conversation.id,
      data: { last_message_at: message.sentAt },
      depth: 0,
      overrideAccess: false,
      user,
      context: VIA,
      disableTransaction: true,
    })
  }
  // The message is stored and delivered: a notification that fails is logged, not the send's failure.
  for (const member of members) {
    if (member.id === message.senderId) continue
    await notify({
      payload,
      realtime,
      via: VIA.via,
      recipient: member.ref,
      title: `New message: ${conversation.subject}`,
      message: content,
      link: member.role === 'client' ? `/app/client-chat/${id}` : `/app/messages/${id}`,
    }).catch((error: unknown) => logger.warn({ err: error, conversationId: id }, 'message notification not created'))
  }
  return message
}

/** The messages of a conversation after `afterSequence`, oldest first, as the member may read them. */
export async function messagesAfter({
  payload,
  user,
  conversationId,
  afterSequence,
}: {
  payload: Payload
  user: TypedUser
  conversationId: string
  afterSequence: number
}): Promise<MessageView[]> {
  const { docs } = await payload.find({
    collection: 'messages',
    where: { and: [{ conversation: { equals: conversationId } }, { sequence: { greater_than: afterSequence } }] },
    sort: 'sequence',
    limit: 500,
    depth: 0,
    overrideAccess: false,
    user,
  })
  return docs.map(toMessageView)
}

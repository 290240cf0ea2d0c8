import type { Payload } from 'payload'
import type { Conversation, Message } from '../../cms/payload-types'
import { AppError } from '../../contracts/errors'
import type { NotificationView } from '../../contracts/workspace'
import type { Logger } from '../../runtime/logger'
import { GroupedWriter, onePerPayload, type GroupRequest } from '../overload/grouped-writer'
import { isUniqueViolation } from '../unique-violation'
import type { AttachmentId } from './chat-attachments'
import type { MemberRole } from './conversation-members'
import { insertRows } from './insert-rows'
import { notifyMembers } from './notify-members'
import { touchConversations } from './touch-conversations'

/** A message a member sends, once the access rule has let them into the conversation. */
export type MessageToStore = {
  conversation: Conversation
  senderId: number | string
  role: MemberRole
  content: string
  /** Checked by send-message: the sender's, of this conversation; claimed here, once. */
  attachments: AttachmentId[]
  clientMessageId: string
}

export type StoredMessage = {
  message: Message
  /** False when the same send was stored before (a retry): it is answered, not delivered again. */
  fresh: boolean
  /** Notifications written for it, to push to their recipients' open tabs. */
  notices: { recipient: number | string; view: NotificationView }[]
}

type Send = MessageToStore & { clientKey: string }

/** Messages written in one transaction at most; the rest wait for the next one. */
const GROUP_LIMIT = 200
/** A group that meets a taken key (another node's sequence) is read again and retried. */
const ATTEMPTS = 4
/** Conversations whose last sequence this process remembers (the most recently written). */
const SEQUENCES_KEPT = 10_000

/**
 * A send's idempotency key: its conversation, its sender and the sender's own id for it, so one
 * member's clientMessageId never answers another member's send. The slashes keep it apart from
 * the older `conversation:clientMessageId` keys of stored rows, which no send asks for any more
 * (docs/decisions/046).
 */
export const clientKeyOf = (conversationId: string | number, senderId: string | number, clientMessageId: string) =>
  `${conversationId}/${senderId}/${clientMessageId}`

/**
 * Stores the messages of this process in groups, one transaction each (GroupedWriter,
 * docs/decisions/040 and 068). In a group each conversation's messages take the next sequences
 * after the last one this process committed (read from the database once); the unique
 * `sequence_key` and `client_key` still decide between nodes: a group that meets a taken key
 * rolls back, reads again and retries, and a send that keeps failing fails alone.
 *
 * A group costs a fixed number of statements, whatever its size: the messages in one insert,
 * the conversations' `last_message_at` in one update, and the members' 'New message'
 * notifications in one read and at most one insert, all in the group's transaction: what is
 * delivered is stored, with its notifications and its place in the list.
 */
export function messageStoreFor(payload: Payload, logger: Logger): { store: (input: MessageToStore) => Promise<StoredMessage> } {
  const writer = writers(payload)
  return {
    store: (input) =>
      writer.write({ ...input, clientKey: clientKeyOf(input.conversation.id, input.senderId, input.clientMessageId) }).catch((error) => {
        // An attachment sent already is the sender's mistake, not the store's.
        if (!(error instanceof AppError)) logger.error({ err: error, conversationId: String(input.conversation.id) }, 'message not stored')
        throw error
      }),
  }
}

const writers = onePerPayload((payload) => {
  const sequences = new LastSequences()
  return new GroupedWriter<Send, StoredMessage>({
    db: payload.db,
    groupLimit: GROUP_LIMIT,
    retryable: isUniqueViolation,
    attempts: ATTEMPTS,
    write: (group, req) =>
      writeGroup(payload, sequences, group, req).catch((error: unknown) => {
        // Another node may have taken these sequences: read them again on the next try.
        for (const send of group) sequences.forget(String(send.conversation.id))
        throw error
      }),
    committed: (_group, stored) => {
      for (const { message, fresh } of stored) if (fresh) sequences.remember(String(relation(message.conversation)), message.sequence)
    },
  })
})

const relation = (ref: number | { id: number }) => (typeof ref === 'object' ? ref.id : ref)

async function writeGroup(payload: Payload, sequences: LastSequences, group: Send[], req: GroupRequest): Promise<StoredMessage[]> {
  const before = await findByClientKeys(payload, [...new Set(group.map((send) => send.clientKey))], req)
  // The first send of each key not stored yet is written; a copy of it in the same group is answered with it.
  const first = new Map<string, Send>()
  for (const send of group) if (!before.has(send.clientKey) && !first.has(send.clientKey)) first.set(send.clientKey, send)
  const fresh = [...first.values()]
  const written = new Map<string, Message>()
  let notices = new Map<string, StoredMessage['notices']>()

  if (fresh.length > 0) {
    const sentAt = new Date().toISOString()
    const last = new Map<string, number>()
    for (const send of fresh) {
      const conversationId = String(send.conversation.id)
      const previous = last.get(conversationId) ?? sequences.get(conversationId) ?? (await storedLastSequence(payload, conversationId, req))
      last.set(conversationId, previous + 1)
      const message: Message = {
        id: 0,
        conversation: send.conversation.id,
        sender: send.senderId as number,
        sender_role: send.role,
        content: send.content,
        attachments: send.attachments,
        sent_at: sentAt,
        read_at: null,
        sequence: previous + 1,
        sequence_key: `${conversationId}:${previous + 1}`,
        client_message_id: send.clientMessageId,
        client_key: send.clientKey,
        createdAt: sentAt,
        updatedAt: sentAt,
      }
      written.set(send.clientKey, message)
    }

    // The adapter's own inserts: each send was validated and let in by the conversation's access
    // rule, and this collection has no hooks to run (decision 040).
    const plain = [...written.values()].filter((message) => message.attachments!.length === 0)
    const rows = plain.map(({ id: _id, attachments: _attachments, ...row }) => row)
    for (const row of await insertRows(payload, { collection: 'messages', rows, req, returning: ['id', 'client_key'] }))
      written.get(String(row.client_key))!.id = row.id as number
    for (const message of written.values()) {
      if (message.attachments!.length === 0) continue
      const { id: _id, ...data } = message
      const created = await payload.db.create({ collection: 'messages', data, req, returning: true })
      message.id = created.id as number
      await claimAttachments(payload, message.attachments as AttachmentId[], message.id, req)
    }
    // The list order follows the newest message; a group written later elsewhere is not moved back.
    await touchConversations(payload, { ids: [...last.keys()], sentAt, req })
    notices = await notifyMembers(payload, {
      sent: fresh.map((send) => ({
        key: send.clientKey,
        conversation: send.conversation,
        senderId: send.senderId,
        content: send.content,
        attachmentCount: send.attachments.length,
      })),
      req,
    })
  }

  return group.map((send) => {
    const earlier = before.get(send.clientKey)
    if (earlier) return { message: earlier, fresh: false, notices: [] }
    const isFirst = first.get(send.clientKey) === send
    return { message: written.get(send.clientKey)!, fresh: isFirst, notices: (isFirst && notices.get(send.clientKey)) || [] }
  })
}

/**
 * Links the attachments to their message, each only if no message has it yet: in this
 * group's transaction, so within a process (groups go one after another) an attachment is
 * sent once; one already sent fails this send with ATTACHMENT_UNAVAILABLE.
 */
async function claimAttachments(payload: Payload, ids: AttachmentId[], messageId: Message['id'], req: GroupRequest): Promise<void> {
  await payload.db.updateMany({
    collection: 'chat-attachments',
    where: { and: [{ id: { in: ids } }, { message: { exists: false } }] },
    data: { message: messageId },
    req,
    returning: false,
  })
  // Counted, not taken from updateMany's answer: the MongoDB adapter answers what still matches its filter.
  const { totalDocs } = await payload.db.count({
    collection: 'chat-attachments',
    where: { and: [{ id: { in: ids } }, { message: { equals: messageId } }] },
    req,
  })
  if (totalDocs !== ids.length) throw new AppError('ATTACHMENT_UNAVAILABLE')
}

async function storedLastSequence(payload: Payload, conversationId: string, req: GroupRequest): Promise<number> {
  const { docs } = await payload.find({
    collection: 'messages',
    where: { conversation: { equals: conversationId } },
    sort: '-sequence',
    limit: 1,
    pagination: false,
    depth: 0,
    select: { sequence: true },
    // Every send in the group was let into its conversation by the access rule already.
    overrideAccess: true,
    req,
  })
  return docs[0]?.sequence ?? 0
}

/** Messages by `client_key`; each key names its conversation, whose access rule let the sender in. */
async function findByClientKeys(payload: Payload, keys: string[], req: GroupRequest): Promise<Map<string, Message>> {
  const { docs } = await payload.find({
    collection: 'messages',
    where: { client_key: { in: keys } },
    pagination: false,
    limit: keys.length,
    depth: 0,
    overrideAccess: true,
    req,
  })
  return new Map(docs.map((doc) => [doc.client_key, doc]))
}

/** The last sequence this process committed in each conversation, for the most recently written ones. */
class LastSequences {
  private readonly last = new Map<string, number>()

  get(conversationId: string): number | undefined {
    return this.last.get(conversationId)
  }

  remember(conversationId: string, sequence: number): void {
    this.last.delete(conversationId)
    this.last.set(conversationId, sequence)
    if (this.last.size > SEQUENCES_KEPT) this.last.delete(this.last.keys().next().value!)
  }

  forget(conversationId: string): void {
    this.last.delete(conversationId)
  }
}

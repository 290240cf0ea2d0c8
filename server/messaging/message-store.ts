import type { Payload, PayloadRequest } from 'payload'
import type { Conversation, Message } from '../../cms/payload-types'
import { AppError } from '../../contracts/errors'
import type { NotificationView } from '../../contracts/workspace'
import type { Logger } from '../logger'
import type { AttachmentId } from './chat-attachments'
import { isUniqueViolation } from '../unique-violation'
import { conversationMembers, refId, type MemberRole } from './conversation-members'
import { storeNotification } from './notify'

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

type Waiting = MessageToStore & {
  clientKey: string
  resolve: (stored: StoredMessage) => void
  reject: (error: unknown) => void
}

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
 * Stores the messages of this process in groups (docs/decisions/040): sends that arrive while
 * a group is being written wait and go together in the next transaction, so a busy server
 * commits once for many messages. In a group each conversation's messages take the next
 * sequences after the last one this process wrote (read from the database once); the unique
 * `sequence_key` and `client_key` still decide between nodes: a group that meets a taken key
 * rolls back, reads again and retries, and a send that keeps failing fails alone.
 *
 * With each group the conversations' `last_message_at` moves to the group's time, and each
 * other member gets a 'New message' notification unless one about the conversation is still
 * unread.
 */
export class MessageStore {
  private waiting: Waiting[] = []
  private draining = false
  private readonly lastSequence = new Map<string, number>()

  constructor(
    private readonly payload: Payload,
    private readonly logger: Logger,
  ) {}

  store(input: MessageToStore): Promise<StoredMessage> {
    return new Promise((resolve, reject) => {
      this.waiting.push({ ...input, clientKey: clientKeyOf(input.conversation.id, input.senderId, input.clientMessageId), resolve, reject })
      if (this.draining) return
      this.draining = true
      // The sends of the same turn of the event loop go in the first group.
      setImmediate(() => void this.drain())
    })
  }

  private async drain(): Promise<void> {
    try {
      while (this.waiting.length > 0) await this.writeGroup(this.waiting.splice(0, GROUP_LIMIT))
    } finally {
      this.draining = false
    }
  }

  /** Settles every send of the group: stored, or failed with the reason logged. */
  private async writeGroup(group: Waiting[]): Promise<void> {
    for (let attempt = 1; ; attempt++) {
      try {
        const stored = await this.writeOnce(group)
        group.forEach((item, i) => item.resolve(stored[i]!))
        return
      } catch (error) {
        for (const item of group) this.lastSequence.delete(String(item.conversation.id))
        if (isUniqueViolation(error) && attempt < ATTEMPTS) continue
        if (group.length > 1) {
          // One send's trouble is not the others': each tries on its own.
          for (const item of group) await this.writeGroup([item])
          return
        }
        // An attachment sent already is the sender's mistake, not the store's.
        if (!(error instanceof AppError))
          this.logger.error({ err: error, conversationId: String(group[0]!.conversation.id) }, 'message not stored')
        group[0]!.reject(error)
        return
      }
    }
  }

  private async writeOnce(group: Waiting[]): Promise<StoredMessage[]> {
    const { payload } = this
    const before = await this.findByClientKeys([...new Set(group.map((item) => item.clientKey))])
    // The first send of each key not stored yet is written; a copy of it in the same group is answered with it.
    const first = new Map<string, Waiting>()
    for (const item of group) if (!before.has(item.clientKey) && !first.has(item.clientKey)) first.set(item.clientKey, item)
    const fresh = [...first.values()]
    let written = new Map<string, Message>()
    const notices = new Map<string, StoredMessage['notices']>()

    if (fresh.length > 0) {
      const { sequences, last } = await this.allocate(fresh)
      const sentAt = new Date().toISOString()
      const transactionID = (await payload.db.beginTransaction()) ?? undefined
      const req = { transactionID }
      try {
        for (const item of fresh) {
          const sequence = sequences.get(item)!
          const conversationId = String(item.conversation.id)
          // The adapter's own insert: the send was validated and let in by the conversation's
          // access rule, and this collection has no hooks to run (decision 040).
          const created = await payload.db.create({
            collection: 'messages',
            data: {
              conversation: item.conversation.id,
              sender: item.senderId,
              sender_role: item.role,
              content: item.content,
              attachments: item.attachments,
              sent_at: sentAt,
              read_at: null,
              sequence,
              sequence_key: `${conversationId}:${sequence}`,
              client_message_id: item.clientMessageId,
              client_key: item.clientKey,
              createdAt: sentAt,
              updatedAt: sentAt,
            },
            req,
            returning: item.attachments.length > 0,
          })
          if (item.attachments.length > 0) await this.claimAttachments(item.attachments, created.id, req)
        }
        // The list order follows the newest message; a group written later elsewhere is not moved back.
        await payload.db.updateMany({
          collection: 'conversations',
          where: {
            and: [
              { id: { in: [...last.keys()] } },
              { or: [{ last_message_at: { less_than: sentAt } }, { last_message_at: { exists: false } }] },
            ],
          },
          data: { last_message_at: sentAt, updatedAt: sentAt },
          req,
          returning: false,
        })
        await this.notifyMembers(fresh, req, notices)
        if (transactionID !== undefined) await payload.db.commitTransaction(transactionID)
      } catch (error) {
        if (transactionID !== undefined) await payload.db.rollbackTransaction(transactionID).catch(() => undefined)
        throw error
      }
      for (const [conversationId, sequence] of last) this.remember(conversationId, sequence)
      written = await this.findByClientKeys(fresh.map((item) => item.clientKey))
    }

    return group.map((item) => {
      const earlier = before.get(item.clientKey)
      if (earlier) return { message: earlier, fresh: false, notices: [] }
      const isFirst = first.get(item.clientKey) === item
      return { message: written.get(item.clientKey)!, fresh: isFirst, notices: (isFirst && notices.get(item.clientKey)) || [] }
    })
  }

  /**
   * Links the attachments to their message, each only if no message has it yet: in this
   * group's transaction, so within a process (groups go one after another) an attachment is
   * sent once; one already sent fails this send with ATTACHMENT_UNAVAILABLE.
   */
  private async claimAttachments(ids: AttachmentId[], messageId: Message['id'], req: Partial<PayloadRequest>): Promise<void> {
    await this.payload.db.updateMany({
      collection: 'chat-attachments',
      where: { and: [{ id: { in: ids } }, { message: { exists: false } }] },
      data: { message: messageId },
      req,
      returning: false,
    })
    // Counted, not taken from updateMany's answer: the MongoDB adapter answers what still matches its filter.
    const { totalDocs } = await this.payload.db.count({
      collection: 'chat-attachments',
      where: { and: [{ id: { in: ids } }, { message: { equals: messageId } }] },
      req,
    })
    if (totalDocs !== ids.length) throw new AppError('ATTACHMENT_UNAVAILABLE')
  }

  /** The next sequences of each conversation, in the order the sends arrived. */
  private async allocate(fresh: Waiting[]): Promise<{ sequences: Map<Waiting, number>; last: Map<string, number> }> {
    const last = new Map<string, number>()
    const sequences = new Map<Waiting, number>()
    for (const item of fresh) {
      const conversationId = String(item.conversation.id)
      const previous = last.get(conversationId) ?? this.lastSequence.get(conversationId) ?? (await this.storedLastSequence(conversationId))
      last.set(conversationId, previous + 1)
      sequences.set(item, previous + 1)
    }
    return { sequences, last }
  }

  private remember(conversationId: string, sequence: number): void {
    this.lastSequence.delete(conversationId)
    this.lastSequence.set(conversationId, sequence)
    if (this.lastSequence.size > SEQUENCES_KEPT) this.lastSequence.delete(this.lastSequence.keys().next().value!)
  }

  private async storedLastSequence(conversationId: string): Promise<number> {
    const { docs } = await this.payload.find({
      collection: 'messages',
      where: { conversation: { equals: conversationId } },
      sort: '-sequence',
      limit: 1,
      depth: 0,
      select: { sequence: true },
      // Every send in the group was let into its conversation by the access rule already.
      overrideAccess: true,
    })
    return docs[0]?.sequence ?? 0
  }

  /** Messages by `client_key`; each key names its conversation, whose access rule let the sender in. */
  private async findByClientKeys(keys: string[]): Promise<Map<string, Message>> {
    const { docs } = await this.payload.find({
      collection: 'messages',
      where: { client_key: { in: keys } },
      pagination: false,
      limit: keys.length,
      depth: 0,
      overrideAccess: true,
    })
    return new Map(docs.map((doc) => [doc.client_key, doc]))
  }

  /**
   * A 'New message' notification for each other member of each conversation in the group,
   * unless they have one about that conversation still unread: a busy thread does not fill
   * the bell, and the conversation list counts its unread messages.
   */
  private async notifyMembers(fresh: Waiting[], req: Partial<PayloadRequest>, notices: Map<string, StoredMessage['notices']>) {
    const wanted = new Map<string, { item: Waiting; recipient: number | string; link: string }>()
    for (const item of fresh) {
      const conversationId = String(item.conversation.id)
      for (const member of conversationMembers(item.conversation)) {
        if (member.id === String(item.senderId)) continue
        const link = member.role === 'client' ? `/app/client-chat/${conversationId}` : `/app/messages/${conversationId}`
        const key = `${member.id}|${link}`
        if (!wanted.has(key)) wanted.set(key, { item, recipient: member.ref, link })
      }
    }
    if (wanted.size === 0) return
    const unread = await this.payload.find({
      collection: 'notifications',
      where: {
        and: [
          { user: { in: [...new Set([...wanted.values()].map((want) => want.recipient))] } },
          { link: { in: [...new Set([...wanted.values()].map((want) => want.link))] } },
          { read_at: { exists: false } },
        ],
      },
      pagination: false,
      depth: 0,
      select: { user: true, link: true },
      // The server notifies as the system; it reads only whom it is about to notify.
      overrideAccess: true,
      req,
    })
    for (const doc of unread.docs) wanted.delete(`${refId(doc.user)}|${doc.link}`)
    for (const { item, recipient, link } of wanted.values()) {
      const view = await storeNotification({
        payload: this.payload,
        req,
        via: 'send-message',
        recipient,
        title: `New message: ${item.conversation.subject}`,
        message:
          item.content.trim() || `Sent ${item.attachments.length === 1 ? 'an attachment' : `${item.attachments.length} attachments`}`,
        link,
      })
      notices.set(item.clientKey, [...(notices.get(item.clientKey) ?? []), { recipient, view }])
    }
  }
}

const stores = new WeakMap<Payload, MessageStore>()

/** The message store of a Payload instance (one per process and database). */
export function messageStoreFor(payload: Payload, logger: Logger): MessageStore {
  let store = stores.get(payload)
  if (!store) stores.set(payload, (store = new MessageStore(payload, logger)))
  return store
}

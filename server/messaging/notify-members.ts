import type { Payload } from 'payload'
import type { Conversation } from '../../cms/payload-types'
import type { NotificationView } from '../../contracts/workspace'
import type { GroupRequest } from '../overload/grouped-writer'
import { conversationMembers, refId } from './conversation-members'
import { insertRows } from './insert-rows'

/** A stored message as its members' bells need it. */
export type SentMessage = {
  key: string
  conversation: Conversation
  senderId: number | string
  content: string
  attachmentCount: number
}

/**
 * A 'New message' notification for each other member of each conversation in the group, unless
 * they have one about that conversation still unread: a busy thread does not fill the bell, and
 * the conversation list counts its unread messages. Written in the group's transaction (never
 * lost, never twice); one read and at most one insert for the whole group. Answers the
 * notifications written, by the message (its `key`) that caused them.
 */
export async function notifyMembers(
  payload: Payload,
  { sent, req }: { sent: SentMessage[]; req: GroupRequest },
): Promise<Map<string, { recipient: number | string; view: NotificationView }[]>> {
  const notices = new Map<string, { recipient: number | string; view: NotificationView }[]>()
  const wanted = new Map<string, { message: SentMessage; recipient: number | string; link: string }>()
  for (const message of sent) {
    const conversationId = String(message.conversation.id)
    for (const member of conversationMembers(message.conversation)) {
      if (member.id === String(message.senderId)) continue
      const link = member.role === 'client' ? `/app/client-chat/${conversationId}` : `/app/messages/${conversationId}`
      const key = `${member.id}|${link}`
      if (!wanted.has(key)) wanted.set(key, { message, recipient: member.ref, link })
    }
  }
  if (wanted.size === 0) return notices
  const unread = await payload.find({
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
  if (wanted.size === 0) return notices

  // The rows as payload.create would write them (the collection has no hooks and no defaults).
  const now = new Date().toISOString()
  const wants = [...wanted]
  const rows = wants.map(([, { message, recipient, link }]) => ({
    user: recipient,
    // A client's bell names no thread (white label); the subject is hidden from a client sender's read too.
    title:
      link.startsWith('/app/client-chat/') || !message.conversation.subject
        ? 'New message'
        : `New message: ${message.conversation.subject}`,
    message: (
      message.content.trim() || `Sent ${message.attachmentCount === 1 ? 'an attachment' : `${message.attachmentCount} attachments`}`
    ).slice(0, 280),
    link,
    read_at: null,
    createdAt: now,
    updatedAt: now,
  }))
  const inserted = await insertRows(payload, { collection: 'notifications', rows, req, returning: ['id', 'user', 'link'] })
  const idOf = new Map(inserted.map((row) => [`${refId(row.user as number)}|${String(row.link)}`, String(row.id)]))
  wants.forEach(([key, { message, recipient }], i) => {
    const { title, message: text, link } = rows[i]!
    const view: NotificationView = { id: idOf.get(key)!, title, message: text, link, createdAt: now }
    notices.set(message.key, [...(notices.get(message.key) ?? []), { recipient, view }])
  })
  return notices
}

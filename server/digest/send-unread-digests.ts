import type { Payload } from 'payload'
import type { Conversation, Message, User } from '../../cms/payload-types'
import { mailOrigin } from '../lib/site-origin'
import type { Logger } from '../../runtime/logger'
import { agencyBrand, clientChatTitle } from '../messaging/chat-brand'
import { conversationMembers, refId } from '../messaging/conversation-members'
import { isUniqueViolation } from '../unique-violation'

/** A message unread this long goes into a digest (issue 18). */
export const DIGEST_AFTER_MS = 15 * 60 * 1000
/** At most one digest per user in this time. */
export const DIGEST_EVERY_MS = 60 * 60 * 1000
/** Older unread messages are not digested any more (a node down for a day sends no backlog). */
const LOOKBACK_MS = 24 * 60 * 60 * 1000
const MAX_MESSAGES_PER_RUN = 2000

type Pending = { user: string; messages: Message[] }

/**
 * One run of the unread-messages digest: each member with messages unread for 15 minutes,
 * digests on and no digest in the last hour gets one e-mail with what came since their last
 * one. Safe on every node at once: the next digest of a user is claimed by a unique row
 * (`<user>:<sequence>`) before its e-mail goes out, so of two nodes only one sends it.
 * `now` is the clock, which a test moves instead of waiting an hour.
 */
export async function sendUnreadDigests({
  payload,
  logger,
  now = () => new Date(),
}: {
  payload: Payload
  logger: Pick<Logger, 'info' | 'warn' | 'error'>
  now?: () => Date
}): Promise<{ sent: number }> {
  const at = now()
  // The job acts for nobody: it reads every conversation's unread messages as the system.
  const { docs: unread } = await payload.find({
    collection: 'messages',
    where: {
      and: [
        { read_at: { exists: false } },
        { sent_at: { less_than_equal: new Date(at.getTime() - DIGEST_AFTER_MS).toISOString() } },
        { sent_at: { greater_than: new Date(at.getTime() - LOOKBACK_MS).toISOString() } },
      ],
    },
    sort: 'sent_at',
    limit: MAX_MESSAGES_PER_RUN,
    depth: 0,
    overrideAccess: true,
  })
  if (unread.length === 0) return { sent: 0 }

  const conversations = new Map<string, Conversation>()
  const pending = new Map<string, Pending>()
  for (const message of unread) {
    const conversationId = refId(message.conversation)!
    if (!conversations.has(conversationId)) {
      const conversation = await payload
        .findByID({ collection: 'conversations', id: conversationId, depth: 0, overrideAccess: true })
        .catch(() => null)
      if (!conversation) continue
      conversations.set(conversationId, conversation)
    }
    for (const member of conversationMembers(conversations.get(conversationId)!)) {
      if (member.id === refId(message.sender)) continue
      // A client is never mailed what came before they joined (docs/decisions/111).
      if (member.role === 'client' && message.sequence <= (conversations.get(conversationId)!.client_joined_after_sequence ?? 0)) continue
      const entry = pending.get(member.id) ?? { user: member.id, messages: [] }
      entry.messages.push(message)
      pending.set(member.id, entry)
    }
  }

  let sent = 0
  for (const entry of pending.values()) {
    try {
      if (await sendDigest({ payload, at, entry, conversations })) sent++
    } catch (error) {
      logger.error({ err: error, user: entry.user }, 'unread digest not sent')
    }
  }
  if (sent > 0) logger.info({ sent }, 'unread digests sent')
  return { sent }
}

async function sendDigest({
  payload,
  at,
  entry,
  conversations,
}: {
  payload: Payload
  at: Date
  entry: Pending
  conversations: Map<string, Conversation>
}): Promise<boolean> {
  const user = await payload.findByID({ collection: 'users', id: entry.user, depth: 0, overrideAccess: true }).catch(() => null)
  if (!user || user.email_digest === false) return false
  const { docs: previous } = await payload.find({
    collection: 'digest-sends',
    where: { user: { equals: user.id } },
    sort: '-sequence',
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  const last = previous[0]
  if (last && at.getTime() - Date.parse(last.sent_at) < DIGEST_EVERY_MS) return false
  // Only what no earlier digest told them about.
  const messages = last ? entry.messages.filter((message) => Date.parse(message.sent_at) > Date.parse(last.through)) : entry.messages
  if (messages.length === 0) return false

  const to = await addressOf(payload, user, messages, conversations)
  if (!to) return false
  const sequence = (last?.sequence ?? 0) + 1
  let claim
  try {
    claim = await payload.create({
      collection: 'digest-sends',
      data: {
        user: user.id,
        sequence,
        claim_key: `${user.id}:${sequence}`,
        sent_at: at.toISOString(),
        through: messages[messages.length - 1].sent_at,
        message_count: messages.length,
      },
      depth: 0,
      overrideAccess: true,
    })
  } catch (error) {
    // Another node claimed this digest first: it sends it.
    if (isUniqueViolation(error)) return false
    throw error
  }
  try {
    await payload.sendEmail({ to, ...(await digestMail(payload, user, messages, conversations)) })
  } catch (error) {
    // Unclaimed again, so the next run tries once more.
    await payload.delete({ collection: 'digest-sends', id: claim.id, overrideAccess: true }).catch(() => undefined)
    throw error
  }
  return true
}

/** A client's account has no mailbox of its own: their digest goes to the address they were invited at. */
async function addressOf(payload: Payload, user: User, messages: Message[], conversations: Map<string, Conversation>) {
  if (user.role !== 'client') return user.email
  const conversation = conversations.get(refId(messages[0].conversation)!)!
  const { docs } = await payload.find({
    collection: 'conversation-participants',
    where: { and: [{ conversation: { equals: conversation.id } }, { user: { equals: user.id } }] },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  return docs[0]?.client_email ?? null
}

const excerpt = (text: string) => (text.length > 140 ? `${text.slice(0, 139)}…` : text)

async function digestMail(payload: Payload, user: User, messages: Message[], conversations: Map<string, Conversation>) {
  const byConversation = new Map<string, Message[]>()
  for (const message of messages) {
    const id = refId(message.conversation)!
    byConversation.set(id, [...(byConversation.get(id) ?? []), message])
  }
  const sections: string[] = []
  for (const [id, list] of byConversation) {
    const conversation = conversations.get(id)!
    // A client sees the agency's name alone (white label); the others see the subject.
    const heading = user.role === 'client' ? clientChatTitle(await agencyBrand(payload, conversation)) : `"${conversation.subject}"`
    const link = user.role === 'client' ? `${mailOrigin()}/app/client-chat/${id}` : `${mailOrigin()}/app/messages/${id}`
    sections.push(`${heading} (${list.length} unread)\n${list.map((message) => `- ${excerpt(message.content)}`).join('\n')}\n${link}`)
  }
  const count = messages.length
  return {
    subject: `You have ${count} unread message${count === 1 ? '' : 's'}`,
    text: `${sections.join('\n\n')}\n\nYou get this digest at most once an hour. Turn it off in Settings.`,
  }
}

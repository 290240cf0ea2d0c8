import type { Access, Where } from 'payload'
import { clientReadableMessages } from './clientReadableMessages'
import { conversationMemberWhere } from './conversationMember'
import { mayReadPrivateThreads } from './mayReadPrivateThreads'
import { hasRole } from './roles'

/**
 * Who reads a chat attachment, on REST, GraphQL and its file URL alike (Payload checks the
 * file URL with this same rule): its uploader, and once it is sent with a message, every
 * member of the conversation who reads that message. Admins read every thread (support), so its attachments too;
 * marketers and analysts none (mayReadPrivateThreads).
 */
export const canReadChatAttachment: Access = async ({ req }) => {
  const { user } = req
  if (!user || !mayReadPrivateThreads(user)) return false
  if (hasRole(user, 'admin')) return true
  const uploader: Where = { uploaded_by: { equals: user.id } }
  // An invited client reads the files of the messages they may read: those after they joined.
  const readable = hasRole(user, 'client')
    ? await clientReadableMessages(req, user.id, 'message')
    : conversationMemberWhere(user.id, 'conversation')
  if (readable === false) return uploader
  const sentToMember: Where = { and: [{ message: { exists: true } }, readable] }
  return { or: [uploader, sentToMember] }
}

/**
 * A member attaches files to a conversation they take part in: its access rule must let them
 * read it. Without data (the admin asking what it may do), the role alone answers.
 */
export const canAttachToConversation: Access = async ({ req, data }) => {
  const { user } = req
  if (!hasRole(user, 'agency', 'vendor', 'client')) return false
  if (!data) return true
  const conversationId = typeof data.conversation === 'object' && data.conversation ? data.conversation.id : data.conversation
  if (typeof conversationId !== 'string' && typeof conversationId !== 'number') return false
  const conversation = await req.payload
    .findByID({ collection: 'conversations', id: conversationId, depth: 0, overrideAccess: false, user, req })
    .catch(() => null)
  return Boolean(conversation)
}

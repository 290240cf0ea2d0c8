import type { Payload, TypedUser } from 'payload'
import type { ChatAttachment, Message } from '../../cms/payload-types'
import type { AttachmentView } from '../../contracts/chat-attachments'
import { AppError } from '../../contracts/errors'
import { refId } from './conversation-members'

export type AttachmentId = ChatAttachment['id']

/**
 * The attachments a send names, checked: each exists and the sender may read it, the sender
 * uploaded it, into this conversation. Whether one went out with another message already is
 * decided when the message is stored (message-store claims them in its transaction), so a
 * retried send of the same message still answers it. Answers the ids as the database stores them.
 */
export async function attachmentsForSend({
  payload,
  user,
  conversationId,
  ids,
}: {
  payload: Payload
  user: TypedUser
  conversationId: string
  ids: string[]
}): Promise<AttachmentId[]> {
  const wanted = [...new Set(ids)]
  if (wanted.length === 0) return []
  const { docs } = await payload
    .find({
      collection: 'chat-attachments',
      where: { id: { in: wanted } },
      limit: wanted.length,
      depth: 0,
      select: { conversation: true, uploaded_by: true },
      overrideAccess: false,
      user,
    })
    .catch(() => ({ docs: [] as Pick<ChatAttachment, 'id' | 'conversation' | 'uploaded_by'>[] }))
  const fit = docs.filter((doc) => refId(doc.uploaded_by) === String(user.id) && refId(doc.conversation) === conversationId)
  if (fit.length !== wanted.length) throw new AppError('ATTACHMENT_UNAVAILABLE')
  const byId = new Map(fit.map((doc) => [String(doc.id), doc.id]))
  return wanted.map((id) => byId.get(id)!)
}

const fileUrl = (filename: string) => `/api/chat-attachments/file/${encodeURIComponent(filename)}`

/**
 * The attachments of these messages as the message list shows them, read as `user` (the
 * attachments' own access rule applies). One query for all of them.
 */
export async function attachmentViews({
  payload,
  user,
  messages,
}: {
  payload: Payload
  user: TypedUser
  messages: Pick<Message, 'attachments'>[]
}): Promise<Map<string, AttachmentView>> {
  const ids = [...new Set(messages.flatMap((message) => (message.attachments ?? []).map((ref) => refId(ref)!)))]
  if (ids.length === 0) return new Map()
  const { docs } = await payload.find({
    collection: 'chat-attachments',
    where: { id: { in: ids } },
    limit: ids.length,
    pagination: false,
    depth: 0,
    overrideAccess: false,
    user,
  })
  return new Map(docs.filter((doc) => doc.filename).map((doc) => [String(doc.id), toAttachmentView(doc)]))
}

export function toAttachmentView(doc: ChatAttachment): AttachmentView {
  const thumbnail = doc.sizes?.thumbnail?.filename
  return {
    id: String(doc.id),
    filename: doc.filename!,
    mimeType: doc.mimeType ?? 'application/octet-stream',
    filesize: doc.filesize ?? 0,
    url: fileUrl(doc.filename!),
    thumbnailUrl: thumbnail ? fileUrl(thumbnail) : null,
  }
}

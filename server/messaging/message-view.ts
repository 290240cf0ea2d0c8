import type { Message } from '../../cms/payload-types'
import type { AttachmentView } from '../../contracts/chat-attachments'
import type { MessageView } from '../../contracts/workspace'
import { refId } from './conversation-members'

/** A stored message as the chat shows it; `attachments` holds the views of its files (server/messaging/chat-attachments.ts). */
export function toMessageView(message: Message, attachments: Map<string, AttachmentView> = new Map()): MessageView {
  return {
    id: String(message.id),
    conversationId: refId(message.conversation)!,
    senderId: refId(message.sender)!,
    senderRole: message.sender_role,
    content: message.content,
    sentAt: message.sent_at,
    readAt: message.read_at ?? null,
    sequence: message.sequence,
    clientMessageId: message.client_message_id,
    attachments: (message.attachments ?? []).flatMap((ref) => attachments.get(refId(ref)!) ?? []),
  }
}

import type { Message } from '../../cms/payload-types'
import type { MessageView } from '../../contracts/workspace'
import { refId } from './conversation-members'

export function toMessageView(message: Message): MessageView {
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
  }
}

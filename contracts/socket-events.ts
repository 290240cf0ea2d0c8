import { z } from 'zod'
import {
  attachmentIds,
  clientMessageId,
  documentId,
  hasTextOrFiles,
  MESSAGE_MAX_LENGTH,
  type MessageView,
  type NotificationView,
} from './workspace'

/**
 * The realtime events, named domain:action. Every acknowledgement is { data } or { error }.
 * Every payload a client sends is parsed with its schema below before anything happens.
 */
export type Ack<T> = (answer: { data: T } | { error: string }) => void

/** conversation:join — enter a conversation's room; `afterSequence` asks for what was missed. */
export const joinConversationPayload = z.object({
  conversationId: documentId,
  afterSequence: z.number().int().nonnegative().optional(),
})
export const leaveConversationPayload = z.object({ conversationId: documentId })
export const sendMessagePayload = z
  .object({
    conversationId: documentId,
    content: z.string().max(MESSAGE_MAX_LENGTH).default(''),
    attachments: attachmentIds,
    clientMessageId,
  })
  .refine(hasTextOrFiles)
export const typingPayload = z.object({ conversationId: documentId })

export type ConversationActivity = { conversationId: string; lastMessageAt: string; senderId: string; sequence: number }

export interface ServerToClientEvents {
  'session:ready': (payload: { userId: string; role: string }) => void
  /** A new message, to the conversation's room. */
  'message:new': (message: MessageView) => void
  /** A conversation moved (new message), to each member's user room: list order and unread counts. */
  'conversation:activity': (activity: ConversationActivity) => void
  /** Someone is typing, to the room (not to the typist). */
  'conversation:typing': (payload: { conversationId: string; userId: string; role: string }) => void
  'notification:new': (notification: NotificationView) => void
}

export interface ClientToServerEvents {
  'session:whoami': (ack: Ack<{ userId: string; role: string }>) => void
  'conversation:join': (payload: z.input<typeof joinConversationPayload>, ack: Ack<{ messages: MessageView[] }>) => void
  'conversation:leave': (payload: z.input<typeof leaveConversationPayload>) => void
  'message:send': (payload: z.input<typeof sendMessagePayload>, ack: Ack<{ message: MessageView }>) => void
  'conversation:typing': (payload: z.input<typeof typingPayload>) => void
}

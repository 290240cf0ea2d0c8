import { z } from 'zod'
import { attachmentView, CHAT_ATTACHMENTS_PER_MESSAGE } from './chat-attachments'

/** A document id: a number on SQL adapters, a string on MongoDB; carried as a string. */
export const documentId = z.union([z.string().trim().min(1).max(64), z.number().int().nonnegative()]).transform(String)

export const MESSAGE_MAX_LENGTH = 5000

/** A message as the workspace and the client chat show it (the socket events and send-message carry it). */
export const messageView = z.object({
  id: z.string(),
  conversationId: z.string(),
  senderId: z.string(),
  senderRole: z.enum(['agency', 'vendor', 'client']),
  content: z.string(),
  sentAt: z.string(),
  readAt: z.string().nullable(),
  sequence: z.number().int(),
  clientMessageId: z.string(),
  attachments: z.array(attachmentView),
})
export type MessageView = z.infer<typeof messageView>

export const notificationView = z.object({
  id: z.string(),
  title: z.string(),
  message: z.string(),
  link: z.string().nullable(),
  createdAt: z.string(),
})
export type NotificationView = z.infer<typeof notificationView>

export const createConversationInput = z.object({
  productId: documentId,
  /** The product's vendor as the page saw it; the server takes the vendor from the product. */
  vendorId: documentId.optional(),
  subject: z.string().trim().min(1).max(200),
  type: z.literal('vendor_agency').default('vendor_agency'),
})
export const createConversationOutput = z.object({ conversationId: z.string() })

/** The id the sender makes for one message: a retried send with the same id stores one message. */
export const clientMessageId = z
  .string()
  .trim()
  .min(8)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/)

/** The chat-attachments ids a message carries (uploaded first by the sender into the same conversation). */
export const attachmentIds = z.array(documentId).max(CHAT_ATTACHMENTS_PER_MESSAGE).default([])

/** Blank or whitespace-only text is not sent (spec section 5), unless files go with it. */
export const hasTextOrFiles = (message: { content: string; attachments: string[] }) =>
  message.content.trim().length > 0 || message.attachments.length > 0

export const sendMessageInput = z
  .object({
    conversationId: documentId,
    content: z.string().max(MESSAGE_MAX_LENGTH).default(''),
    attachments: attachmentIds,
    clientMessageId: clientMessageId.optional(),
  })
  .refine(hasTextOrFiles)
export const sendMessageOutput = z.object({ message: messageView })

export const inviteClientInput = z.object({ conversationId: documentId, clientEmail: z.email().trim().max(254) })
export const inviteClientOutput = z.object({ magicLink: z.string(), expiresAt: z.string() })

export const checkTrialStatusInput = z.object({}).passthrough()
export const checkTrialStatusOutput = z.object({
  isTrialActive: z.boolean(),
  isPaidUser: z.boolean(),
  daysRemaining: z.number().int().nullable(),
})

/** The invitation token from the magic link; a missing one is 'Invalid invitation link'. */
export const invitationToken = z.string().trim().max(200).default('')

export const getInvitationInput = z.object({ token: invitationToken })
export const chatBrand = z.object({ companyName: z.string(), logoUrl: z.string().nullable(), brandColor: z.string() })
export type ChatBrand = z.infer<typeof chatBrand>

/** The join page's view of an invitation: the inviting agency's brand, never the vendor's product or subject. */
export const getInvitationOutput = z.object({ clientEmail: z.string(), brand: chatBrand })

export const acceptInvitationInput = z.object({ token: invitationToken })
export const acceptInvitationOutput = z.object({
  conversationId: z.string(),
  /** The invited client's session (a JWT for the bearer header and the socket). */
  token: z.string(),
  clientEmail: z.string(),
  subject: z.string(),
  brand: chatBrand,
})

/** The e-mail an invited client asks a new link for; the answer never says whether it is a client's. */
export const requestChatLinkInput = z.object({ email: z.email().trim().toLowerCase().max(254) })
export const requestChatLinkOutput = z.object({ sent: z.literal(true) })

/** The token of a link back to a chat (`/app/join-chat?link=…`). */
export const openChatLinkInput = z.object({ token: invitationToken })
export const openChatLinkOutput = acceptInvitationOutput

export const getChatBrandInput = z.object({ conversationId: documentId })
export const getChatBrandOutput = z.object({ brand: chatBrand, subject: z.string(), productName: z.string().nullable() })

export const markReadInput = z.object({ conversationId: documentId })
export const markReadOutput = z.object({ updated: z.number().int() })

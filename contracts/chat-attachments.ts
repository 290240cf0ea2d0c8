import { z } from 'zod'

/**
 * What a chat attachment may be (issue 18): images and PDF, at most 10 MB. The composer checks
 * it before uploading and the `chat-attachments` collection again on the server; Payload then
 * checks the bytes themselves against the same types.
 */
export const CHAT_ATTACHMENT_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif', 'application/pdf'] as const
export const CHAT_ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024
export const CHAT_ATTACHMENTS_PER_MESSAGE = 10

/** The refusals, once, for the composer's toast and the server's answer alike. */
export const CHAT_ATTACHMENT_ERRORS = {
  type: 'Only images (PNG, JPEG, WebP, GIF) and PDF files can be attached.',
  size: 'Attachments can be at most 10 MB.',
} as const

/** The refusal for a file, or null when it may be attached. */
export function chatAttachmentProblem(file: { type: string; size: number }): string | null {
  if (!(CHAT_ATTACHMENT_TYPES as readonly string[]).includes(file.type)) return CHAT_ATTACHMENT_ERRORS.type
  if (file.size > CHAT_ATTACHMENT_MAX_BYTES) return CHAT_ATTACHMENT_ERRORS.size
  return null
}

/** An attachment as a message shows it: the file URLs answer only the conversation's members. */
export const attachmentView = z.object({
  id: z.string(),
  filename: z.string(),
  mimeType: z.string(),
  filesize: z.number(),
  url: z.string(),
  /** A smaller copy of an image for the message list; null for a PDF or a small image. */
  thumbnailUrl: z.string().nullable(),
})
export type AttachmentView = z.infer<typeof attachmentView>

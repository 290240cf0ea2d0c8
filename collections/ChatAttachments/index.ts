import path from 'node:path'
import type { CollectionConfig } from 'payload'
import { setting } from '../../runtime/settings'
import { CHAT_ATTACHMENT_TYPES } from '../../contracts/chat-attachments'
import { canAttachToConversation, canReadChatAttachment } from '../access/chatAttachmentAccess'
import { isAdmin } from '../access/isAdmin'
import { downloadUnlessImage } from '../hooks/downloadUnlessImage'
import { nameFileByItsType } from '../hooks/nameFileByItsType'
import { spendUploadBudget } from '../hooks/uploadBudgets'
import { capUnsentUploads } from './hooks/capUnsentUploads'
import { ownUpload } from './hooks/ownUpload'
import { refuseUnfitFile } from './hooks/refuseUnfitFile'

/**
 * Where chat attachments live on local disk: beside the media folder (never inside it: media
 * is public, and its file URL would serve a path under it), unless CHAT_ATTACHMENTS_DIR says.
 * On S3 they go to the media bucket under their own prefix (cms/payload.config.ts).
 */
const staticDir = () =>
  path.resolve(
    /*turbopackIgnore: true*/ process.cwd(),
    setting('CHAT_ATTACHMENTS_DIR') ?? path.join(path.dirname(setting('MEDIA_DIR')), 'chat-attachments'),
  )

/**
 * chat-attachments: files a member uploads into a conversation (images and PDF, 10 MB at most),
 * then sends with a message (send-message sets `message`). Read by the uploader, then by the
 * conversation's members; the file URL (/api/chat-attachments/file/<name>) answers the same
 * people, because Payload checks it with the read rule (docs/decisions: chat attachments).
 */
export const ChatAttachments: CollectionConfig = {
  slug: 'chat-attachments',
  admin: { defaultColumns: ['filename', 'conversation', 'uploaded_by', 'message'], group: 'Workspace' },
  access: {
    read: canReadChatAttachment,
    create: canAttachToConversation,
    update: isAdmin,
    delete: isAdmin,
  },
  // The file's type and size, then the unsent files' cap and the hour's budget (docs/decisions/073), then its name by its type.
  hooks: { beforeOperation: [refuseUnfitFile, capUnsentUploads, spendUploadBudget, nameFileByItsType], beforeChange: [ownUpload] },
  upload: {
    staticDir: staticDir(),
    mimeTypes: [...CHAT_ATTACHMENT_TYPES],
    // A PDF is saved, not opened as a page of this origin.
    modifyResponseHeaders: downloadUnlessImage,
    // The message list shows a small copy of each image; PDFs are links.
    imageSizes: [{ name: 'thumbnail', width: 320, withoutEnlargement: true }],
  },
  fields: [
    { name: 'conversation', type: 'relationship', relationTo: 'conversations', required: true, index: true },
    { name: 'uploaded_by', type: 'relationship', relationTo: 'users', index: true, admin: { readOnly: true } },
    {
      name: 'message',
      type: 'relationship',
      relationTo: 'messages',
      index: true,
      admin: { readOnly: true, description: 'The message it was sent with; empty while it waits in the composer' },
    },
  ],
}

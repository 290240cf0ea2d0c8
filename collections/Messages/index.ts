import type { CollectionConfig } from 'payload'
import { canReadMessage } from '../access/canReadMessage'
import { isAdmin } from '../access/isAdmin'
import { or } from '../access/or'
import { viaFunction } from '../access/viaFunction'

/**
 * messages: written once by send-message (never by REST or GraphQL), read by the
 * conversation's members (an invited client only what came after they joined). Each carries the sender's own id for the send (`client_message_id`:
 * a retried send stores one message) and a per-conversation `sequence` (a reconnecting
 * client asks for what came after the last one it saw). Both are made unique per
 * conversation by the `*_key` columns.
 */
export const Messages: CollectionConfig = {
  slug: 'messages',
  admin: { defaultColumns: ['conversation', 'sender', 'content', 'sent_at'], group: 'Workspace' },
  access: {
    read: canReadMessage,
    create: or(isAdmin, viaFunction('send-message')),
    update: or(isAdmin, viaFunction('mark-read')),
    delete: isAdmin,
  },
  defaultSort: 'sequence',
  fields: [
    { name: 'conversation', type: 'relationship', relationTo: 'conversations', required: true, index: true },
    { name: 'sender', type: 'relationship', relationTo: 'users', required: true },
    { name: 'sender_role', type: 'select', required: true, options: ['agency', 'vendor', 'client'] },
    { name: 'content', type: 'textarea', required: true },
    // Files sent with it (chat-attachments); send-message checks they are the sender's and unsent.
    { name: 'attachments', type: 'relationship', relationTo: 'chat-attachments', hasMany: true, maxRows: 10 },
    { name: 'sent_at', type: 'date', required: true, index: true },
    { name: 'read_at', type: 'date', index: true },
    { name: 'sequence', type: 'number', required: true, index: true },
    { name: 'client_message_id', type: 'text', required: true },
    { name: 'sequence_key', type: 'text', required: true, unique: true, admin: { hidden: true } },
    { name: 'client_key', type: 'text', required: true, unique: true, admin: { hidden: true } },
  ],
}

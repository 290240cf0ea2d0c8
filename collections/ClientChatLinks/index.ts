import type { CollectionConfig } from 'payload'
import { isAdmin } from '../access/isAdmin'
import { or } from '../access/or'
import { viaFunction } from '../access/viaFunction'

/**
 * client_chat_links: the magic links an invited client asks for on /app/join-chat to come
 * back to a chat from another browser. Single use, 24 hours; only the token's SHA-256 is kept.
 */
export const ClientChatLinks: CollectionConfig = {
  slug: 'client-chat-links',
  admin: { defaultColumns: ['conversation', 'expires_at', 'used_at'], group: 'Workspace' },
  access: {
    read: or(isAdmin, viaFunction('request-chat-link', 'open-chat-link')),
    create: or(isAdmin, viaFunction('request-chat-link')),
    update: or(isAdmin, viaFunction('open-chat-link')),
    delete: isAdmin,
  },
  fields: [
    { name: 'conversation', type: 'relationship', relationTo: 'conversations', required: true },
    { name: 'client', type: 'relationship', relationTo: 'users', required: true },
    { name: 'token_hash', type: 'text', required: true, unique: true, admin: { hidden: true } },
    { name: 'expires_at', type: 'date', required: true },
    { name: 'used_at', type: 'date' },
  ],
}

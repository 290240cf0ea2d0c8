import type { CollectionConfig } from 'payload'
import { isAdmin } from '../access/isAdmin'
import { nobody } from '../access/nobody'

/**
 * The members' sign-in links a buyer was sent (server/delivery): single-use, 24 hours, and
 * only the newest of an e-mail works (issuing one marks the others replaced). The token goes
 * out in the e-mail; only its SHA-256 is kept. The server writes them; admins may read.
 */
export const MemberLinks: CollectionConfig = {
  slug: 'member-links',
  admin: { useAsTitle: 'email', defaultColumns: ['email', 'expires_at', 'used_at', 'replaced_at', 'createdAt'], group: 'System' },
  access: { read: isAdmin, create: nobody, update: nobody, delete: isAdmin },
  fields: [
    { name: 'email', type: 'email', required: true, index: true },
    { name: 'token_hash', type: 'text', required: true, unique: true, index: true, admin: { hidden: true } },
    { name: 'expires_at', type: 'date', required: true },
    { name: 'used_at', type: 'date' },
    { name: 'replaced_at', type: 'date', admin: { description: 'A newer link was sent to this e-mail' } },
  ],
}

import type { CollectionConfig } from 'payload'
import { isAdmin } from '../access/isAdmin'
import { nobody } from '../access/nobody'

/**
 * A buyer's members session, made by using a sign-in link. `link` is unique: of two uses of
 * one link racing, one makes its session and the other is refused, on every adapter. The
 * cookie holds a random token; only its SHA-256 is kept.
 */
export const MemberSessions: CollectionConfig = {
  slug: 'member-sessions',
  admin: { useAsTitle: 'email', defaultColumns: ['email', 'expires_at', 'createdAt'], group: 'System' },
  access: { read: isAdmin, create: nobody, update: nobody, delete: isAdmin },
  fields: [
    { name: 'email', type: 'email', required: true, index: true },
    { name: 'token_hash', type: 'text', required: true, unique: true, index: true, admin: { hidden: true } },
    { name: 'link', type: 'text', required: true, unique: true, admin: { description: 'The sign-in link used (one session per link)' } },
    { name: 'expires_at', type: 'date', required: true },
  ],
}

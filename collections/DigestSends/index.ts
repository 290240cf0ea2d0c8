import type { CollectionConfig } from 'payload'
import { isAdmin } from '../access/isAdmin'

/**
 * digest_sends: one row per unread-messages digest e-mailed to a user. The row is written
 * before the e-mail goes out, and its `claim_key` (`<user>:<sequence>`) is unique: of the
 * nodes that run the digest at once, one claims the next digest and the others skip it
 * (server/digest/send-unread-digests.ts).
 */
export const DigestSends: CollectionConfig = {
  slug: 'digest-sends',
  admin: { defaultColumns: ['user', 'sent_at', 'message_count'], group: 'System' },
  // The digest job writes with overrideAccess; people only look.
  access: { read: isAdmin, create: () => false, update: () => false, delete: isAdmin },
  fields: [
    { name: 'user', type: 'relationship', relationTo: 'users', required: true, index: true },
    { name: 'sequence', type: 'number', required: true },
    { name: 'claim_key', type: 'text', required: true, unique: true, admin: { hidden: true } },
    { name: 'sent_at', type: 'date', required: true },
    { name: 'through', type: 'date', required: true, admin: { description: 'Messages sent up to here are in this digest.' } },
    { name: 'message_count', type: 'number', required: true },
  ],
}

import type { CollectionConfig } from 'payload'
import { isAdmin } from '../access/isAdmin'
import { isStaff } from '../access/isStaff'

/**
 * Addresses that get no sequence e-mail, whatever the sequence: written by the one-click
 * unsubscribe (RFC 8058) and its page, or by an admin. The address is stored lower-cased.
 */
export const EmailSuppressions: CollectionConfig = {
  slug: 'email-suppressions',
  admin: { useAsTitle: 'email', defaultColumns: ['email', 'reason', 'createdAt'], group: 'System' },
  access: { read: isStaff, create: isAdmin, update: isAdmin, delete: isAdmin },
  hooks: {
    beforeChange: [({ data }) => (typeof data.email === 'string' ? { ...data, email: data.email.trim().toLowerCase() } : data)],
  },
  fields: [
    { name: 'email', type: 'text', required: true, unique: true, index: true },
    { name: 'reason', type: 'select', required: true, defaultValue: 'unsubscribed', options: ['unsubscribed', 'complaint', 'by_staff'] },
    { name: 'send', type: 'relationship', relationTo: 'sequence-sends', admin: { description: 'The e-mail it was asked from' } },
  ],
}

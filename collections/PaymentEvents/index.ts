import type { CollectionConfig } from 'payload'
import { hasRole } from '../access/roles'
import { isAdmin } from '../access/isAdmin'

/**
 * The payment provider's webhook events already applied, one row per event id, written in
 * the same transaction as their effects: a redelivered event finds its row and changes
 * nothing (docs/decisions/016-payments.md).
 */
export const PaymentEvents: CollectionConfig = {
  slug: 'payment-events',
  admin: { useAsTitle: 'type', defaultColumns: ['type', 'event_id', 'createdAt'], group: 'System' },
  access: {
    read: ({ req: { user } }) => hasRole(user, 'admin', 'analyst'),
    create: isAdmin,
    update: isAdmin,
    delete: isAdmin,
  },
  fields: [
    { name: 'event_id', type: 'text', required: true, unique: true, index: true },
    { name: 'type', type: 'text', required: true, index: true },
    { name: 'object_id', type: 'text', index: true },
  ],
}

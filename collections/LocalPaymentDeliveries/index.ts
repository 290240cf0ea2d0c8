import type { CollectionConfig } from 'payload'
import { nobody } from '../access/nobody'

/**
 * The local payment provider's webhook outbox: events still to be delivered, oldest first,
 * with their failed attempts and when to try again. Any node delivers the head of the queue
 * (docs/decisions/044).
 */
export const LocalPaymentDeliveries: CollectionConfig = {
  slug: 'local-payment-deliveries',
  admin: { hidden: true, group: 'System' },
  graphQL: false,
  access: { read: nobody, create: nobody, update: nobody, delete: nobody },
  fields: [
    { name: 'event_id', type: 'text', required: true, unique: true, index: true },
    { name: 'attempts', type: 'number', required: true, defaultValue: 0 },
    { name: 'next_at', type: 'date', required: true, index: true },
  ],
}

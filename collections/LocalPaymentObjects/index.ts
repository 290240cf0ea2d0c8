import type { CollectionConfig } from 'payload'
import { nobody } from '../access/nobody'

/**
 * The local payment provider's Stripe objects (checkout sessions, payment intents, customers,
 * subscriptions, events…), one row per Stripe id, shared by every node. Infrastructure, not
 * content: hidden from the admin and from every user (docs/decisions/044).
 */
export const LocalPaymentObjects: CollectionConfig = {
  slug: 'local-payment-objects',
  admin: { hidden: true, group: 'System' },
  graphQL: false,
  access: { read: nobody, create: nobody, update: nobody, delete: nobody },
  fields: [
    { name: 'stripe_id', type: 'text', required: true, unique: true, index: true },
    { name: 'object', type: 'text', required: true, index: true },
    // What the provider lists by: a customer's subscriptions, the customers of an email.
    { name: 'customer', type: 'text', index: true },
    { name: 'email', type: 'text', index: true },
    { name: 'data', type: 'json', required: true },
  ],
}

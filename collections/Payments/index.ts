import type { CollectionConfig } from 'payload'
import { isAdmin } from '../access/isAdmin'
import { isStaffOrOwner } from '../access/isStaffOrOwner'
import { attributionFields } from '../fields/attribution'
import { paymentSequenceEvents } from '../Sequences/hooks/paymentSequenceEvents'

/** Every successful charge the payment provider reported: plan payments, offers, upsells. */
export const Payments: CollectionConfig = {
  slug: 'payments',
  admin: { useAsTitle: 'email', defaultColumns: ['email', 'description', 'amount', 'status', 'createdAt'], group: 'Analytics and tests' },
  access: {
    read: isStaffOrOwner,
    create: isAdmin,
    update: isAdmin,
    delete: isAdmin,
  },
  // A payment stops the e-mail sequences that stop on it (issue 29).
  hooks: { afterChange: [paymentSequenceEvents] },
  fields: [
    { name: 'payment_intent_id', label: 'Stripe payment intent id', type: 'text', required: true, unique: true, index: true },
    { name: 'stripe_customer_id', label: 'Stripe customer id', type: 'text', index: true },
    { name: 'checkout_session_id', type: 'text', index: true },
    { name: 'user', type: 'relationship', relationTo: 'users', index: true },
    { name: 'email', type: 'text' },
    { name: 'description', type: 'text' },
    { name: 'amount', type: 'number', required: true, admin: { description: 'Dollars' } },
    { name: 'currency', type: 'text', defaultValue: 'usd' },
    { name: 'status', type: 'text', required: true },
    {
      name: 'kind',
      type: 'select',
      index: true,
      options: ['plan', 'offer', 'upsell', 'vendor', 'other'],
      admin: { description: 'What was bought: a plan, the $97 offer (with its bump), the upsell, a vendor product' },
    },
    { name: 'metadata', type: 'json' },
    ...attributionFields(),
  ],
}

import type { CollectionConfig } from 'payload'
import { isAdmin } from '../access/isAdmin'
import { attributionFields } from '../fields/attribution'
import { isStaffOrOwner } from '../access/isStaffOrOwner'

export const SUBSCRIPTION_STATUSES = [
  'active',
  'trialing',
  'past_due',
  'unpaid',
  'canceled',
  'incomplete',
  'incomplete_expired',
  'paused',
] as const

/**
 * A plan subscription as the payment provider's webhooks report it. check-subscription
 * answers from these rows; nothing but the webhook writes them.
 */
export const Subscriptions: CollectionConfig = {
  slug: 'subscriptions',
  admin: { useAsTitle: 'email', defaultColumns: ['email', 'plan', 'billing_period', 'status', 'current_period_end'], group: 'Workspace' },
  access: {
    read: isStaffOrOwner,
    create: isAdmin,
    update: isAdmin,
    delete: isAdmin,
  },
  fields: [
    { name: 'stripe_subscription_id', label: 'Stripe subscription id', type: 'text', required: true, unique: true, index: true },
    { name: 'stripe_customer_id', label: 'Stripe customer id', type: 'text', required: true, index: true },
    { name: 'user', type: 'relationship', relationTo: 'users', index: true },
    { name: 'email', type: 'text' },
    { name: 'plan', type: 'text', admin: { description: 'The plan name from the CMS (e.g. Professional)' } },
    { name: 'price_id', type: 'text' },
    { name: 'billing_period', type: 'select', options: ['monthly', 'annual'] },
    { name: 'status', type: 'select', required: true, options: [...SUBSCRIPTION_STATUSES] },
    { name: 'current_period_end', type: 'date' },
    { name: 'cancel_at_period_end', type: 'checkbox', defaultValue: false },
    { name: 'amount', type: 'number', admin: { description: 'Dollars per period' } },
    ...attributionFields(),
  ],
}

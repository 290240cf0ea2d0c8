import type { CollectionConfig } from 'payload'
import { isAdmin } from '../access/isAdmin'
import { isAdminOrOwner } from '../access/isAdminOrOwner'

/**
 * agency_product_subscriptions: an agency's subscription to a vendor product at one tier.
 * The agency reads its own; billing (the payment provider's webhook, an admin) writes them.
 */
export const AgencyProductSubscriptions: CollectionConfig = {
  slug: 'agency-product-subscriptions',
  admin: { defaultColumns: ['agency_user', 'product', 'tier_name', 'price_monthly', 'status'], group: 'Workspace' },
  access: { read: isAdminOrOwner('agency_user'), create: isAdmin, update: isAdmin, delete: isAdmin },
  defaultSort: '-createdAt',
  fields: [
    { name: 'agency_user', type: 'relationship', relationTo: 'users', required: true, index: true },
    { name: 'product', type: 'relationship', relationTo: 'vendor-products', required: true },
    { name: 'tier_name', type: 'text', required: true },
    { name: 'price_monthly', type: 'number', required: true, min: 0 },
    { name: 'status', type: 'select', required: true, defaultValue: 'active', options: ['active', 'past_due', 'canceled'], index: true },
    { name: 'stripe_subscription_id', label: 'Stripe subscription id', type: 'text' },
  ],
}

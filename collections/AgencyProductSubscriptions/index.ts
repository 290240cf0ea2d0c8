import type { CollectionConfig } from 'payload'
import { isAdmin } from '../access/isAdmin'
import { isAdminSubscriberOrVendor } from '../access/isAdminSubscriberOrVendor'

/**
 * agency_product_subscriptions: an agency's subscription to a vendor product at one tier.
 * The agency reads its own and the product's vendor reads its subscribers; the payment
 * provider's webhook writes them as the system (server/marketplace/record-vendor-subscription.ts),
 * and only an admin writes them by hand.
 */
export const AgencyProductSubscriptions: CollectionConfig = {
  slug: 'agency-product-subscriptions',
  admin: { defaultColumns: ['agency_user', 'product', 'tier_name', 'price_monthly', 'status'], group: 'Workspace' },
  access: { read: isAdminSubscriberOrVendor, create: isAdmin, update: isAdmin, delete: isAdmin },
  defaultSort: '-createdAt',
  fields: [
    { name: 'agency_user', type: 'relationship', relationTo: 'users', required: true, index: true },
    { name: 'product', type: 'relationship', relationTo: 'vendor-products', required: true },
    /** The product's vendor when subscribed, kept on the row so the vendor's read is one filter. */
    { name: 'vendor', type: 'relationship', relationTo: 'users', index: true },
    { name: 'tier_name', type: 'text', required: true },
    { name: 'price_monthly', type: 'number', required: true, min: 0 },
    { name: 'status', type: 'select', required: true, defaultValue: 'active', options: ['active', 'past_due', 'canceled'], index: true },
    /** The next renewal, or the end when `cancel_at_period_end`. */
    { name: 'current_period_end', type: 'date' },
    { name: 'cancel_at_period_end', type: 'checkbox', defaultValue: false },
    // Unique: two events about one subscription (or one event delivered twice) make one row.
    { name: 'stripe_subscription_id', label: 'Stripe subscription id', type: 'text', unique: true, index: true },
  ],
}

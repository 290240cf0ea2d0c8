import type { CollectionConfig } from 'payload'
import { isAdmin } from '../access/isAdmin'
import { isStaffOrOwner } from '../access/isStaffOrOwner'
import { or } from '../access/or'
import { viaFunction } from '../access/viaFunction'

/** A payment-provider customer (Stripe's `cus_…`), linked to the user who paid when known. */
export const Customers: CollectionConfig = {
  slug: 'customers',
  admin: { useAsTitle: 'email', defaultColumns: ['email', 'stripe_customer_id', 'user', 'createdAt'], group: 'Workspace' },
  access: {
    read: isStaffOrOwner,
    create: or(isAdmin, viaFunction('create-checkout')),
    update: isAdmin,
    delete: isAdmin,
  },
  fields: [
    { name: 'stripe_customer_id', label: 'Stripe customer id', type: 'text', required: true, unique: true, index: true },
    { name: 'email', type: 'text', index: true },
    { name: 'user', type: 'relationship', relationTo: 'users', index: true },
  ],
}

import type { Access, CollectionBeforeChangeHook, CollectionConfig, Where } from 'payload'
import { relationship } from 'payload/shared'
import { isAdminOrOwner } from '../access/isAdminOrOwner'
import { isContentEditorField } from '../access/isContentEditor'
import { hasRole, isStaffUser } from '../access/roles'
import { mediaFileUrl } from '../hooks/mediaFileUrl'
import { categoryBySlug } from './categoryBySlug'
import { PRODUCT_ADDRESS_HINT, validateProductAddress } from './productAddress'

/** Agency users browse active products; a vendor also sees their own drafts; staff see all. */
const readProducts: Access = ({ req: { user } }) => {
  // Invited clients see their chat only, never the marketplace behind the agency's brand.
  if (!user || hasRole(user, 'client')) return false
  if (isStaffUser(user)) return true
  const active: Where = { is_active: { equals: true } }
  if (hasRole(user, 'vendor')) return { or: [active, { vendor: { equals: user.id } }] }
  return active
}

const vendorOrAdmin: Access = ({ req: { user } }) => hasRole(user, 'vendor', 'admin')

/** A vendor lists products as themselves, never for another vendor. */
const ownedByTheVendor: CollectionBeforeChangeHook = ({ data, req: { user } }) => {
  if (hasRole(user, 'vendor')) data.vendor = user!.id
  return data
}

/** vendor_products with their product_pricing_tiers (spec section 3); the first tier is the "Starting at" price. */
export const VendorProducts: CollectionConfig = {
  slug: 'vendor-products',
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'category', 'vendor', 'is_active'], group: 'Workspace' },
  access: { read: readProducts, create: vendorOrAdmin, update: isAdminOrOwner('vendor'), delete: isAdminOrOwner('vendor') },
  hooks: { beforeChange: [ownedByTheVendor] },
  defaultSort: '-createdAt',
  fields: [
    { name: 'vendor', type: 'relationship', relationTo: 'users', required: true, index: true },
    { name: 'name', type: 'text', required: true },
    { name: 'description', type: 'textarea' },
    // A document of the categories collection, which marketers keep (issue 32). Required by
    // validation only: the generated SQLite migration cannot add a NOT NULL column in place.
    {
      name: 'category',
      type: 'relationship',
      relationTo: 'categories',
      index: true,
      hooks: { beforeValidate: [categoryBySlug] },
      validate: (value: unknown, options: Parameters<typeof relationship>[1]) =>
        value == null || value === '' ? 'Choose a category' : relationship(value as never, options),
      admin: { description: 'Required' },
    },
    { name: 'logo_url', type: 'text', validate: validateProductAddress, admin: { description: PRODUCT_ADDRESS_HINT } },
    {
      name: 'demo_video_url',
      type: 'text',
      validate: validateProductAddress,
      admin: { description: 'A video file or the embed address of a video service (its host must be allowed in Site settings)' },
    },
    // The product's own demo file, uploaded by staff (issue 18); played before demo_video_url.
    { name: 'demo_video', type: 'upload', relationTo: 'media' },
    { name: 'demo_video_file', type: 'text', virtual: true, hooks: { afterRead: [mediaFileUrl('demo_video')] }, admin: { hidden: true } },
    { name: 'is_active', type: 'checkbox', defaultValue: true, index: true },
    // Staff set it from agencies' reviews; a vendor never rates themselves. Empty: no rating is shown.
    {
      name: 'vendor_rating',
      type: 'number',
      min: 1,
      max: 5,
      access: { create: isContentEditorField, update: isContentEditorField },
      admin: { step: 0.1, description: 'The vendor’s rating out of 5 from agencies’ reviews; leave empty to show none' },
    },
    {
      name: 'pricing_tiers',
      type: 'array',
      fields: [
        { name: 'tier_name', type: 'text', required: true },
        { name: 'price_monthly', type: 'number', required: true, min: 0 },
      ],
    },
  ],
}

import type { CollectionConfig } from 'payload'
import { isContentEditor } from '../access/isContentEditor'
import { signedIn } from '../access/signedIn'
import { HEX_COLOR } from '../Users'
import { keepUsedCategories } from './hooks/keepUsedCategories'
import { slugField } from '../fields/slugField'

/** A category's address in filters and in the API: lower-case words joined by hyphens. */
export const CATEGORY_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/**
 * The marketplace's categories (issue 32): marketers name them and pick their badge colour;
 * every signed-in user reads them, as the marketplace's filter and its cards' badges do.
 */
export const Categories: CollectionConfig = {
  slug: 'categories',
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'slug', 'color'], group: 'Workspace' },
  access: { read: signedIn, create: isContentEditor, update: isContentEditor, delete: isContentEditor },
  hooks: { beforeDelete: [keepUsedCategories] },
  defaultSort: 'name',
  fields: [
    { name: 'name', type: 'text', required: true },
    slugField(CATEGORY_SLUG, 'Lower-case letters, digits and hyphens (local-seo)'),
    {
      name: 'color',
      type: 'text',
      required: true,
      defaultValue: '#64748B',
      validate: (value: unknown) => (typeof value === 'string' && HEX_COLOR.test(value)) || 'A hex colour such as #1877F2',
      admin: { description: 'The badge colour on the marketplace’s cards' },
    },
  ],
}

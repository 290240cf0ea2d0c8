import path from 'node:path'
import type { Access, CollectionConfig } from 'payload'
import { setting } from '../../runtime/settings'
import { anyone } from '../access/anyone'
import { hasRole } from '../access/roles'
import { downloadUnlessImage } from '../hooks/downloadUnlessImage'
import { nameFileByItsType } from '../hooks/nameFileByItsType'
import { spendUploadBudget } from '../hooks/uploadBudgets'
import { checkLogoFile } from './hooks/checkLogoFile'
import { useAsCompanyLogo } from './hooks/useAsCompanyLogo'

/** Workspace users (and admins) upload a logo; it is always their own. */
const workspaceUserOrAdmin: Access = ({ req: { user } }) => hasRole(user, 'agency', 'vendor', 'admin')

/** A logo is changed or removed by its owner alone (or an admin). */
const ownerOrAdmin: Access = ({ req: { user } }) => {
  if (!user) return false
  if (hasRole(user, 'admin')) return true
  return { owner: { equals: user.id } }
}

/**
 * company_logos: the agency's logo for the workspace header and the white-label client chat.
 * PNG, JPEG or WebP up to 2 MB, resized by sharp to fit 512 px (metadata stripped). Readable
 * by anyone: a logo is shown to the agency's clients, who have accounts of their own.
 */
export const CompanyLogos: CollectionConfig = {
  slug: 'company-logos',
  admin: { useAsTitle: 'filename', defaultColumns: ['filename', 'owner'], group: 'Workspace' },
  access: { read: anyone, create: workspaceUserOrAdmin, update: ownerOrAdmin, delete: ownerOrAdmin },
  upload: {
    staticDir: path.resolve(/*turbopackIgnore: true*/ process.cwd(), setting('MEDIA_DIR'), 'logos'),
    mimeTypes: ['image/png', 'image/jpeg', 'image/webp'],
    resizeOptions: { width: 512, height: 512, fit: 'inside', withoutEnlargement: true },
    modifyResponseHeaders: downloadUnlessImage,
  },
  hooks: {
    // The file, then the uploader's budget for the hour (docs/decisions/073), then its name by its type.
    beforeOperation: [checkLogoFile, spendUploadBudget, nameFileByItsType],
    afterChange: [useAsCompanyLogo],
  },
  fields: [
    {
      name: 'owner',
      type: 'relationship',
      relationTo: 'users',
      index: true,
      // Whoever uploads owns it; nobody hands a logo to someone else.
      access: { update: () => false },
      hooks: { beforeChange: [({ req, operation, value }) => (operation === 'create' && req.user ? req.user.id : value)] },
    },
  ],
}

import path from 'node:path'
import type { CollectionConfig } from 'payload'
import { setting } from '../../runtime/settings'
import { isContentEditor } from '../access/isContentEditor'
import { isStaff } from '../access/isStaff'
import { or } from '../access/or'
import { ownedByBuyer } from './access/ownedByBuyer'

/**
 * Where buyers' files are kept on disk without S3: beside the public media (MEDIA_DIR's
 * parent), never inside a folder anything serves. Payload's file route is the only way out,
 * and it asks the read rule below first.
 */
export const buyerFilesDir = () => path.join(path.dirname(path.resolve(process.cwd(), setting('MEDIA_DIR'))), 'buyer-files')

/**
 * What buyers paid for: the Blueprint's files and the bonuses' (the Offer global names which
 * product each file belongs to). Staff read them; a buyer reads the ones their members
 * session owns (a paid order whose access was not revoked); nobody else, through REST,
 * GraphQL or the file URL (docs/decisions/052-buyer-delivery.md).
 */
export const BuyerFiles: CollectionConfig = {
  slug: 'buyer-files',
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'filename', 'filesize', 'updatedAt'], group: 'Funnel content' },
  access: { read: or(isStaff, ownedByBuyer), create: isContentEditor, update: isContentEditor, delete: isContentEditor },
  upload: {
    staticDir: buyerFilesDir(),
    mimeTypes: ['application/pdf', 'application/zip', 'text/*', 'image/*', 'video/*', 'audio/*'],
  },
  fields: [
    { name: 'title', type: 'text', required: true, admin: { description: 'What the buyer sees on /members' } },
    { name: 'description', type: 'text' },
  ],
}

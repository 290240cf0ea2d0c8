import path from 'node:path'
import type { CollectionConfig } from 'payload'
import { setting } from '../../runtime/settings'
import { anyone } from '../access/anyone'
import { isContentEditor } from '../access/isContentEditor'

/** Images and videos of the funnel. Local disk under data/media unless S3 is configured. */
export const Media: CollectionConfig = {
  slug: 'media',
  admin: { group: 'Funnel content' },
  access: { read: anyone, create: isContentEditor, update: isContentEditor, delete: isContentEditor },
  upload: {
    staticDir: path.resolve(/*turbopackIgnore: true*/ process.cwd(), setting('MEDIA_DIR')),
    mimeTypes: ['image/*', 'video/*'],
  },
  fields: [{ name: 'alt', type: 'text' }],
}

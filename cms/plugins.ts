import path from 'node:path'
import { importExportPlugin } from '@payloadcms/plugin-import-export'
import { seoPlugin } from '@payloadcms/plugin-seo'
import type { CollectionConfig, PayloadHandler, Plugin } from 'payload'
import { isAdmin } from '../collections/access/isAdmin'
import { isStaff } from '../collections/access/isStaff'
import { isStaffUser } from '../collections/access/roles'

/**
 * Page globals with their own title, description and share image. A page without one uses
 * the site-wide default of Site settings. A new page global adds its slug here.
 */
export const SEO_PAGE_GLOBALS = ['home', 'survey', 'offer', 'pricing', 'success-page', 'cancel-page', 'demo-page']

/** Meta fields (an "SEO" tab) on Site settings (the default) and on every page global. */
export const seo = (): Plugin => seoPlugin({ globals: ['site-settings', ...SEO_PAGE_GLOBALS], uploadsCollection: 'media', tabbedUI: true })

/**
 * CSV export of leads and funnel events from their list views, for staff only.
 *
 * Exports are downloaded straight from the admin (`POST /api/exports/download`): nothing is
 * stored, so no copy of the leads lingers on disk, and no jobs queue has to run. A saved
 * export (REST only; the admin shows no Save button) is written at once, not queued
 * (docs/decisions/014).
 */
export const csvExport = (): Plugin =>
  importExportPlugin({
    collections: (['leads', 'funnel-events'] as const).map((slug) => ({
      slug,
      import: false,
      export: { format: 'csv', disableSave: true, disableJobsQueue: true },
    })),
    overrideExportCollection: ({ collection }) => ({
      ...collection,
      admin: { ...collection.admin, group: 'System' },
      access: { read: isStaff, create: isStaff, update: () => false, delete: isAdmin },
      upload: inDataDir(collection, 'exports'),
      endpoints: staffOnlyEndpoints(collection),
    }),
    // Nothing may be imported; the plugin registers its imports collection all the same.
    overrideImportCollection: ({ collection }) => ({
      ...collection,
      admin: { ...collection.admin, group: 'System' },
      access: { read: isAdmin, create: () => false, update: () => false, delete: isAdmin },
      upload: inDataDir(collection, 'imports'),
      endpoints: staffOnlyEndpoints(collection),
    }),
  })

/** Upload files under data/ (git-ignored), not beside the config. */
const inDataDir = (collection: CollectionConfig, dir: string): CollectionConfig['upload'] => ({
  ...(typeof collection.upload === 'object' ? collection.upload : {}),
  staticDir: path.resolve(/*turbopackIgnore: true*/ process.cwd(), 'data', dir),
})

const forbidden = () => Response.json({ errors: [{ message: 'You are not allowed to perform this action.' }] }, { status: 403 })

/**
 * The plugin's download and preview endpoints check only that someone is signed in (the
 * target collection's read access still applies); exporting is for staff.
 */
function staffOnlyEndpoints(collection: CollectionConfig): CollectionConfig['endpoints'] {
  if (!collection.endpoints) return collection.endpoints
  return collection.endpoints.map((endpoint) => {
    const handler = endpoint.path === '/download' ? readableTargetOnly(endpoint.handler) : endpoint.handler
    return { ...endpoint, handler: (req) => (isStaffUser(req.user) ? handler(req) : forbidden()) }
  })
}

/**
 * Refuses a download of a collection the user may not read. The plugin (3.90.1) would
 * answer 200 and never finish the body (a marketer exporting funnel events hung).
 */
const readableTargetOnly =
  (handler: PayloadHandler): PayloadHandler =>
  async (req) => {
    const body = await req.json?.()
    req.json = async () => body
    try {
      await req.payload.count({ collection: body?.data?.collectionSlug, user: req.user, overrideAccess: false })
    } catch {
      return forbidden()
    }
    return handler(req)
  }

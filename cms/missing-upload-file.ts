import fs from 'node:fs/promises'
import path from 'node:path'
import type { CollectionConfig, Plugin } from 'payload'

type FileHandler = NonNullable<Exclude<CollectionConfig['upload'], boolean | undefined>['handlers']>[number]

/**
 * A file that is not on the disk answers 404. Payload's own fallback answers 500 and logs an
 * ERROR naming the absolute path and the client's file name (issue 30.6). Last among the
 * handlers, so S3's handler (docs/decisions/048) answers first where a bucket is set; a name
 * outside the folder is left to Payload's check (400).
 */
const notOnDisk = (staticDir: string): FileHandler =>
  // Payload's type says Promise<void> or Promise<Response>; it checks for a Response at run time.
  (async (req: Parameters<FileHandler>[0], { params }: Parameters<FileHandler>[1]): Promise<Response | undefined> => {
    const folder = path.resolve(staticDir)
    const file = path.resolve(folder, params.filename)
    if (!file.startsWith(folder + path.sep)) return
    const found = await fs.stat(file).then(
      (stats) => stats.isFile(),
      () => false,
    )
    if (found) return
    // Neither the client's name nor the path: the request id leads to the request if it matters.
    req.payload.logger.info({ collection: params.collection }, 'upload file not found')
    return Response.json({ errors: [{ message: 'Not Found' }] }, { status: 404 })
  }) as FileHandler

/** Every upload collection answers a missing file with 404 (see notOnDisk). */
export const missingUploadFile = (): Plugin => (config) => ({
  ...config,
  collections: config.collections?.map((collection) => {
    const upload = collection.upload
    if (!upload) return collection
    const settings = upload === true ? {} : upload
    const handler = notOnDisk(settings.staticDir || collection.slug)
    return { ...collection, upload: { ...settings, handlers: [...(settings.handlers ?? []), handler] } }
  }),
})

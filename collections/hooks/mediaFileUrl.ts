import type { CollectionSlug, FieldHook, PayloadRequest } from 'payload'

type Related = string | number | { id: string | number; [key: string]: unknown } | null | undefined

const idOf = (value: Related) => (value && typeof value === 'object' ? value.id : value)

/** One related document's fields (depth 0), or null when it is gone. */
async function related(req: PayloadRequest, collection: CollectionSlug, value: Related, select: Record<string, true>) {
  if (value && typeof value === 'object') return value
  const id = idOf(value)
  if (id === undefined || id === null || id === '') return null
  return req.payload.findByID({ collection, id, depth: 0, select, overrideAccess: true, req }).catch(() => null) as Promise<Record<
    string,
    unknown
  > | null>
}

/** The URL of a Media document; the upload's URL is made from its file name, so both are read. */
async function mediaUrl(req: PayloadRequest, value: Related): Promise<string | null> {
  const media = await related(req, 'media', value, { filename: true, url: true })
  return typeof media?.url === 'string' ? media.url : null
}

/**
 * A read-only copy of the URL of the file in the sibling upload field `upload`, filled in on
 * every read whatever the depth (the pages read their items at depth 1, where the upload is an
 * id). A `virtual: 'video.url'` path cannot do it: it selects `url` alone, which Payload makes
 * from the file name it then lacks.
 */
export const mediaFileUrl =
  (upload: string): FieldHook =>
  ({ siblingData, req }) =>
    mediaUrl(req, (siblingData as Record<string, Related> | undefined)?.[upload])

/** The same through a relationship first: `relation` → `collection`'s upload field `upload` → its URL. */
export const relatedMediaFileUrl =
  (relation: string, collection: CollectionSlug, upload: string): FieldHook =>
  async ({ siblingData, req }) => {
    const doc = await related(req, collection, (siblingData as Record<string, Related> | undefined)?.[relation], { [upload]: true })
    return doc ? mediaUrl(req, doc[upload] as Related) : null
  }

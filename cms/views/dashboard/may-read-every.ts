import type { CollectionSlug, PayloadRequest } from 'payload'

/**
 * Whether the viewer's role reads every row of a collection by its own access rule: a sum over
 * the whole collection (the admin home's revenue) is shown only then. A `where` filter (own
 * rows only) or false is a no.
 */
export async function mayReadEvery(req: PayloadRequest, slug: CollectionSlug): Promise<boolean> {
  const read = req.payload.collections[slug]?.config.access.read
  return Boolean(read) && (await read!({ req })) === true
}

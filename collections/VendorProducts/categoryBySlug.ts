import type { FieldHook } from 'payload'
import { CATEGORY_SLUG } from '../Categories'

/**
 * A product's category may be named by its slug ('ai'), as the API took it before categories
 * were documents (issue 32): the slug becomes the category's id. An id, or an unknown slug
 * (which then fails as an invalid relationship), passes through.
 */
export const categoryBySlug: FieldHook = async ({ value, req }) => {
  if (typeof value !== 'string' || !CATEGORY_SLUG.test(value) || /^\d+$/.test(value)) return value
  const { docs } = await req.payload.find({
    collection: 'categories',
    where: { slug: { equals: value } },
    limit: 1,
    depth: 0,
    pagination: false,
    overrideAccess: true,
    req,
  })
  return docs[0]?.id ?? value
}

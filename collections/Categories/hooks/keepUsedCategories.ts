import { APIError, type CollectionBeforeDeleteHook } from 'payload'
import { ERRORS } from '../../../contracts/errors'

/**
 * A category products still use is not deleted: the products would be left pointing at nothing
 * (MongoDB and SQLite's foreign key do not clear it), and the marketplace would lose them from
 * every filter. The marketer moves them first.
 */
export const keepUsedCategories: CollectionBeforeDeleteHook = async ({ id, req }) => {
  const { totalDocs } = await req.payload.count({
    collection: 'vendor-products',
    where: { category: { equals: id } },
    overrideAccess: true,
    req,
  })
  if (totalDocs === 0) return
  const error = new APIError(ERRORS.CATEGORY_IN_USE.message, ERRORS.CATEGORY_IN_USE.status, { code: 'CATEGORY_IN_USE' }, true)
  // Payload shows an error's message by its name, which the admin's minified bundle loses.
  error.name = 'CATEGORY_IN_USE'
  throw error
}

import type { CollectionBeforeOperationHook, Sort, Where } from 'payload'
import { lockRows } from './lockRows'

/**
 * Every collection's updates, by id or by `where`, lock the rows they write before Payload reads
 * them (./lockRows.ts): no writer puts back a field another one wrote meanwhile.
 */
export const lockRowForUpdate: CollectionBeforeOperationHook = async ({ args, collection, operation, req }) => {
  if (operation !== 'update') return args
  const { id, where, limit, sort } = args as { id?: string | number; where?: Where; limit?: number; sort?: Sort }
  if (id != null) await lockRows(req, collection.slug, { id })
  else if (where) await lockRows(req, collection.slug, { where, limit, sort })
  return args
}

import type { GlobalBeforeOperationHook } from 'payload'
import { lockRows } from './lockRows'

/** A global is one row, written whole on every update like a document: its updates take turns (./lockRows.ts). */
export const lockGlobalForUpdate: GlobalBeforeOperationHook = async ({ args, global, operation, req }) => {
  if (operation === 'update') await lockRows(req, global.slug, 'the global row')
  return args
}

import type { Access } from 'payload'
import { serverServices } from '../../server-services'

/**
 * A buyer's members session (its cookie) reads the files its paid, unrevoked orders include.
 * Checked on every read, so a refund or a dispute takes the files away at once. The session is
 * checked by the server (server/delivery/session-file-ids.ts); where none runs, nobody reads
 * this way: a rule that cannot check denies.
 */
export const ownedByBuyer: Access = async ({ req }) => {
  const sessionFileIds = serverServices().sessionFileIds
  if (!sessionFileIds) return false
  const ids = await sessionFileIds(req.payload, req.headers)
  return ids.length > 0 ? { id: { in: ids } } : false
}

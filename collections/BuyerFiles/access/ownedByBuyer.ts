import type { Access } from 'payload'
import { memberEmailFromHeaders } from '../../../server/delivery/member-session'
import { ownedFileIds } from '../../../server/delivery/owned-access'

/**
 * A buyer's members session (its cookie) reads the files its paid, unrevoked orders include.
 * Checked on every read, so a refund or a dispute takes the files away at once.
 */
export const ownedByBuyer: Access = async ({ req }) => {
  const email = await memberEmailFromHeaders(req.payload, req.headers)
  if (!email) return false
  const ids = await ownedFileIds(req.payload, email)
  return ids.length > 0 ? { id: { in: ids } } : false
}

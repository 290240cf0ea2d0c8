import type { CollectionAfterReadHook } from 'payload'
import { AWAITING_CONFIRMATION } from '../../../contracts/sequences'
import { isStaffUser } from '../../access/roles'

/**
 * How many of a sequence's enrolments wait for their address to be confirmed (issue 38): counted
 * when staff read it, in the list as in the edit view (one count per sequence; nothing stored).
 * The sending jobs read sequences as nobody and skip it.
 */
export const waitingForConfirmation: CollectionAfterReadHook = async ({ doc, req }) => {
  if (!isStaffUser(req.user) || doc?.id == null) return doc
  const { totalDocs } = await req.payload.count({
    collection: 'sequence-enrolments',
    where: { and: [{ sequence: { equals: doc.id } }, { status: { equals: AWAITING_CONFIRMATION } }] },
    overrideAccess: true,
    req,
  })
  return { ...doc, awaiting_confirmation: totalDocs }
}

import type { CollectionAfterChangeHook } from 'payload'
import { queueSequenceEvent } from './queueSequenceEvent'

/**
 * The $97 order's moments for the sequences: started (a checkout that may be abandoned), paid
 * (a payment, and a purchase that enrols buyers), refunded or disputed.
 */
export const orderSequenceEvents: CollectionAfterChangeHook = async ({ doc, previousDoc, operation, req, context }) => {
  const email = typeof doc.email === 'string' ? doc.email : ''
  const order = String(doc.id)
  // A checkout whose caller was over its mail budget enrols nobody (issue 38).
  if (operation === 'create' && doc.status === 'pending' && !context?.sequencesHeld)
    await queueSequenceEvent(req, { event: 'checkout_started', email, order })
  if (doc.status === 'paid' && previousDoc?.status !== 'paid') {
    await queueSequenceEvent(req, { event: 'payment', email, order, kind: 'offer' })
    await queueSequenceEvent(req, { event: 'offer_purchased', email, order })
  }
  const reason = doc.access_revoked_reason as string | null | undefined
  if (reason && reason !== previousDoc?.access_revoked_reason)
    await queueSequenceEvent(req, { event: reason === 'disputed' ? 'dispute' : 'refund', email, order })
  return doc
}

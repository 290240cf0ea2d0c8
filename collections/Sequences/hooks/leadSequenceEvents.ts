import type { CollectionAfterChangeHook } from 'payload'
import { NURTURED_LEAD_CONTEXTS } from '../../../contracts/sequences'
import { queueSequenceEvent } from './queueSequenceEvent'

/**
 * A lead captured on /, in the ROI modal or in the survey enrols in the sequences that follow
 * leads; a lead whose plan checkout starts (payment_attempted turns on) in those that follow checkouts.
 */
export const leadSequenceEvents: CollectionAfterChangeHook = async ({ doc, previousDoc, operation, req, context }) => {
  // The caller was over its mail budget (issue 38): the lead is kept, and mailed nothing.
  if (context?.sequencesHeld) return doc
  const email = typeof doc.email === 'string' ? doc.email : ''
  const lead = String(doc.id)
  if (operation === 'create' && (NURTURED_LEAD_CONTEXTS as readonly string[]).includes(doc.modal_context))
    await queueSequenceEvent(req, { event: 'lead_captured', email, lead })
  if (operation === 'update' && doc.payment_attempted && !previousDoc?.payment_attempted)
    await queueSequenceEvent(req, { event: 'checkout_started', email, lead })
  return doc
}

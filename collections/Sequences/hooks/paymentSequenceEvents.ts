import type { CollectionAfterChangeHook } from 'payload'
import { queueSequenceEvent } from './queueSequenceEvent'

/** A payment that succeeded stops the sequences that stop on payments (a plan's, or any). */
export const paymentSequenceEvents: CollectionAfterChangeHook = async ({ doc, previousDoc, req }) => {
  if (doc.status !== 'succeeded' || previousDoc?.status === 'succeeded' || typeof doc.email !== 'string') return doc
  await queueSequenceEvent(req, { event: 'payment', email: doc.email, kind: String(doc.kind ?? 'other') })
  return doc
}

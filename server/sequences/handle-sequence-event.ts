import type { PayloadRequest } from 'payload'
import type { SequenceEventInput } from '../../collections/Sequences/hooks/queueSequenceEvent'
import { SEQUENCE_TRIGGERS, type SequenceTrigger } from '../../contracts/sequences'
import { enrolInSequences } from './enrol-in-sequences'
import { confirmAddress } from './confirm-address'
import { enrolmentFields } from './enrolment-fields'
import { stopEnrolments } from './stop-enrolments'

export type CheckoutUrl = (order: { checkout_session_id: string }) => Promise<string | null>

const isTrigger = (event: string): event is SequenceTrigger => (SEQUENCE_TRIGGERS as readonly string[]).includes(event)

/**
 * The sequence-event job: a trigger enrols, a payment, refund or dispute stops what it should. A
 * payment also confirms its address (issue 38), before the stops: what it resumes, it may stop.
 */
export async function handleSequenceEvent(
  req: PayloadRequest,
  input: SequenceEventInput & { at: Date },
  checkoutUrl: CheckoutUrl,
): Promise<void> {
  if (isTrigger(input.event)) {
    await enrolInSequences(req, { ...input, trigger: input.event }, () => enrolmentFields(req, input, { checkoutUrl }))
    return
  }
  if (input.event === 'payment') await confirmAddress(req, { email: input.email, by: 'purchase' })
  await stopEnrolments(req, input.email)
}

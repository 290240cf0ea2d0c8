import type { PayloadRequest } from 'payload'
import type { Sequence, SequenceEnrolment } from '../../cms/payload-types'
import { AWAITING_CONFIRMATION } from '../../contracts/sequences'
import { addressForms } from './recipient-barred'
import { stopReason } from './stop-reason'

/** The enrolments that are not over: sending, or waiting for their address to be confirmed. */
export const OPEN_ENROLMENT = { status: { in: ['active', AWAITING_CONFIRMATION] } }

/** Ends a person's enrolment, if it is not over yet (a reason already given stays): its queued e-mail finds it ended and sends nothing. */
export async function endEnrolment(req: PayloadRequest, enrolment: SequenceEnrolment, status: 'stopped' | 'completed', reason?: string) {
  await req.payload.update({
    collection: 'sequence-enrolments',
    where: { and: [{ id: { equals: enrolment.id } }, OPEN_ENROLMENT] },
    data: { status, ...(reason ? { stop_reason: reason } : {}) },
    depth: 0,
    overrideAccess: true,
    req,
  })
}

/** After a payment, a refund or a dispute: every open enrolment of the address whose stop condition is now met ends. */
export async function stopEnrolments(req: PayloadRequest, email: string): Promise<number> {
  const { docs } = await req.payload.find({
    collection: 'sequence-enrolments',
    where: { and: [{ email: { in: addressForms(email) } }, OPEN_ENROLMENT] },
    pagination: false,
    depth: 1,
    overrideAccess: true,
    req,
  })
  let stopped = 0
  for (const enrolment of docs) {
    const sequence = enrolment.sequence as Sequence
    if (typeof sequence !== 'object') continue
    const reason = await stopReason(req, enrolment, sequence)
    if (!reason) continue
    await endEnrolment(req, enrolment, 'stopped', reason)
    stopped++
  }
  return stopped
}

import type { PayloadRequest } from 'payload'
import type { SequenceEnrolment } from '../../cms/payload-types'
import { AWAITING_CONFIRMATION } from '../../contracts/sequences'
import { addressConfirmed } from './address-confirmed'
import { resumeConfirmed } from './resume-confirmed'

/**
 * The enrolment's e-mail `step` waits until its address is confirmed (issue 38): no job is
 * queued for it; a confirmation takes it up (./resume-confirmed.ts). A confirmation written
 * between the caller's look and this write found nothing to resume, so this looks once more.
 */
export async function awaitConfirmation(req: PayloadRequest, enrolment: SequenceEnrolment, step: number): Promise<void> {
  await req.payload.update({
    collection: 'sequence-enrolments',
    where: { and: [{ id: { equals: enrolment.id } }, { status: { equals: 'active' } }] },
    data: { status: AWAITING_CONFIRMATION, next_step: step, awaiting_since: new Date().toISOString() },
    depth: 0,
    overrideAccess: true,
    req,
  })
  if (await addressConfirmed(req, enrolment.email)) await resumeConfirmed(req, enrolment.email)
}

import type { PayloadRequest } from 'payload'
import type { Sequence } from '../../cms/payload-types'
import { AWAITING_CONFIRMATION } from '../../contracts/sequences'
import { inTransaction } from './in-transaction'
import { queueSequenceStep } from './queue-sequence-step'
import { addressForms } from './recipient-barred'
import { stepDelayMs } from './sequence-clock'

const AS_SYSTEM = { overrideAccess: true, depth: 0 } as const

/**
 * The address is confirmed: each of its enrolments waiting for that goes on. Its next e-mail is
 * due at its delay after the moment it began to wait (at once when that is past); the job still
 * checks every stop condition, the spacing and the budgets. Taking the enrolment back to active
 * is conditional, so two confirmations at once queue it once.
 */
export async function resumeConfirmed(req: PayloadRequest, email: string): Promise<number> {
  const { docs } = await req.payload.find({
    collection: 'sequence-enrolments',
    where: { and: [{ email: { in: addressForms(email) } }, { status: { equals: AWAITING_CONFIRMATION } }] },
    pagination: false,
    depth: 1,
    overrideAccess: true,
    req,
  })
  let resumed = 0
  for (const enrolment of docs) {
    const step = (enrolment.sequence as Sequence).steps?.[enrolment.next_step]
    const waitingSince = Date.parse(enrolment.awaiting_since ?? '') || Date.now()
    const at = new Date(Math.max(Date.now(), waitingSince + (step ? stepDelayMs(step) : 0)))
    await inTransaction(req, async (tx) => {
      const taken = await tx.payload.update({
        collection: 'sequence-enrolments',
        where: { and: [{ id: { equals: enrolment.id } }, { status: { equals: AWAITING_CONFIRMATION } }] },
        data: { status: 'active' },
        ...AS_SYSTEM,
        req: tx,
      })
      if (taken.docs.length === 0) return
      await queueSequenceStep(tx, { enrolment: enrolment.id, step: enrolment.next_step, at })
      resumed++
    })
  }
  return resumed
}

import type { PayloadRequest } from 'payload'
import type { Sequence } from '../../cms/payload-types'
import type { SequenceTrigger } from '../../contracts/sequences'
import { isUniqueViolation } from '../unique-violation'
import type { EnrolmentFields } from './enrolment-fields'
import { inTransaction } from './in-transaction'
import { queueSequenceStep } from './queue-sequence-step'
import { stepDelayMs } from './sequence-clock'

type Enrol = { trigger: SequenceTrigger; email: string; lead?: string; order?: string; at: Date }

const relation = (text: string | undefined) => (text && /^\d+$/.test(text) ? Number(text) : text)

/**
 * Enrols a person in every active sequence of a trigger, once per sequence (a checkout's
 * sequence once per checkout), and queues each one's first e-mail at its delay. The enrolment
 * and its first job are one transaction: a retried event finds the enrolment and queues nothing.
 */
export async function enrolInSequences(
  req: PayloadRequest,
  { trigger, email, lead, order, at }: Enrol,
  fieldsFor: () => Promise<EnrolmentFields>,
): Promise<number> {
  const { docs: sequences } = await req.payload.find({
    collection: 'sequences',
    where: { and: [{ trigger: { equals: trigger } }, { active: { equals: true } }] },
    pagination: false,
    depth: 0,
    overrideAccess: true,
    req,
  })
  if (sequences.length === 0) return 0
  const fields = await fieldsFor()
  let enrolled = 0
  for (const sequence of sequences as Sequence[]) {
    const first = sequence.steps[0]
    if (!first) continue
    const per = trigger === 'checkout_started' ? `:${order ? `order-${order}` : `lead-${lead}`}` : ''
    try {
      await inTransaction(req, async (tx) => {
        const enrolment = await tx.payload.create({
          collection: 'sequence-enrolments',
          data: {
            sequence: sequence.id,
            email,
            trigger,
            triggered_at: at.toISOString(),
            enrol_key: `${sequence.id}:${email.trim().toLowerCase()}${per}`,
            status: 'active',
            next_step: 0,
            lead: relation(lead) as number | undefined,
            order: relation(order) as number | undefined,
            fields,
          },
          depth: 0,
          overrideAccess: true,
          req: tx,
        })
        await queueSequenceStep(tx, { enrolment: enrolment.id, step: 0, at: new Date(Date.now() + stepDelayMs(first)) })
      })
      enrolled++
    } catch (error) {
      if (!isUniqueViolation(error)) throw error
    }
  }
  return enrolled
}

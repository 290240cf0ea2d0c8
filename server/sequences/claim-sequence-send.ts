import type { PayloadRequest } from 'payload'
import type { Sequence, SequenceEnrolment, SequenceSend } from '../../cms/payload-types'
import { RECIPIENT_SPACING_MINUTES } from '../../contracts/sequences'
import { isUniqueViolation } from '../unique-violation'
import { addressForms } from './recipient-barred'
import { sequenceMinuteMs } from './sequence-clock'

const AS_SYSTEM = { overrideAccess: true, depth: 0 } as const

/**
 * Claims one step's e-mail to one person: the send row, written before the e-mail goes out.
 * Answers the row to send; `'sent'` when an earlier run sent it (only the next step may be
 * missing); the moment to try again when the person's last sequence e-mail, of any sequence,
 * leaves no room yet (12 sequence hours); null when another run holds it.
 *
 * Two keys make it hold across jobs and nodes: `claim_key` (`<enrolment>:<step>`) sends a step
 * once, and `turn_key` (`<address>:<the send before>`) lets one e-mail follow each e-mail a person
 * got, so two sequences due for one person at once send one, and the other waits its 12 hours.
 * A claim still `sending` that an earlier run left (its node died mid-send: the Jobs Queue gave
 * the job back) is taken over, its links unchanged: the mail server may have taken it just before
 * the node died, and a rare second copy beats a lost e-mail and a sequence stuck on it; the caller
 * flags it `resent_after_unknown` before it goes again (docs/decisions/115).
 */
export async function claimSequenceSend(
  req: PayloadRequest,
  { enrolment, sequence, step, began }: { enrolment: SequenceEnrolment; sequence: Sequence; step: number; began: Date },
): Promise<SequenceSend | 'sent' | Date | null> {
  const { payload } = req
  const claimKey = `${enrolment.id}:${step}`
  const ownClaim = async () =>
    (await payload.find({ collection: 'sequence-sends', where: { claim_key: { equals: claimKey } }, limit: 1, ...AS_SYSTEM, req })).docs[0]
  const own = await ownClaim()
  if (own?.status === 'sent') return 'sent'
  // Left `sending` by a run before this one: its node died mid-send, and this run sends it. Else
  // another run's, now (a job runs on one node at a time, so not expected).
  if (own) return Date.parse(own.createdAt) < began.getTime() ? own : null

  const spacing = RECIPIENT_SPACING_MINUTES * sequenceMinuteMs()
  const { docs } = await payload.find({
    collection: 'sequence-sends',
    where: { email: { in: addressForms(enrolment.email) } },
    sort: '-createdAt',
    limit: 1,
    select: { sent_at: true, createdAt: true },
    ...AS_SYSTEM,
    req,
  })
  const last = docs[0]
  // A send still going out counts from its claim.
  const lastAt = last ? Date.parse(last.sent_at ?? last.createdAt) : undefined
  if (lastAt !== undefined && lastAt + spacing > Date.now()) return new Date(lastAt + spacing)
  try {
    return await payload.create({
      collection: 'sequence-sends',
      data: {
        enrolment: enrolment.id,
        sequence: sequence.id,
        step,
        email: enrolment.email,
        claim_key: claimKey,
        turn_key: `${enrolment.email.trim().toLowerCase()}:${last?.id ?? 'first'}`,
        status: 'sending',
      },
      ...AS_SYSTEM,
      req,
    })
  } catch (error) {
    if (!isUniqueViolation(error)) throw error
    const now = await ownClaim()
    if (now?.status === 'sent') return 'sent'
    if (now) return null
    // Another sequence's e-mail to this person took the turn a moment ago: this one waits its spacing.
    return new Date(Date.now() + spacing)
  }
}

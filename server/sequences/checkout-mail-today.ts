import type { PayloadRequest } from 'payload'
import type { SequenceEnrolment } from '../../cms/payload-types'
import { delayInMinutes } from '../../contracts/sequences'
import { addressForms } from './recipient-barred'
import { sequenceMinuteMs } from './sequence-clock'

/** A (sequence) day: abandoned-checkout e-mail goes to an address at most once in one. */
export const checkoutMailDayMs = (): number => delayInMinutes(1, 'days') * sequenceMinuteMs()

/**
 * The address's last abandoned-checkout e-mail (of any sequence a checkout starts) within a day,
 * other than this step's own claim: when it was claimed, and whether it was this enrolment's.
 * Null when there was none (issue 38: at most one such e-mail per address per day).
 */
export async function checkoutMailToday(
  req: PayloadRequest,
  enrolment: SequenceEnrolment,
  step: number,
): Promise<{ at: number; own: boolean } | null> {
  const { payload } = req
  const { docs: sequences } = await payload.find({
    collection: 'sequences',
    where: { trigger: { equals: 'checkout_started' } },
    pagination: false,
    depth: 0,
    select: {},
    overrideAccess: true,
    req,
  })
  if (sequences.length === 0) return null
  const { docs } = await payload.find({
    collection: 'sequence-sends',
    where: {
      and: [
        { sequence: { in: sequences.map((sequence) => sequence.id) } },
        { email: { in: addressForms(enrolment.email) } },
        { createdAt: { greater_than: new Date(Date.now() - checkoutMailDayMs()).toISOString() } },
        { claim_key: { not_equals: `${enrolment.id}:${step}` } },
      ],
    },
    sort: '-createdAt',
    limit: 1,
    depth: 0,
    select: { enrolment: true, createdAt: true },
    overrideAccess: true,
    req,
  })
  const last = docs[0]
  if (!last) return null
  const of = typeof last.enrolment === 'object' ? last.enrolment?.id : last.enrolment
  return { at: Date.parse(last.createdAt), own: String(of) === String(enrolment.id) }
}

import type { Payload, PayloadRequest, TypedUser } from 'payload'
import type { Sequence } from '../../cms/payload-types'
import type { SubjectSlot } from '../../contracts/copy-lab'

type Access = { user: TypedUser | null; req?: Partial<PayloadRequest> }

const accessOf = ({ user, req }: Access) => ({
  ...(req ? { req } : {}),
  ...(user ? { overrideAccess: false as const, user } : { overrideAccess: true as const }),
})

/** The slot's sequence, by slug (a list read: the step figures, costly, are left out), or null. */
export async function sequenceOfSlot(payload: Payload, slot: SubjectSlot, access: Access): Promise<Sequence | null> {
  const { docs } = await payload.find({
    collection: 'sequences',
    where: { slug: { equals: slot.sequence } },
    limit: 1,
    depth: 0,
    ...accessOf(access),
  })
  return (docs[0] as Sequence | undefined) ?? null
}

/** The step's subject line now ('' when the sequence or the step is gone). */
export async function subjectWords(payload: Payload, slot: SubjectSlot, access: Access): Promise<string> {
  return (await sequenceOfSlot(payload, slot, access))?.steps[slot.step]?.subject ?? ''
}

/**
 * Writes `text` into the step's subject: the sequence's steps are written back whole with only
 * that subject changed (rows keep their ids), so the next e-mail of the step uses it. As the
 * system for the copy lab's own decision, as the marketer for a roll-back. Answers the
 * sequence's new `updatedAt` (sequences keep no versions).
 */
export async function publishSubjectWords(payload: Payload, slot: SubjectSlot, text: string, access: Access): Promise<string | null> {
  const sequence = await sequenceOfSlot(payload, slot, access)
  if (!sequence?.steps[slot.step]) return null
  const steps = sequence.steps.map((step, i) => (i === slot.step ? { ...step, subject: text } : step))
  const updated = await payload.update({ collection: 'sequences', id: sequence.id, data: { steps }, depth: 0, ...accessOf(access) })
  return updated.updatedAt ?? null
}

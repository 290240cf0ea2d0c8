import type { Payload, TypedUser } from 'payload'
import type { Sequence } from '../../cms/payload-types'
import {
  COPY_SLOT_IDS,
  COPY_SLOTS,
  copySlot,
  subjectSlot,
  subjectSlotIdOf,
  subjectSlotLabel,
  type CopySlot,
  type CopySlotId,
} from '../../contracts/copy-lab'
import { AppError } from '../../contracts/errors'
import { publishedPage, wordsAt } from './slot-words'

/** A slot as the copy lab lists it: its rules, its words now, and where they show. */
export type SlotEntry = { slot: CopySlot; current: string; page: string }

/** A slot `user` may work on, by id: its rules and label (404 when a subject's sequence or step is gone). */
export async function findCopySlot(payload: Payload, user: TypedUser, id: CopySlotId): Promise<CopySlot> {
  return (await slotEntries(payload, user, id))[0]!.slot
}

const sequenceScreen = (sequence: Sequence) => `/admin/collections/sequences/${sequence.id}`

function subjectEntries(sequences: Sequence[]): SlotEntry[] {
  return sequences.flatMap((sequence) =>
    sequence.steps.map((step, index) => ({
      slot: subjectSlot(subjectSlotIdOf(sequence.slug, index), subjectSlotLabel(sequence.name, index)),
      current: step.subject,
      page: sequenceScreen(sequence),
    })),
  )
}

/**
 * The slots `user` may work on, read with their access: every page slot and every step's subject
 * of every sequence (docs/decisions/097), or the one slot `only` (404 when its sequence or step is gone).
 */
export async function slotEntries(payload: Payload, user: TypedUser, only?: CopySlotId): Promise<SlotEntry[]> {
  const wanted = only ? [copySlot(only)] : null
  const pageSlots = wanted ? wanted.filter((s) => s.kind === 'page') : COPY_SLOT_IDS.map((id) => COPY_SLOTS[id])
  const pages = new Map<string, Record<string, unknown>>()
  for (const slot of pageSlots) if (!pages.has(slot.global)) pages.set(slot.global, await publishedPage(payload, slot, user))
  const entries: SlotEntry[] = pageSlots.map((slot) => ({ slot, current: wordsAt(pages.get(slot.global)!, slot.path), page: slot.page }))
  const subject = wanted?.find((s) => s.kind === 'subject')
  if (wanted && !subject) return entries
  const { docs } = await payload.find({
    collection: 'sequences',
    ...(subject ? { where: { slug: { equals: subject.sequence } }, limit: 1 } : { sort: 'name', pagination: false }),
    depth: 0,
    overrideAccess: false,
    user,
  })
  const subjects = subjectEntries(docs as Sequence[])
  if (!subject) return [...entries, ...subjects]
  const found = subjects.find((e) => e.slot.id === subject.id)
  if (!found) throw new AppError('NOT_FOUND')
  return [found]
}

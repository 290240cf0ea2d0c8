import type { Payload, TypedUser } from 'payload'
import { COPY_SLOT_IDS, COPY_SLOTS, type CopySlotId } from '../../contracts/copy-lab'
import { AppError } from '../../contracts/errors'
import { isStaffUser } from '../../collections/access/roles'
import { asCopyTest } from '../copy-lab/copy-test-doc'
import { slotBaseline } from '../copy-lab/slot-baseline'
import { publishedPage, wordsAt } from '../copy-lab/slot-words'
import { copyTestFigures } from '../copy-lab/test-figures'
import { copyTestViewOf } from '../copy-lab/test-view'
import { copyVariantViewOf } from '../copy-lab/variant-view'
import { defineFunction } from './types'

const VARIANTS_SHOWN = 100

async function slotSummaries(payload: Payload, user: TypedUser, slots: readonly CopySlotId[]) {
  const pages = new Map<string, Record<string, unknown>>()
  for (const global of new Set(slots.map((id) => COPY_SLOTS[id].global)))
    pages.set(global, await publishedPage(payload, COPY_SLOTS[slots.find((id) => COPY_SLOTS[id].global === global)!], user))
  const { docs: tests } = await payload.find({
    collection: 'copy-tests',
    where: { slot: { in: [...slots] } },
    select: { slot: true, experiment: true, state: true },
    pagination: false,
    depth: 0,
    overrideAccess: false,
    user,
  })
  return slots.map((id) => {
    const slot = COPY_SLOTS[id]
    const own = tests.filter((t) => t.slot === id)
    return {
      slot: id,
      label: slot.label,
      page: slot.page,
      metric: slot.metric,
      maxLength: slot.maxLength,
      current: wordsAt(pages.get(slot.global)!, slot.path),
      running: own.find((t) => t.state === 'running')?.experiment ?? null,
      tests: own.length,
    }
  })
}

/** The copy lab's screens (/admin/copy-lab): every slot, or one slot's loop. Marketers, analysts and admins. */
export const copyLab = defineFunction('copy-lab', {
  auth: 'user',
  handler: async (input, { payload, user }) => {
    if (!user || !isStaffUser(user)) throw new AppError('FORBIDDEN')
    if (input.view === 'slots') return { view: 'slots' as const, slots: await slotSummaries(payload, user, COPY_SLOT_IDS) }
    const slot = COPY_SLOTS[input.slot]
    const [[summary], baseline, variants, tests] = await Promise.all([
      slotSummaries(payload, user, [input.slot]),
      // Aggregated in the database past the row rules (the funnel report's way): the role is checked above.
      slotBaseline(payload, slot),
      payload.find({
        collection: 'copy-variants',
        where: { slot: { equals: input.slot } },
        sort: '-createdAt',
        limit: VARIANTS_SHOWN,
        depth: 0,
        overrideAccess: false,
        user,
      }),
      payload.find({
        collection: 'copy-tests',
        where: { slot: { equals: input.slot } },
        sort: '-createdAt',
        pagination: false,
        depth: 0,
        overrideAccess: false,
        user,
      }),
    ])
    const all = tests.docs.map(asCopyTest)
    const runningDoc = all.find((t) => t.state === 'running')
    const running = runningDoc ? copyTestViewOf(runningDoc, (await copyTestFigures(payload, runningDoc)).arms) : null
    return {
      view: 'slot' as const,
      summary: summary!,
      baseline,
      variants: variants.docs.map(copyVariantViewOf),
      running,
      history: all.filter((t) => t.state === 'stopped').map((t) => copyTestViewOf(t)),
    }
  },
})

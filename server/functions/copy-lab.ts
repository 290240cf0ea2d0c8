import type { Payload, TypedUser } from 'payload'
import { AppError } from '../../contracts/errors'
import { isStaffUser } from '../../collections/access/roles'
import { asCopyTest } from '../copy-lab/copy-test-doc'
import { slotBaseline } from '../copy-lab/slot-baseline'
import { slotEntries, type SlotEntry } from '../copy-lab/slot-entries'
import { copyTestFigures } from '../copy-lab/test-figures'
import { copyTestViewOf } from '../copy-lab/test-view'
import { copyVariantViewOf } from '../copy-lab/variant-view'
import { defineFunction } from './types'

const VARIANTS_SHOWN = 100

async function slotSummaries(payload: Payload, user: TypedUser, entries: SlotEntry[]) {
  const { docs: tests } = await payload.find({
    collection: 'copy-tests',
    where: { slot: { in: entries.map((e) => e.slot.id) } },
    select: { slot: true, experiment: true, state: true },
    pagination: false,
    depth: 0,
    overrideAccess: false,
    user,
  })
  return entries.map(({ slot, current, page }) => {
    const own = tests.filter((t) => t.slot === slot.id)
    return {
      slot: slot.id,
      kind: slot.kind,
      label: slot.label,
      page,
      metric: slot.metric,
      maxLength: slot.maxLength,
      current,
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
    if (input.view === 'slots')
      return { view: 'slots' as const, slots: await slotSummaries(payload, user, await slotEntries(payload, user)) }
    const [entry] = await slotEntries(payload, user, input.slot)
    const slot = entry!.slot
    const [[summary], baseline, variants, tests] = await Promise.all([
      slotSummaries(payload, user, [entry!]),
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

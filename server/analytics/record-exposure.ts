import type { Payload } from 'payload'
import type { FunnelEvent } from '../../cms/payload-types'
import type { GroupRequest } from '../overload/grouped-writer'

/** An exposure as track-funnel-event stored it (its row's id, its stored moment). */
export type StoredExposure = {
  experiment: string
  visitor: string
  variation: string
  at: string
  /** The stored event's id (a number on SQL; on MongoDB an ObjectId string the types do not show). */
  event: FunnelEvent['id']
  session: string
  device?: 'mobile' | 'desktop' | null
}

type StoredRow = { id: string | number; variation_key: string; first_at: string; first_event: unknown; one_variation?: boolean | null }

const pairOf = (exposure: { experiment: string; visitor: string }) => JSON.stringify([exposure.experiment, exposure.visitor])

/**
 * Keeps each visitor's first exposure to each experiment (collections/ExperimentExposures,
 * docs/decisions/076) in the ingest's transaction, for all the exposures a group of batches
 * stored: one read finds the rows they touch. The first exposure creates the row; a later one
 * changes it only when it is earlier or shows another variation, which the collection's hook
 * decides again on the row locked for the update. Two nodes creating the row at once meet its
 * unique key: the loser's transaction is retried by the ingest and then updates the row.
 */
export async function recordExposures(payload: Payload, exposures: StoredExposure[], req: GroupRequest): Promise<void> {
  if (exposures.length === 0) return
  const { docs } = await payload.find({
    collection: 'experiment-exposures',
    where: {
      and: [
        { experiment_id: { in: [...new Set(exposures.map((e) => e.experiment))] } },
        { visitor_id: { in: [...new Set(exposures.map((e) => e.visitor))] } },
      ],
    },
    limit: 0,
    pagination: false,
    depth: 0,
    select: { experiment_id: true, visitor_id: true, variation_key: true, first_at: true, first_event: true, one_variation: true },
    overrideAccess: true,
    req,
  })
  const rows = new Map<string, StoredRow>(
    docs.map((doc) => [pairOf({ experiment: doc.experiment_id, visitor: doc.visitor_id }), doc as unknown as StoredRow]),
  )
  for (const exposure of exposures) {
    const seen = {
      variation_key: exposure.variation,
      first_at: exposure.at,
      first_event: exposure.event,
      session_id: exposure.session,
      device: exposure.device ?? null,
    }
    const pair = pairOf(exposure)
    const stored = rows.get(pair)
    if (!stored) {
      const created = await payload.create({
        collection: 'experiment-exposures',
        data: { experiment_id: exposure.experiment, visitor_id: exposure.visitor, ...seen, one_variation: true },
        depth: 0,
        overrideAccess: true,
        req,
      })
      rows.set(pair, created as unknown as StoredRow)
      continue
    }
    // A row only moves back in time and from one variation to several: a later exposure of the
    // same variation changes nothing, whatever a concurrent writer did meanwhile.
    const storedAt = Date.parse(stored.first_at)
    const earlier =
      Date.parse(exposure.at) < storedAt || (Date.parse(exposure.at) === storedAt && idBefore(exposure.event, stored.first_event))
    const another = stored.one_variation !== false && exposure.variation !== stored.variation_key
    if (!earlier && !another) continue
    const updated = await payload.update({
      collection: 'experiment-exposures',
      id: stored.id,
      data: seen,
      depth: 0,
      overrideAccess: true,
      req,
    })
    rows.set(pair, updated as unknown as StoredRow)
  }
}

/** Whether event id `a` sorts before `b` (numbers on SQL, ObjectId strings on MongoDB). */
function idBefore(a: unknown, b: unknown): boolean {
  const other = b && typeof b === 'object' && 'id' in b ? (b as { id: unknown }).id : b
  if (other == null) return true
  return typeof a === 'number' && typeof other === 'number' ? a < other : String(a) < String(other)
}

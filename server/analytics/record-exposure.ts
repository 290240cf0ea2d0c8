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

/**
 * Keeps the visitor's first exposure to the experiment (collections/ExperimentExposures,
 * docs/decisions/076) in the ingest's transaction. The first exposure creates the row; a later
 * one changes it only when it is earlier or shows another variation, which the collection's
 * hook decides again on the row locked for the update. Two nodes creating the row at once meet
 * its unique key: the loser's transaction is retried by the ingest and then updates the row.
 */
export async function recordExposure(payload: Payload, exposure: StoredExposure, req: GroupRequest): Promise<void> {
  const seen = {
    variation_key: exposure.variation,
    first_at: exposure.at,
    first_event: exposure.event,
    session_id: exposure.session,
    device: exposure.device ?? null,
  }
  const { docs } = await payload.find({
    collection: 'experiment-exposures',
    where: { and: [{ experiment_id: { equals: exposure.experiment } }, { visitor_id: { equals: exposure.visitor } }] },
    limit: 1,
    pagination: false,
    depth: 0,
    overrideAccess: true,
    req,
  })
  const stored = docs[0]
  if (!stored) {
    await payload.create({
      collection: 'experiment-exposures',
      data: { experiment_id: exposure.experiment, visitor_id: exposure.visitor, ...seen, one_variation: true },
      depth: 0,
      overrideAccess: true,
      req,
    })
    return
  }
  // A row only moves back in time and from one variation to several: a later exposure of the
  // same variation changes nothing, whatever a concurrent writer did meanwhile.
  const storedAt = Date.parse(stored.first_at)
  const earlier =
    Date.parse(exposure.at) < storedAt || (Date.parse(exposure.at) === storedAt && idBefore(exposure.event, stored.first_event))
  const another = stored.one_variation && exposure.variation !== stored.variation_key
  if (!earlier && !another) return
  await payload.update({ collection: 'experiment-exposures', id: stored.id, data: seen, depth: 0, overrideAccess: true, req })
}

/** Whether event id `a` sorts before `b` (numbers on SQL, ObjectId strings on MongoDB). */
function idBefore(a: unknown, b: unknown): boolean {
  const other = b && typeof b === 'object' && 'id' in b ? (b as { id: unknown }).id : b
  if (other == null) return true
  return typeof a === 'number' && typeof other === 'number' ? a < other : String(a) < String(other)
}

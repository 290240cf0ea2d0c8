import type { Payload } from 'payload'
import { EXPOSURE_EVENT, type TrackFunnelEventBatch } from '../../contracts/funnel-events'
import { GroupedWriter, nextTurn, onePerPayload, type GroupRequest } from '../overload/grouped-writer'
import { isUniqueViolation } from '../unique-violation'
import { recordExposures, type StoredExposure } from './record-exposure'
import { utmOf, utmTags, type VisitorSource } from './visitor-source'

/** `flagged`: the events stored now that count toward no experiment, by why (docs/decisions/109). */
export type IngestResult = { stored: number; duplicates: number; flagged: Record<string, number> }

type Ingest = {
  batch: TrackFunnelEventBatch
  visitorId?: string
  device?: VisitorSource['device']
  /** Why an event (by its id) counts toward no experiment; unnamed events count. */
  flags?: ReadonlyMap<string, string>
}

/** Batches written in one transaction at most (a batch holds up to 100 events, 10 typically). */
const GROUP_LIMIT = 32

/**
 * Stores a batch of funnel events once each: events whose id is already stored (a retried
 * batch) are skipped, and the rest are written in one transaction, so a batch is stored
 * whole or not at all. The batches of the moment share that transaction (GroupedWriter); a
 * batch that fails fails alone. Two copies of a batch racing each other (two nodes) meet the
 * unique index on event_id; the loser rolls back and retries, and then finds every event stored.
 */
export function ingestFunnelEvents(
  payload: Payload,
  batch: TrackFunnelEventBatch,
  { visitorId, device, flags }: Omit<Ingest, 'batch'>,
): Promise<IngestResult> {
  return funnelEventWriterFor(payload).write({ batch, visitorId, device, flags })
}

const funnelEventWriterFor = onePerPayload(
  (payload) =>
    new GroupedWriter<Ingest, IngestResult>({
      db: payload.db,
      groupLimit: GROUP_LIMIT,
      write: (ingests, req) => writeBatches(payload, ingests, req),
      retryable: isUniqueViolation,
      attempts: 3,
    }),
)

/** The session's first-touch tags the tracker sent, else those of the page it sent from. */
function sourceOf(batch: TrackFunnelEventBatch) {
  const sent = batch.utm ? utmTags(batch.utm) : {}
  return Object.keys(sent).length ? sent : utmOf(batch.page_url)
}

async function writeBatches(payload: Payload, ingests: Ingest[], req: GroupRequest): Promise<IngestResult[]> {
  const ids = [...new Set(ingests.flatMap(({ batch }) => batch.events.map((event) => event.event_id)))]
  const existing = await payload.find({
    collection: 'funnel-events',
    where: { event_id: { in: ids } },
    limit: ids.length,
    pagination: false,
    depth: 0,
    select: { event_id: true },
    overrideAccess: true,
    req,
  })
  // Stored before, or by an earlier batch of this group.
  const seen = new Set(existing.docs.map((doc) => doc.event_id as string))
  const now = new Date().toISOString()
  const results: IngestResult[] = []
  const exposures: StoredExposure[] = []
  for (const { batch, visitorId, device, flags } of ingests) {
    const utm = sourceOf(batch)
    let stored = 0
    const flagged: Record<string, number> = {}
    for (const event of batch.events) {
      if (seen.has(event.event_id)) continue
      seen.add(event.event_id)
      const flag = flags?.get(event.event_id)
      if (flag) flagged[flag] = (flagged[flag] ?? 0) + 1
      const doc = await payload.create({
        collection: 'funnel-events',
        data: {
          event_id: event.event_id,
          event_type: event.event_type,
          event_data: event.event_data ?? {},
          occurred_at: event.occurred_at ?? now,
          session_id: batch.session_id,
          visitor_id: visitorId,
          lead_id: batch.lead_id ?? undefined,
          page_url: batch.page_url,
          scroll_depth: batch.scroll_depth,
          time_on_page: batch.time_on_page,
          experiment_variants: batch.experiment_variants ?? {},
          ...(device ? { device } : {}),
          ...utm,
          ...(flag ? { flagged: true, flag_reason: flag as 'unverified_visitor' | 'variation_mismatch' } : {}),
        },
        depth: 0,
        overrideAccess: false,
        context: { via: 'track-funnel-event' },
        req,
      })
      // The visitor's first exposure to the experiment, for the results (docs/decisions/076);
      // a flagged one is kept as evidence only (docs/decisions/109).
      const data = doc.event_data as Record<string, unknown> | null
      if (
        !flag &&
        doc.event_type === EXPOSURE_EVENT &&
        visitorId &&
        typeof data?.experiment_id === 'string' &&
        typeof data.variation_key === 'string'
      )
        exposures.push({
          experiment: data.experiment_id,
          visitor: visitorId,
          variation: data.variation_key,
          at: doc.occurred_at,
          event: doc.id,
          session: doc.session_id,
          device: doc.device,
        })
      stored++
      await nextTurn()
    }
    results.push({ stored, duplicates: batch.events.length - stored, flagged })
  }
  // The visitors' first exposures, for the results (docs/decisions/076): one read for the group.
  await recordExposures(payload, exposures, req)
  return results
}

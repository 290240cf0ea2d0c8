import type { Payload } from 'payload'
import type { TrackFunnelEventBatch } from '../../contracts/funnel-events'
import { isUniqueViolation } from '../unique-violation'

export type IngestResult = { stored: number; duplicates: number }

/**
 * Stores a batch of funnel events once each: events whose id is already stored (a retried
 * batch) are skipped, and the rest are written in one transaction, so a batch is stored
 * whole or not at all. Two copies of a batch racing each other meet the unique index on
 * event_id; the loser rolls back and retries, and then finds every event stored.
 */
export async function ingestFunnelEvents(
  payload: Payload,
  batch: TrackFunnelEventBatch,
  { visitorId }: { visitorId?: string },
): Promise<IngestResult> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await ingestOnce(payload, batch, visitorId)
    } catch (error) {
      if (attempt >= 2 || !isUniqueViolation(error)) throw error
    }
  }
}

async function ingestOnce(payload: Payload, batch: TrackFunnelEventBatch, visitorId?: string): Promise<IngestResult> {
  const unique = new Map(batch.events.map((event) => [event.event_id, event]))
  const ids = [...unique.keys()]
  const transactionID = (await payload.db.beginTransaction()) ?? undefined
  const req = { transactionID }
  try {
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
    const seen = new Set(existing.docs.map((doc) => doc.event_id as string))
    const now = new Date().toISOString()
    let stored = 0
    for (const event of unique.values()) {
      if (seen.has(event.event_id)) continue
      await payload.create({
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
        },
        depth: 0,
        overrideAccess: false,
        context: { via: 'track-funnel-event' },
        req,
      })
      stored++
    }
    if (transactionID !== undefined) await payload.db.commitTransaction(transactionID)
    return { stored, duplicates: batch.events.length - stored }
  } catch (error) {
    if (transactionID !== undefined) await payload.db.rollbackTransaction(transactionID)
    throw error
  }
}

import { randomUUID } from 'node:crypto'
import type { Payload } from 'payload'
import { load } from './measure'

const EVENTS_PER_BATCH = 10

/** A batch of the web tracker: EVENTS_PER_BATCH new events. */
export function batch(sessionId: string) {
  return {
    session_id: sessionId,
    lead_id: null,
    events: Array.from({ length: EVENTS_PER_BATCH }, (_, i) => ({
      event_id: randomUUID(),
      event_type: i % 2 ? 'scroll_gate' : 'cta_click',
      event_data: { context: 'hero', i },
      occurred_at: new Date().toISOString(),
    })),
    page_url: 'http://localhost/',
    scroll_depth: 42,
    time_on_page: 1234,
    experiment_variants: { 'hero-headline': 'control' },
  }
}

/** track-funnel-event over HTTP (validation, dedupe, transaction) in events per second. */
export async function measureIngest(baseUrl: string, opts: { durationS: number }) {
  const sessionId = `bench-${randomUUID()}`
  const result = await load(`${baseUrl}/fn/track-funnel-event`, {
    durationS: opts.durationS,
    connections: 4,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    setupRequest: (req) => ({ ...req, body: JSON.stringify(batch(sessionId)) }),
  })
  return { eventsPerSecond: result.requestsPerSecond * EVENTS_PER_BATCH, non2xx: result.non2xx, errors: result.errors, sessionId }
}

/** The same rows inserted directly through the Local API, a batch per transaction. */
export async function measureDirectInsert(payload: Payload, opts: { durationS: number }) {
  const sessionId = `bench-direct-${randomUUID()}`
  const deadline = performance.now() + opts.durationS * 1000
  const started = performance.now()
  let events = 0
  while (performance.now() < deadline) {
    const b = batch(sessionId)
    const transactionID = (await payload.db.beginTransaction()) ?? undefined
    for (const event of b.events) {
      await payload.create({
        collection: 'funnel-events',
        data: {
          ...event,
          session_id: b.session_id,
          page_url: b.page_url,
          scroll_depth: b.scroll_depth,
          time_on_page: b.time_on_page,
          experiment_variants: b.experiment_variants,
        },
        depth: 0,
        overrideAccess: true,
        req: { transactionID },
      })
    }
    if (transactionID !== undefined) await payload.db.commitTransaction(transactionID)
    events += b.events.length
  }
  return { eventsPerSecond: events / ((performance.now() - started) / 1000) }
}

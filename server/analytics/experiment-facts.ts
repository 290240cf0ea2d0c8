import type { Payload, TypedUser, Where } from 'payload'
import type { ExperimentConfig } from '../../experiments/load'
import { EXPOSURE_EVENT, type Facts } from '../../experiments/results'
import { firstExposuresByExperiment, SegmentAssigner, type VisitorEvent } from '../../experiments/segments'

const PAGE = 5000

type Query = Omit<Parameters<Payload['find']>[0], 'page' | 'limit' | 'user' | 'overrideAccess' | 'depth'>

/** Every document of a query, page by page (a bounded memory per page, any adapter). */
async function findAll<T>(payload: Payload, user: TypedUser | null, query: Query): Promise<T[]> {
  const out: T[] = []
  await forEachPage<T>(payload, user, query, (docs) => void out.push(...docs))
  return out
}

/** Hands each page of a query to `take` and lets it go (memory: one page). */
async function forEachPage<T>(payload: Payload, user: TypedUser | null, query: Query, take: (docs: T[]) => void): Promise<void> {
  for (let page = 1; ; page++) {
    const res = await payload.find({
      ...query,
      page,
      limit: PAGE,
      depth: 0,
      overrideAccess: !user,
      user: user ?? undefined,
      sort: 'id',
    } as never)
    take(res.docs as T[])
    if (!res.hasNextPage) return
  }
}

type EventDoc = {
  visitor_id?: string | null
  session_id?: string
  device?: string | null
  event_type: string
  event_data?: Record<string, unknown> | null
  occurred_at: string
}
type SourceDoc = {
  visitor_id?: string | null
  session_id: string
  utm_source?: string | null
  utm_medium?: string | null
  utm_campaign?: string | null
  occurred_at: string
}
type PaymentDoc = { amount: number; status: string; metadata?: Record<string, unknown> | null; createdAt: string }

/**
 * The raw facts experiment results are computed from: exposures and metric events from the
 * funnel pipeline (unit: the visitor id cookie), payments the provider reported (unit: the
 * visitor id the checkout carried in its metadata). Read with the caller's access (`user`),
 * or as the system when none (the CLI). `since` leaves out what happened before it: only for
 * experiments no unit can have met before then (a copy test, from its start).
 */
export async function loadExperimentFacts(
  payload: Payload,
  config: ExperimentConfig,
  user: TypedUser | null,
  { segments = false, since }: { segments?: boolean; since?: string } = {},
): Promise<Facts> {
  // Facts before `since` cannot count (a copy test's exposures start when it starts, and a
  // metric counts only after its unit's exposure), so they are not read.
  const recent = since ? [{ occurred_at: { greater_than_equal: since } }] : []
  const metricTypes = [...new Set(config.metrics.flatMap((m) => (m.source.kind === 'funnel-event' ? m.source.eventTypes : [])))]
  // Only the exposures to the config's experiments (the funnel's log holds every experiment
  // ever run). A JSON path answers `equals` on every adapter, not `in`: one `equals` per key.
  const experiments = config.features.flatMap((f) => (f.experiment ? [f.experiment.key] : []))
  const exposures: Where = {
    and: [{ event_type: { equals: EXPOSURE_EVENT } }, { or: experiments.map((key) => ({ 'event_data.experiment_id': { equals: key } })) }],
  }
  const wanted: Where[] = experiments.length ? [{ event_type: { in: metricTypes } }, exposures] : [{ event_type: { in: metricTypes } }]
  const events = await findAll<EventDoc>(payload, user, {
    collection: 'funnel-events',
    where: { and: [{ or: wanted }, { visitor_id: { exists: true } }, ...recent] },
    select: { visitor_id: true, session_id: true, device: true, event_type: true, event_data: true, occurred_at: true },
  })
  const payments = await findAll<PaymentDoc>(payload, user, {
    collection: 'payments',
    ...(since ? { where: { createdAt: { greater_than_equal: since } } } : {}),
    select: { amount: true, status: true, metadata: true, createdAt: true },
  })
  const facts: Facts = { exposures: [], events: [], payments: [] }
  for (const e of events) {
    if (!e.visitor_id) continue
    if (e.event_type === EXPOSURE_EVENT) {
      const data = e.event_data ?? {}
      if (typeof data.experiment_id === 'string' && typeof data.variation_key === 'string')
        facts.exposures.push({
          unit: e.visitor_id,
          experiment: data.experiment_id,
          variation: data.variation_key,
          at: e.occurred_at,
          session: e.session_id,
          device: e.device,
        })
    } else facts.events.push({ unit: e.visitor_id, eventType: e.event_type, at: e.occurred_at })
  }
  for (const p of payments) {
    const unit = p.metadata?.visitor_id
    if (typeof unit !== 'string' || !unit) continue
    facts.payments.push({
      unit,
      amount: p.amount,
      refunded: p.status === 'refunded',
      kind: typeof p.metadata?.kind === 'string' ? p.metadata.kind : undefined,
      at: p.createdAt,
    })
  }
  if (segments) facts.segments = await loadSegments(payload, user, facts)
  return facts
}

/**
 * Each exposed unit's segment per experiment (experiments/segments.ts): one more pass over the
 * visitors' events up to the last first exposure, a page at a time, keeping per unit only what
 * its segment needs.
 */
async function loadSegments(payload: Payload, user: TypedUser | null, facts: Facts): Promise<NonNullable<Facts['segments']>> {
  const firsts = firstExposuresByExperiment(facts.exposures)
  const assigners = [...firsts].map(([experiment, units]) => ({ experiment, assigner: new SegmentAssigner(units) }))
  const latest = [...firsts.values()].flatMap((units) => [...units.values()]).reduce((max, e) => (e.at > max ? e.at : max), '')
  if (latest)
    await forEachPage<SourceDoc>(
      payload,
      user,
      {
        collection: 'funnel-events',
        where: { and: [{ visitor_id: { exists: true } }, { occurred_at: { less_than_equal: latest } }] },
        select: { visitor_id: true, session_id: true, utm_source: true, utm_medium: true, utm_campaign: true, occurred_at: true },
      },
      (docs) => {
        for (const doc of docs) {
          if (!doc.visitor_id) continue
          const event: VisitorEvent = { ...doc, unit: doc.visitor_id, session: doc.session_id, at: doc.occurred_at }
          for (const { assigner } of assigners) assigner.add(event)
        }
      },
    )
  return new Map(assigners.map(({ experiment, assigner }) => [experiment, assigner.segments()]))
}

import type { Payload, TypedUser } from 'payload'
import type { ExperimentConfig } from '../../experiments/load'
import { EXPOSURE_EVENT, type Facts } from '../../experiments/results'

const PAGE = 5000

/** Every document of a query, page by page (a bounded memory per page, any adapter). */
async function findAll<T>(
  payload: Payload,
  user: TypedUser | null,
  query: Omit<Parameters<Payload['find']>[0], 'page' | 'limit' | 'user' | 'overrideAccess' | 'depth'>,
): Promise<T[]> {
  const out: T[] = []
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
    out.push(...(res.docs as T[]))
    if (!res.hasNextPage) return out
  }
}

type EventDoc = { visitor_id?: string | null; event_type: string; event_data?: Record<string, unknown> | null; occurred_at: string }
type PaymentDoc = { amount: number; status: string; metadata?: Record<string, unknown> | null; createdAt: string }

/**
 * The raw facts experiment results are computed from: exposures and metric events from the
 * funnel pipeline (unit: the visitor id cookie), payments the provider reported (unit: the
 * visitor id the checkout carried in its metadata). Read with the caller's access (`user`),
 * or as the system when none (the CLI).
 */
export async function loadExperimentFacts(payload: Payload, config: ExperimentConfig, user: TypedUser | null): Promise<Facts> {
  const eventTypes = [
    ...new Set(config.metrics.flatMap((m) => (m.source.kind === 'funnel-event' ? m.source.eventTypes : []))),
    EXPOSURE_EVENT,
  ]
  const events = await findAll<EventDoc>(payload, user, {
    collection: 'funnel-events',
    where: { and: [{ event_type: { in: eventTypes } }, { visitor_id: { exists: true } }] },
    select: { visitor_id: true, event_type: true, event_data: true, occurred_at: true },
  })
  const payments = await findAll<PaymentDoc>(payload, user, {
    collection: 'payments',
    select: { amount: true, status: true, metadata: true, createdAt: true },
  })
  const facts: Facts = { exposures: [], events: [], payments: [] }
  for (const e of events) {
    if (!e.visitor_id) continue
    if (e.event_type === EXPOSURE_EVENT) {
      const data = e.event_data ?? {}
      if (typeof data.experiment_id === 'string' && typeof data.variation_key === 'string')
        facts.exposures.push({ unit: e.visitor_id, experiment: data.experiment_id, variation: data.variation_key, at: e.occurred_at })
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
  return facts
}

import type { PipelineStage } from 'mongoose'
import type { Payload } from 'payload'
import { SUCCEEDED } from '../../../collections/FunnelEvents/funnel-steps'
import type { HomeWindow } from './home-window'
import type { TrafficFigures } from './traffic-figures'

type Model = { aggregate: (pipeline: PipelineStage[]) => Promise<Record<string, unknown>[]> }

/** Both periods in one pass over this week's visitors. */
export function visitorsPipeline(window: HomeWindow): PipelineStage[] {
  const today = new Date(window.today)
  return [
    { $match: { occurred_at: { $gte: new Date(window.week) }, visitor_id: { $nin: [null, ''] } } },
    { $group: { _id: '$visitor_id', last: { $max: '$occurred_at' } } },
    { $group: { _id: null, week: { $sum: 1 }, today: { $sum: { $cond: [{ $gte: ['$last', today] }, 1, 0] } } } },
  ]
}

/** Both periods in one pass over this week's succeeded payments. */
export function revenuePipeline(window: HomeWindow): PipelineStage[] {
  const today = new Date(window.today)
  return [
    { $match: { createdAt: { $gte: new Date(window.week) }, status: SUCCEEDED } },
    { $group: { _id: null, week: { $sum: '$amount' }, today: { $sum: { $cond: [{ $gte: ['$createdAt', today] }, '$amount', 0] } } } },
  ]
}

/**
 * The admin home's traffic on MongoDB: sql.ts's statement as two pipelines. Kept plain and
 * reviewable; type-checked but not run here (no MongoDB server can run on these machines).
 */
export async function mongoTrafficFigures(payload: Payload, window: HomeWindow): Promise<TrafficFigures> {
  const models = (payload.db as unknown as { collections: Record<string, Model> }).collections
  const [[visitors], [revenue]] = await Promise.all([
    models['funnel-events']!.aggregate(visitorsPipeline(window)),
    models.payments!.aggregate(revenuePipeline(window)),
  ])
  return {
    visitors: { today: Number(visitors?.today ?? 0), week: Number(visitors?.week ?? 0) },
    revenue: { today: Number(revenue?.today ?? 0), week: Number(revenue?.week ?? 0) },
  }
}

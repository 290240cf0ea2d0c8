import type { PipelineStage } from 'mongoose'
import type { Payload } from 'payload'
import type { Metric } from '../../../experiments/schema'
import type { CupedSums } from '../../../experiments/stats/cuped'
import { revokedByLookup } from '../experiment-sums/mongo-stages'
import type { BaselineWindows } from '.'

type Model = { aggregate: (pipeline: PipelineStage[]) => Promise<Record<string, unknown>[]>; collection: { name: string } }

/**
 * sql.ts's statement as an aggregation over funnel-events: the visitors seen in the last
 * window, each one's facts of the metric (its funnel events, or its payments netted of refunds
 * and disputes as the experiments' pipeline nets them) looked up by index over both windows,
 * summed per window, then grouped into one row. Type-checked, not run: no MongoDB server runs
 * here (docs/decisions/069).
 */
export function metricBaselinePipeline(
  metric: Metric,
  w: BaselineWindows,
  names: { events: string; payments: string; orders: string },
): PipelineStage[] {
  const source = metric.source
  if (source.kind === 'funnel-step') throw new Error('a funnel goal has no planning baseline')
  const both = { $gt: new Date(w.preSince), $lte: new Date(w.until) }
  const facts: PipelineStage.Lookup['$lookup'] =
    source.kind === 'funnel-event'
      ? {
          from: names.events,
          let: { unit: '$_id' },
          pipeline: [
            {
              $match: {
                event_type: { $in: source.eventTypes },
                flagged: { $ne: true },
                occurred_at: both,
                $expr: { $eq: ['$visitor_id', '$$unit'] },
              },
            },
            { $project: { _id: 0, amount: { $literal: 1 }, at: '$occurred_at' } },
          ],
          as: 'facts',
        }
      : {
          from: names.payments,
          let: { unit: '$_id' },
          pipeline: [
            {
              $match: {
                createdAt: both,
                $expr: {
                  $eq: [{ $cond: [{ $in: [{ $ifNull: ['$visitor_id', ''] }, ['']] }, '$metadata.visitor_id', '$visitor_id'] }, '$$unit'],
                },
              },
            },
            revokedByLookup(names.orders),
            {
              $set: {
                netted: { $or: [{ $in: ['$status', ['refunded', 'disputed']] }, { $gt: [{ $size: '$revokedBy' }, 0] }] },
                kind: { $ifNull: ['$kind', '$metadata.kind'] },
              },
            },
            {
              $match: {
                netted: !!source.refunds,
                ...(source.kinds ? { kind: { $in: source.kinds } } : {}),
              },
            },
            { $project: { _id: 0, amount: metric.type === 'count' ? { $literal: 1 } : '$amount', at: '$createdAt' } },
          ],
          as: 'facts',
        }
  const since = new Date(w.since)
  const sumOf = (recent: boolean) => ({
    $sum: {
      $map: {
        input: { $filter: { input: '$facts', as: 'f', cond: recent ? { $gt: ['$$f.at', since] } : { $lte: ['$$f.at', since] } } },
        as: 'f',
        in: '$$f.amount',
      },
    },
  })
  return [
    { $match: { visitor_id: { $nin: [null, ''] }, occurred_at: { $gt: since, $lte: new Date(w.until) } } },
    { $group: { _id: '$visitor_id' } },
    { $lookup: facts },
    { $project: { post: sumOf(true), pre: sumOf(false) } },
    {
      $group: {
        _id: null,
        n: { $sum: 1 },
        sum: { $sum: '$post' },
        sumSquares: { $sum: { $multiply: ['$post', '$post'] } },
        preSum: { $sum: '$pre' },
        preSquares: { $sum: { $multiply: ['$pre', '$pre'] } },
        crossSum: { $sum: { $multiply: ['$post', '$pre'] } },
      },
    },
  ]
}

/** A metric's planning sums on MongoDB. */
export async function mongoMetricBaselineSums(payload: Payload, metric: Metric, w: BaselineWindows): Promise<CupedSums> {
  const models = (payload.db as unknown as { collections: Record<string, Model> }).collections
  const names = {
    events: models['funnel-events']!.collection.name,
    payments: models.payments!.collection.name,
    orders: models.orders!.collection.name,
  }
  const row = (await models['funnel-events']!.aggregate(metricBaselinePipeline(metric, w, names)))[0] ?? {}
  const figure = (key: string) => Number(row[key] ?? 0)
  return {
    n: figure('n'),
    sum: figure('sum'),
    sumSquares: figure('sumSquares'),
    preSum: figure('preSum'),
    preSquares: figure('preSquares'),
    crossSum: figure('crossSum'),
  }
}

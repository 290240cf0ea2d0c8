import type { PipelineStage } from 'mongoose'
import type { Payload } from 'payload'
import type { Metric } from '../../../experiments/schema'
import type { CupedSums } from '../../../experiments/stats/cuped'
import { revokedByLookup } from '../experiment-sums/mongo-stages'
import { analyticsCollections, runAggregation, type AnalyticsCollections, type MongoAggregation } from '../mongo-aggregation'
import type { BaselineWindows } from '.'

/**
 * sql.ts's statement as an aggregation over funnel-events: the visitors seen in the last
 * window, each one's facts of the metric (its funnel events, or its payments netted of refunds
 * and disputes as the experiments' pipeline nets them) looked up by index over both windows,
 * summed per window, then grouped into one row. No MongoDB server runs here: the unit tests run
 * it in memory (mingo, tests/unit/mongo-pipelines-holdout-baseline.test.ts; docs/decisions/069, 124).
 */
export function metricBaselineAggregation(metric: Metric, w: BaselineWindows, names: AnalyticsCollections): MongoAggregation {
  return { collection: names.events, pipeline: metricBaselinePipeline(metric, w, names) }
}

function metricBaselinePipeline(
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
  return baselineSumsOf(await runAggregation(payload, metricBaselineAggregation(metric, w, analyticsCollections(payload))))
}

/** The aggregation's one row (none when nobody was seen) as the planning sums. */
export function baselineSumsOf(rows: readonly Record<string, unknown>[]): CupedSums {
  const row = rows[0] ?? {}
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

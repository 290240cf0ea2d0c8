import type { PipelineStage } from 'mongoose'
import type { Payload } from 'payload'
import { HOLDOUT_ARMS, HOLDOUT_EXPERIMENT } from '../../../experiments/holdout'
import type { HoldoutArmSums } from '../../../experiments/holdout-lift'
import { revokedByLookup } from '../experiment-sums/mongo-stages'
import { analyticsCollections, runAggregation, type AnalyticsCollections, type MongoAggregation } from '../mongo-aggregation'
import type { HoldoutWindow } from '.'

/**
 * sql.ts's statement as an aggregation over experiment-exposures, stage for stage: the
 * holdout's first exposures in the window, each visitor's counted payments looked up by index
 * and summed, then grouped per side. No MongoDB server runs here: the unit tests run it in
 * memory (mingo, tests/unit/mongo-pipelines-holdout-baseline.test.ts; docs/decisions/069, 124).
 */
export function holdoutLiftAggregation(window: HoldoutWindow, names: AnalyticsCollections): MongoAggregation {
  return { collection: names.exposures, pipeline: holdoutLiftPipeline(window, names.payments, names.orders) }
}

function holdoutLiftPipeline(window: HoldoutWindow, payments: string, orders: string): PipelineStage[] {
  const [holdout, general] = HOLDOUT_ARMS.map((arm) => arm.key)
  const within = { $gte: new Date(window.since), $lte: new Date(window.until) }
  const dollars = { $ifNull: ['$value', 0] }
  return [
    { $match: { experiment_id: HOLDOUT_EXPERIMENT, one_variation: true, variation_key: { $in: [holdout, general] }, first_at: within } },
    {
      $lookup: {
        from: payments,
        let: { unit: '$visitor_id', at: '$first_at' },
        pipeline: [
          // The revenue metric's rule: the payment's visitor (else the checkout's), net of
          // refunds and disputes, its order's access taken back counting as either.
          {
            $match: {
              status: { $nin: ['refunded', 'disputed'] },
              createdAt: within,
              $expr: {
                $and: [{ $eq: [{ $ifNull: ['$visitor_id', '$metadata.visitor_id'] }, '$$unit'] }, { $gte: ['$createdAt', '$$at'] }],
              },
            },
          },
          revokedByLookup(orders),
          { $match: { revokedBy: { $size: 0 } } },
          { $group: { _id: null, value: { $sum: '$amount' } } },
        ],
        as: 'paid',
      },
    },
    { $project: { arm: { $cond: [{ $eq: ['$variation_key', holdout] }, 0, 1] }, value: { $first: '$paid.value' } } },
    {
      $group: {
        _id: '$arm',
        users: { $sum: 1 },
        purchasers: { $sum: { $cond: [{ $eq: [{ $type: '$value' }, 'missing'] }, 0, 1] } },
        revenue: { $sum: dollars },
        revenueSquares: { $sum: { $multiply: [dollars, dollars] } },
      },
    },
  ]
}

/** The holdout's sums on MongoDB, per side (holdout first). */
export async function mongoHoldoutSums(payload: Payload, window: HoldoutWindow): Promise<HoldoutArmSums[]> {
  return holdoutArmSums(await runAggregation(payload, holdoutLiftAggregation(window, analyticsCollections(payload))))
}

/** The aggregation's rows (one per side that has a unit) as each side's sums, holdout first. */
export function holdoutArmSums(rows: readonly Record<string, unknown>[]): HoldoutArmSums[] {
  return HOLDOUT_ARMS.map((_, arm) => {
    const row = rows.find((r) => r._id === arm)
    return {
      users: Number(row?.users ?? 0),
      purchasers: Number(row?.purchasers ?? 0),
      revenue: Number(row?.revenue ?? 0),
      revenueSquares: Number(row?.revenueSquares ?? 0),
    }
  })
}

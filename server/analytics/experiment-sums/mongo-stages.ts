import type { PipelineStage } from 'mongoose'
import { UNKNOWN_SEGMENT, type ExperimentBreakdown } from '../../../experiments/segments'

/** Lookups the MongoDB pipelines share (experiment sums, the holdout's lift, a draft's baseline). */

/** The order whose access was taken back for a payment (a refund or a dispute), as `revokedBy`: one at most. */
export function revokedByLookup(orders: string): PipelineStage.Lookup {
  return {
    $lookup: {
      from: orders,
      let: { intent: '$payment_intent_id' },
      pipeline: [
        {
          $match: {
            $expr: {
              $or: [
                { $and: [{ $eq: ['$payment_intent_id', '$$intent'] }, { $ne: [{ $ifNull: ['$access_revoked_at', null] }, null] }] },
                {
                  $and: [
                    { $eq: ['$upsell_payment_intent_id', '$$intent'] },
                    { $ne: [{ $ifNull: ['$upsell_access_revoked_at', null] }, null] },
                  ],
                },
              ],
            },
          },
        },
        { $limit: 1 },
      ],
      as: 'revokedBy',
    },
  }
}

/** Each unit's value of the breakdown, as sql.ts's segmentOf: one indexed lookup per unit. */
export function segmentStages(breakdown: ExperimentBreakdown, events: string): PipelineStage[] {
  const tagged = { $or: ['utm_source', 'utm_medium', 'utm_campaign'].map((f) => ({ [f]: { $nin: [null, ''] } })) }
  const orNone = (value: unknown) => ({ $cond: [{ $in: [{ $ifNull: [value, ''] }, ['']] }, UNKNOWN_SEGMENT, value] })
  if (breakdown === 'device') return [{ $set: { segment: orNone('$met.device') } }]
  const earlier =
    breakdown === 'visitor_type'
      ? { $expr: { $and: [{ $eq: ['$visitor_id', '$$unit'] }, { $lt: ['$occurred_at', '$$at'] }, { $ne: ['$session_id', '$$session'] }] } }
      : { ...tagged, $expr: { $and: [{ $eq: ['$visitor_id', '$$unit'] }, { $lte: ['$occurred_at', '$$at'] }] } }
  return [
    {
      $lookup: {
        from: events,
        let: { unit: '$_id.unit', at: '$met.at', session: '$met.session' },
        pipeline: [{ $match: earlier }, { $sort: { occurred_at: 1, _id: 1 } }, { $limit: 1 }],
        as: 'earlier',
      },
    },
    {
      $set: {
        segment:
          breakdown === 'visitor_type'
            ? {
                $cond: [
                  { $in: [{ $ifNull: ['$met.session', ''] }, ['']] },
                  UNKNOWN_SEGMENT,
                  { $cond: [{ $gt: [{ $size: '$earlier' }, 0] }, 'returning', 'new'] },
                ],
              }
            : orNone({ $first: `$earlier.${breakdown}` }),
      },
    },
  ]
}

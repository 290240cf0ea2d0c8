import type { PipelineStage } from 'mongoose'
import type { Payload } from 'payload'
import type { ExperimentConfig } from '../../../experiments/load'
import { EXPOSURE_EVENT } from '../../../experiments/results'
import type { Metric } from '../../../experiments/schema'
import { UNKNOWN_SEGMENT, type ExperimentBreakdown } from '../../../experiments/segments'
import { measuredExperiments, type SumsQuery, type SumsRow } from '../../../experiments/sums'
import { funnelStepStages } from './funnel-step-stages'

type Model = { aggregate: (pipeline: PipelineStage[]) => Promise<Record<string, unknown>[]>; collection: { name: string } }

/**
 * The sums on MongoDB: one aggregation over each unit's first exposure (experiment-exposures,
 * docs/decisions/076), where a unit shown one variation before the window's end and from its
 * start stands as it is and the others read their exposures by index, with each unit's later
 * funnel events and payments looked up by index, and the figures grouped in a $facet, so only
 * the sums leave the database. It mirrors sql.ts stage for stage and is kept plain on purpose:
 * no MongoDB server runs here, so it is type-checked, not run (docs/decisions/069).
 */
export async function mongoExperimentSums(payload: Payload, config: ExperimentConfig, query: SumsQuery): Promise<SumsRow[]> {
  if (!measuredExperiments(config).length) return []
  const models = (payload.db as unknown as { collections: Record<string, Model> }).collections
  const names = {
    events: models['funnel-events']!.collection.name,
    payments: models.payments!.collection.name,
    orders: models.orders!.collection.name,
  }
  return (await models['experiment-exposures']!.aggregate(experimentSumsPipeline(config, query, names))) as SumsRow[]
}

export function experimentSumsPipeline(
  config: ExperimentConfig,
  query: SumsQuery,
  names: { events: string; payments: string; orders: string },
): PipelineStage[] {
  const measured = measuredExperiments(config)
  const metrics = [...new Map(measured.flatMap((m) => m.metrics).map((m) => [m.key, m])).values()]
  const window = (field: string) =>
    query.since || query.until
      ? { [field]: { ...(query.since ? { $gte: new Date(query.since) } : {}), ...(query.until ? { $lte: new Date(query.until) } : {}) } }
      : {}
  const experiment = '$_id.experiment'
  const unit = '$_id.unit'
  const day = (date: string) => ({ $dateToString: { format: '%Y-%m-%d', date, timezone: 'UTC' } })
  const armKeys = {
    $switch: {
      branches: measured.map((m) => ({
        case: { $eq: [experiment, m.experiment.key] },
        then: { $literal: m.experiment.variations.map((v) => v.key) },
      })),
      default: [],
    },
  }
  const eventTypes = metrics.flatMap((m) => (m.source.kind === 'funnel-event' ? m.source.eventTypes : []))
  // Each metric's value for the unit, when the unit's experiment measures it and it converted.
  const valueOf = (metric: Metric) => {
    const source = metric.source
    const hits =
      source.kind === 'funnel-event'
        ? { $filter: { input: '$events', as: 'f', cond: { $in: ['$$f.type', source.eventTypes] } } }
        : source.kind === 'funnel-step'
          ? { $filter: { input: '$stepFacts', as: 'f', cond: { $eq: ['$$f.metric', metric.key] } } }
          : {
              $filter: {
                input: '$payments',
                as: 'p',
                cond: {
                  $and: [
                    source.refunds ? { $eq: ['$$p.status', 'refunded'] } : { $ne: ['$$p.status', 'refunded'] },
                    source.kinds ? { $in: [{ $cond: [{ $eq: [{ $type: '$$p.kind' }, 'string'] }, '$$p.kind', ''] }, source.kinds] } : true,
                  ],
                },
              },
            }
    const measuring = measured.filter((m) => m.metrics.some((x) => x.key === metric.key)).map((m) => m.experiment.key)
    const primaryOf = measured.filter((m) => m.metrics[0]!.key === metric.key).map((m) => m.experiment.key)
    return {
      $let: {
        vars: { hits },
        in: {
          $cond: [
            { $and: [{ $in: [experiment, measuring] }, { $gt: [{ $size: '$$hits' }, 0] }] },
            {
              metric: metric.key,
              primary: { $in: [experiment, primaryOf] },
              value: metric.type === 'binomial' ? 1 : source.kind === 'funnel-event' ? { $size: '$$hits' } : { $sum: '$$hits.amount' },
              at: { $min: '$$hits.at' },
            },
            null,
          ],
        },
      },
    }
  }
  const sums = { n: { $sum: 1 }, sum: { $sum: '$values.value' }, sumSquares: { $sum: { $multiply: ['$values.value', '$values.value'] } } }
  const row = (figure: SumsRow['figure'], fields: Record<string, unknown>) => ({
    $project: { _id: 0, figure: { $literal: figure }, ...fields },
  })
  const kept = { $match: { mixed: false } }

  const facets: Record<string, PipelineStage.FacetPipelineStage[]> = {
    users: [kept, { $group: { _id: { experiment, arm: '$arm' }, n: { $sum: 1 } } }, row('users', { experiment, arm: '$_id.arm', n: 1 })],
    mixed: [{ $match: { mixed: true } }, { $group: { _id: { experiment }, n: { $sum: 1 } } }, row('mixed', { experiment, n: 1 })],
    metric: [
      kept,
      { $unwind: '$values' },
      { $group: { _id: { experiment, metric: '$values.metric', arm: '$arm' }, ...sums } },
      row('metric', { experiment, metric: '$_id.metric', arm: '$_id.arm', n: 1, sum: 1, sumSquares: 1 }),
    ],
    exposedDay: [
      kept,
      { $group: { _id: { experiment, arm: '$arm', day: day('$at') }, n: { $sum: 1 } } },
      row('exposed-day', { experiment, arm: '$_id.arm', day: '$_id.day', n: 1 }),
    ],
    convertedDay: [
      kept,
      { $unwind: '$values' },
      { $match: { 'values.primary': true } },
      { $group: { _id: { experiment, arm: '$arm', day: day('$values.at') }, ...sums } },
      row('converted-day', { experiment, arm: '$_id.arm', day: '$_id.day', n: 1, sum: 1, sumSquares: 1 }),
    ],
  }
  if (query.breakdown) {
    facets.segmentUsers = [
      kept,
      { $group: { _id: { experiment, segment: '$segment', arm: '$arm' }, n: { $sum: 1 } } },
      row('segment-users', { experiment, segment: '$_id.segment', arm: '$_id.arm', n: 1 }),
    ]
    facets.segmentMetric = [
      kept,
      { $unwind: '$values' },
      { $group: { _id: { experiment, segment: '$segment', metric: '$values.metric', arm: '$arm' }, ...sums } },
      row('segment-metric', { experiment, segment: '$_id.segment', metric: '$_id.metric', arm: '$_id.arm', n: 1, sum: 1, sumSquares: 1 }),
    ]
  }

  // A unit's exposures in the window: its first one when it saw one variation and that one is in
  // the window (then all are), else read from funnel-events (time, then id).
  const whole = {
    $and: ['$one_variation', ...(query.since ? [{ $gte: ['$first_at', new Date(query.since)] }] : [])],
  }
  return [
    {
      $match: {
        experiment_id: { $in: measured.map((m) => m.experiment.key) },
        ...(query.until ? { first_at: { $lte: new Date(query.until) } } : {}),
      },
    },
    { $set: { _id: { experiment: '$experiment_id', unit: '$visitor_id' }, whole } },
    {
      $lookup: {
        from: names.events,
        let: { unit: '$visitor_id', experiment: '$experiment_id', whole: '$whole' },
        pipeline: [
          {
            $match: {
              event_type: EXPOSURE_EVENT,
              'event_data.variation_key': { $type: 'string' },
              ...window('occurred_at'),
              $expr: {
                $and: [{ $not: ['$$whole'] }, { $eq: ['$visitor_id', '$$unit'] }, { $eq: ['$event_data.experiment_id', '$$experiment'] }],
              },
            },
          },
          { $sort: { occurred_at: 1, _id: 1 } },
          { $project: { _id: 0, variation: '$event_data.variation_key', at: '$occurred_at', session: '$session_id', device: 1 } },
        ],
        as: 'read',
      },
    },
    {
      $set: {
        seen: {
          $cond: ['$whole', [{ variation: '$variation_key', at: '$first_at', session: '$session_id', device: '$device' }], '$read'],
        },
      },
    },
    { $set: { met: { $first: '$seen' } } },
    {
      $set: {
        armed: {
          $filter: {
            input: { $map: { input: '$seen', as: 's', in: { arm: { $indexOfArray: [armKeys, '$$s.variation'] }, at: '$$s.at' } } },
            as: 'a',
            cond: { $gte: ['$$a.arm', 0] },
          },
        },
      },
    },
    { $match: { 'armed.0': { $exists: true } } },
    { $set: { at: { $min: '$armed.at' }, arm: { $min: '$armed.arm' }, mixed: { $ne: [{ $min: '$armed.arm' }, { $max: '$armed.arm' }] } } },
    {
      $lookup: {
        from: names.events,
        let: { unit, at: '$at' },
        pipeline: [
          {
            $match: {
              event_type: { $in: eventTypes },
              ...window('occurred_at'),
              $expr: { $and: [{ $eq: ['$visitor_id', '$$unit'] }, { $gte: ['$occurred_at', '$$at'] }] },
            },
          },
          { $project: { _id: 0, type: '$event_type', at: '$occurred_at' } },
        ],
        as: 'events',
      },
    },
    {
      $lookup: {
        from: names.payments,
        let: { unit, at: '$at' },
        pipeline: [
          {
            $match: {
              ...window('createdAt'),
              $expr: { $and: [{ $eq: ['$metadata.visitor_id', '$$unit'] }, { $gte: ['$createdAt', '$$at'] }] },
            },
          },
          { $project: { _id: 0, amount: 1, status: 1, kind: '$metadata.kind', at: '$createdAt' } },
        ],
        as: 'payments',
      },
    },
    ...funnelStepStages(metrics, names, window),
    { $set: { values: { $filter: { input: metrics.map(valueOf), as: 'v', cond: { $ne: ['$$v', null] } } } } },
    ...(query.breakdown ? segmentStages(query.breakdown, names.events) : []),
    { $facet: facets },
    { $project: { rows: { $concatArrays: Object.keys(facets).map((k) => `$${k}`) } } },
    { $unwind: '$rows' },
    { $replaceRoot: { newRoot: '$rows' } },
  ]
}

/** Each unit's value of the breakdown, as sql.ts's segmentOf: one indexed lookup per unit. */
function segmentStages(breakdown: ExperimentBreakdown, events: string): PipelineStage[] {
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

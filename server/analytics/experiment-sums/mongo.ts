import type { PipelineStage } from 'mongoose'
import type { Payload } from 'payload'
import type { ExperimentConfig } from '../../../experiments/load'
import { EXPOSURE_EVENT } from '../../../experiments/results'
import type { Metric } from '../../../experiments/schema'
import { capRank } from '../../../experiments/stats/capping'
import { CUPED_DAYS, factMetrics, measuredExperiments, metricCap, type SumsQuery, type SumsRow, unitRow } from '../../../experiments/sums'
import { analyticsCollections, runAggregation, type AnalyticsCollections, type MongoAggregation } from '../mongo-aggregation'
import { funnelStepStages } from './funnel-step-stages'
import { revokedByLookup, segmentStages } from './mongo-stages'

/**
 * The sums on MongoDB: one aggregation over each unit's first exposure (experiment-exposures,
 * docs/decisions/076), where a unit shown one variation before the window's end and from its
 * start stands as it is and the others read their exposures by index, with each unit's later
 * funnel events and payments looked up by index, and the figures grouped in a $facet, so only
 * the sums leave the database. It mirrors sql.ts stage for stage and is kept plain on purpose:
 * no MongoDB server runs here; the unit tests run it in memory (mingo, docs/decisions/124). Capping
 * takes a first pass for each capped metric's percentile (its units' sorted values), whose caps
 * the second pass applies (docs/decisions/089).
 */
export async function mongoExperimentSums(payload: Payload, config: ExperimentConfig, query: SumsQuery): Promise<SumsRow[]> {
  if (!measuredExperiments(config).length) return []
  const names = analyticsCollections(payload)
  const capRows = await runAggregation(payload, experimentSumsAggregation(config, query, names, 'caps'))
  return (await runAggregation(payload, experimentSumsAggregation(config, query, names, capsOf(config, capRows)))) as SumsRow[]
}

/** The caps per 'experiment/metric' from the first pass's rows: each capped metric's percentile of its units' sorted values. */
export function capsOf(config: ExperimentConfig, capRows: readonly Record<string, unknown>[]): Map<string, number> {
  const caps = new Map<string, number>()
  for (const r of capRows) {
    const values = r.values as number[]
    const metric = config.metrics.find((m) => m.key === r.metric)
    const percentile = metric && metricCap(metric)
    if (percentile && values.length) caps.set(`${r.experiment}/${r.metric}`, values[capRank(values.length, percentile) - 1]!)
  }
  return caps
}

/** The sums' aggregation (a pass of it: experimentSumsPipeline), on experiment-exposures. */
export function experimentSumsAggregation(
  config: ExperimentConfig,
  query: SumsQuery,
  names: AnalyticsCollections,
  caps: ReadonlyMap<string, number> | 'caps' = new Map(),
  unitsOf?: { experiment: string; metric: string },
): MongoAggregation {
  return { collection: names.exposures, pipeline: experimentSumsPipeline(config, query, names, caps, unitsOf) }
}

export function experimentSumsPipeline(
  config: ExperimentConfig,
  query: SumsQuery,
  names: { events: string; payments: string; orders: string },
  /** The caps per 'experiment/metric' to apply, or 'caps' for the first pass that finds them. */
  caps: ReadonlyMap<string, number> | 'caps' = new Map(),
  /** Instead of the sums: each unit of this experiment with its (uncapped) value of this metric. */
  unitsOf?: { experiment: string; metric: string },
): PipelineStage[] {
  const measured = measuredExperiments(config)
  const metrics = [...new Map(measured.flatMap((m) => factMetrics(config, m.metrics)).map((m) => [m.key, m])).values()]
  const window = (field: string) =>
    query.since || query.until
      ? { [field]: { ...(query.since ? { $gte: new Date(query.since) } : {}), ...(query.until ? { $lte: new Date(query.until) } : {}) } }
      : {}
  const experiment = '$_id.experiment'
  const unit = '$_id.unit'
  const day = (date: string) => ({ $dateToString: { format: '%Y-%m-%d', date, timezone: '+00:00' } })
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
  // Each metric's value for the unit after its first exposure (post) and in the 14 days before
  // (pre), when the unit's experiment measures it and it has either; capped in the second pass.
  const capOf = (metric: Metric) => ({
    $switch: {
      branches: measured.flatMap((m) => {
        const cap = caps === 'caps' ? undefined : caps.get(`${m.experiment.key}/${metric.key}`)
        return cap === undefined ? [] : [{ case: { $eq: [experiment, m.experiment.key] }, then: cap }]
      }),
      default: null,
    },
  })
  const valueOf = (metric: Metric) => {
    const source = metric.source
    const netted = { $or: [{ $in: ['$$p.status', ['refunded', 'disputed']] }, '$$p.revoked'] }
    const all =
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
                    source.refunds ? netted : { $not: [netted] },
                    source.kinds ? { $in: [{ $cond: [{ $eq: [{ $type: '$$p.kind' }, 'string'] }, '$$p.kind', ''] }, source.kinds] } : true,
                  ],
                },
              },
            }
    const measuring = measured.filter((m) => factMetrics(config, m.metrics).some((x) => x.key === metric.key)).map((m) => m.experiment.key)
    const primaryOf = measured.filter((m) => m.metrics[0]!.key === metric.key).map((m) => m.experiment.key)
    const valueIn = (hits: string) =>
      metric.type === 'binomial'
        ? { $cond: [{ $gt: [{ $size: hits }, 0] }, 1, 0] }
        : source.kind === 'funnel-event' || metric.type === 'count'
          ? { $size: hits }
          : { $sum: `${hits}.amount` }
    const cap = capOf(metric)
    const capped = (value: unknown) => ({ $cond: [{ $eq: ['$$cap', null] }, value, { $min: [value, '$$cap'] }] })
    return {
      $let: {
        vars: {
          post: { $filter: { input: all, as: 'h', cond: { $gte: ['$$h.at', '$at'] } } },
          pre: { $filter: { input: all, as: 'h', cond: { $lt: ['$$h.at', '$at'] } } },
          cap,
        },
        in: {
          $cond: [
            { $and: [{ $in: [experiment, measuring] }, { $gt: [{ $size: { $concatArrays: ['$$post', '$$pre'] } }, 0] }] },
            {
              metric: metric.key,
              primary: { $in: [experiment, primaryOf] },
              measured: {
                $in: [experiment, measured.filter((m) => m.metrics.some((x) => x.key === metric.key)).map((m) => m.experiment.key)],
              },
              converted: { $cond: [{ $gt: [{ $size: '$$post' }, 0] }, 1, 0] },
              value: capped(valueIn('$$post')),
              pre: capped(valueIn('$$pre')),
              at: { $min: '$$post.at' },
            },
            null,
          ],
        },
      },
    }
  }
  const sums = { n: { $sum: 1 }, sum: { $sum: '$values.value' }, sumSquares: { $sum: { $multiply: ['$values.value', '$values.value'] } } }
  const converted = { $match: { 'values.converted': 1 } }
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
      { $match: { 'values.measured': true } },
      {
        $group: {
          _id: { experiment, metric: '$values.metric', arm: '$arm' },
          ...sums,
          n: { $sum: '$values.converted' },
          preSum: { $sum: '$values.pre' },
          preSquares: { $sum: { $multiply: ['$values.pre', '$values.pre'] } },
          crossSum: { $sum: { $multiply: ['$values.value', '$values.pre'] } },
        },
      },
      {
        $set: {
          cap: {
            $switch: {
              branches:
                caps === 'caps'
                  ? []
                  : [...caps].map(([key, cap]) => ({ case: { $eq: [{ $concat: [experiment, '/', '$_id.metric'] }, key] }, then: cap })),
              default: null,
            },
          },
        },
      },
      row('metric', {
        experiment,
        metric: '$_id.metric',
        arm: '$_id.arm',
        n: 1,
        sum: 1,
        sumSquares: 1,
        preSum: 1,
        preSquares: 1,
        crossSum: 1,
        cap: 1,
      }),
    ],
    exposedDay: [
      kept,
      { $group: { _id: { experiment, arm: '$arm', day: day('$at') }, n: { $sum: 1 } } },
      row('exposed-day', { experiment, arm: '$_id.arm', day: '$_id.day', n: 1 }),
    ],
    convertedDay: [
      kept,
      { $unwind: '$values' },
      converted,
      { $match: { 'values.primary': true } },
      { $group: { _id: { experiment, arm: '$arm', day: day('$values.at') }, ...sums } },
      row('converted-day', { experiment, arm: '$_id.arm', day: '$_id.day', n: 1, sum: 1, sumSquares: 1 }),
    ],
  }
  // A ratio metric's denominator per unit and arm, and its product with the numerator.
  for (const { experiment: exp, metrics: ms } of measured)
    for (const metric of ms.filter((m) => m.denominator)) {
      const part = (key: string, field: string) => ({
        $sum: {
          $map: { input: { $filter: { input: '$values', as: 'v', cond: { $eq: ['$$v.metric', key] } } }, as: 'v', in: `$$v.${field}` },
        },
      })
      facets[`ratio:${exp.key}:${metric.key}`] = [
        kept,
        { $match: { '_id.experiment': exp.key } },
        {
          $set: {
            num: part(metric.key, 'value'),
            den: part(metric.denominator!, 'value'),
            denConverted: part(metric.denominator!, 'converted'),
          },
        },
        { $match: { $or: [{ den: { $ne: 0 } }, { denConverted: { $gt: 0 } }] } },
        {
          $group: {
            _id: { experiment, arm: '$arm' },
            n: { $sum: '$denConverted' },
            sum: { $sum: '$den' },
            sumSquares: { $sum: { $multiply: ['$den', '$den'] } },
            crossSum: { $sum: { $multiply: ['$num', '$den'] } },
          },
        },
        row('ratio', { experiment, metric: { $literal: metric.key }, arm: '$_id.arm', n: 1, sum: 1, sumSquares: 1, crossSum: 1 }),
      ]
    }
  if (caps === 'caps') {
    // The first pass: each capped metric's nearest-rank percentile of its units' non-zero values.
    const capped = metrics.filter((m) => metricCap(m) !== null)
    for (const key of Object.keys(facets)) delete facets[key]
    facets.caps = [
      kept,
      { $unwind: '$values' },
      { $match: { 'values.converted': 1, 'values.value': { $gt: 0 }, 'values.metric': { $in: capped.map((m) => m.key) } } },
      { $group: { _id: { experiment, metric: '$values.metric' }, values: { $push: '$values.value' } } },
      { $project: { _id: 0, experiment, metric: '$_id.metric', values: { $sortArray: { input: '$values', sortBy: 1 } } } },
    ]
  }
  // Not in the caps' pass: its rows are the caps alone (capsOf reads each one's values).
  if (query.breakdown && caps !== 'caps') {
    facets.segmentUsers = [
      kept,
      { $group: { _id: { experiment, segment: '$segment', arm: '$arm' }, n: { $sum: 1 } } },
      row('segment-users', { experiment, segment: '$_id.segment', arm: '$_id.arm', n: 1 }),
    ]
    facets.segmentMetric = [
      kept,
      { $unwind: '$values' },
      converted,
      { $match: { 'values.measured': true } },
      { $group: { _id: { experiment, segment: '$segment', metric: '$values.metric', arm: '$arm' }, ...sums } },
      row('segment-metric', { experiment, segment: '$_id.segment', metric: '$_id.metric', arm: '$_id.arm', n: 1, sum: 1, sumSquares: 1 }),
    ]
  }

  // A unit's exposures in the window: its first one when it saw one variation and that one is in
  // the window (then all are), else read from funnel-events (time, then id).
  const cupedFrom = { $subtract: ['$at', CUPED_DAYS * 86_400_000] }
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
              // Flagged exposures count nowhere (docs/decisions/109).
              flagged: { $ne: true },
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
        let: { unit, from: cupedFrom },
        pipeline: [
          {
            $match: {
              event_type: { $in: eventTypes },
              flagged: { $ne: true },
              ...window('occurred_at'),
              $expr: { $and: [{ $eq: ['$visitor_id', '$$unit'] }, { $gte: ['$occurred_at', '$$from'] }] },
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
        let: { unit, from: cupedFrom },
        pipeline: [
          {
            $match: {
              ...window('createdAt'),
              $expr: {
                $and: [
                  {
                    $eq: [{ $cond: [{ $in: [{ $ifNull: ['$visitor_id', ''] }, ['']] }, '$metadata.visitor_id', '$visitor_id'] }, '$$unit'],
                  },
                  { $gte: ['$createdAt', '$$from'] },
                ],
              },
            },
          },
          // Its order's access taken back for it (a refund or a dispute): netted out.
          revokedByLookup(names.orders),
          {
            $project: {
              _id: 0,
              amount: 1,
              status: 1,
              kind: { $ifNull: ['$kind', '$metadata.kind'] },
              at: '$createdAt',
              revoked: { $gt: [{ $size: '$revokedBy' }, 0] },
            },
          },
        ],
        as: 'payments',
      },
    },
    ...funnelStepStages(metrics, names, window),
    { $set: { values: { $filter: { input: metrics.map(valueOf), as: 'v', cond: { $ne: ['$$v', null] } } } } },
    ...(unitsOf
      ? [
          { $match: { mixed: false, '_id.experiment': unitsOf.experiment } },
          { $set: { of: { $first: { $filter: { input: '$values', as: 'v', cond: { $eq: ['$$v.metric', unitsOf.metric] } } } } } },
          { $sort: { arm: 1, '_id.unit': 1 } },
          { $project: { _id: 0, arm: 1, value: { $ifNull: ['$of.value', 0] }, pre: { $ifNull: ['$of.pre', 0] } } },
        ]
      : [
          ...(query.breakdown && caps !== 'caps' ? segmentStages(query.breakdown, names.events) : []),
          { $facet: facets },
          { $project: { rows: { $concatArrays: Object.keys(facets).map((k) => `$${k}`) } } },
          { $unwind: '$rows' },
          { $replaceRoot: { newRoot: '$rows' } },
        ]),
  ] as PipelineStage[]
}

/** Each unit of one experiment with its value of one metric (the per-user export), on MongoDB. */
export async function mongoExperimentUnits(
  payload: Payload,
  config: ExperimentConfig,
  query: SumsQuery,
  unitsOf: { experiment: string; metric: string },
): Promise<Array<{ arm: number; value: number; pre: number }>> {
  const rows = await runAggregation(payload, experimentSumsAggregation(config, query, analyticsCollections(payload), new Map(), unitsOf))
  return rows.map(unitRow)
}

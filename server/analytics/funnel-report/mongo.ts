import type { PipelineStage } from 'mongoose'
import type { Payload } from 'payload'
import { analyticsCollections, runAggregation, type AnalyticsCollections, type MongoAggregation } from '../mongo-aggregation'
import { previousRequiredStep, type FunnelReportInput } from '../../../contracts/funnel-report'
import { EXPOSURE_EVENT } from '../../../experiments/results'
import {
  FUNNEL_DEFINITIONS,
  NONE,
  SUCCEEDED,
  windowOf,
  type FunnelFigure,
  type StepSource,
} from '../../../collections/FunnelEvents/funnel-steps'

/**
 * The report on MongoDB: one aggregation over the window's funnel events, grouped per
 * visitor, with the payments and orders looked up per visitor; the figures are grouped in
 * a $facet, so only the figures leave the database. Mirrors sql.ts step for step
 * (definition.ts). Medians are exact, as percentile_cont(0.5) (exactMedian).
 */
export async function mongoFunnelFigures(payload: Payload, input: FunnelReportInput): Promise<FunnelFigure[]> {
  const [result] = await runAggregation(payload, funnelAggregation(input, analyticsCollections(payload)))
  return (result?.figures as FunnelFigure[] | undefined) ?? []
}

/** The report's aggregation, from its input and the collections' names: on funnel-events. */
export function funnelAggregation(input: FunnelReportInput, names: Omit<AnalyticsCollections, 'exposures'>): MongoAggregation {
  return { collection: names.events, pipeline: funnelPipeline(input, names) }
}

function funnelPipeline(input: FunnelReportInput, names: { payments: string; orders: string; events: string }): PipelineStage[] {
  const definition = FUNNEL_DEFINITIONS[input.funnel]
  const { start: from, end: to } = windowOf(input)
  const start = new Date(from)
  const end = new Date(to)
  const events = definition.steps.flatMap((step, i) => (step.kind === 'event' ? [{ ...step, index: i + 1 }] : []))
  const n = definition.steps.length
  const time = (k: number) => `$t${k}`
  // Strict: each step counts from the step before it, optional ones skipped; any order: from the window's start.
  const strict = input.order !== 'any'
  const before = (k: number) => previousRequiredStep(input.funnel, k - 1) + 1
  const anchor = (k: number) => (strict ? time(before(k)) : start)

  // Each event step's first time at or after the step it counts from (the visitor's events sorted by time).
  const eventStepTime = (k: number): unknown => ({
    $min: {
      $map: {
        input: { $filter: { input: '$events', as: 'e', cond: { $and: [{ $eq: ['$$e.step', k] }, { $gte: ['$$e.t', anchor(k)] }] } } },
        as: 'e',
        in: '$$e.t',
      },
    },
  })
  // A row step (payment, order): the first matching row at or after the step it counts from.
  const rowStepTime = (k: number, field: 'plans' | 'paidOrders' | 'bumpOrders' | 'upsells'): unknown => ({
    $min: { $filter: { input: `$${field}`, as: 't', cond: { $and: [{ $gte: ['$$t', anchor(k)] }, { $lte: ['$$t', end] }] } } },
  })
  const rowField = (step: StepSource): 'plans' | 'paidOrders' | 'bumpOrders' | 'upsells' =>
    step.kind === 'payment' ? 'plans' : step.kind === 'order-paid' ? 'paidOrders' : step.kind === 'order-bump' ? 'bumpOrders' : 'upsells'

  // An event of an event step: its type, and its page's path where the step names paths.
  const isStep = (e: (typeof events)[number]) =>
    e.paths
      ? { $and: [{ $eq: ['$event_type', e.eventType] }, { $in: ['$event_data.path', [...e.paths]] }] }
      : { $eq: ['$event_type', e.eventType] }

  const stages: PipelineStage[] = [
    {
      $match: {
        event_type: { $in: [...new Set(events.map((e) => e.eventType))] },
        occurred_at: { $gte: start, $lte: end },
        visitor_id: { $nin: [null, ''] },
      },
    },
    {
      $addFields: {
        step: {
          $switch: {
            branches: events.map((e) => ({ case: isStep(e), then: e.index })),
            default: null,
          },
        },
      },
    },
    { $match: { step: { $ne: null } } },
    { $sort: { visitor_id: 1, occurred_at: 1 } },
    {
      $group: {
        _id: '$visitor_id',
        events: { $push: { step: '$step', t: '$occurred_at' } },
        t1: { $min: { $cond: [{ $eq: ['$step', 1] }, '$occurred_at', '$$REMOVE'] } },
        clicks: { $sum: { $cond: [{ $eq: ['$step', 1] }, 1, 0] } },
      },
    },
    { $match: { t1: { $ne: null } } },
  ]
  // The first entry's own event: the visitor's source, device and session; of two entries at
  // the same moment, the smaller session id's (as sql.ts), not another event at that moment.
  stages.push({
    $lookup: {
      from: names.events,
      let: { v: '$_id', t: '$t1' },
      pipeline: [
        { $match: { $expr: { $and: [{ $eq: ['$visitor_id', '$$v'] }, { $eq: ['$occurred_at', '$$t'] }, isStep(events[0]!)] } } },
        { $sort: { session_id: 1 } },
        { $limit: 1 },
        { $project: { session_id: 1, device: 1, utm_source: 1, utm_medium: 1, utm_campaign: 1 } },
      ],
      as: 'entryDoc',
    },
  })
  stages.push({ $addFields: { entry: { $first: '$entryDoc' } } })

  const rowSteps = definition.steps.filter((s) => s.kind !== 'event')
  if (rowSteps.some((s) => s.kind === 'payment') || definition.revenueKinds.length > 0)
    stages.push({
      $lookup: {
        from: names.payments,
        localField: '_id',
        foreignField: 'visitor_id',
        pipeline: [{ $match: { status: SUCCEEDED, createdAt: { $lte: end } } }, { $project: { kind: 1, amount: 1, createdAt: 1 } }],
        as: 'payments',
      },
    })
  if (rowSteps.some((s) => s.kind !== 'payment'))
    stages.push({
      $lookup: {
        from: names.orders,
        localField: '_id',
        foreignField: 'visitor_id',
        pipeline: paidOrdersPipeline(names.payments),
        as: 'orders',
      },
    })
  const planKinds = rowSteps.flatMap((s) => (s.kind === 'payment' ? s.kinds : []))
  stages.push({
    $addFields: {
      plans: {
        $map: {
          input: { $filter: { input: { $ifNull: ['$payments', []] }, as: 'p', cond: { $in: ['$$p.kind', planKinds] } } },
          as: 'p',
          in: '$$p.createdAt',
        },
      },
      paidOrders: { $map: { input: { $ifNull: ['$orders', []] }, as: 'o', in: '$$o.paid_at' } },
      bumpOrders: {
        $map: {
          input: { $filter: { input: { $ifNull: ['$orders', []] }, as: 'o', cond: { $eq: ['$$o.bump_selected', true] } } },
          as: 'o',
          in: '$$o.paid_at',
        },
      },
      upsells: {
        $map: {
          input: { $filter: { input: { $ifNull: ['$orders', []] }, as: 'o', cond: { $eq: ['$$o.upsell_status', 'accepted'] } } },
          as: 'o',
          in: '$$o.upsellAt',
        },
      },
    },
  })
  // Each step's time in turn: a step needs the one before.
  for (let k = 2; k <= n; k++) {
    const step = definition.steps[k - 1]!
    stages.push({
      $addFields: {
        [`t${k}`]: {
          $cond: [
            { $eq: [strict ? time(before(k)) : time(1), null] },
            null,
            step.kind === 'event' ? eventStepTime(k) : rowStepTime(k, rowField(step)),
          ],
        },
      },
    })
  }
  stages.push(...segmentStages(input, names.events, end))
  stages.push({
    $addFields: {
      revenue: {
        $filter: {
          input: { $ifNull: ['$payments', []] },
          as: 'p',
          cond: { $and: [{ $in: ['$$p.kind', [...definition.revenueKinds]] }, { $gte: ['$$p.createdAt', '$t1'] }] },
        },
      },
      // The visitor counted in the whole funnel (null) and in their segment.
      scopes: input.breakdown ? [null, '$segment'] : [null],
      reached: Array.from({ length: n }, (_, i) => ({
        step: i + 1,
        t: time(i + 1),
        // In any order a step's time from "the step before" can be negative: no median.
        d: i === 0 || !strict ? null : { $divide: [{ $subtract: [time(i + 1), time(before(i + 1))] }, 1000] },
      })),
    },
  })
  stages.push({ $unwind: '$scopes' })
  const day = (field: string) => ({ $dateToString: { format: '%Y-%m-%d', date: field, timezone: '+00:00' } })
  const steps = [{ $unwind: '$reached' }, { $match: { 'reached.t': { $ne: null } } }]
  stages.push({
    $facet: {
      visitors: [...steps, { $group: { _id: { segment: '$scopes', step: '$reached.step' }, value: { $sum: 1 } } }],
      median: [
        ...steps,
        { $match: { 'reached.step': { $gt: strict ? 1 : n + 1 } } },
        { $group: { _id: { segment: '$scopes', step: '$reached.step' }, ds: { $push: '$reached.d' } } },
        ...exactMedian('$ds'),
      ],
      clicks: [{ $group: { _id: { segment: '$scopes', step: 1 }, value: { $sum: '$clicks' } } }],
      revenue: [{ $unwind: '$revenue' }, { $group: { _id: { segment: '$scopes' }, value: { $sum: '$revenue.amount' } } }],
      'daily-visitors': [
        ...steps,
        { $match: { scopes: null } },
        { $group: { _id: { step: '$reached.step', day: day('$reached.t') }, value: { $sum: 1 } } },
      ],
      'daily-revenue': [
        { $match: { scopes: null } },
        { $unwind: '$revenue' },
        { $group: { _id: { day: day('$revenue.createdAt') }, value: { $sum: '$revenue.amount' } } },
      ],
    },
  })
  const metrics = ['visitors', 'median', 'clicks', 'revenue', 'daily-visitors', 'daily-revenue'] as const
  stages.push({
    $project: {
      figures: {
        $concatArrays: metrics.map((metric) => ({
          $map: {
            input: `$${metric}`,
            as: 'f',
            in: {
              metric,
              segment: { $ifNull: ['$$f._id.segment', null] },
              step: { $ifNull: ['$$f._id.step', null] },
              day: { $ifNull: ['$$f._id.day', null] },
              value: '$$f.value',
            },
          },
        })),
      },
    },
  })
  return stages
}

/**
 * The median of each group's `values` (numbers), exact as SQL's percentile_cont(0.5): the middle
 * value, or the mean of the middle two. Not $median: on MongoDB 7 its only method, 'approximate'
 * (t-digest), answers one of the values, never the mean of two (docs/decisions/124).
 */
export function exactMedian(values: string): PipelineStage.FacetPipelineStage[] {
  const at = (index: unknown) => ({ $arrayElemAt: ['$sorted', index] })
  const half = { $floor: { $divide: ['$n', 2] } }
  return [
    { $addFields: { sorted: { $sortArray: { input: values, sortBy: 1 } }, n: { $size: values } } },
    {
      $project: {
        value: {
          $cond: [{ $eq: [{ $mod: ['$n', 2] }, 1] }, at(half), { $divide: [{ $add: [at({ $subtract: [half, 1] }), at(half)] }, 2] }],
        },
      },
    },
  ]
}

/**
 * A visitor's paid orders, each with its paid_at, bump, upsell status and the upsell's time (its
 * payment's, or the order's last change before the payment is reported), as the steps read them.
 */
export function paidOrdersPipeline(payments: string): PipelineStage.Lookup['$lookup']['pipeline'] {
  return [
    { $match: { status: 'paid' } },
    {
      $lookup: {
        from: payments,
        localField: 'upsell_payment_intent_id',
        foreignField: 'payment_intent_id',
        pipeline: [{ $project: { createdAt: 1 } }],
        as: 'upsellPayment',
      },
    },
    {
      $project: {
        paid_at: 1,
        bump_selected: 1,
        upsell_status: 1,
        upsellAt: { $ifNull: [{ $first: '$upsellPayment.createdAt' }, '$updatedAt'] },
      },
    },
  ]
}

/** The visitor's breakdown value, as sql.ts reads it. */
function segmentStages(input: FunnelReportInput, events: string, end: Date): PipelineStage[] {
  switch (input.breakdown) {
    case undefined:
      return [{ $addFields: { segment: null } }]
    case 'utm_source':
    case 'utm_medium':
    case 'utm_campaign':
    case 'device':
      return [{ $addFields: { segment: { $ifNull: [`$entry.${input.breakdown}`, NONE] } } }]
    case 'visitor_type':
      return [
        {
          $lookup: {
            from: events,
            let: { v: '$_id', t: '$t1', sid: '$entry.session_id' },
            pipeline: [
              {
                $match: {
                  $expr: { $and: [{ $eq: ['$visitor_id', '$$v'] }, { $lt: ['$occurred_at', '$$t'] }, { $ne: ['$session_id', '$$sid'] }] },
                },
              },
              { $limit: 1 },
              { $project: { _id: 1 } },
            ],
            as: 'earlier',
          },
        },
        { $addFields: { segment: { $cond: [{ $gt: [{ $size: '$earlier' }, 0] }, 'returning', 'new'] } } },
      ]
    case 'variant':
      return [
        {
          $lookup: {
            from: events,
            let: { v: '$_id' },
            pipeline: [
              {
                $match: {
                  event_type: EXPOSURE_EVENT,
                  'event_data.experiment_id': input.experiment ?? '',
                  occurred_at: { $lte: end },
                  $expr: { $eq: ['$visitor_id', '$$v'] },
                },
              },
              { $sort: { occurred_at: 1 } },
              { $limit: 1 },
              { $project: { variation: '$event_data.variation_key' } },
            ],
            as: 'exposure',
          },
        },
        { $addFields: { segment: { $ifNull: [{ $first: '$exposure.variation' }, NONE] } } },
      ]
  }
}

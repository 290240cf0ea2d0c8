import type { PipelineStage } from 'mongoose'
import { FUNNEL_DEFINITIONS, funnelStepValue, SUCCEEDED } from '../../../collections/FunnelEvents/funnel-steps'
import { FUNNEL_STEPS } from '../../../contracts/funnel-report'
import type { Metric } from '../../../experiments/schema'
import { paidOrdersPipeline } from '../funnel-report/mongo'

/**
 * MongoDB's side of funnel-step-facts.ts: each unit's funnel-goal facts at or after its first
 * exposure (`$at`), as `stepFacts: [{ metric, at }]`, looked up by index per unit: the steps'
 * funnel events, payments, paid orders and accepted upsells. Run in memory by the unit tests
 * (mingo, tests/unit/mongo-pipelines-experiment-sums.test.ts; docs/decisions/124).
 */
export function funnelStepStages(
  metrics: Metric[],
  names: { events: string; payments: string; orders: string },
  window: (field: string) => Record<string, unknown>,
): PipelineStage[] {
  const goals = metrics.flatMap((metric) => {
    const source = metric.source
    if (source.kind !== 'funnel-step') return []
    const index = FUNNEL_STEPS[source.funnel].findIndex((s) => s.key === source.step)
    return [
      { metric: metric.key, step: FUNNEL_DEFINITIONS[source.funnel].steps[index]!, value: () => funnelStepValue(source.funnel, index + 1) },
    ]
  })
  if (!goals.length) return []
  const after = (field: string) => ({ $expr: { $and: [{ $eq: ['$visitor_id', '$$unit'] }, { $gte: [field, '$$at'] }] } })
  const lookup = (from: string, as: string, pipeline: PipelineStage.Lookup['$lookup']['pipeline']): PipelineStage => ({
    $lookup: { from, let: { unit: '$_id.unit', at: '$at' }, pipeline, as },
  })
  const facts = goals.map(({ metric, step, value }) => {
    const times =
      step.kind === 'event'
        ? { $map: { input: { $filter: { input: '$stepEvents', as: 'e', cond: { $eq: ['$$e.step', value()] } } }, as: 'e', in: '$$e.at' } }
        : step.kind === 'payment'
          ? {
              $map: {
                input: { $filter: { input: '$stepPayments', as: 'p', cond: { $in: ['$$p.kind', step.kinds] } } },
                as: 'p',
                in: '$$p.at',
              },
            }
          : step.kind === 'order-paid'
            ? '$stepOrders.paid_at'
            : step.kind === 'order-bump'
              ? {
                  $map: {
                    input: { $filter: { input: '$stepOrders', as: 'o', cond: { $eq: ['$$o.bump_selected', true] } } },
                    as: 'o',
                    in: '$$o.paid_at',
                  },
                }
              : {
                  $map: {
                    input: { $filter: { input: '$stepOrders', as: 'o', cond: { $eq: ['$$o.upsell_status', 'accepted'] } } },
                    as: 'o',
                    in: '$$o.upsellAt',
                  },
                }
    return { $map: { input: times, as: 'at', in: { metric, at: '$$at' } } }
  })
  return [
    lookup(names.events, 'stepEvents', [
      {
        $match: {
          funnel_step: { $in: goals.flatMap((g) => (g.step.kind === 'event' ? [g.value()] : [])) },
          flagged: { $ne: true },
          ...window('occurred_at'),
          ...after('$occurred_at'),
        },
      },
      { $project: { _id: 0, step: '$funnel_step', at: '$occurred_at' } },
    ]),
    lookup(names.payments, 'stepPayments', [
      { $match: { status: SUCCEEDED, ...window('createdAt'), ...after('$createdAt') } },
      { $project: { _id: 0, kind: 1, at: '$createdAt' } },
    ]),
    {
      $lookup: {
        from: names.orders,
        localField: '_id.unit',
        foreignField: 'visitor_id',
        pipeline: paidOrdersPipeline(names.payments),
        as: 'stepOrders',
      },
    },
    // The orders' times are bounded here: an order's paid_at and its upsell's time differ.
    {
      $set: {
        stepFacts: {
          $filter: {
            input: { $concatArrays: facts },
            as: 'f',
            cond: { $and: [{ $ne: ['$$f.at', null] }, { $gte: ['$$f.at', '$at'] }, ...windowConditions(window)] },
          },
        },
      },
    },
  ]
}

/** The window's bounds on `$$f.at`, from the same `window` the pipeline matches with. */
function windowConditions(window: (field: string) => Record<string, unknown>): unknown[] {
  const bounds = (window('at').at ?? {}) as { $gte?: Date; $lte?: Date }
  return [...(bounds.$gte ? [{ $gte: ['$$f.at', bounds.$gte] }] : []), ...(bounds.$lte ? [{ $lte: ['$$f.at', bounds.$lte] }] : [])]
}

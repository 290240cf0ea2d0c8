import { AppError } from '../../contracts/errors'
import { hasRole } from '../../collections/access/roles'
import { planningBaseline } from '../../experiments/stats/planning-baseline'
import { baselineWindows, loadMetricBaselineSums } from '../analytics/metric-baseline'
import { activeExperiments } from '../experiments/live-experiments'
import { defineFunction } from './types'

/**
 * What a revenue test is planned on before its first exposure (issue 28 point 8,
 * docs/decisions/095): the metric's per-visitor mean and variance over every visitor of the
 * last 14 days, and the share CUPED would remove (ρ² with the 14 days before). Analysts and
 * admins only, as the results (the sums count every visitor, past Payload's access rules).
 */
export const metricBaselineFunction = defineFunction('metric-baseline', {
  auth: 'user',
  handler: async (input, { payload, user }) => {
    if (!hasRole(user, 'analyst', 'admin')) throw new AppError('FORBIDDEN')
    const { config } = await activeExperiments()
    const metric = config.metrics.find((m) => m.key === input.metric)
    // A visitor's sum over 14 days is a mean metric's value; a 0/1 goal, a ratio or a funnel
    // step has its own planning (the copy lab's proportions), not this.
    if (!metric || metric.type === 'binomial' || metric.denominator || metric.source.kind === 'funnel-step') throw new AppError('NOT_FOUND')
    const windows = baselineWindows(input.until ? new Date(input.until) : new Date())
    const sums = await loadMetricBaselineSums(payload, metric, windows)
    return { metric: metric.key, since: windows.since, until: windows.until, ...planningBaseline(sums) }
  },
})

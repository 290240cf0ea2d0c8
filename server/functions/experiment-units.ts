import { AppError } from '../../contracts/errors'
import { hasRole } from '../../collections/access/roles'
import { measuredExperiments } from '../../experiments/sums'
import { unitsCsv } from '../../experiments/units-csv'
import { loadExperimentUnits } from '../analytics/experiment-sums'
import { assertReportWindow } from '../analytics/report-window'
import { activeExperiments } from '../experiments/live-experiments'
import { defineFunction } from './types'

/**
 * The per-user export of one experiment's metric (docs/decisions/089): one row per user with the
 * variation, the value after the first exposure and in the 14 days before it, for an analyst's
 * own notebook or `npm run experiments -- analyze --file`. Analysts and admins only, as the results.
 */
export const experimentUnitsFunction = defineFunction('experiment-units', {
  auth: 'user',
  handler: async (input, { payload, user }) => {
    if (!hasRole(user, 'analyst', 'admin')) throw new AppError('FORBIDDEN')
    if (input.from && input.to) assertReportWindow(input.from, input.to)
    const { config } = await activeExperiments()
    const measured = measuredExperiments(config).find((m) => m.experiment.key === input.experiment)
    const metric = measured?.metrics.find((m) => m.key === input.metric)
    // A ratio metric has two values per user: it is not exported.
    if (!measured || !metric || metric.denominator) throw new AppError('NOT_FOUND')
    const window = input.from && input.to ? { since: `${input.from}T00:00:00.000Z`, until: `${input.to}T23:59:59.999Z` } : {}
    const units = await loadExperimentUnits(payload, config, window, { experiment: input.experiment, metric: input.metric })
    const keys = measured.experiment.variations.map((v) => v.key)
    return { csv: unitsCsv(units.map((u) => ({ variation: keys[u.arm]!, value: u.value, pre: u.pre }))), users: units.length }
  },
})

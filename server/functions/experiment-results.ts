import { AppError } from '../../contracts/errors'
import { hasRole } from '../../collections/access/roles'
import { experimentResults } from '../../experiments/results'
import { loadExperimentFacts } from '../analytics/experiment-facts'
import { activeExperiments } from '../experiments/live-experiments'
import { recordExperimentAlerts } from '../experiments/record-alerts'
import { defineFunction } from './types'

/**
 * Experiment results for the analyst view (/admin/experiments) and scripts: analysts and admins
 * only. Optionally broken down (utm, device, new or returning visitor). Every computation also
 * records the alerts it finds (notified once: server/experiments/record-alerts.ts).
 */
export const experimentResultsFunction = defineFunction('experiment-results', {
  auth: 'user',
  handler: async (input, { payload, user, logger, realtime }) => {
    if (!hasRole(user, 'analyst', 'admin')) throw new AppError('FORBIDDEN')
    // The experiments as served: the code with the stored controls (weights, state).
    const { config } = await activeExperiments()
    if (input.experiment && !config.features.some((f) => f.experiment?.key === input.experiment)) throw new AppError('NOT_FOUND')
    const facts = await loadExperimentFacts(payload, config, user, { segments: Boolean(input.breakdown) })
    const all = experimentResults(config, facts, new Date(), { breakdown: input.breakdown })
    const alerts = await recordExperimentAlerts({ payload, logger, realtime, results: all })
    const experiments = (input.experiment ? all.filter((r) => r.key === input.experiment) : all).map((r) => ({
      ...r,
      alerts: alerts.get(r.key) ?? [],
    }))
    return { experiments, computedAt: new Date().toISOString() }
  },
})

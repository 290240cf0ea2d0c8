import { AppError } from '../../contracts/errors'
import { hasRole } from '../../collections/access/roles'
import { experimentResults } from '../../experiments/results'
import { loadExperimentFacts } from '../analytics/experiment-facts'
import { experimentConfig } from '../experiments/config'
import { defineFunction } from './types'

/** Experiment results for the analyst view (/admin/experiments) and scripts: analysts and admins only. */
export const experimentResultsFunction = defineFunction('experiment-results', {
  auth: 'user',
  handler: async (input, { payload, user }) => {
    if (!hasRole(user, 'analyst', 'admin')) throw new AppError('FORBIDDEN')
    const config = await experimentConfig()
    const facts = await loadExperimentFacts(payload, config, user)
    const all = experimentResults(config, facts)
    const experiments = input.experiment ? all.filter((r) => r.key === input.experiment) : all
    if (input.experiment && experiments.length === 0) throw new AppError('NOT_FOUND')
    return { experiments, computedAt: new Date().toISOString() }
  },
})

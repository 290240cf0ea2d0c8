import { AppError } from '../../contracts/errors'
import { hasRole } from '../../collections/access/roles'
import { holdoutLift } from '../../experiments/holdout-lift'
import { loadHoldoutSums } from '../analytics/holdout-lift'
import { assertReportWindow } from '../analytics/report-window'
import { readHoldout } from '../experiments/read-holdout'
import { defineFunction } from './types'

/**
 * What all our tests earned (issue 28, docs/decisions/090): everyone else against the global
 * holdout over a window, from the database's sums. Analysts and admins only (the sums count
 * every visitor, past Payload's access rules); the window is bounded like every staff report's.
 */
export const holdoutLiftFunction = defineFunction('holdout-lift', {
  auth: 'user',
  handler: async (input, { payload, user }) => {
    if (!hasRole(user, 'analyst', 'admin')) throw new AppError('FORBIDDEN')
    assertReportWindow(input.from, input.to)
    const [sums, holdout] = await Promise.all([
      loadHoldoutSums(payload, { since: `${input.from}T00:00:00.000Z`, until: `${input.to}T23:59:59.999Z` }),
      readHoldout(payload),
    ])
    return {
      percent: holdout.percent,
      from: input.from,
      to: input.to,
      ...holdoutLift(sums[0]!, sums[1]!),
      computedAt: new Date().toISOString(),
    }
  },
})

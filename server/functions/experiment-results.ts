import { AppError } from '../../contracts/errors'
import { hasRole } from '../../collections/access/roles'
import { experimentResultsFromSums } from '../../experiments/results'
import { loadExperimentSums } from '../analytics/experiment-sums'
import { assertReportWindow } from '../analytics/report-window'
import { activeExperiments } from '../experiments/live-experiments'
import { recordExperimentAlerts } from '../experiments/record-alerts'
import { unconsentedPageViews } from '../consent/unconsented-page-views'
import { defineFunction } from './types'

/**
 * Experiment results for the analyst view (/admin/experiments) and scripts: analysts and admins
 * only (the database's sums count every visitor, past Payload's access rules). Optionally
 * broken down (utm, device, new or returning visitor) or limited to a window of days, which is
 * bounded so that one call's work is. Every computation also records the alerts it finds
 * (notified once: server/experiments/record-alerts.ts).
 */
export const experimentResultsFunction = defineFunction('experiment-results', {
  auth: 'user',
  handler: async (input, { payload, user, logger, realtime }) => {
    if (!hasRole(user, 'analyst', 'admin')) throw new AppError('FORBIDDEN')
    if (input.from && input.to) assertReportWindow(input.from, input.to)
    // The experiments as served: the code with the stored controls (weights, state).
    const { config } = await activeExperiments()
    if (input.experiment && !config.features.some((f) => f.experiment?.key === input.experiment)) throw new AppError('NOT_FOUND')
    const window = input.from && input.to ? { since: `${input.from}T00:00:00.000Z`, until: `${input.to}T23:59:59.999Z` } : {}
    const sums = await loadExperimentSums(payload, config, { ...window, breakdown: input.breakdown })
    // A past window's daily chart ends with the window.
    const now = new Date(Math.min(Date.now(), window.until ? Date.parse(window.until) : Infinity))
    const all = experimentResultsFromSums(config, sums, now, {
      breakdown: input.breakdown,
      cuped: input.cuped,
      correction: input.correction,
    })
    // Alerts are about the experiment now: a past window's figures raise none.
    const alerts = window.until ? new Map<string, never[]>() : await recordExperimentAlerts({ payload, logger, realtime, results: all })
    const experiments = await Promise.all(
      (input.experiment ? all.filter((r) => r.key === input.experiment) : all).map(async (r) => ({
        ...r,
        alerts: alerts.get(r.key) ?? [],
        withoutConsent: await unconsentedPageViews(payload, {
          pages: r.pages,
          since: [window.since ?? '', new Date(r.startDate).toISOString()].sort().at(-1)!,
          until: window.until,
        }),
      })),
    )
    return { experiments, computedAt: new Date().toISOString() }
  },
})

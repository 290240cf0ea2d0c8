import type { Payload } from 'payload'
import { experimentResultsFromSums } from '../../experiments/results'
import { loadExperimentSums } from '../analytics/experiment-sums'
import type { Logger } from '../../runtime/logger'
import type { RealtimeServer } from '../lib/realtime-rooms'
import { activeExperiments } from './live-experiments'
import { recordExperimentAlerts } from './record-alerts'
import { TIMED_TASKS } from '../../cms/jobs/tasks'
import type { TimedJob } from '../jobs/timed-job'

/** How often the site checks the experiments for alerts (EXPERIMENT_ALERTS_EVERY_MS). */
export const EXPERIMENT_ALERTS_EVERY_MS = 5 * 60 * 1000

/** One check: every experiment's results, as the system, and the alerts they raise. */
export async function checkExperimentAlerts({
  payload,
  logger,
  realtime,
}: {
  payload: Payload
  logger: Logger
  realtime?: RealtimeServer
}) {
  // The experiments as served: the code with the stored controls (weights, state).
  const { config } = await activeExperiments()
  const results = experimentResultsFromSums(config, await loadExperimentSums(payload, config))
  return recordExperimentAlerts({ payload, logger, realtime, results })
}

/**
 * Computes every experiment's results every few minutes, as a timed job of the Jobs Queue (one
 * node per run, docs/decisions/091), so an alert reaches analysts and admins without anyone
 * opening the view. The alert rows' unique keys still decide who notifies (record-alerts.ts);
 * 0 turns it off (the tests, unless one sets a short interval).
 */
export const experimentAlertsJob = ({
  realtime,
  everyMs = EXPERIMENT_ALERTS_EVERY_MS,
}: {
  realtime?: RealtimeServer
  everyMs?: number
}): TimedJob => ({
  task: TIMED_TASKS.experimentAlerts,
  everyMs,
  run: ({ payload, logger }) => checkExperimentAlerts({ payload, logger, realtime }),
})

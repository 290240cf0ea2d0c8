import type { Payload } from 'payload'
import { experimentResultsFromSums } from '../../experiments/results'
import { loadExperimentSums } from '../analytics/experiment-sums'
import type { Logger } from '../../runtime/logger'
import type { RealtimeServer } from '../lib/realtime-rooms'
import { activeExperiments } from './live-experiments'
import { recordExperimentAlerts } from './record-alerts'
import { startPeriodicJob } from '../schedule/periodic-job'

/** How often each node checks the experiments for alerts (EXPERIMENT_ALERTS_EVERY_MS). */
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
 * Computes every experiment's results every few minutes on this node, so an alert reaches
 * analysts and admins without anyone opening the view. Every node runs it: the alert rows'
 * unique keys decide who notifies (record-alerts.ts). Runs never overlap on one node; 0 turns
 * it off (the tests, unless one sets a short interval).
 */
export function startExperimentAlertSchedule({
  payload,
  logger,
  realtime,
  everyMs = EXPERIMENT_ALERTS_EVERY_MS,
}: {
  payload: Payload
  logger: Logger
  realtime?: RealtimeServer
  everyMs?: number
}) {
  return startPeriodicJob({
    name: 'experiment-alerts',
    everyMs,
    logger,
    run: (log) => checkExperimentAlerts({ payload, logger: log, realtime }),
  })
}

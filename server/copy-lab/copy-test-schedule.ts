import type { Payload } from 'payload'
import type { Logger } from '../../runtime/logger'
import type { RealtimeServer } from '../lib/realtime-rooms'
import { startPeriodicJob } from '../schedule/periodic-job'
import { decideCopyTests } from './decide-copy-tests'

/** How often each node looks at the running copy tests (COPY_TESTS_EVERY_MS). */
export const COPY_TESTS_EVERY_MS = 60_000

/**
 * Looks at the running copy tests every minute on this node, so a test stops by itself when its
 * rule decides or its end date passes, with nobody watching. Every node runs it: the claims
 * pick who acts (decide-copy-tests.ts).
 */
export function startCopyTestSchedule({
  payload,
  logger,
  realtime,
  everyMs = COPY_TESTS_EVERY_MS,
}: {
  payload: Payload
  logger: Logger
  realtime?: RealtimeServer
  everyMs?: number
}) {
  return startPeriodicJob({ name: 'copy-tests', everyMs, logger, run: (log) => decideCopyTests({ payload, logger: log, realtime }) })
}

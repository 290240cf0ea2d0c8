import { TIMED_TASKS } from '../../cms/jobs/tasks'
import type { RealtimeServer } from '../lib/realtime-rooms'
import type { TimedJob } from '../jobs/timed-job'
import { decideCopyTests } from './decide-copy-tests'

/** How often the site looks at the running copy tests (COPY_TESTS_EVERY_MS). */
export const COPY_TESTS_EVERY_MS = 60_000

/**
 * Looks at the running copy tests every minute, as a timed job of the Jobs Queue (one node per
 * run, docs/decisions/091), so a test stops by itself when its rule decides or its end date
 * passes, with nobody watching. The claims still pick who acts (decide-copy-tests.ts).
 */
export const copyTestsJob = ({ realtime, everyMs = COPY_TESTS_EVERY_MS }: { realtime?: RealtimeServer; everyMs?: number }): TimedJob => ({
  task: TIMED_TASKS.copyTests,
  everyMs,
  run: ({ payload, logger }) => decideCopyTests({ payload, logger, realtime }),
})

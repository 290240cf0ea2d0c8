import { TIMED_TASKS } from '../../cms/jobs/tasks'
import type { TimedJob } from '../jobs/timed-job'
import { PRUNE_EVERY_MS, pruneOldRecords } from './prune-old-records'

/** The prune of old retry records as a timed job of the Jobs Queue: every `everyMs`, on one node per run (docs/decisions/091). */
export const pruneOldRecordsJob = (everyMs = PRUNE_EVERY_MS): TimedJob => ({
  task: TIMED_TASKS.pruneOldRecords,
  everyMs,
  run: async ({ payload, logger }) => {
    const deleted = await pruneOldRecords(payload)
    if (Object.values(deleted).some((n) => n > 0)) logger.info({ deleted }, 'old retry records pruned')
  },
})

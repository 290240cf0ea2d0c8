import type { Payload } from 'payload'
import type { Logger } from '../../runtime/logger'

/**
 * A job the site runs every `everyMs` (0: never), on one node per run: the Jobs Queue queues one
 * run per slot of `everyMs` since the epoch, and whichever node claims it runs it
 * (./queue-due-timed-jobs.ts, docs/decisions/091). `task` is its slug in cms/jobs/tasks.ts.
 */
export type TimedJob = {
  task: string
  everyMs: number
  run: (args: { payload: Payload; logger: Logger }) => Promise<unknown>
}

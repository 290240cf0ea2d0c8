import type { TaskConfig } from 'payload'
import { SEQUENCE_QUEUE } from '../../contracts/sequences'
import { handledByServer } from './handled-by-server'

/**
 * A timed job that fails is tried again 3 times, 30 s, 1 min and 2 min later; until then no later
 * run of it is queued (server/jobs/queue-due-timed-jobs.ts), so a failing run never piles up.
 */
const TIMED_RETRIES: TaskConfig['retries'] = { attempts: 3, backoff: { type: 'exponential', delay: 30_000 } }

const timed = (slug: string, label: string): TaskConfig<{ input: object; output: object }> => ({
  slug,
  label,
  retries: TIMED_RETRIES,
  handler: handledByServer(slug),
})

/**
 * The queues the server's runner runs (server/jobs/job-runner.ts): the timed jobs' own, `default`
 * for the others, and the e-mail sequences' (docs/decisions/092, 098). A job queued elsewhere
 * waits for whoever runs that queue (a test runs its own).
 */
export const JOB_QUEUES = { timed: 'timed', default: 'default', sequences: SEQUENCE_QUEUE } as const

/** The timed jobs' task slugs (server/jobs/timed-job.ts): each names one task below. */
export const TIMED_TASKS = {
  unreadDigests: 'unread-digests',
  experimentAlerts: 'experiment-alerts',
  copyTests: 'copy-tests',
  unsentAttachments: 'unsent-attachments',
  pruneOldRecords: 'prune-old-records',
} as const

/**
 * Every task the Jobs Queue runs (docs/decisions/091), in one place. A new kind of job adds its
 * TaskConfig here (slug, label, retries, inputSchema) with `handler: handledByServer(slug)`, and
 * its handler to the `handlers` the server starts the runner with (server/app.ts). A new slug
 * is a new value of payload-jobs' task list: `npm run migrate:create`.
 */
export const JOB_TASKS: TaskConfig<{ input: object; output: object }>[] = [
  timed(TIMED_TASKS.unreadDigests, 'Unread-message digests'),
  timed(TIMED_TASKS.experimentAlerts, 'Experiment alerts'),
  timed(TIMED_TASKS.copyTests, 'Copy-test looks'),
  timed(TIMED_TASKS.unsentAttachments, 'Unsent chat attachments removed'),
  timed(TIMED_TASKS.pruneOldRecords, 'Old retry records pruned'),
]

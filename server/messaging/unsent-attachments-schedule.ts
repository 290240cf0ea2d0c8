import { TIMED_TASKS } from '../../cms/jobs/tasks'
import type { TimedJob } from '../jobs/timed-job'
import { removeUnsentAttachments } from './remove-unsent-attachments'

/**
 * Removes, now and then (UNSENT_UPLOADS_EVERY_MS), the chat attachments nobody sent within a day:
 * a timed job of the Jobs Queue, on one node per run (docs/decisions/091).
 */
export const unsentAttachmentsJob = (everyMs: number): TimedJob => ({
  task: TIMED_TASKS.unsentAttachments,
  everyMs,
  run: ({ payload, logger }) => removeUnsentAttachments({ payload, logger }),
})

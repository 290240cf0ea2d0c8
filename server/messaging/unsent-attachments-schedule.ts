import type { Payload } from 'payload'
import type { Logger } from '../../runtime/logger'
import { startPeriodicJob } from '../schedule/periodic-job'
import { removeUnsentAttachments } from './remove-unsent-attachments'

/**
 * Every node removes, now and then (UNSENT_UPLOADS_EVERY_MS), the chat attachments nobody sent
 * within a day. It moves to the Jobs Queue when that lands (issue 25).
 */
export function startUnsentAttachmentsSchedule({ payload, logger, everyMs }: { payload: Payload; logger: Logger; everyMs: number }) {
  return startPeriodicJob({ name: 'unsent-attachments', everyMs, logger, run: (log) => removeUnsentAttachments({ payload, logger: log }) })
}

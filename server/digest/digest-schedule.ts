import { TIMED_TASKS } from '../../cms/jobs/tasks'
import type { TimedJob } from '../jobs/timed-job'
import { sendUnreadDigests } from './send-unread-digests'

/** How often the site looks for digests to send; the hourly cap per user is the digest's own. */
export const DIGEST_CHECK_EVERY_MS = 60 * 1000

/**
 * The unread-messages digest as a timed job of the Jobs Queue: every minute, on one node per run
 * (docs/decisions/091). The claim rows still decide who sends a digest (send-unread-digests.ts),
 * so a run retried after a failure never sends one twice.
 */
export const unreadDigestsJob = (everyMs = DIGEST_CHECK_EVERY_MS): TimedJob => ({
  task: TIMED_TASKS.unreadDigests,
  everyMs,
  run: ({ payload, logger }) => sendUnreadDigests({ payload, logger }),
})

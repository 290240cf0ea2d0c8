import type { Payload } from 'payload'
import type { Logger } from '../../runtime/logger'
import { sendUnreadDigests } from './send-unread-digests'
import { startPeriodicJob } from '../schedule/periodic-job'

/** How often each node looks for digests to send; the hourly cap per user is the digest's own. */
export const DIGEST_CHECK_EVERY_MS = 60 * 1000

/**
 * Runs the unread-messages digest every minute on this node. Every node runs it: the claim
 * rows decide who sends (send-unread-digests.ts), so no node is special. Runs never overlap
 * on one node.
 */
export function startDigestSchedule({
  payload,
  logger,
  everyMs = DIGEST_CHECK_EVERY_MS,
}: {
  payload: Payload
  logger: Logger
  everyMs?: number
}) {
  return startPeriodicJob({ name: 'unread-digest', everyMs, logger, run: (log) => sendUnreadDigests({ payload, logger: log }) })
}

import type { Payload } from 'payload'
import type { Logger } from '../logger'
import { sendUnreadDigests } from './send-unread-digests'

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
  let running: Promise<unknown> | undefined
  const timer = setInterval(() => {
    if (running) return
    running = sendUnreadDigests({ payload, logger: logger.child({ job: 'unread-digest' }) })
      .catch((error: unknown) => logger.error({ err: error }, 'unread digest run failed'))
      .finally(() => (running = undefined))
  }, everyMs)
  timer.unref()
  return {
    async stop() {
      clearInterval(timer)
      await running
    },
  }
}

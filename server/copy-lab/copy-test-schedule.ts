import type { Payload } from 'payload'
import type { Logger } from '../logger'
import type { RealtimeServer } from '../realtime/rooms'
import { decideCopyTests } from './decide-copy-tests'

/** How often each node looks at the running copy tests (COPY_TESTS_EVERY_MS). */
export const COPY_TESTS_EVERY_MS = 60_000

/**
 * Looks at the running copy tests every minute on this node, so a test stops by itself when its
 * rule decides or its end date passes, with nobody watching. Every node runs it (the claims
 * pick who acts); looks never overlap on one node; 0 turns it off.
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
  if (everyMs <= 0) return { stop: async () => undefined }
  const log = logger.child({ job: 'copy-tests' })
  let running: Promise<unknown> | undefined
  const timer = setInterval(() => {
    if (running) return
    running = decideCopyTests({ payload, logger: log, realtime })
      .catch((error: unknown) => log.error({ err: error }, 'copy test look failed'))
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

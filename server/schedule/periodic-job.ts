import type { Logger } from '../../runtime/logger'

/**
 * A job every node runs every `everyMs` (digests, experiment alerts, copy tests): its runs never
 * overlap on one node, a failed run is logged and the next one tries again, and `stop()` waits
 * for the run in progress (a draining node finishes what it started). 0 turns it off. Which node
 * acts on a piece of work is the job's own business (its claim rows).
 */
export function startPeriodicJob({
  name,
  everyMs,
  logger,
  run,
}: {
  name: string
  everyMs: number
  logger: Logger
  run: (log: Logger) => Promise<unknown>
}) {
  if (everyMs <= 0) return { stop: async () => undefined }
  const log = logger.child({ job: name })
  let running: Promise<unknown> | undefined
  const timer = setInterval(() => {
    if (running) return
    running = run(log)
      .catch((error: unknown) => log.error({ err: error }, `${name} run failed`))
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

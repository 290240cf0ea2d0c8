import type { Logger } from '../../runtime/logger'

type ProcessEvents = Pick<NodeJS.Process, 'on' | 'off' | 'listeners'>

/**
 * An uncaught exception or an unhandled rejection is one JSON line of the product's log, at
 * `error`, with its stack inside the line (docs/decisions/113). Next.js (16, `nextApp.prepare()`)
 * installs listeners of its own that print each one as a multi-line plain-text dump, which broke
 * the one-JSON-line log: they are replaced, so call this after `prepare()`. As with Next's
 * listeners, the process keeps serving: a stray error in one request or client (a lost database
 * connection, say) does not take the node's other work down with it.
 */
export function logProcessFaults(logger: Pick<Logger, 'error'>, proc: ProcessEvents = process): void {
  for (const listener of proc.listeners('uncaughtException')) proc.off('uncaughtException', listener)
  for (const listener of proc.listeners('unhandledRejection')) proc.off('unhandledRejection', listener)
  proc.on('uncaughtException', (error, origin) => logger.error({ err: error, origin }, 'uncaught exception'))
  proc.on('unhandledRejection', (reason) => logger.error({ err: reason }, 'unhandled rejection'))
}

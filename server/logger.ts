import pino from 'pino'
import { currentRequestContext } from './observability/request-context'

export type Logger = pino.Logger

export function createLogger(level = process.env.LOG_LEVEL ?? 'info'): Logger {
  return pino({
    level,
    base: undefined,
    redact: ['req.headers.authorization', 'req.headers.cookie', '*.password'],
    // Every line written inside a request or socket event names it (server/observability/request-context.ts).
    // A fresh object each time: pino merges the line's fields into what the mixin returns.
    mixin: () => {
      const context = currentRequestContext()
      return context ? { ...context } : {}
    },
  })
}

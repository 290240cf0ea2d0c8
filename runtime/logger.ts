import pino from 'pino'
import { currentRequestContext } from './request-context'
import { setting } from './settings'

export type Logger = pino.Logger

/**
 * Characters JSON leaves raw but a terminal or a log shipper may act on: DEL, the C1 controls
 * (0x9b starts an escape sequence on some terminals) and the Unicode line separators. pino
 * already escapes the C0 controls (a newline, ESC) as JSON does; these can only stand inside a
 * JSON string, so `\uXXXX` keeps the line the same JSON.
 */
const RAW_CONTROLS = /[\u007f-\u009f\u2028\u2029]/g
export const escapeRawControls = (line: string): string =>
  line.replace(RAW_CONTROLS, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`)

/**
 * The one logger of the product, Payload's included (cms/payload.config.ts): one JSON object per
 * line, whatever a client put in a path or a field (docs/decisions/071).
 */
export function createLogger(level: string = setting('LOG_LEVEL'), destination?: pino.DestinationStream): Logger {
  return pino(
    {
      level,
      base: undefined,
      redact: ['req.headers.authorization', 'req.headers.cookie', '*.password'],
      // Every line written inside a request or socket event names it (runtime/request-context.ts).
      // A fresh object each time: pino merges the line's fields into what the mixin returns.
      mixin: () => {
        const context = currentRequestContext()
        return context ? { ...context } : {}
      },
      hooks: { streamWrite: escapeRawControls },
    },
    destination,
  )
}

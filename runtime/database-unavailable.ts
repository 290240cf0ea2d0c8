/**
 * A transaction that did not commit: what it wrote is not stored, whatever the calls inside it
 * answered. Thrown by the database adapter's `commitTransaction` (cms/strict-commits.ts), where
 * Payload's own swallows a failed COMMIT (docs/decisions/113).
 */
export class CommitFailed extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options)
    this.name = 'CommitFailed'
  }
}

/** SQLSTATEs of a server that is going away or not there yet: class 08 (connection) and 57P01–57P03. */
const UNAVAILABLE_CODES = /^(08\w{3}|57P0[123])$/
const UNAVAILABLE_ERRNOS = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
])
/** What node-postgres and its pool say, without a code, when the connection is gone. */
const UNAVAILABLE_MESSAGES =
  /connection terminated|connection error and is not queryable|timeout exceeded when trying to connect|database system is (starting up|shutting down|in recovery mode)|terminating connection|cannot begin transaction|server closed the connection/i

/**
 * Whether an error means the database could not be reached (down, restarting, connection cut),
 * not that the call was wrong: such a call may succeed if sent again a moment later, so it is
 * answered 503 with Retry-After (DATABASE_UNAVAILABLE), never 500. Drizzle and Payload wrap the
 * driver's error: the whole `cause` chain counts.
 */
export function databaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 8; depth++) {
    if (current instanceof CommitFailed) return true
    if (typeof current !== 'object') return false
    const { code, message, cause, errors } = current as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown }
    if (typeof code === 'string' && (UNAVAILABLE_CODES.test(code) || UNAVAILABLE_ERRNOS.has(code))) return true
    if (typeof message === 'string' && UNAVAILABLE_MESSAGES.test(message)) return true
    // A failed connection to every address of a host (AggregateError of ECONNREFUSED).
    if (Array.isArray(errors) && errors.some((each) => databaseUnavailable(each))) return true
    current = cause
  }
  return false
}

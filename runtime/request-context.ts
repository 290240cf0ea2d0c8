import { AsyncLocalStorage } from 'node:async_hooks'
import { randomUUID } from 'node:crypto'

/**
 * Who a log line belongs to: the HTTP request, or the socket event and its connection.
 * Held in AsyncLocalStorage so every `logger.x(...)` inside a request carries the ids
 * (runtime/logger.ts mixes them in) without passing a logger down.
 */
/** A socket event's context also names its connection (the client's socket.id) and the event. */
export type RequestContext = { requestId: string; connectionId?: string; event?: string }

// One store per process, not per copy of this module: Next bundles its own copy of the code the
// Payload config imports (the logger among it), and its log lines must see Express's requests.
const STORE = Symbol.for('agency-funnel.request-context')
const storage: AsyncLocalStorage<RequestContext> = ((globalThis as Record<symbol, unknown>)[STORE] ??=
  new AsyncLocalStorage<RequestContext>()) as AsyncLocalStorage<RequestContext>

export const currentRequestContext = (): RequestContext | undefined => storage.getStore()

export function withRequestContext<T>(context: RequestContext, run: () => T): T {
  return storage.run(context, run)
}

export const newRequestId = (): string => randomUUID()

/** What a proxy may send as X-Request-Id: short, and safe in a log line and a header. */
export const SANE_REQUEST_ID = /^[\w.-]{1,64}$/

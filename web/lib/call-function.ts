import type { ErrorBody } from '../../contracts/errors'
import type { FunctionAnswer, FunctionBody, FunctionName } from '../../contracts/functions'
import { newId } from './session-id'

export class FunctionCallError extends Error {
  readonly status: number
  readonly code?: string
  readonly title?: string
  constructor(status: number, body: Partial<ErrorBody>) {
    super(body.error ?? 'Something went wrong. Please try again.')
    this.status = status
    this.code = body.code
    this.title = body.title
  }
}

/** Answers worth another try with the same key: the node died or was busy (a proxy's 502/504, our 503: overload, or the database away). */
const RETRIED_STATUSES = new Set([502, 503, 504])
/** Pauses before each retry of one action: about 3.5 s in all, then the form shows its error. */
const RETRY_PAUSES_MS = [500, 1_000, 2_000]
/** A 503's Retry-After (the database restarting, docs/decisions/113) lengthens a pause up to this. */
const LONGEST_PAUSE_MS = 5_000

/** The pause before the next try: ours, or longer if the server asked for it. */
function pauseFor(res: Response, pause: number): number {
  const asked = Number(res.headers.get('retry-after')) * 1000
  return Number.isFinite(asked) && asked > pause ? Math.min(asked, LONGEST_PAUSE_MS) : pause
}

/**
 * A key for one user action (a submit): its retries send the same one, so the server stores
 * what the action creates once, whichever try got through (docs/decisions/071).
 */
export const newIdempotencyKey = (): string => newId()

/**
 * POST /fn/<name>: the server functions of spec section 7, typed by name from
 * contracts/functions.ts. Throws with the server's message.
 *
 * With an `idempotencyKey` (functions that create something: create-lead, the checklist, sign-in
 * links, invitations), a call whose answer was lost or that met a dying or busy node is sent again
 * with the same key, and the server answers every try as it answered the first.
 */
export async function callFunction<Name extends FunctionName>(
  name: Name,
  body: FunctionBody<Name>,
  init: { token?: string; idempotencyKey?: string } = {},
): Promise<FunctionAnswer<Name>> {
  const headers: Record<string, string> = { 'content-type': 'application/json' }
  if (init.token) headers.authorization = `Bearer ${init.token}`
  if (init.idempotencyKey) headers['idempotency-key'] = init.idempotencyKey
  const pauses = init.idempotencyKey ? [...RETRY_PAUSES_MS] : []
  for (;;) {
    let res: Response
    try {
      res = await fetch(`/fn/${name}`, { method: 'POST', headers, body: JSON.stringify(body), credentials: 'same-origin' })
    } catch (error) {
      // No answer (the connection dropped): the call may have been stored, the key makes a retry safe.
      const pause = pauses.shift()
      if (pause === undefined) throw error
      await new Promise((resolve) => setTimeout(resolve, pause))
      continue
    }
    // The server checks every answer against the function's output schema before sending it.
    const json = (await res.json().catch(() => ({}))) as FunctionAnswer<Name> & Partial<ErrorBody>
    if (res.ok) return json
    const pause = RETRIED_STATUSES.has(res.status) ? pauses.shift() : undefined
    if (pause === undefined) throw new FunctionCallError(res.status, json)
    await new Promise((resolve) => setTimeout(resolve, pauseFor(res, pause)))
  }
}

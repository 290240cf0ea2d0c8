import { createHash } from 'node:crypto'
import type { Request } from 'express'
import type { Payload, TypedUser } from 'payload'
import { AppError } from '../../contracts/errors'
import { databaseUnavailable } from '../../runtime/database-unavailable'
import type { Logger } from '../../runtime/logger'
import { claimNumber, claimRowsIn, type ClaimRows } from './claims'
import { openAnswer, sealAnswer } from './seal'
import { takeTurn } from './take-turn'

/** The header a browser-retried call carries (as Stripe's API and the IETF draft name it). */
export const IDEMPOTENCY_HEADER = 'idempotency-key'
/** A UUID, or any short key of safe characters: it goes into a hash, never into a log line. */
const SANE_KEY = /^[\w.:-]{8,128}$/
/** A call holds its key this long; a node that died holding it frees it when it runs out. */
const LEASE_MS = 60_000
/** How long a second call with a key in use waits for the first one's answer before 503. */
const WAIT_MS = 10_000
/** Pauses between tries to free a key while the database is away (a restart takes a few seconds). */
const RELEASE_PAUSES_MS = [500, 1_000, 2_000, 4_000, 8_000]

/** What a function taking an idempotency key learns about its call. */
export type RetriedCall = {
  /** The call's identity: its function, its caller, its key and its body, hashed. */
  subject: string
  /** A previous holder of this key died before keeping its answer: some of its work may be stored. */
  takeover: boolean
}

/**
 * The subject of a call with an `Idempotency-Key`, or undefined without one. The key counts per
 * caller (the signed-in user, else the visitor's cookie) and per body: another caller's key,
 * or the same key with other data, is another call.
 */
export function retriedCallSubject({
  name,
  req,
  user,
  visitorId,
}: {
  name: string
  req: Request
  user: TypedUser | null
  visitorId: string
}): string | undefined {
  const key = req.headers[IDEMPOTENCY_HEADER]
  if (key === undefined) return undefined
  if (typeof key !== 'string' || !SANE_KEY.test(key)) throw new AppError('INVALID_INPUT')
  const caller = user ? `user:${user.collection}:${user.id}` : `visitor:${visitorId}`
  const digest = createHash('sha256')
    .update(JSON.stringify([caller, key, req.body]))
    .digest('hex')
  return `${name}:${digest}`
}

/**
 * Runs a call once per subject across every node and restart: the first call with a key
 * claims it (a unique row), runs, and keeps its answer sealed; a retry, on any node, gets that
 * answer. A retry while the first call still runs waits for it; a failed call frees the key
 * (nothing was stored, a retry may succeed).
 */
export async function answerOnce<T>(
  { payload, logger, subject }: { payload: Payload; logger: Logger; subject: string },
  run: (call: RetriedCall) => Promise<T>,
): Promise<T> {
  const rows = claimRowsIn(payload, 'function-call-keys')
  const turn = await takeTurn(rows, subject, { leaseMs: LEASE_MS, waitMs: WAIT_MS })
  if ('busy' in turn) throw new AppError('OVERLOADED')
  if ('answer' in turn) {
    const answer = openAnswer(payload.secret, subject, turn.answer)
    // Sealed under another secret: the server's secret changed since, and the answer is lost.
    if (answer === undefined) throw new AppError('INTERNAL')
    return answer as T
  }
  let answer: T
  try {
    answer = await run({ subject, takeover: claimNumber(turn.claim) > 0 })
  } catch (error) {
    await releaseKey(rows, turn.claim, logger)
    throw error
  }
  // The work is done: a failure to keep its answer only costs a retry the lease's wait.
  await rows
    .settle(turn.claim, sealAnswer(payload.secret, subject, answer))
    .catch((cause: unknown) => logger.warn({ err: cause }, 'idempotent answer not kept'))
  return answer
}

/**
 * Frees a failed call's key. A call that failed because the database went away usually cannot
 * free it either: tried again in the background for some 15 s, so the client's retry (503,
 * Retry-After) finds the key free instead of waiting out the lease (docs/decisions/113).
 */
async function releaseKey(rows: ClaimRows, claim: string, logger: Logger, pauses = RELEASE_PAUSES_MS): Promise<void> {
  try {
    await rows.release(claim)
  } catch (cause) {
    const [pause, ...rest] = pauses
    if (pause === undefined || !databaseUnavailable(cause)) return void logger.warn({ err: cause }, 'idempotency key not released')
    setTimeout(() => void releaseKey(rows, claim, logger, rest), pause).unref()
  }
}

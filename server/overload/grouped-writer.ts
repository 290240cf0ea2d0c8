import type { Payload } from 'payload'
import { databaseUnavailable } from '../../runtime/database-unavailable'

/** What a group is written with: Payload's Local API takes it as `req` (its transaction). */
export type GroupRequest = { transactionID?: number | string }

/** The transaction calls of Payload's database adapter (`payload.db`). */
export type Transactions = Pick<Payload['db'], 'beginTransaction' | 'commitTransaction' | 'rollbackTransaction'>

/** How long the first call of a group waits for others to join it. */
const GATHER_MS = 2

type Waiting<In, Out> = { input: In; resolve: (out: Out) => void; reject: (error: unknown) => void }

export type GroupedWriterOptions<In, Out> = {
  db: Transactions
  /** Calls written in one transaction at most; the rest wait for the next one. */
  groupLimit: number
  /** Writes the inputs in the transaction `req`; answers one result per input, in order. */
  write: (inputs: In[], req: GroupRequest) => Promise<Out[]>
  /** An error worth trying the same group again for (another node took a unique key first). */
  retryable?: (error: unknown) => boolean
  attempts?: number
  /** Runs once a group is committed, before its callers are answered (what the writer may now rely on). */
  committed?: (inputs: In[], results: Out[]) => void
}

/**
 * Writes the calls of this process in groups, one transaction per group (docs/decisions/040;
 * messages, leads and funnel events use it): calls that arrive while a group is written wait and go together in
 * the next one, so a busy server commits once for many writes and an idle one writes a lone call
 * at once. Each caller gets its own answer: a group that fails rolls back whole and is split in
 * halves until the failing call fails alone, and every other call is stored once. A group whose
 * database went away (its commit failed, docs/decisions/113) fails whole and at once: none of its
 * callers is told it was stored, a commit whose answer was lost is not written a second time, and
 * the callers answer 503 so their clients send again with the same idempotency key.
 */
export class GroupedWriter<In, Out> {
  private waiting: Waiting<In, Out>[] = []
  private draining = false

  constructor(private readonly options: GroupedWriterOptions<In, Out>) {}

  write(input: In): Promise<Out> {
    return new Promise((resolve, reject) => {
      this.waiting.push({ input, resolve, reject })
      if (this.draining) return
      this.draining = true
      // The calls that reach the writer in the next moment go in the first group: requests read in
      // the same turn of the event loop need a few more turns (body, session) to get here.
      setTimeout(() => void this.drain(), GATHER_MS)
    })
  }

  private async drain(): Promise<void> {
    try {
      while (this.waiting.length > 0) await this.writeGroup(this.waiting.splice(0, this.options.groupLimit))
    } finally {
      this.draining = false
    }
  }

  /** Settles every call of the group. */
  private async writeGroup(group: Waiting<In, Out>[]): Promise<void> {
    const { retryable = () => false, attempts = 3 } = this.options
    for (let attempt = 1; ; attempt++) {
      try {
        const results = await this.writeOnce(group.map((item) => item.input))
        group.forEach((item, i) => item.resolve(results[i]!))
        return
      } catch (error) {
        if (retryable(error) && attempt < attempts) continue
        if (group.length > 1 && !databaseUnavailable(error)) {
          // One call's trouble is not the others': each half tries on its own.
          const half = Math.ceil(group.length / 2)
          await this.writeGroup(group.slice(0, half))
          await this.writeGroup(group.slice(half))
          return
        }
        for (const item of group) item.reject(error)
        return
      }
    }
  }

  private async writeOnce(inputs: In[]): Promise<Out[]> {
    const { db, write } = this.options
    const transactionID = (await db.beginTransaction()) ?? undefined
    try {
      const results = await write(inputs, { transactionID })
      if (results.length !== inputs.length) throw new Error(`a group of ${inputs.length} answered ${results.length} results`)
      if (transactionID !== undefined) await db.commitTransaction(transactionID)
      this.options.committed?.(inputs, results)
      return results
    } catch (error) {
      // Payload rolls back by itself when one of its operations fails in the transaction.
      if (transactionID !== undefined) await db.rollbackTransaction(transactionID).catch(() => undefined)
      throw error
    }
  }
}

/**
 * Lets the event loop read sockets between two writes of a group. SQLite's client is synchronous
 * and Payload's awaits settle at once, so a group of a hundred writes would otherwise hold the
 * loop for its whole length: no call could be answered, not even refused with a 503.
 */
export const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve))

/** One `make(payload)` per Payload instance (one per process and database), made on first use. */
export function onePerPayload<T extends object>(make: (payload: Payload) => T): (payload: Payload) => T {
  const made = new WeakMap<Payload, T>()
  return (payload) => {
    let one = made.get(payload)
    if (!one) made.set(payload, (one = make(payload)))
    return one
  }
}

import { randomUUID } from 'node:crypto'
import type { BaseDatabaseAdapter, DatabaseAdapterObj } from 'payload'
import { CommitFailed } from '../runtime/database-unavailable'

/** An open transaction as Payload's SQL adapters keep it: queries run on `db`; the two ends settle it. */
type Session = { db: unknown; resolve: () => Promise<void>; reject: () => Promise<void> }
type DrizzleTransaction = (run: (tx: unknown) => Promise<void>, options?: unknown) => Promise<void>
export type SqlAdapter = BaseDatabaseAdapter & {
  drizzle: { transaction: DrizzleTransaction }
  sessions: Record<string, Session>
  initializing?: Promise<unknown>
  transactionOptions?: unknown
  pool?: ConnectionPool
}
type ConnectionPool = {
  on(event: 'error', listener: (error: Error) => void): unknown
  on(event: 'connect', listener: (client: { on(event: 'error', listener: (error: Error) => void): unknown }) => void): unknown
}

/** Rolled-back transactions remembered, so that a commit of one of them fails instead of passing. */
const REMEMBERED_ROLLBACKS = 1_000

/**
 * Opens a transaction and hands back its session once BEGIN ran. Payload's own (3.90,
 * @payloadcms/drizzle's beginTransaction) swallows drizzle's outcome; here `resolve` returns it,
 * so a COMMIT the server refused or never got rejects.
 */
function openSession(adapter: SqlAdapter, options: unknown): Promise<Session> {
  return new Promise((ready, failed) => {
    const outcome: Promise<void> = adapter.drizzle.transaction(async (tx) => {
      await new Promise<void>((commit, rollBack) => {
        ready({
          db: tx,
          resolve: () => {
            commit()
            return outcome
          },
          // Drizzle rolls back and rethrows this reason: a rollback's outcome is nobody's failure.
          reject: () => {
            rollBack(new Error('rolled back'))
            return outcome.catch(() => undefined)
          },
        })
      })
    }, options || adapter.transactionOptions)
    // Before the session is ready, a rejection is a failed BEGIN (no connection); after, `failed` is a no-op.
    outcome.catch(failed)
  })
}

/**
 * A commit that fails throws (docs/decisions/113). Payload's SQL adapters (3.90) catch a failed
 * COMMIT, roll back and return as if it had committed, so the callers answered 200 for writes a
 * PostgreSQL restart had thrown away. Here `commitTransaction` throws `CommitFailed` when the
 * COMMIT fails or when the transaction was rolled back before it (a caller that swallowed the
 * failure of a write inside it), and the pool's connections lost while idle are a log line, not
 * an uncaught 'error' event. Payload's own operations commit through the same call.
 */
export function strictCommits(adapter: DatabaseAdapterObj): DatabaseAdapterObj {
  return {
    ...adapter,
    init: (args) => {
      const db = adapter.init(args) as SqlAdapter
      if (db.name !== 'postgres' && db.name !== 'sqlite') return db
      const rolledBack = new Set<string>()
      const { rollbackTransaction, connect } = db

      db.beginTransaction = async function (this: SqlAdapter, options) {
        await this.initializing
        let session: Session
        try {
          session = await openSession(this, options)
        } catch (error) {
          throw new Error(`cannot begin transaction: ${(error as Error)?.message}`, { cause: error })
        }
        const id = randomUUID()
        this.sessions[id] = session
        return id
      }

      db.commitTransaction = async function (this: SqlAdapter, incomingID) {
        const id = String(incomingID instanceof Promise ? await incomingID : incomingID)
        const session = this.sessions[id]
        if (!session) {
          if (rolledBack.delete(id)) throw new CommitFailed('the transaction was rolled back before its commit')
          return
        }
        delete this.sessions[id]
        try {
          await session.resolve()
        } catch (error) {
          throw new CommitFailed(`the transaction did not commit: ${(error as Error)?.message ?? error}`, { cause: error })
        }
      }

      db.rollbackTransaction = async function (this: SqlAdapter, incomingID) {
        const id = String(incomingID instanceof Promise ? await incomingID : incomingID)
        if (this.sessions[id]) {
          rolledBack.add(id)
          if (rolledBack.size > REMEMBERED_ROLLBACKS) rolledBack.delete(rolledBack.values().next().value!)
        }
        return rollbackTransaction.call(this, id)
      }

      if (connect) {
        db.connect = async function (this: SqlAdapter, options) {
          const hadPool = this.pool !== undefined
          await connect.call(this, options)
          if (!hadPool && this.pool) noteLostConnections(this.pool, this)
        }
      }
      return db
    },
  } as DatabaseAdapterObj
}

/**
 * node-postgres emits 'error' on a pool client whose server went away (a restart, a failover):
 * on the pool for an idle one, on the client for one checked out between two queries. With no
 * listener, that is an uncaught exception and a plain-text dump. The next query on such a
 * client fails on its own, and that failure is what the caller sees.
 */
function noteLostConnections(pool: ConnectionPool, adapter: SqlAdapter): void {
  const note = (error: Error) =>
    adapter.payload.logger.warn({ reason: error.message, code: (error as { code?: string }).code }, 'database connection lost')
  pool.on('connect', (client) => client.on('error', note))
  // An idle client's error also reaches the pool: the client's own listener has logged it.
  pool.on('error', () => undefined)
}

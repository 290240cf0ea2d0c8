import { sql } from 'drizzle-orm'
import type { CollectionBeforeOperationHook } from 'payload'

type DrizzleSession = { execute: (query: ReturnType<typeof sql>) => Promise<unknown> }
type SessionsAdapter = { name: string; sessions?: Record<string, { db?: DrizzleSession }> }

/**
 * Payload writes a document's whole row on every update, from the copy it read at the start of
 * the update. Two writers of one document at once (a webhook recording the upsell's amount, a
 * function recording its status) can each read it before the other commits, and the later write
 * puts back the earlier values: an amount paid is lost.
 *
 * This `beforeOperation` hook runs inside the update's transaction, before Payload reads the
 * document, and takes the row's lock there: a second writer waits until the first commits, then
 * reads what it wrote. On PostgreSQL only: SQLite's transactions take the database's write lock
 * when they begin (`behavior: 'immediate'`, cms/database.ts), and MongoDB aborts a transaction
 * that writes a document another one changed (its write conflict), which the caller retries.
 */
const LOCK_WAIT_MS = 10_000

export function lockRowForUpdate(table: string): CollectionBeforeOperationHook {
  return async ({ args, operation, req }) => {
    const id = (args as { id?: string | number }).id
    if (operation !== 'update' || id == null || req.transactionID == null) return args
    const db = req.payload.db as unknown as SessionsAdapter
    if (db.name !== 'postgres') return args
    const session = db.sessions?.[String(await req.transactionID)]?.db
    if (!session) return args
    // Bounded: should more writers pile up on one row than the pool has connections, a waiter
    // gives up (its update fails and is retried: a webhook is delivered again) rather than wait
    // on a holder that needs a connection back.
    await session.execute(sql.raw(`set local lock_timeout = ${LOCK_WAIT_MS}`))
    await session.execute(sql`select 1 from ${sql.identifier(table)} where "id" = ${id} for update`)
    return args
  }
}

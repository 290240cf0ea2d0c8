import { sql, type SQL } from 'drizzle-orm'
import type { PayloadRequest, Sort, Where } from 'payload'

type RowId = string | number
/** The rows an update is about to read and write: one by id, those a `where` selects, or a global's one row. */
export type RowsToLock = { id: RowId } | { where: Where; limit?: number; sort?: Sort } | 'the global row'

type DrizzleSession = { execute: (query: SQL) => Promise<unknown> }
type SqlAdapter = {
  name: string
  sessions?: Record<string, { db?: DrizzleSession }>
  tableNameMap: Map<string, string>
  find: (args: Record<string, unknown>) => Promise<{ docs: { id: RowId }[] }>
}

/**
 * Bounded: should more writers pile up on one row than the pool has connections, a waiter gives
 * up (its update fails and is retried: a webhook is delivered again) rather than wait on a
 * holder that needs a connection back (decision 066).
 */
const LOCK_WAIT_MS = 10_000

/**
 * Payload writes a document's whole row on every update, from the copy it read at the start of
 * the update: two writers of one document that read it before the other committed put back
 * each other's fields. Run before Payload reads the document, inside the update's transaction,
 * this takes the rows' lock: a second writer waits until the first commits, then reads what it
 * wrote (docs/decisions/067-no-lost-write.md).
 *
 * PostgreSQL only. SQLite's transactions already take turns (`behavior: 'immediate'`,
 * cms/database.ts); on MongoDB a transaction that writes a document another one changed is
 * aborted (its write conflict). Outside a transaction (`disableTransaction`) there is nothing to
 * hold a lock to.
 */
export async function lockRows(req: PayloadRequest, slug: string, rows: RowsToLock): Promise<void> {
  if (req.transactionID == null) return
  const adapter = req.payload.db as unknown as SqlAdapter
  if (adapter.name !== 'postgres') return
  const session = adapter.sessions?.[String(await req.transactionID)]?.db
  if (!session) return
  // The SQL adapters name a table after its slug in snake case (to-snake-case); every slug here is kebab-case.
  const table = adapter.tableNameMap.get(slug.replaceAll('-', '_'))
  if (!table) throw new Error(`No table for "${slug}": its row lock cannot be taken`)
  let which: SQL | undefined
  if (rows === 'the global row') which = undefined
  else if ('id' in rows) which = sql`"id" = ${rows.id}`
  else {
    // A bulk update locks the rows its `where` selects, in one order (by id), so that two bulk
    // updates of overlapping rows never hold one row each while waiting for the other's.
    const { docs } = await adapter.find({
      collection: slug,
      where: rows.where,
      limit: rows.limit ?? 0,
      sort: rows.sort,
      pagination: false,
      req,
      select: { id: true },
    })
    if (!docs.length) return
    which = sql`"id" in (${sql.join(
      docs.map((doc) => sql`${doc.id}`),
      sql`, `,
    )})`
  }
  // One statement: the bounded wait is set (for this transaction only) as the rows are read,
  // before they are locked. `for no key update` is the lock Payload's own update takes later: it
  // lets other transactions insert rows that refer to this one (a message to its conversation),
  // where `for update` would make two such writers wait for each other.
  await session.execute(
    sql`select set_config('lock_timeout', ${String(LOCK_WAIT_MS)}, true) from ${sql.identifier(table)}${which ? sql` where ${which}` : sql``} order by "id" for no key update`,
  )
}

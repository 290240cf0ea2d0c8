import { getTableColumns, type Table } from 'drizzle-orm'
import type { CollectionSlug, Payload } from 'payload'
import type { GroupRequest } from '../overload/grouped-writer'

type Row = Record<string, unknown>
type Inserter = { insert: (table: Table) => { values: (rows: Row[]) => { returning: (fields: Row) => Promise<Row[]> } } }
type SqlAdapter = {
  drizzle: Inserter
  tables: Record<string, Table>
  tableNameMap: Map<string, string>
  sessions?: Record<string, { db?: Inserter }>
}

/** The adapter's drizzle tables when the database is SQL (SQLite, PostgreSQL); MongoDB has none. */
export const sqlAdapterOf = (payload: Payload): SqlAdapter | undefined => {
  const db = payload.db as unknown as Partial<SqlAdapter>
  return db.drizzle && db.tables && db.tableNameMap ? (db as SqlAdapter) : undefined
}

/** The drizzle session of the transaction `req` (the adapter's own connection when `req` names none). */
export async function sqlSessionOf<T>(db: { drizzle: T; sessions?: Record<string, { db?: unknown }> }, req: GroupRequest): Promise<T> {
  if (req.transactionID === undefined) return db.drizzle
  const session = db.sessions?.[String(await req.transactionID)]?.db
  // Never outside the transaction it was asked to write in.
  if (!session) throw new Error('the transaction is not open')
  return session as T
}

/**
 * Inserts rows the server built whole (every column given, under Payload's field names) into a
 * collection without hooks, arrays or has-many relationships, in the transaction `req`, and
 * answers the `returning` fields of each row (match them by a unique column: SQL does not
 * promise their order).
 *
 * On SQL it is one multi-row `insert … returning` through the adapter's drizzle table
 * (docs/decisions/068: the message store's writes cost one round trip per group, not one per
 * row); elsewhere (MongoDB) each row goes through the adapter's own insert, `payload.db.create`.
 * A name the table has no column for is refused: drizzle would drop it silently.
 */
export async function insertRows(
  payload: Payload,
  { collection, rows, req, returning }: { collection: CollectionSlug; rows: Row[]; req: GroupRequest; returning: string[] },
): Promise<Row[]> {
  if (rows.length === 0) return []
  const pick = (doc: Row) => Object.fromEntries(returning.map((name) => [name, doc[name]]))
  const db = sqlAdapterOf(payload)
  if (!db) {
    const out: Row[] = []
    for (const data of rows) out.push(pick(await payload.db.create({ collection, data, req, returning: true })))
    return out
  }
  const table = db.tables[db.tableNameMap.get(collection.replace(/-/g, '_')) ?? '']
  if (!table) throw new Error(`no table for ${collection}`)
  const columns = getTableColumns(table) as Record<string, unknown>
  for (const name of new Set([...rows.flatMap(Object.keys), ...returning]))
    if (!(name in columns)) throw new Error(`${collection} has no column for ${name}`)
  const session = await sqlSessionOf(db, req)
  const inserted = await session
    .insert(table)
    .values(rows)
    .returning(Object.fromEntries(returning.map((name) => [name, columns[name]])))
  if (inserted.length !== rows.length) throw new Error(`${rows.length} rows inserted into ${collection}, ${inserted.length} answered`)
  return inserted
}

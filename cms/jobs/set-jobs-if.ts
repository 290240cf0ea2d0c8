import { and, eq, inArray, isNull, lt, type Column, type SQL, type Table } from 'drizzle-orm'
import type { BaseDatabaseAdapter, PayloadRequest, Where } from 'payload'

type JobId = number | string
type Returning = { returning: (fields: Record<string, Column>) => Promise<{ id: JobId }[]> }
type Updater = { update: (table: Table) => { set: (values: Record<string, unknown>) => { where: (where: SQL | undefined) => Returning } } }
type SqlAdapter = BaseDatabaseAdapter & {
  drizzle: Updater
  tables: Record<string, Table>
  tableNameMap: Map<string, string>
  sessions?: Record<string, { db?: Updater }>
}
type JobColumns = Record<'id' | 'processing' | 'updatedAt' | 'completedAt', Column>

/** Which jobs: among `ids` (or all), those whose `processing` is as given, last written before `updatedBefore`. */
export type JobsCondition = { ids?: JobId[]; processing: boolean; updatedBefore?: string }

/**
 * Sets `processing` on the payload-jobs rows that still meet `condition` when the write happens,
 * and answers the ids it set: of two nodes setting one row, one gets it. Payload's own job writes
 * read the rows first and then write each by id, so two nodes that read at once both write
 * (docs/decisions/091). On SQL one `update … where … returning` (PostgreSQL re-checks the condition
 * after waiting for a concurrent writer of the row; SQLite writers take turns); on MongoDB a
 * conditional `findOneAndUpdate` per row, atomic per document.
 */
export async function setJobsIf(
  db: BaseDatabaseAdapter,
  req: Partial<PayloadRequest> | undefined,
  processing: boolean,
  condition: JobsCondition,
) {
  if (condition.ids?.length === 0) return []
  const now = new Date().toISOString()
  const sql = db as SqlAdapter
  if (sql.drizzle && sql.tables && sql.tableNameMap) {
    const table = sql.tables[sql.tableNameMap.get('payload_jobs')!]!
    const column = table as unknown as JobColumns
    const session = req?.transactionID != null ? (sql.sessions?.[String(await req.transactionID)]?.db ?? sql.drizzle) : sql.drizzle
    const rows = await session
      .update(table)
      .set({ processing, updatedAt: now })
      .where(
        and(
          condition.ids ? inArray(column.id, condition.ids) : undefined,
          eq(column.processing, condition.processing),
          isNull(column.completedAt),
          condition.updatedBefore ? lt(column.updatedAt, condition.updatedBefore) : undefined,
        ),
      )
      .returning({ id: column.id })
    return rows.map((row) => row.id)
  }
  const where = (id?: JobId): Where => ({
    and: [
      ...(id === undefined ? [] : [{ id: { equals: id } }]),
      { processing: { equals: condition.processing } },
      { completedAt: { exists: false } },
      ...(condition.updatedBefore ? [{ updatedAt: { less_than: condition.updatedBefore } }] : []),
    ],
  })
  const ids =
    condition.ids ??
    (await db.find({ collection: 'payload-jobs', where: where(), limit: 0, pagination: false, req })).docs.map((doc) => doc.id)
  const set: JobId[] = []
  for (const id of ids) {
    const row = await db.updateOne({ collection: 'payload-jobs', where: where(id), data: { processing, updatedAt: now }, req })
    if (row) set.push(id)
  }
  return set
}

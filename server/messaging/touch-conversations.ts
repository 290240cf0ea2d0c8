import { and, inArray, isNull, lt, or, type Column, type SQL, type Table } from 'drizzle-orm'
import type { Payload } from 'payload'
import type { GroupRequest } from '../overload/grouped-writer'
import { sqlAdapterOf, sqlSessionOf } from './insert-rows'

type Updater = {
  update: (table: Table) => { set: (values: Record<string, unknown>) => { where: (where: SQL | undefined) => Promise<unknown> } }
}

/**
 * Moves the conversations' `last_message_at` (the list's order) to `sentAt`, in the transaction
 * `req`; a conversation a later group already moved further is left alone. One statement for a
 * whole group of messages (docs/decisions/068): on SQL an `update … where id in (…)` through the
 * adapter's drizzle table, as Payload's `updateMany` there would read the ids and then write each
 * row on its own; on MongoDB, `updateMany`, one operation already.
 */
export async function touchConversations(payload: Payload, { ids, sentAt, req }: { ids: string[]; sentAt: string; req: GroupRequest }) {
  if (ids.length === 0) return
  const db = sqlAdapterOf(payload)
  if (!db) {
    await payload.db.updateMany({
      collection: 'conversations',
      where: { and: [{ id: { in: ids } }, { or: [{ last_message_at: { less_than: sentAt } }, { last_message_at: { exists: false } }] }] },
      data: { last_message_at: sentAt, updatedAt: sentAt },
      req,
      returning: false,
    })
    return
  }
  const table = db.tables[db.tableNameMap.get('conversations')!]!
  const column = table as unknown as Record<'id' | 'last_message_at', Column>
  const session = await sqlSessionOf(db as unknown as { drizzle: Updater; sessions?: Record<string, { db?: unknown }> }, req)
  await session
    .update(table)
    .set({ last_message_at: sentAt, updatedAt: sentAt })
    .where(and(inArray(column.id, ids.map(Number)), or(lt(column.last_message_at, sentAt), isNull(column.last_message_at))))
}

import type { BaseDatabaseAdapter, DatabaseAdapterObj, FindOneArgs, PayloadRequest, UpdateOneArgs } from 'payload'
import { lockRows } from './lockRows'
import { mergeSessions, type Session } from './mergeSessions'

type Row = Record<string, unknown> & { id?: string | number; sessions?: Session[] }
/** What a request last read (or wrote) of an account: each field as JSON, and its sessions. */
type Seen = { fields: Map<string, string | undefined>; sessions: Session[] }

const json = (value: unknown) => JSON.stringify(value)

function seen(row: Row): Seen {
  return {
    fields: new Map(Object.entries(row).map(([key, value]) => [key, json(value)])),
    sessions: (row.sessions ?? []).map((session) => ({ ...session })),
  }
}

/**
 * Payload's sign-in, sign-out, token refresh, password reset and e-mail check write an
 * account's whole row through the adapter (`payload.db.updateOne`), sessions included, from the
 * copy they read first: sign-in reads it before its transaction begins, and none of them take
 * the row lock every `update` takes (./lockRows.ts). Sign-ins at once dropped each other's
 * sessions, and a sign-in put back a field an admin had just changed (docs/decisions/077).
 *
 * This adapter remembers what each request read of an auth collection's rows by `findOne` (as
 * every operation above reads, and `update` by id). A whole-row write (one that carries
 * `sessions`) then takes the row's lock, reads the row again in its transaction, and writes only
 * the fields that differ from what the request had read, and the sessions merged
 * (./mergeSessions.ts). Payload's own `update` reads under the lock already: for it, nothing
 * changes. A write by a caller that read without `req` is left as it was.
 * Only the adapter's own API is used, so MongoDB works the same way (there a transaction that
 * wrote over another's change fails instead of waiting).
 */
export function mergeAccountWrites(adapter: DatabaseAdapterObj): DatabaseAdapterObj {
  return {
    ...adapter,
    init: (args) => {
      const db = adapter.init(args) as BaseDatabaseAdapter
      const { findOne, updateOne } = db
      const reads = new WeakMap<object, Map<string, Seen>>()
      const isAccount = (slug: string) =>
        Boolean(
          (db.payload.collections as Record<string, { config: { auth?: { useSessions?: boolean } } }>)[slug]?.config.auth?.useSessions,
        )
      const remember = (req: UpdateOneArgs['req'], row: unknown) => {
        if (!req || !row || typeof row !== 'object' || (row as Row).id == null) return
        if (!reads.has(req)) reads.set(req, new Map())
        reads.get(req)!.set(String((row as Row).id), seen(row as Row))
      }

      db.findOne = async function (this: BaseDatabaseAdapter, query: FindOneArgs) {
        const row = await findOne.call(this, query)
        if (isAccount(query.collection)) remember(query.req, row)
        return row
      } as typeof findOne
      db.updateOne = async function (this: BaseDatabaseAdapter, write: UpdateOneArgs) {
        const { collection, data, id, req } = write
        const read = req && id != null ? reads.get(req)?.get(String(id)) : undefined
        if (!isAccount(collection) || !read || !Array.isArray(data.sessions)) return updateOne.call(this, write)
        await lockRows(req as PayloadRequest, collection, { id: id! })
        const current = (await findOne.call(this, { collection, req, where: { id: { equals: id } } })) as Row | null
        if (!current) return updateOne.call(this, write)
        const changed: Record<string, unknown> = {}
        for (const [field, value] of Object.entries(data))
          if (field !== 'sessions' && (field === 'updatedAt' || json(value) !== read.fields.get(field))) changed[field] = value
        const sessions = mergeSessions(read.sessions, data.sessions as Session[], current.sessions ?? [])
        // Two writes in the request's transaction: the SQL adapters write a row that carries an
        // array as an upsert, whose insert needs every required column; the changed columns
        // alone are a plain update, the sessions alone rewrite their own table only.
        // `updatedAt: null` asks the adapter to leave it: passed on as given.
        if (Object.entries(changed).some(([field, value]) => field !== 'updatedAt' || value != null))
          await updateOne.call(this, { ...write, data: changed, returning: false })
        const result = await updateOne.call(this, { ...write, data: { sessions, updatedAt: null } })
        // The request goes on from what it wrote (or, asked for, what is stored now).
        remember(req, result && typeof result === 'object' ? result : { ...data, id })
        return result
      } as typeof updateOne
      return db
    },
  } as DatabaseAdapterObj
}

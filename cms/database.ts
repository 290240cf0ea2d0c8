import path from 'node:path'
import type { DatabaseAdapterObj } from 'payload'
import { createClient, type Client, type Config as LibsqlConfig } from '@libsql/client'
import { sqliteAdapter } from '@payloadcms/db-sqlite'
import { serializedSqliteClient } from './sqlite-client'
import { postgresAdapter } from '@payloadcms/db-postgres'
import { setting } from '../runtime/settings'
import { mongooseAdapter } from '@payloadcms/db-mongodb'
import { migrations as sqliteMigrations } from './migrations/sqlite/index'
import { migrations as postgresMigrations } from './migrations/postgres/index'

export type DatabaseKind = 'sqlite' | 'postgres' | 'mongodb'

/** The embedded default lives under data/; development and production keep separate files. */
export function defaultSqliteFile(): string {
  const name = setting('NODE_ENV') === 'production' ? 'app.db' : 'dev.db'
  return path.resolve(/*turbopackIgnore: true*/ process.cwd(), 'data', name)
}

export function databaseKind(url = setting('DATABASE_URL')): DatabaseKind {
  if (!url || url.startsWith('file:')) return 'sqlite'
  if (/^postgres(ql)?:\/\//.test(url)) return 'postgres'
  if (/^mongodb(\+srv)?:\/\//.test(url)) return 'mongodb'
  throw new Error(`DATABASE_URL must be empty, file:<path>, postgres://… or mongodb://… (got "${url.split(':')[0]}:…")`)
}

/** Picks the Payload database adapter from DATABASE_URL (see docs/decisions/001). */
export function databaseAdapter(url = setting('DATABASE_URL')): DatabaseAdapterObj {
  const migrationRoot = path.resolve(/*turbopackIgnore: true*/ process.cwd(), 'cms/migrations')
  switch (databaseKind(url)) {
    case 'sqlite':
      return serializedWriters(
        sqliteAdapter({
          client: { url: url ?? `file:${defaultSqliteFile()}` },
          // Real transactions (off by default in the SQLite adapter) so a batch is written whole
          // or not at all; WAL and a busy timeout let concurrent writers wait instead of failing.
          transactionOptions: { behavior: 'immediate' },
          wal: true,
          busyTimeout: SQLITE_BUSY_TIMEOUT_MS,
          migrationDir: path.join(migrationRoot, 'sqlite'),
          prodMigrations: sqliteMigrations,
        }),
      )
    case 'postgres':
      return retryableConnect(
        postgresAdapter({
          pool: { connectionString: url },
          migrationDir: path.join(migrationRoot, 'postgres'),
          prodMigrations: postgresMigrations,
        }),
      )
    case 'mongodb':
      return mongooseAdapter({ url: url! })
  }
}

const SQLITE_BUSY_TIMEOUT_MS = 10_000

/**
 * The PostgreSQL adapter rejects its `initializing` promise when it cannot connect, and nothing
 * awaits it: an unhandled rejection that kills the process before server/payload.ts can wait
 * for the database and try again. The connect call's own error still reaches the caller.
 */
function retryableConnect(adapter: DatabaseAdapterObj): DatabaseAdapterObj {
  return {
    ...adapter,
    init: (args) => {
      const instance = adapter.init(args)
      ;(instance as { initializing?: Promise<unknown> }).initializing?.catch(() => undefined)
      return instance
    },
  }
}

type SqliteAdapterInstance = { client?: Client; clientConfig: LibsqlConfig; connect?: (options?: unknown) => Promise<void> }

/**
 * The SQLite adapter on our libsql client (cms/sqlite-client.ts): every connection gets the
 * adapter's pragmas, and this process's writers take turns instead of locking each other out.
 */
function serializedWriters(adapter: DatabaseAdapterObj): DatabaseAdapterObj {
  return {
    ...adapter,
    init: (args) => {
      const instance = adapter.init(args) as unknown as SqliteAdapterInstance
      const connect = instance.connect!
      // The adapter makes its client only when it has none: it gets ours before it connects.
      instance.connect = async function (this: SqliteAdapterInstance, options?: unknown) {
        if (this.client) return connect.call(this, options)
        this.client = serializedSqliteClient(createClient(this.clientConfig), {
          file: this.clientConfig.url,
          // What the adapter sets on its first connection. (`wal: true`'s synchronous = FULL is
          // SQLite's default anyway; that pragma would also read the schema into a connection
          // opened before a migration's DDL commits, and stale, make the next migration fail.)
          pragmas: [`PRAGMA busy_timeout = ${SQLITE_BUSY_TIMEOUT_MS}`],
          waitMs: SQLITE_BUSY_TIMEOUT_MS,
          openConnection: () => createClient(this.clientConfig),
        })
        // The adapter sets its busy timeout only on a client it makes itself: without it, this
        // connection met another process's write lock (a second node, a test's own Payload) with
        // an immediate "database is locked" instead of waiting its turn.
        await this.client.execute(`PRAGMA busy_timeout = ${SQLITE_BUSY_TIMEOUT_MS}`)
        return connect.call(this, options)
      }
      return instance as unknown as ReturnType<DatabaseAdapterObj['init']>
    },
  }
}

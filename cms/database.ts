import path from 'node:path'
import type { DatabaseAdapterObj } from 'payload'
import { sqliteAdapter } from '@payloadcms/db-sqlite'
import { postgresAdapter } from '@payloadcms/db-postgres'
import { mongooseAdapter } from '@payloadcms/db-mongodb'
import { migrations as sqliteMigrations } from './migrations/sqlite/index'
import { migrations as postgresMigrations } from './migrations/postgres/index'

export type DatabaseKind = 'sqlite' | 'postgres' | 'mongodb'

/** The embedded default lives under data/; development and production keep separate files. */
export function defaultSqliteFile(): string {
  const name = process.env.NODE_ENV === 'production' ? 'app.db' : 'dev.db'
  return path.resolve(/*turbopackIgnore: true*/ process.cwd(), 'data', name)
}

export function databaseKind(url = process.env.DATABASE_URL): DatabaseKind {
  if (!url || url.startsWith('file:')) return 'sqlite'
  if (/^postgres(ql)?:\/\//.test(url)) return 'postgres'
  if (/^mongodb(\+srv)?:\/\//.test(url)) return 'mongodb'
  throw new Error(`DATABASE_URL must be empty, file:<path>, postgres://… or mongodb://… (got "${url.split(':')[0]}:…")`)
}

/** Picks the Payload database adapter from DATABASE_URL (see docs/decisions/001). */
export function databaseAdapter(url = process.env.DATABASE_URL): DatabaseAdapterObj {
  const migrationRoot = path.resolve(/*turbopackIgnore: true*/ process.cwd(), 'cms/migrations')
  switch (databaseKind(url)) {
    case 'sqlite':
      return sqliteAdapter({
        client: { url: url ?? `file:${defaultSqliteFile()}` },
        // Real transactions (off by default in the SQLite adapter) so a batch is written whole
        // or not at all; WAL and a busy timeout let concurrent writers wait instead of failing.
        transactionOptions: { behavior: 'immediate' },
        wal: true,
        busyTimeout: 10_000,
        migrationDir: path.join(migrationRoot, 'sqlite'),
        prodMigrations: sqliteMigrations,
      })
    case 'postgres':
      return postgresAdapter({
        pool: { connectionString: url },
        migrationDir: path.join(migrationRoot, 'postgres'),
        prodMigrations: postgresMigrations,
      })
    case 'mongodb':
      return mongooseAdapter({ url: url! })
  }
}

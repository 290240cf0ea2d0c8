import { describe, inject } from 'vitest'

/**
 * `describe` for tests whose server is one of their own on SQLite, whatever the pass's
 * database: the PostgreSQL pass would run them exactly as the SQLite pass does, so they run
 * there only (docs/decisions/100). Their hooks go inside it, so that a skipped file starts
 * nothing. A test that needs its own server on PostgreSQL passes `database` to startServer
 * instead and runs in both passes.
 */
export const describeInSqlitePassOnly = describe.skipIf(inject('databaseKind') === 'postgres')

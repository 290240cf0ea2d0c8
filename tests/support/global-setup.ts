import type { TestProject } from 'vitest/node'
import { createPostgresDatabase, startServer, type RunningServer } from './server'

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string
    databaseKind: string
    serverLogFile: string
    databaseUrl: string
  }
}

/**
 * One real server per test project run, on a fresh database: SQLite by default, or a new
 * PostgreSQL database when TEST_DATABASE=postgres (with TEST_POSTGRES_URL).
 */
export default async function setup(project: TestProject) {
  const kind = process.env.TEST_DATABASE === 'postgres' ? 'postgres' : 'sqlite'
  let dropDatabase: (() => Promise<void>) | undefined
  let server: RunningServer
  if (kind === 'postgres') {
    const base = process.env.TEST_POSTGRES_URL
    if (!base) throw new Error('TEST_DATABASE=postgres needs TEST_POSTGRES_URL')
    const db = await createPostgresDatabase(base)
    dropDatabase = db.drop
    server = await startServer({ database: { kind: 'postgres', url: db.url } })
  } else {
    server = await startServer()
  }
  project.provide('baseUrl', server.url)
  project.provide('databaseKind', kind)
  project.provide('serverLogFile', server.logFile)
  project.provide('databaseUrl', server.databaseUrl)
  return async () => {
    const code = await server.stop()
    if (dropDatabase) await dropDatabase()
    if (code !== 0) throw new Error(`server exited with ${code} on SIGTERM:\n${server.logs().slice(-3000)}`)
  }
}

import type { Payload } from 'payload'
import type { Logger } from '../../runtime/logger'
import { setting } from '../../runtime/settings'
import type { RedisClient } from '../redis/connect-redis'

/** A check that does not answer in this time has failed: a load balancer's probe should not hang. */
const CHECK_TIMEOUT_MS = 3_000

export type Readiness = {
  ready: boolean
  /** The checks that failed, by name ("draining", "database", "redis", "migrations"). */
  failed: string[]
  checks: Record<string, string>
}

export type ReadinessDeps = { payload: Payload; logger: Logger; redis?: RedisClient; draining: () => boolean }

/**
 * Whether this node should get traffic: not shutting down, the database answers, Redis
 * answers (when configured) and every migration Payload knows is applied. Reasons go to the
 * log; the answer names only what failed.
 */
export async function readiness({ payload, logger, redis, draining }: ReadinessDeps): Promise<Readiness> {
  if (draining()) return { ready: false, failed: ['draining'], checks: { draining: 'shutting down' } }
  const checks: Record<string, string> = {}
  const [database, cache] = await Promise.all([
    withTimeout(appliedMigrations(payload), 'database'),
    redis ? withTimeout(redisPing(redis), 'redis') : Promise.resolve(undefined),
  ])

  if (database instanceof Error) {
    logger.warn({ err: database }, 'not ready: the database does not answer')
    checks.database = 'unreachable'
  } else {
    checks.database = 'ok'
    checks.migrations = migrationState(payload, database)
  }
  if (cache instanceof Error) {
    logger.warn({ err: cache }, 'not ready: Redis does not answer')
    checks.redis = 'unreachable'
  } else if (redis) checks.redis = 'ok'

  const failed = Object.entries(checks)
    .filter(([name, state]) => state === 'unreachable' || (name === 'migrations' && state.startsWith('pending')))
    .map(([name]) => name)
  return { ready: failed.length === 0, failed, checks }
}

/** The names in payload_migrations (a cheap read that also proves the database answers). */
async function appliedMigrations(payload: Payload): Promise<Set<string>> {
  const { docs } = await payload.find({
    collection: 'payload-migrations',
    pagination: false,
    depth: 0,
    select: { name: true },
    // A system check, not an act for a user.
    overrideAccess: true,
  })
  return new Set(docs.map((doc) => doc.name ?? ''))
}

function migrationState(payload: Payload, applied: Set<string>): string {
  const adapter = payload.db as unknown as { push?: boolean; prodMigrations?: { name: string }[] }
  // Development pushes the schema from the collections instead (Payload's dev mode).
  if (setting('NODE_ENV') !== 'production' && adapter.push !== false) return 'schema pushed (development)'
  const known = adapter.prodMigrations ?? []
  const pending = known.map((migration) => migration.name).filter((name) => !applied.has(name))
  if (pending.length > 0) return `pending: ${pending.join(', ')}`
  return known.length === 0 ? 'none defined' : 'ok'
}

async function redisPing(redis: RedisClient): Promise<void> {
  // A client that lost its connection queues commands until it is back: say so at once.
  if (!redis.isReady) throw new Error('not connected')
  await redis.ping()
}

function withTimeout<T>(work: Promise<T>, what: string): Promise<T | Error> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<Error>((resolve) => {
    timer = setTimeout(() => resolve(new Error(`${what} did not answer in ${CHECK_TIMEOUT_MS} ms`)), CHECK_TIMEOUT_MS)
    timer.unref()
  })
  return Promise.race([work.catch((error: unknown) => (error instanceof Error ? error : new Error(String(error)))), timeout]).finally(() =>
    clearTimeout(timer),
  )
}

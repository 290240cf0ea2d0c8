import type { Payload } from 'payload'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { createLogger } from '../../runtime/logger'
import { readiness } from '../../server/observability/readiness'
import { connectRedis, type RedisClient } from '../../server/redis/connect-redis'
import { startRedis, type RunningRedis } from '../support/redis'

const logger = createLogger('silent')
const KNOWN = [{ name: '20261122_000400_initial' }, { name: '20261123_173413_hero_poster' }]

/**
 * A stand-in for the two things readiness reads from Payload: the payload_migrations rows
 * (or the database's failure) and the migrations its adapter knows.
 */
function payloadWith({ applied, fails }: { applied?: string[]; fails?: Error }): Payload {
  return {
    db: { prodMigrations: KNOWN },
    find: async () => {
      if (fails) throw fails
      return { docs: (applied ?? []).map((name) => ({ name })) }
    },
  } as unknown as Payload
}

let redisServer: RunningRedis
let redis: RedisClient
beforeAll(async () => {
  redisServer = await startRedis()
  redis = await connectRedis(redisServer.url, logger)
})
afterAll(async () => {
  await redis?.destroy()
  await redisServer?.stop()
})
afterEach(() => vi.unstubAllEnvs())

const allApplied = KNOWN.map((migration) => migration.name)

describe('readiness (/readyz)', () => {
  it('is ready when the database answers, every known migration is applied and Redis answers', async () => {
    vi.stubEnv('NODE_ENV', 'production')
    expect(await readiness({ payload: payloadWith({ applied: allApplied }), logger, redis, draining: () => false })).toEqual({
      ready: true,
      failed: [],
      checks: { database: 'ok', migrations: 'ok', redis: 'ok' },
    })
  })

  it('names the migrations still pending', async () => {
    vi.stubEnv('NODE_ENV', 'production')
    const state = await readiness({ payload: payloadWith({ applied: [allApplied[0]!] }), logger, draining: () => false })
    expect(state).toMatchObject({ ready: false, failed: ['migrations'], checks: { migrations: 'pending: 20261123_173413_hero_poster' } })
  })

  it('says the schema is pushed in development, where there are no migrations to apply', async () => {
    vi.stubEnv('NODE_ENV', 'development')
    const state = await readiness({ payload: payloadWith({ applied: [] }), logger, draining: () => false })
    expect(state).toEqual({ ready: true, failed: [], checks: { database: 'ok', migrations: 'schema pushed (development)' } })
  })

  it('fails on a database that does not answer, without saying why to the caller', async () => {
    const state = await readiness({
      payload: payloadWith({ fails: new Error('connect ECONNREFUSED 10.0.0.5:5432 password=secret') }),
      logger,
      draining: () => false,
    })
    expect(state).toEqual({ ready: false, failed: ['database'], checks: { database: 'unreachable' } })
  })

  it('is not ready while draining, whatever else holds', async () => {
    const state = await readiness({ payload: payloadWith({ applied: allApplied }), logger, redis, draining: () => true })
    expect(state).toEqual({ ready: false, failed: ['draining'], checks: { draining: 'shutting down' } })
  })

  it('fails at once while Redis is down, and is ready again when it is back', async () => {
    vi.stubEnv('NODE_ENV', 'production')
    const payload = payloadWith({ applied: allApplied })
    redisServer.kill()
    await vi.waitFor(() => expect(redis.isReady).toBe(false), { timeout: 5_000 })
    const started = Date.now()
    expect(await readiness({ payload, logger, redis, draining: () => false })).toMatchObject({
      ready: false,
      failed: ['redis'],
      checks: { database: 'ok', redis: 'unreachable' },
    })
    expect(Date.now() - started).toBeLessThan(1_000)

    await redisServer.start()
    await vi.waitFor(() => expect(redis.isReady).toBe(true), { timeout: 10_000 })
    expect(await readiness({ payload, logger, redis, draining: () => false })).toMatchObject({ ready: true, checks: { redis: 'ok' } })
  })
})

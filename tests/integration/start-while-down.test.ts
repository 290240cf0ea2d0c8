import { afterAll, describe, expect, it } from 'vitest'
import { startRedis, type RunningRedis } from '../support/redis'
import { createPostgresDatabase, startServer, type RunningServer } from '../support/server'
import { startTcpGate, type TcpGate } from '../support/tcp-gate'

const postgres = process.env.TEST_DATABASE === 'postgres'
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

async function until(check: () => boolean, what: string, ms: number) {
  const end = Date.now() + ms
  while (!check()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`)
    await sleep(100)
  }
}

/** Issue 17: a node started while PostgreSQL or Redis is down waits, says so, then serves. */
describe.skipIf(!postgres)('a node started before its database and Redis', () => {
  const cleanup: (() => Promise<unknown>)[] = []
  afterAll(async () => {
    for (const step of cleanup.reverse()) await step().catch(() => undefined)
  })

  it('retries with a log line per try, then serves', async () => {
    const redis: RunningRedis = await startRedis()
    cleanup.push(() => redis.stop())
    const database = await createPostgresDatabase(process.env.TEST_POSTGRES_URL!)
    cleanup.push(() => database.drop())
    const redisGate: TcpGate = await startTcpGate()
    const databaseGate: TcpGate = await startTcpGate()
    cleanup.push(
      () => redisGate.close(),
      () => databaseGate.close(),
    )
    const real = new URL(database.url)
    const gated = new URL(database.url)
    gated.port = String(databaseGate.port)

    const starting = startServer({
      database: { kind: 'postgres', url: gated.toString() },
      env: { REDIS_URL: `redis://127.0.0.1:${redisGate.port}` },
    })
    let node: RunningServer | undefined
    starting.then((started) => (node = started)).catch(() => undefined)
    // Redis first (start.ts connects it before the database): let it be refused a few times.
    await until(() => redisGate.attempts() >= 3, 'the node to try Redis', 90_000)
    redisGate.open(redis.port)
    await until(() => databaseGate.attempts() >= 3, 'the node to try the database', 90_000)
    expect(node).toBeUndefined()
    databaseGate.open(Number(real.port))
    node = await starting
    cleanup.push(() => node!.stop())

    const logs = node.logs()
    expect(logs).toMatch(/"attempt":2,.*"msg":"waiting for Redis \(redis\)"/)
    expect(logs).toMatch(/"attempt":2,.*"msg":"waiting for the database"/)
    expect(logs).toContain('"msg":"database reachable"')
    const home = await fetch(`${node.url}/`)
    expect(home.status).toBe(200)
    expect(await node.stop()).toBe(0)
  }, 300_000)
})

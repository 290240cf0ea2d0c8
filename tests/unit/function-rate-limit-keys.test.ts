import type { AddressInfo } from 'node:net'
import express from 'express'
import type { Payload } from 'payload'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { PaymentProvider } from '../../server/billing/payment-provider'
import { serverFunctions } from '../../server/functions/registry'
import { functionsRouter } from '../../server/functions/router'
import { defineFunction } from '../../server/functions/types'
import { createLogger } from '../../runtime/logger'
import { budgetedFunction, signInRateLimit, UNKNOWN_FUNCTION } from '../../server/rate-limit'
import { connectRedis, type RedisClient } from '../../server/redis/connect-redis'
import { startRedis, type RunningRedis } from '../support/redis'
import { leadModalBody } from '../support/load-payloads'

const LEAD = leadModalBody('ada@example.com')
const leadStored = defineFunction('create-lead', { auth: 'public', handler: async () => ({ leadId: '42', leadToken: 'a'.repeat(43) }) })
const checklistSent = defineFunction('send-checklist', { auth: 'public', handler: async () => ({ sent: true as const }) })
const logger = createLogger('silent')

const servers: ReturnType<express.Express['listen']>[] = []
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))))
})

async function listen(app: express.Express): Promise<string> {
  const server = app.listen(0, '127.0.0.1')
  await new Promise((resolve) => server.once('listening', resolve))
  servers.push(server)
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`
}

/** The functions router as server/app.ts mounts it, with a stand-in create-lead that never reaches a database. */
async function startNode({ perMinute, redis }: { perMinute: number; redis?: RedisClient }) {
  const app = express()
  app.set('trust proxy', 'loopback')
  app.use(
    '/fn',
    functionsRouter({
      payload: {} as Payload,
      logger,
      rateLimitPerMinute: perMinute,
      functions: { ...serverFunctions, 'create-lead': leadStored, 'send-checklist': checklistSent },
      payments: {} as PaymentProvider,
      redis,
    }),
  )
  const base = await listen(app)
  return (path: string, client = '10.0.0.1', body: unknown = LEAD) =>
    fetch(`${base}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': client },
      body: JSON.stringify(body),
    })
}

describe('the budget a /fn path spends (issue 21.7)', () => {
  it('resolves spellings of a path to the function the router runs', () => {
    expect(budgetedFunction('/create-lead')).toBe('create-lead')
    expect(budgetedFunction('/create-lead/')).toBe('create-lead')
    expect(budgetedFunction('/%63reate-lead')).toBe('create-lead')
    expect(budgetedFunction('/CREATE-LEAD')).toBe('create-lead')
    expect(budgetedFunction('/nope')).toBe(UNKNOWN_FUNCTION)
    expect(budgetedFunction('/%E0%A4%A')).toBe(UNKNOWN_FUNCTION)
    expect(budgetedFunction('/create-lead/extra')).toBe(UNKNOWN_FUNCTION)
  })

  it('a trailing slash or an escaped letter does not get a budget of its own', async () => {
    const call = await startNode({ perMinute: 2 })
    expect((await call('/fn/create-lead')).status).toBe(200)
    expect((await call('/fn/create-lead/')).status).toBe(200)
    // The router runs these as create-lead; the budget is spent.
    expect((await call('/fn/%63reate-lead')).status).toBe(429)
    expect((await call('/fn/create-lead/')).status).toBe(429)
    expect((await call('/fn/create-lead')).status).toBe(429)
  })

  it('unknown names share one budget, apart from the real functions', async () => {
    const call = await startNode({ perMinute: 2 })
    expect((await call('/fn/nope-1')).status).toBe(404)
    expect((await call('/fn/nope-2')).status).toBe(404)
    expect((await call('/fn/nope-3')).status).toBe(429)
    expect((await call('/fn/create-lead')).status).toBe(200)
  })
})

describe('the checklist e-mail is rate limited like the lead forms', () => {
  it('send-checklist spends a budget of its own per client address, then answers 429', async () => {
    const call = await startNode({ perMinute: 2 })
    const checklist = { email: 'ada@example.com', source: 'cancel_page' }
    expect((await call('/fn/send-checklist', '10.0.0.1', checklist)).status).toBe(200)
    expect((await call('/fn/send-checklist', '10.0.0.1', checklist)).status).toBe(200)
    const refused = await call('/fn/send-checklist', '10.0.0.1', checklist)
    expect(refused.status).toBe(429)
    expect(((await refused.json()) as { code: string }).code).toBe('RATE_LIMITED')
    // Another address, and the lead form of the same address, still have theirs.
    expect((await call('/fn/send-checklist', '10.0.0.2', checklist)).status).toBe(200)
    expect((await call('/fn/create-lead')).status).toBe(200)
  })
})

describe('rate limits shared through Redis (REDIS_URL)', () => {
  let redis: RunningRedis
  let clients: RedisClient[] = []
  beforeAll(async () => {
    redis = await startRedis()
  })
  afterAll(async () => {
    await Promise.all(clients.map((client) => client.close()))
    clients = []
    await redis?.stop()
  })
  const client = async () => {
    const connected = await connectRedis(redis.url, logger)
    clients.push(connected)
    return connected
  }

  it('a function budget spent on one node holds on the other', async () => {
    const nodeA = await startNode({ perMinute: 3, redis: await client() })
    const nodeB = await startNode({ perMinute: 3, redis: await client() })
    const address = '10.9.0.1'
    expect((await nodeA('/fn/create-lead', address)).status).toBe(200)
    expect((await nodeB('/fn/create-lead', address)).status).toBe(200)
    expect((await nodeA('/fn/create-lead', address)).status).toBe(200)
    const refused = await nodeB('/fn/create-lead', address)
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    // Another address still has its own budget.
    expect((await nodeB('/fn/create-lead', '10.9.0.2')).status).toBe(200)
  })

  it('sign-in attempts are counted across nodes, apart from the function budgets', async () => {
    const startLogin = async (shared: RedisClient) => {
      const app = express()
      app.set('trust proxy', 'loopback')
      app.post('/api/users/login', signInRateLimit({ perMinute: 2, redis: shared }), (_req, res) => void res.status(401).json({}))
      const base = await listen(app)
      return () => fetch(`${base}/api/users/login`, { method: 'POST', headers: { 'x-forwarded-for': '10.9.0.1' } })
    }
    const loginA = await startLogin(await client())
    const loginB = await startLogin(await client())
    expect((await loginA()).status).toBe(401)
    expect((await loginB()).status).toBe(401)
    expect((await loginA()).status).toBe(429)
    expect((await loginB()).status).toBe(429)
  })

  it('lets requests through while Redis is down, and counts again when it is back', async () => {
    const call = await startNode({ perMinute: 1, redis: await client() })
    redis.kill()
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect((await call('/fn/create-lead', '10.9.1.1')).status).toBe(200)
    await redis.start()
    const until = Date.now() + 10_000
    // The client reconnects on its own (back-off up to 5 s).
    while ((await call('/fn/create-lead', '10.9.1.2')).status !== 429 && Date.now() < until) await new Promise((r) => setTimeout(r, 200))
    expect((await call('/fn/create-lead', '10.9.1.2')).status).toBe(429)
  }, 30_000)
})

import { randomBytes } from 'node:crypto'
import type { PayloadRequest } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ERRORS } from '../../contracts/errors'
import {
  ACCOUNT_LIMITS,
  CLIENT_ADDRESS_HEADER,
  clearSignInAttempts,
  configureSignInBudgets,
  useRedisForSignInBudgets,
  limitSignInAttempts,
} from '../../collections/Users/hooks/limitSignInAttempts'
import { connectRedis, type RedisClient } from '../../server/redis/connect-redis'
import { startRedis, type RunningRedis } from '../support/redis'

const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined }
let redis: RunningRedis
const clients: RedisClient[] = []

beforeAll(async () => {
  redis = await startRedis()
})

afterAll(async () => {
  // Back to this process's memory for anything else in the worker.
  configureSignInBudgets({ perAddressPerMinute: 10, redis: undefined })
  await Promise.all(clients.map((client) => client.quit()))
  await redis?.stop()
})

/** A node: its own client to the shared Redis, as server/app.ts configures it at start-up. */
async function node(perAddressPerMinute = 1000) {
  const client = await connectRedis(redis.url, quiet, 'sign-in-test')
  clients.push(client)
  configureSignInBudgets({ perAddressPerMinute })
  useRedisForSignInBudgets(client)
  return client
}

/** A request as Payload hands it to the hooks, from a client address server/app.ts wrote. */
const from = (address: string) => ({ headers: new Headers({ [CLIENT_ADDRESS_HEADER]: address }) }) as unknown as PayloadRequest

const login = (email: string, address: string) =>
  limitSignInAttempts({
    args: { data: { email, password: 'wrong-password' } },
    operation: 'login',
    req: from(address),
  } as Parameters<typeof limitSignInAttempts>[0])

const rateLimited = (attempt: unknown) =>
  Promise.resolve(attempt).then(
    () => false,
    (error: { status?: number; message?: string }) => error.status === 429 && error.message === ERRORS.RATE_LIMITED.message,
  )

describe('sign-in budgets in Redis (several nodes)', () => {
  it('counts in Redis, so a second node sees what the first counted', async () => {
    const first = await node()
    const email = `owner-${randomBytes(4).toString('hex')}@example.com`
    const { limit } = ACCOUNT_LIMITS.loginPerAccountAndAddress
    for (let i = 0; i < limit; i++) expect(await rateLimited(login(email, '203.0.113.5'))).toBe(false)
    expect(await first.keys('agency:sign-in:loginPerAccountAndAddress:*')).toContain(
      `agency:sign-in:loginPerAccountAndAddress:${email} 203.0.113.5`,
    )

    // Another node, another client, the same Redis: the address is over its budget there too.
    await node()
    expect(await rateLimited(login(email, '203.0.113.5'))).toBe(true)
    expect(await rateLimited(login(email, '203.0.113.6'))).toBe(false)

    // The owner's success is remembered for every node, and the account's count refunded.
    const before = Number(await first.get(`agency:sign-in:loginPerAccount:${email}`))
    await clearSignInAttempts({ req: from('203.0.113.6'), user: { email } } as Parameters<typeof clearSignInAttempts>[0])
    expect(Number(await first.get(`agency:sign-in:loginPerAccount:${email}`))).toBe(before - 1)
    expect(await first.exists(`agency:sign-in:knownAddress:${email} 203.0.113.6`)).toBe(1)
    expect(await first.exists(`agency:sign-in:loginPerAccountAndAddress:${email} 203.0.113.6`)).toBe(0)
  })

  it('holds the per-address budget across nodes, for every account asked for', async () => {
    await node(3)
    for (let i = 0; i < 3; i++) expect(await rateLimited(login(`a${i}@example.com`, '198.51.100.9'))).toBe(false)
    await node(3)
    expect(await rateLimited(login('another@example.com', '198.51.100.9'))).toBe(true)
  })

  it('does not hold back the server itself: no client address, no budget', async () => {
    await node(1)
    for (let i = 0; i < 5; i++) {
      const attempt = limitSignInAttempts({
        args: { data: { email: 'seeded@example.com', password: 'x' } },
        operation: 'create',
        req: { headers: new Headers() },
      } as unknown as Parameters<typeof limitSignInAttempts>[0])
      expect(await rateLimited(attempt)).toBe(false)
    }
  })
})

import { createHmac, randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createPostgresDatabase, startServer, TEST_ADMIN, type RunningServer } from '../support/server'
import { offerCheckoutBody } from '../support/load-payloads'
import { signIn } from '../support/sign-in'

/**
 * The local payment provider on two nodes over one PostgreSQL database (issue 17): a checkout
 * opened through node A is paid on node B's hosted page and its webhook applied once; an
 * idempotency key holds across nodes; when the node holding the webhook queue dies (kill -9)
 * the other node delivers what was left, once.
 */
const onPostgres = process.env.TEST_DATABASE === 'postgres' && !!process.env.TEST_POSTGRES_URL
const SECRET = randomBytes(24).toString('hex')
/** The key the product's SDK presents to its local provider (server/billing/payment-provider.ts). */
const API_KEY = `sk_local_${createHmac('sha256', SECRET).update('local-payments-api-key').digest('hex').slice(0, 32)}`

let a: RunningServer
let b: RunningServer
let drop: (() => Promise<void>) | undefined

async function adminGet(server: RunningServer, path: string) {
  const token = await signIn(server.url, TEST_ADMIN.email, TEST_ADMIN.password)
  return (await (await fetch(`${server.url}${path}`, { headers: { authorization: `JWT ${token}` } })).json()) as {
    docs: Record<string, any>[]
    totalDocs: number
  }
}

async function eventually<T>(read: () => Promise<T>, check: (value: T) => boolean, ms: number): Promise<T> {
  const until = Date.now() + ms
  for (;;) {
    const value = await read()
    if (check(value) || Date.now() > until) return value
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
}

async function offerCheckout(server: RunningServer, email: string): Promise<string> {
  const res = await fetch(`${server.url}/fn/create-checkout`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(offerCheckoutBody(email, 'Two Nodes')),
  })
  expect(res.status).toBe(200)
  return new URL(((await res.json()) as { url: string }).url).pathname.split('/').pop()!
}

async function payOn(server: RunningServer, sessionId: string) {
  const res = await fetch(`${server.url}/pay/checkout/${sessionId}`, {
    method: 'POST',
    body: new URLSearchParams({ cardNumber: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123', name: 'Two Nodes' }),
    redirect: 'manual',
  })
  expect(res.status).toBe(303)
  expect(res.headers.get('location')).toMatch(/\/offer\/success\?session_id=/)
}

const orderOf = async (server: RunningServer, sessionId: string) =>
  (await adminGet(server, `/api/orders?where[checkout_session_id][equals]=${sessionId}&depth=0`)).docs[0]
const eventsOf = async (server: RunningServer, sessionId: string) =>
  (await adminGet(server, `/api/payment-events?where[object_id][equals]=${sessionId}&depth=0`)).docs

describe.skipIf(!onPostgres)('the local payment provider on two nodes', () => {
  beforeAll(async () => {
    const db = await createPostgresDatabase(process.env.TEST_POSTGRES_URL!)
    drop = db.drop
    const database = { kind: 'postgres' as const, url: db.url }
    // One PAYLOAD_SECRET for both, as a deployment has: the same sessions and the same provider key.
    a = await startServer({ database, env: { PAYLOAD_SECRET: SECRET } })
    b = await startServer({ database, env: { PAYLOAD_SECRET: SECRET } })
  }, 300_000)

  afterAll(async () => {
    await a?.stop()
    await b?.stop()
    await drop?.()
  })

  it('pays on node B a checkout opened on node A, and applies its webhook once', async () => {
    const sessionId = await offerCheckout(a, 'two-nodes@example.com')
    await payOn(b, sessionId)
    // Paying again through A changes nothing: the session is complete on every node.
    const again = await fetch(`${a.url}/pay/checkout/${sessionId}`, { redirect: 'manual' })
    expect(again.status).toBe(303)
    const order = await eventually(
      () => orderOf(a, sessionId),
      (found) => found?.status === 'paid',
      30_000,
    )
    expect(order).toMatchObject({ status: 'paid', base_amount: 97 })
    expect((await eventsOf(b, sessionId)).map((event) => event.type)).toEqual(['checkout.session.completed'])
  })

  it('answers one idempotency key with one object, whichever node is asked', async () => {
    const create = (server: RunningServer) =>
      fetch(`${server.url}/v1/customers`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${API_KEY}`,
          'idempotency-key': 'two-nodes-key',
          'content-type': 'application/x-www-form-urlencoded',
        },
        body: new URLSearchParams({ email: 'idempotent@example.com' }),
      }).then(async (res) => ({ status: res.status, body: (await res.json()) as { id: string } }))
    const [fromA, fromB] = await Promise.all([create(a), create(b)])
    expect(fromA.status).toBe(200)
    expect(fromB.status).toBe(200)
    expect(fromB.body.id).toBe(fromA.body.id)
    const listed = await fetch(`${b.url}/v1/customers?email=idempotent%40example.com`, { headers: { authorization: `Bearer ${API_KEY}` } })
    expect(((await listed.json()) as { data: unknown[] }).data).toHaveLength(1)
  })

  it('delivers what a killed node left queued from the other node, once', async () => {
    const sessions = [await offerCheckout(a, 'killed-1@example.com'), await offerCheckout(a, 'killed-2@example.com')]
    for (const sessionId of sessions) await payOn(a, sessionId)
    // At once, with its deliveries queued and perhaps one claimed: B takes over after the lease.
    a.process.kill('SIGKILL')
    for (const sessionId of sessions) {
      const order = await eventually(
        () => orderOf(b, sessionId),
        (found) => found?.status === 'paid',
        90_000,
      )
      expect(order?.status).toBe('paid')
      expect(await eventsOf(b, sessionId)).toHaveLength(1)
    }
  }, 120_000)
})

import { randomBytes, randomUUID } from 'node:crypto'
import { afterAll, describe, expect, inject, it } from 'vitest'
import { leadModalBody } from '../support/load-payloads'
import { startCluster, type Cluster } from '../support/cluster'
import { startServer, TEST_ADMIN, type RunningServer } from '../support/server'
import { signIn } from '../support/sign-in'
import { visitorCookie } from '../support/visitor'

/**
 * Issue 26.5: a create-lead call is sent again with the same idempotency key after the node
 * that took it died (SIGKILL, no drain). The retry goes to another node (PostgreSQL: a second
 * node of the cluster; SQLite: a new node on the same database file) and answers what the
 * first call answered: one lead, the same id and the same token.
 */
const kind = inject('databaseKind')
const secret = randomBytes(24).toString('hex')
const started: RunningServer[] = []
let cluster: Cluster | undefined

afterAll(async () => {
  await cluster?.stop()
  for (const node of started) await node.stop()
})

/** The node that takes the first call, and how to reach a live one once it is dead. */
async function firstNode(): Promise<{ first: RunningServer; next: () => Promise<RunningServer> }> {
  if (kind === 'postgres') {
    // The nodes sign visitor ids with the secret this test signs its visitor's cookie with.
    cluster = await startCluster({ nodes: 2, env: { PAYLOAD_SECRET: secret } })
    return { first: cluster.nodes[0]!, next: async () => cluster!.nodes[1]! }
  }
  const first = await startServer({ env: { PAYLOAD_SECRET: secret } })
  return {
    first,
    next: async () => {
      const again = await startServer({ dataDir: first.dataDir, env: { PAYLOAD_SECRET: secret } })
      started.push(again)
      return again
    },
  }
}

async function createLead(node: RunningServer, body: string, headers: Record<string, string>) {
  const res = await fetch(`${node.url}/fn/create-lead`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body,
  })
  return { status: res.status, body: (await res.json()) as { leadId: string; leadToken: string } }
}

async function leadsWithEmail(node: RunningServer, email: string): Promise<number> {
  const token = await signIn(node.url, TEST_ADMIN.email, TEST_ADMIN.password)
  const res = await fetch(`${node.url}/api/leads?depth=0&where[email][equals]=${encodeURIComponent(email)}`, {
    headers: { authorization: `JWT ${token}` },
  })
  return ((await res.json()) as { totalDocs: number }).totalDocs
}

describe(`create-lead retried after its node died (${kind})`, () => {
  it('stores the lead once and answers the retry as it answered the first call', async () => {
    const { first, next } = await firstNode()
    const email = `retry-${randomBytes(5).toString('hex')}@leads.example.com`
    const body = JSON.stringify(leadModalBody(email))
    // One submit of one browser: its visitor cookie, and one key for every try.
    const headers = { cookie: visitorCookie(randomUUID(), secret), 'idempotency-key': randomUUID() }

    const answered = await createLead(first, body, headers)
    expect(answered.status).toBe(200)
    first.process.kill('SIGKILL')
    await new Promise((resolve) => first.process.once('exit', resolve))

    const survivor = await next()
    const retried = await createLead(survivor, body, headers)
    expect(retried).toEqual(answered)
    expect(await leadsWithEmail(survivor, email)).toBe(1)
    // The same key from another visitor is another call: it does not get this lead's token.
    const stranger = await createLead(survivor, body, { ...headers, cookie: visitorCookie(randomUUID(), secret) })
    expect(stranger.status).toBe(200)
    expect(stranger.body.leadId).not.toBe(answered.body.leadId)
  }, 240_000)
})

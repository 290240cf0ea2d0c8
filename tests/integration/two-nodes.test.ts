import { randomBytes } from 'node:crypto'
import { io } from 'socket.io-client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { MessageView } from '../../contracts/workspace'
import { startCluster, type Cluster } from '../support/cluster'
import { DEMO_PASSWORD, TEST_ADMIN } from '../support/server'
import { PEOPLE, type WorkspaceSocket } from '../support/workspace'
import { signIn } from '../support/sign-in'
import { leadModalBody } from '../support/load-payloads'

/**
 * Issue 17: two `npm start` nodes on one PostgreSQL database and one Redis serve one site.
 * Runs in the PostgreSQL pass of `npm test` (TEST_DATABASE=postgres).
 */
const postgres = process.env.TEST_DATABASE === 'postgres'
const RATE_LIMIT = 5
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

async function until(check: () => boolean, what: string, ms = 15_000) {
  const end = Date.now() + ms
  while (!check()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`)
    await sleep(50)
  }
}

async function call(base: string, path: string, { method = 'GET', body, token }: { method?: string; body?: unknown; token?: string } = {}) {
  const headers: Record<string, string> = {}
  if (body !== undefined) headers['content-type'] = 'application/json'
  if (token) headers.authorization = `JWT ${token}`
  const res = await fetch(`${base}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) })
  const text = await res.text()
  let parsed: any = text
  try {
    parsed = JSON.parse(text)
  } catch {
    /* HTML */
  }
  return { status: res.status, body: parsed }
}

async function socketOn(base: string, token: string): Promise<WorkspaceSocket> {
  const socket: WorkspaceSocket = io(base, { transports: ['websocket'], forceNew: true, reconnection: false, auth: { token } })
  await new Promise<void>((resolve, reject) => {
    socket.once('session:ready', () => resolve())
    socket.once('connect_error', reject)
  })
  return socket
}

describe.skipIf(!postgres)('two nodes on one PostgreSQL and one Redis', () => {
  let cluster: Cluster
  let nodeA: string
  let nodeB: string
  const sockets: WorkspaceSocket[] = []

  beforeAll(async () => {
    cluster = await startCluster({ nodes: 2, env: { RATE_LIMIT_PER_MINUTE: String(RATE_LIMIT) } })
    ;[nodeA, nodeB] = cluster.nodes.map((node) => node.url) as [string, string]
  }, 400_000)
  afterAll(async () => {
    sockets.forEach((socket) => socket.disconnect())
    const codes = await cluster?.stop()
    expect(codes?.every((code) => code === 0)).toBe(true)
  }, 120_000)

  it('a client on node A and a client on node B chat in one conversation; both see every message once, in order', async () => {
    const agencyToken = await signIn(nodeA, PEOPLE.agencyA, DEMO_PASSWORD)
    const vendorToken = await signIn(nodeB, PEOPLE.vendor, DEMO_PASSWORD)
    const products = (await call(nodeA, '/api/vendor-products?depth=0&limit=100', { token: agencyToken })).body.docs as {
      id: number
      name: string
      vendor: number
    }[]
    const product = products.find((p) => p.name === 'TikTok Creator Studio')!
    const started = await call(nodeA, '/fn/create-conversation', {
      method: 'POST',
      token: agencyToken,
      body: { productId: product.id, vendorId: product.vendor, subject: 'Two nodes, one thread', type: 'vendor_agency' },
    })
    expect(started.status).toBe(200)
    const conversationId = String(started.body.conversationId)

    const agency = await socketOn(nodeA, agencyToken)
    const vendor = await socketOn(nodeB, vendorToken)
    sockets.push(agency, vendor)
    const seenByAgency: MessageView[] = []
    const seenByVendor: MessageView[] = []
    agency.on('message:new', (message) => void seenByAgency.push(message))
    vendor.on('message:new', (message) => void seenByVendor.push(message))
    for (const socket of [agency, vendor])
      expect(await socket.timeout(10_000).emitWithAck('conversation:join', { conversationId, afterSequence: 0 })).toEqual({
        data: { messages: [] },
      })

    const sent: string[] = []
    for (let i = 1; i <= 10; i++) {
      const [socket, who] = i % 2 ? [agency, 'agency on A'] : [vendor, 'vendor on B']
      const content = `${who}: message ${i}`
      const ack = await socket
        .timeout(10_000)
        .emitWithAck('message:send', { conversationId, content, clientMessageId: `two-nodes-${i}-${randomBytes(4).toString('hex')}` })
      expect(ack).toMatchObject({ data: { message: { content, sequence: i } } })
      sent.push(content)
    }
    await until(() => seenByAgency.length >= sent.length && seenByVendor.length >= sent.length, 'every message on both nodes')
    await sleep(500)
    for (const seen of [seenByAgency, seenByVendor]) {
      expect(seen.map((message) => message.content)).toEqual(sent)
      expect(seen.map((message) => message.sequence)).toEqual(sent.map((_, i) => i + 1))
    }
  })

  it('a headline published through node A shows on node B’s next render', async () => {
    const headline = `Published on node A ${randomBytes(4).toString('hex')}`
    // Node B has the page cached (rendered once, served from its cache the second time).
    for (let i = 0; i < 2; i++) {
      const warm = await call(nodeB, '/')
      expect(warm.status).toBe(200)
      expect(warm.body).not.toContain(headline)
    }

    const admin = await signIn(nodeA, TEST_ADMIN.email, TEST_ADMIN.password)
    const home = (await call(nodeA, '/api/globals/home?depth=0', { token: admin })).body
    const published = await call(nodeA, '/api/globals/home', {
      method: 'POST',
      token: admin,
      body: { ...home, hero: { ...home.hero, headline }, _status: 'published' },
    })
    expect(published.status).toBe(200)

    const next = await call(nodeB, '/')
    expect(next.status).toBe(200)
    expect(next.body).toContain(headline)
  })

  it('an embed host published through node A is allowed by node B’s CSP, and taken out again', async () => {
    const frameSrc = async (base: string) => {
      const csp = (await fetch(`${base}/`)).headers.get('content-security-policy') ?? ''
      return /frame-src ([^;]*)/.exec(csp)?.[1]?.split(' ') ?? []
    }
    expect(await frameSrc(nodeB)).toEqual(["'self'"])
    const admin = await signIn(nodeA, TEST_ADMIN.email, TEST_ADMIN.password)
    const publish = (testimonial_widget: string[]) =>
      call(nodeA, '/api/globals/site-settings', {
        method: 'POST',
        token: admin,
        body: { embed_hosts: { booking: [], testimonial_widget, video: [] } },
      })

    expect((await publish(['https://widgets.example.net'])).status).toBe(200)
    // Node B hears of the change over Redis; it may read just before node A's commit, and then
    // again a second later (server/redis/share-content-version.ts).
    await expect.poll(() => frameSrc(nodeB), { timeout: 10_000 }).toEqual(["'self'", 'https://widgets.example.net'])
    expect(await frameSrc(nodeA)).toEqual(["'self'", 'https://widgets.example.net'])

    expect((await publish([])).status).toBe(200)
    await expect.poll(() => frameSrc(nodeB), { timeout: 10_000 }).toEqual(["'self'"])
  })

  it('a rate limit reached on node A also holds on node B', async () => {
    const lead = (i: number) => leadModalBody(`two-nodes-${i}-${randomBytes(3).toString('hex')}@example.com`)
    for (let i = 0; i < RATE_LIMIT; i++) expect((await call(nodeA, '/fn/create-lead', { method: 'POST', body: lead(i) })).status).toBe(200)
    const onB = await call(nodeB, '/fn/create-lead', { method: 'POST', body: lead(RATE_LIMIT) })
    expect(onB.status).toBe(429)
    expect(onB.body).toMatchObject({ code: 'RATE_LIMITED' })
    // Nor does a spelling of the path escape it (issue 21.7).
    expect((await call(nodeB, '/fn/create-lead/', { method: 'POST', body: lead(RATE_LIMIT + 1) })).status).toBe(429)
  })
})

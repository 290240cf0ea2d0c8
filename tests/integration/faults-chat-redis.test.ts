import { randomUUID } from 'node:crypto'
import pg from 'pg'
import { io } from 'socket.io-client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { MessageView } from '../../contracts/workspace'
import { startCluster, type Cluster } from '../support/cluster'
import { DEMO_PASSWORD } from '../support/server'
import { signIn } from '../support/sign-in'
import { PEOPLE, type WorkspaceSocket } from '../support/workspace'

/**
 * Issue 45, point 5: Redis goes away for 10 s while two tabs chat across two nodes, and the
 * conversation then goes quiet. Once Redis is back, the tab on the other node shows every
 * message sent during the outage within 5 s, with no later message to expose the gap: each
 * node re-syncs its open conversations from the database (server/realtime/resync-after-outage.ts).
 * The tab does nothing of its own: it only shows what is pushed to it.
 */
const OUTAGE_MS = 10_000
const CATCH_UP_MS = 5_000
const SENT_DURING_OUTAGE = 5
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

let cluster: Cluster
let db: pg.Client
const sockets: WorkspaceSocket[] = []

async function tab(node: string, token: string): Promise<WorkspaceSocket> {
  const socket: WorkspaceSocket = io(node, { transports: ['websocket'], forceNew: true, reconnection: false, auth: { token } })
  sockets.push(socket)
  await new Promise<void>((resolve, reject) => {
    socket.once('session:ready', () => resolve())
    socket.once('connect_error', reject)
  })
  return socket
}

describe.skipIf(!process.env.TEST_POSTGRES_URL || process.env.TEST_DATABASE !== 'postgres')(
  'chat across two nodes through a Redis outage',
  () => {
    beforeAll(async () => {
      cluster = await startCluster({ nodes: 2 })
      db = new pg.Client({ connectionString: cluster.databaseUrl })
      await db.connect()
    }, 120_000)

    afterAll(async () => {
      for (const socket of sockets) socket.close()
      await db?.end()
      await cluster?.stop()
    })

    it('shows a quiet conversation every message sent during the outage within 5 s of Redis returning', async () => {
      const [nodeA, nodeB] = cluster.nodes.map((node) => node.url) as [string, string]
      const [agencyToken, vendorToken] = await Promise.all(
        [PEOPLE.agencyA, PEOPLE.vendor].map((email) => signIn(nodeA, email, DEMO_PASSWORD)),
      )
      const { rows } = await db.query<{ id: number }>("SELECT id FROM conversations WHERE type = 'vendor_agency' ORDER BY id LIMIT 1")
      const conversationId = String(rows[0]!.id)

      const agencyOnA = await tab(nodeA, agencyToken!)
      const vendorOnB = await tab(nodeB, vendorToken!)
      const shownOnB = new Map<string, number>()
      vendorOnB.on('message:new', (message: MessageView) => shownOnB.set(message.id, (shownOnB.get(message.id) ?? 0) + 1))
      for (const socket of [agencyOnA, vendorOnB]) {
        const answer = await socket.timeout(10_000).emitWithAck('conversation:join', { conversationId })
        expect(answer).toHaveProperty('data')
      }
      const send = async (content: string) => {
        const answer = await agencyOnA
          .timeout(10_000)
          .emitWithAck('message:send', { conversationId, content, clientMessageId: randomUUID() })
        if (!('data' in answer)) throw new Error(answer.error)
        return answer.data.message
      }
      // Live through Redis first: the other node's tab gets it.
      const before = await send('before the outage')
      await expect.poll(() => shownOnB.has(before.id), { timeout: 5_000 }).toBe(true)

      cluster.redis.kill()
      const downAt = Date.now()
      await sleep(500)
      const duringOutage: MessageView[] = []
      for (let i = 0; i < SENT_DURING_OUTAGE; i++) duringOutage.push(await send(`during the outage ${i}`))
      await sleep(Math.max(0, downAt + OUTAGE_MS - Date.now()))
      await cluster.redis.start()
      const backAt = Date.now()

      // No later message: the conversation stays quiet, and the tab on node B must still catch up.
      await expect
        .poll(() => duringOutage.filter((message) => !shownOnB.has(message.id)).length, { timeout: CATCH_UP_MS, interval: 50 })
        .toBe(0)
      const caughtUpMs = Date.now() - backAt
      expect(caughtUpMs).toBeLessThanOrEqual(CATCH_UP_MS)
      // Acknowledged equals stored, once each.
      const stored = await db.query<{ n: string }>('SELECT count(*) AS n FROM messages WHERE conversation_id = $1 AND content LIKE $2', [
        Number(conversationId),
        'during the outage %',
      ])
      expect(Number(stored.rows[0]!.n)).toBe(SENT_DURING_OUTAGE)
      // The recovery says so, on the node whose tab caught up.
      await expect
        .poll(() => cluster.nodes[1]!.logs(), { timeout: 5_000 })
        .toMatch(/"conversations":1,"messages":[1-9]\d*,.*"msg":"chat re-synced from the database after a Redis outage"/)
    }, 90_000)
  },
)

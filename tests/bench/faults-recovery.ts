/**
 * Issue 45's longer recovery faults, for `npm run bench -- --only faults` (tests/bench/faults.ts
 * appends these runs to its own): the loads of the fault-injection run, each printing
 * acknowledged, stored, duplicates, 5xx and time to ready. Needs BENCH_POSTGRES_URL (a fresh
 * database per run on that server) and redis-server. Alone: `npx tsx tests/bench/faults-recovery.ts`.
 */
import { randomBytes, randomUUID } from 'node:crypto'
import { pathToFileURL } from 'node:url'
import pg from 'pg'
import { io, type Socket } from 'socket.io-client'
import type { ClientToServerEvents, ServerToClientEvents } from '../../contracts/socket-events'
import type { MessageView } from '../../contracts/workspace'
import { startCluster } from '../support/cluster'
import { leadModalBody } from '../support/load-payloads'
import { createPostgresDatabase, DEMO_PASSWORD, startServer } from '../support/server'
import { signIn } from '../support/sign-in'
import { startSmtpInbox } from '../support/smtp-inbox'
import { startTcpGate } from '../support/tcp-gate'

// tests/support/workspace.ts reads vitest's state: the bench names the demo people itself.
type WorkspaceSocket = Socket<ServerToClientEvents, ClientToServerEvents>
const PEOPLE = { agencyA: 'agency@example.com', vendor: 'vendor@example.com' }

export type FaultFigures = { acknowledged: number; stored: number; duplicates: number; fiveXx: number; timeToReadyMs: number }
export type FaultRun = { name: string; run: () => Promise<FaultFigures> }

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
const postgresUrl = () => {
  const url = process.env.BENCH_POSTGRES_URL ?? process.env.TEST_POSTGRES_URL
  if (!url) throw new Error('the recovery faults need BENCH_POSTGRES_URL')
  return url
}
async function until(check: () => boolean | Promise<boolean>, ms: number): Promise<boolean> {
  const end = Date.now() + ms
  while (!(await check())) {
    if (Date.now() > end) return false
    await sleep(100)
  }
  return true
}

/**
 * SMTP away for 21 s while sequence e-mails fall due: leads come at 2 a second for 10 s from the
 * outage's start. Stored: leads whose first e-mail arrived once SMTP was back; duplicates: first
 * e-mails beyond one per lead; ready: SMTP's return to the last first e-mail.
 */
async function smtpDownWhileMailIsDue(): Promise<FaultFigures> {
  const inbox = await startSmtpInbox()
  const gate = await startTcpGate()
  const smtpPort = Number(new URL(inbox.url).port)
  const database = await createPostgresDatabase(postgresUrl())
  const server = await startServer({
    database: { kind: 'postgres', url: database.url },
    env: { PAYLOAD_SECRET: randomBytes(24).toString('hex'), SMTP_URL: `smtp://127.0.0.1:${gate.port}`, SEQUENCE_MINUTE_MS: '2' },
  })
  try {
    const emails: string[] = []
    let fiveXx = 0
    const downAt = Date.now()
    for (let n = 0; n < 20; n++) {
      const email = `smtp-away-${n}-${randomBytes(3).toString('hex')}@example.com`
      const res = await fetch(`${server.url}/fn/create-lead`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(leadModalBody(email)),
      })
      if (res.status >= 500) fiveXx++
      if (res.ok) emails.push(email)
      await sleep(500)
    }
    await sleep(Math.max(0, downAt + 21_000 - Date.now()))
    gate.open(smtpPort)
    const backAt = Date.now()
    const firsts = (email: string) =>
      inbox.received.filter((mail) => mail.to === email && mail.headers.get('subject') === 'Ada, here is the training you asked for').length
    await until(() => emails.every((email) => firsts(email) >= 1), 120_000)
    const timeToReadyMs = Date.now() - backAt
    await sleep(2_000)
    return {
      acknowledged: emails.length,
      stored: emails.filter((email) => firsts(email) >= 1).length,
      duplicates: emails.reduce((sum, email) => sum + Math.max(0, firsts(email) - 1), 0),
      fiveXx,
      timeToReadyMs,
    }
  } finally {
    await server.stop()
    await Promise.all([gate.close(), inbox.close()])
    await database.drop()
  }
}

/**
 * Redis away for 10 s during a two-node conversation: 30 messages at 2 a second from node A,
 * 7 or so of them in the outage, and the conversation quiet afterwards. Stored: rows in the
 * database; duplicates: rows beyond one per message; ready: Redis's return to node B's tab
 * showing every message (no later message helps it).
 */
async function redisDownDuringChat(): Promise<FaultFigures> {
  process.env.TEST_POSTGRES_URL ??= postgresUrl()
  const cluster = await startCluster({ nodes: 2 })
  const db = new pg.Client({ connectionString: cluster.databaseUrl })
  await db.connect()
  const sockets: WorkspaceSocket[] = []
  const tab = async (node: string, token: string) => {
    const socket: WorkspaceSocket = io(node, { transports: ['websocket'], forceNew: true, reconnection: false, auth: { token } })
    sockets.push(socket)
    await new Promise<void>((resolve, reject) => {
      socket.once('session:ready', () => resolve())
      socket.once('connect_error', reject)
    })
    return socket
  }
  try {
    const [nodeA, nodeB] = cluster.nodes.map((node) => node.url) as [string, string]
    const [agencyToken, vendorToken] = await Promise.all(
      [PEOPLE.agencyA, PEOPLE.vendor].map((email) => signIn(nodeA, email, DEMO_PASSWORD)),
    )
    const { rows } = await db.query<{ id: number }>("SELECT id FROM conversations WHERE type = 'vendor_agency' ORDER BY id LIMIT 1")
    const conversationId = String(rows[0]!.id)
    const sender = await tab(nodeA, agencyToken!)
    const reader = await tab(nodeB, vendorToken!)
    const shown = new Set<string>()
    reader.on('message:new', (message: MessageView) => void shown.add(message.id))
    for (const socket of [sender, reader]) await socket.timeout(10_000).emitWithAck('conversation:join', { conversationId })
    const acknowledged: string[] = []
    let failed = 0
    let backAt = 0
    const outage = (async () => {
      await sleep(8_000)
      cluster.redis.kill()
      await sleep(10_000)
      await cluster.redis.start()
      backAt = Date.now()
    })()
    // 30 messages over the first 15 s, the last ones inside the outage: then quiet.
    for (let n = 0; n < 30; n++) {
      const answer = await sender
        .timeout(10_000)
        .emitWithAck('message:send', { conversationId, content: `bench ${n}`, clientMessageId: randomUUID() })
        .catch(() => undefined)
      if (answer && 'data' in answer) acknowledged.push(answer.data.message.id)
      else failed++
      await sleep(500)
    }
    await outage
    await until(() => acknowledged.every((id) => shown.has(id)), 30_000)
    const timeToReadyMs = Date.now() - backAt
    const stored = await db.query<{ n: string; distinct: string }>(
      "SELECT count(*) AS n, count(DISTINCT client_message_id) AS distinct FROM messages WHERE conversation_id = $1 AND content LIKE 'bench %'",
      [Number(conversationId)],
    )
    return {
      acknowledged: acknowledged.length,
      stored: Number(stored.rows[0]!.n),
      duplicates: Number(stored.rows[0]!.n) - Number(stored.rows[0]!.distinct),
      fiveXx: failed,
      timeToReadyMs,
    }
  } finally {
    for (const socket of sockets) socket.close()
    await db.end()
    await cluster.stop()
  }
}

export const faultsRecoveryRuns: FaultRun[] = [
  { name: 'SMTP down 21 s while sequence mail is due', run: smtpDownWhileMailIsDue },
  { name: 'Redis down 10 s during a quiet two-node chat', run: redisDownDuringChat },
]

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const rows: (FaultFigures & { fault: string })[] = []
  for (const { name, run } of faultsRecoveryRuns) rows.push({ fault: name, ...(await run()) })
  console.table(rows)
}

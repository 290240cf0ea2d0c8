import { randomUUID } from 'node:crypto'
import fs from 'node:fs'
import { io, type Socket } from 'socket.io-client'
import type { ClientToServerEvents, ServerToClientEvents } from '../../contracts/socket-events'
import { TEST_ADMIN } from '../support/server'
import { percentile } from './measure'

type BenchSocket = Socket<ServerToClientEvents, ClientToServerEvents>

export type SocketBenchOptions = {
  conversations: number
  /** Sockets per conversation: two tabs of the agency, two of the vendor, one of the client. */
  rate: number
  durationS: number
  /** Unacknowledged sends allowed at once; beyond it a send waits its turn (the achieved rate drops). */
  maxInFlight: number
  /**
   * The node each tab connects to (several nodes of one deployment); by default `base`. The
   * senders are each role's first tab (tab 0).
   */
  nodeOf?: (role: keyof typeof TABS, tab: number) => string
  /**
   * The server processes (their pids), whose CPU time over the sends is counted: a figure that
   * a shared machine's other load changes far less than it changes latency.
   */
  serverPids?: number[]
}

export type SocketBenchResult = {
  sockets: number
  conversations: number
  /** Making the users, products, conversations and invitations, and connecting and joining every socket. */
  seedSeconds: number
  offeredRate: number
  attempted: number
  acked: number
  failed: number
  achievedRate: number
  sendSeconds: number
  persisted: number
  persistedDuplicates: number
  missingInDatabase: number
  sequenceGaps: number
  expectedDeliveries: number
  delivered: number
  duplicateDeliveries: number
  missingDeliveries: number
  p50Ms: number
  p99Ms: number
  maxMs: number
  ackP50Ms: number
  ackP99Ms: number
  /** The servers' CPU time (user + system, all nodes) from the first send to the last delivery, per message acknowledged. */
  serverCpuMsPerMessage: number
  /** Delivery p50/p99 by the node the receiving tab is on. */
  byNode: Record<string, { deliveries: number; p50Ms: number; p99Ms: number }>
}

const PASSWORD = 'bench-password-123'
const TABS = { agency: 2, vendor: 2, client: 1 } as const

async function http<T>(base: string, path: string, { token, body, method }: { token?: string; body?: unknown; method?: string } = {}) {
  const res = await fetch(`${base}${path}`, {
    method: method ?? (body === undefined ? 'GET' : 'POST'),
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `JWT ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const text = await res.text()
  if (!res.ok) throw new Error(`${method ?? 'POST'} ${path}: ${res.status} ${text.slice(0, 300)}`)
  return JSON.parse(text) as T
}

const login = async (base: string, email: string, password = PASSWORD) =>
  (await http<{ token: string }>(base, '/api/users/login', { body: { email, password } })).token

/** Runs `work` over `items` with at most `limit` at once. */
async function pool<T, R>(items: T[], limit: number, work: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results: R[] = []
  let next = 0
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) {
        const index = next++
        results[index] = await work(items[index]!, index)
      }
    }),
  )
  return results
}

type Thread = { conversationId: string; tokens: { agency: string; vendor: string; client: string } }

/**
 * One conversation as the product makes it: a vendor with a product (made by the admin), an
 * agency that signs up and asks about it (create-conversation), and a client it invites
 * (invite-client, accept-invitation).
 */
async function seedThread(base: string, adminToken: string, run: string, i: number): Promise<Thread> {
  const vendorEmail = `bench-vendor-${run}-${i}@example.com`
  const agencyEmail = `bench-agency-${run}-${i}@example.com`
  const vendor = await http<{ doc: { id: number | string } }>(base, '/api/users', {
    token: adminToken,
    body: { email: vendorEmail, password: PASSWORD, role: 'vendor', company_name: `Bench Vendor ${i}` },
  })
  const product = await http<{ doc: { id: number | string } }>(base, '/api/vendor-products', {
    token: adminToken,
    body: {
      vendor: vendor.doc.id,
      name: `Bench Product ${i}`,
      category: 'crm',
      is_active: true,
      pricing_tiers: [{ tier_name: 'Basic', price_monthly: 99 }],
    },
  })
  await http(base, '/api/users', { body: { email: agencyEmail, password: PASSWORD } })
  const [agency, vendorToken] = await Promise.all([login(base, agencyEmail), login(base, vendorEmail)])
  const { conversationId } = await http<{ conversationId: string }>(base, '/fn/create-conversation', {
    token: agency,
    body: { productId: String(product.doc.id), subject: `Inquiry about Bench Product ${i}` },
  })
  const { magicLink } = await http<{ magicLink: string }>(base, '/fn/invite-client', {
    token: agency,
    body: { conversationId, clientEmail: `bench-client-${run}-${i}@example.com` },
  })
  const invitation = new URL(magicLink).searchParams.get('token')!
  const { token: client } = await http<{ token: string }>(base, '/fn/accept-invitation', { body: { token: invitation } })
  return { conversationId, tokens: { agency, vendor: vendorToken, client } }
}

function connect(base: string, token: string): Promise<BenchSocket> {
  const socket: BenchSocket = io(base, { transports: ['websocket'], forceNew: true, reconnection: false, auth: { token } })
  return new Promise((resolve, reject) => {
    socket.once('session:ready', () => resolve(socket))
    socket.once('connect_error', reject)
  })
}

/**
 * 500 socket.io clients in 100 conversations; messages sent at a fixed rate through the
 * socket event the web app sends with (message:send, the same code as /fn/send-message).
 * Each message's delivery is timed from its send to its arrival (message:new) on every
 * socket in its conversation; afterwards the database must hold each message exactly once,
 * with gapless per-conversation sequences.
 */
export async function measureSockets(base: string, options: SocketBenchOptions): Promise<SocketBenchResult> {
  const run = randomUUID().slice(0, 8)
  const adminToken = await login(base, TEST_ADMIN.email, TEST_ADMIN.password)
  const seedStarted = performance.now()
  const threads = await pool(
    Array.from({ length: options.conversations }, (_, i) => i),
    6,
    (i) => seedThread(base, adminToken, run, i),
  )

  // Every socket joins its conversation's room, as an open conversation pane does.
  type Member = { socket: BenchSocket; thread: number; role: keyof typeof TABS; node: string }
  const nodeOf = options.nodeOf ?? (() => base)
  const plan = threads.flatMap((thread, index) =>
    (Object.keys(TABS) as (keyof typeof TABS)[]).flatMap((role) =>
      Array.from({ length: TABS[role] }, (_, tab) => ({ thread: index, role, token: thread.tokens[role], node: nodeOf(role, tab) })),
    ),
  )
  const members: Member[] = await pool(plan, 25, async ({ thread, role, token, node }) => {
    const socket = await connect(node, token)
    const answer = await socket.timeout(30_000).emitWithAck('conversation:join', { conversationId: threads[thread]!.conversationId })
    if ('error' in answer) throw new Error(`join refused: ${answer.error}`)
    return { socket, thread, role, node }
  })

  const seedSeconds = (performance.now() - seedStarted) / 1000
  const sentAt = new Map<string, number>()
  const threadOf = new Map<string, number>()
  const latencies: number[] = []
  const latenciesByNode = new Map<string, number[]>()
  const ackLatencies: number[] = []
  const received = new Map<string, number>() // `${socket}|${clientMessageId}` → count
  let delivered = 0
  let duplicateDeliveries = 0
  members.forEach((member, index) => {
    member.socket.on('message:new', (message) => {
      const at = performance.now()
      const key = `${index}|${message.clientMessageId}`
      const seen = received.get(key) ?? 0
      received.set(key, seen + 1)
      if (seen > 0) return void duplicateDeliveries++
      delivered++
      const sent = sentAt.get(message.clientMessageId)
      if (sent === undefined) return
      latencies.push(at - sent)
      if (!latenciesByNode.has(member.node)) latenciesByNode.set(member.node, [])
      latenciesByNode.get(member.node)!.push(at - sent)
    })
  })

  // Each conversation's members take turns sending, each from their first tab.
  const senders = threads.map((_, thread) =>
    (Object.keys(TABS) as (keyof typeof TABS)[]).map((role) => members.find((member) => member.thread === thread && member.role === role)!),
  )
  const socketsIn = threads.map((_, thread) => members.filter((member) => member.thread === thread).length)

  const cpuBefore = cpuMs(options.serverPids)
  const acked = new Set<string>()
  let failed = 0
  let inFlight = 0
  let attempted = 0
  const started = performance.now()
  const deadline = started + options.durationS * 1000
  let lastAck = started
  const pending: Promise<void>[] = []
  await new Promise<void>((resolve) => {
    const tick = () => {
      const now = performance.now()
      if (now >= deadline) return resolve()
      const due = Math.floor(((now - started) / 1000) * options.rate)
      while (attempted < due && inFlight < options.maxInFlight) {
        const n = attempted++
        const thread = n % threads.length
        const member = senders[thread]![Math.floor(n / threads.length) % senders[thread]!.length]!
        const clientMessageId = randomUUID()
        sentAt.set(clientMessageId, performance.now())
        threadOf.set(clientMessageId, thread)
        inFlight++
        pending.push(
          member.socket
            .timeout(60_000)
            .emitWithAck('message:send', {
              conversationId: threads[thread]!.conversationId,
              content: `bench ${n}`,
              clientMessageId,
            })
            .then(
              (answer) => {
                if ('error' in answer) failed++
                else {
                  acked.add(clientMessageId)
                  ackLatencies.push(performance.now() - sentAt.get(clientMessageId)!)
                  lastAck = performance.now()
                }
              },
              () => void failed++,
            )
            .finally(() => void inFlight--),
        )
      }
      setTimeout(tick, 5)
    }
    tick()
  })
  await Promise.all(pending)
  const sendSeconds = (lastAck - started) / 1000
  // Deliveries still on the wire after the last acknowledgement.
  const expectedDeliveries = [...acked].reduce((sum, id) => sum + socketsIn[threadOf.get(id)!]!, 0)
  const settle = performance.now() + 10_000
  while (delivered < expectedDeliveries && performance.now() < settle) await new Promise((resolve) => setTimeout(resolve, 50))
  const serverCpuMs = cpuMs(options.serverPids) - cpuBefore
  for (const member of members) member.socket.disconnect()

  // The database: every acknowledged message stored once, sequences 1..n per conversation.
  const stored: { client_message_id: string; conversation: number | string; sequence: number }[] = []
  const conversationIds = new Set(threads.map((thread) => thread.conversationId))
  for (let page = 1; ; page++) {
    const answer = await http<{ docs: typeof stored; hasNextPage: boolean }>(
      base,
      `/api/messages?limit=2000&page=${page}&depth=0&sort=id&select[client_message_id]=true&select[conversation]=true&select[sequence]=true`,
      { token: adminToken },
    )
    stored.push(...answer.docs.filter((doc) => conversationIds.has(String(doc.conversation))))
    if (!answer.hasNextPage) break
  }
  const storedCount = new Map<string, number>()
  for (const doc of stored) storedCount.set(doc.client_message_id, (storedCount.get(doc.client_message_id) ?? 0) + 1)
  const bySequence = new Map<string, number[]>()
  for (const doc of stored) bySequence.set(String(doc.conversation), [...(bySequence.get(String(doc.conversation)) ?? []), doc.sequence])
  let sequenceGaps = 0
  for (const sequences of bySequence.values()) {
    sequences.sort((a, b) => a - b)
    sequences.forEach((sequence, i) => sequence !== i + 1 && sequenceGaps++)
  }

  latencies.sort((a, b) => a - b)
  ackLatencies.sort((a, b) => a - b)
  return {
    sockets: members.length,
    conversations: threads.length,
    seedSeconds,
    offeredRate: options.rate,
    attempted,
    acked: acked.size,
    failed,
    achievedRate: acked.size / sendSeconds,
    sendSeconds,
    persisted: storedCount.size,
    persistedDuplicates: [...storedCount.values()].filter((count) => count > 1).length,
    missingInDatabase: [...acked].filter((id) => !storedCount.has(id)).length,
    sequenceGaps,
    expectedDeliveries,
    delivered,
    duplicateDeliveries,
    missingDeliveries: expectedDeliveries - delivered,
    p50Ms: percentile(latencies, 50),
    p99Ms: percentile(latencies, 99),
    maxMs: latencies.at(-1) ?? NaN,
    ackP50Ms: percentile(ackLatencies, 50),
    ackP99Ms: percentile(ackLatencies, 99),
    serverCpuMsPerMessage: serverCpuMs / acked.size,
    byNode: Object.fromEntries(
      [...latenciesByNode].map(([node, times]) => {
        times.sort((a, b) => a - b)
        return [node, { deliveries: times.length, p50Ms: percentile(times, 50), p99Ms: percentile(times, 99) }]
      }),
    ),
  }
}

/** The CPU time the processes used so far, ms (Linux /proc: utime + stime in clock ticks of 10 ms); NaN without pids. */
function cpuMs(pids: number[] | undefined): number {
  if (!pids?.length) return NaN
  return pids.reduce((sum, pid) => {
    // The fields after the command's closing parenthesis; utime and stime are the 12th and 13th of them.
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ')
    return sum + (Number(fields[11]) + Number(fields[12])) * 10
  }, 0)
}

/** The aims of issue 26 for chat at 500 msg/s (docs/decisions/068). */
export const CHAT_AIMS = { achievedRate: 495, p50Ms: 50, p99Ms: 250 }

/**
 * One setup's chat figures as the issue states them: achieved rate, delivery p50 and p99, what
 * was lost, duplicated or left a gap in a conversation's sequence, and whether it meets the aims.
 */
export function chatSummaryRow(setup: string, r: SocketBenchResult, { p50 = true }: { p50?: boolean } = {}) {
  const round = (n: number) => Math.round(n)
  const meets =
    r.achievedRate >= CHAT_AIMS.achievedRate &&
    (!p50 || r.p50Ms < CHAT_AIMS.p50Ms) &&
    r.p99Ms < CHAT_AIMS.p99Ms &&
    r.failed + r.missingInDatabase + r.missingDeliveries + r.persistedDuplicates + r.duplicateDeliveries + r.sequenceGaps === 0
  return {
    setup,
    'achieved msg/s': `${round(r.achievedRate)} of ${r.offeredRate}`,
    'p50 ms': round(r.p50Ms),
    'p99 ms': round(r.p99Ms),
    'lost (failed, not stored, not delivered)': `${r.failed}, ${r.missingInDatabase}, ${r.missingDeliveries}`,
    'duplicated (stored, delivered)': `${r.persistedDuplicates}, ${r.duplicateDeliveries}`,
    'sequence gaps': r.sequenceGaps,
    'server CPU ms/msg': Number.isNaN(r.serverCpuMsPerMessage) ? '–' : r.serverCpuMsPerMessage.toFixed(1),
    aims: meets ? 'met' : 'NOT met',
  }
}

/** The line under the summary: what the aims are. */
export const chatAimsLine = (p50For: string) =>
  `aims: ≥ ${CHAT_AIMS.achievedRate} msg/s, p99 < ${CHAT_AIMS.p99Ms} ms, nothing lost, duplicated or out of sequence; p50 < ${CHAT_AIMS.p50Ms} ms ${p50For}`

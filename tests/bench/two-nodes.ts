import { randomUUID } from 'node:crypto'
import { leadModalBody } from '../support/load-payloads'
import { startCluster } from '../support/cluster'
import { createPostgresDatabase, startServer, type RunningServer } from '../support/server'
import { round, table } from './measure'
import { rssMiB } from './rss'
import { chatAimsLine, chatSummaryRow, measureSockets, type SocketBenchResult } from './sockets'

export type LeadLoadResult = {
  offeredRate: number
  sent: number
  ok: number
  failed: number
  /** Of the failed: answered 503 by the admission limit (server/overload/admission.ts). */
  shed: number
  achievedRate: number
  p50Ms: number
  p99Ms: number
}

export type DeploymentFigures = {
  leads: LeadLoadResult
  sockets: SocketBenchResult
  /** Resident memory of each node after both loads, MB. */
  rssMb: number[]
}

const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! : NaN

/**
 * create-lead at a fixed rate, open loop (a request leaves on schedule whether or not the
 * earlier ones were answered, so a slow server shows as latency, not as a lower offered
 * rate), spread over the nodes in turn. Latency is measured for 2xx answers only.
 */
export async function loadLeads(nodes: string[], { rate, durationS }: { rate: number; durationS: number }): Promise<LeadLoadResult> {
  const run = randomUUID().slice(0, 8)
  const latencies: number[] = []
  let sent = 0
  let failed = 0
  let shed = 0
  let lastAnswer = 0
  const pending: Promise<void>[] = []
  const started = performance.now()
  const deadline = started + durationS * 1000
  const send = (n: number) => {
    const at = performance.now()
    return fetch(`${nodes[n % nodes.length]}/fn/create-lead`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(leadModalBody(`bench-${run}-${n}@leads.example.com`, `bench-${run}-${n}`)),
    }).then(
      async (res) => {
        await res.arrayBuffer()
        lastAnswer = performance.now()
        if (res.ok) latencies.push(lastAnswer - at)
        else {
          failed++
          if (res.status === 503) shed++
        }
      },
      () => void failed++,
    )
  }
  await new Promise<void>((resolve) => {
    const tick = () => {
      const now = performance.now()
      if (now >= deadline) return resolve()
      const due = Math.floor(((now - started) / 1000) * rate)
      while (sent < due) pending.push(send(sent++))
      setTimeout(tick, 2)
    }
    tick()
  })
  await Promise.all(pending)
  latencies.sort((a, b) => a - b)
  return {
    offeredRate: rate,
    sent,
    ok: latencies.length,
    failed,
    shed,
    achievedRate: latencies.length / ((lastAnswer - started) / 1000),
    p50Ms: percentile(latencies, 50),
    p99Ms: percentile(latencies, 99),
  }
}

/**
 * The same loads on one deployment: create-lead spread over its nodes, then socket delivery
 * with each conversation's senders (each role's first tab) on the first node and the other
 * tabs on the last node (on one node, all of them there), then each node's memory.
 */
async function measureDeployment(
  nodes: RunningServer[],
  { leadRate, socketRate, durationS }: { leadRate: number; socketRate: number; durationS: number },
): Promise<DeploymentFigures> {
  const urls = nodes.map((node) => node.url)
  const leads = await loadLeads(urls, { rate: leadRate, durationS })
  const sockets = await measureSockets(urls[0]!, {
    conversations: 100,
    rate: socketRate,
    durationS,
    maxInFlight: 500,
    nodeOf: (_role, tab) => (tab === 0 ? urls[0]! : urls.at(-1)!),
    serverPids: nodes.map((node) => node.process.pid!),
  })
  return { leads, sockets, rssMb: nodes.map((node) => rssMiB(node.process.pid!) ?? NaN) }
}

/**
 * Two `npm start` nodes on one PostgreSQL database and one Redis against one node on
 * PostgreSQL without Redis (the single-process default), under the same loads: create-lead
 * at a fixed 200 req/s, message:send at 500 msg/s in 100 conversations (500 sockets).
 */
export async function twoNodesPart({ postgresUrl, durationS }: { postgresUrl: string; durationS: number }) {
  const loads = {
    leadRate: Number(process.env.BENCH_LEAD_RATE ?? 200),
    socketRate: Number(process.env.BENCH_SOCKET_RATE ?? 500),
    durationS,
  }
  const env = { LOG_LEVEL: 'warn' }

  const database = await createPostgresDatabase(postgresUrl)
  const single = await startServer({ database: { kind: 'postgres', url: database.url }, env })
  let one: DeploymentFigures
  try {
    one = await measureDeployment([single], loads)
  } finally {
    await single.stop()
    await database.drop()
  }

  // The tests' cluster takes its PostgreSQL server from TEST_POSTGRES_URL.
  process.env.TEST_POSTGRES_URL = postgresUrl
  const cluster = await startCluster({ nodes: 2, env })
  let two: DeploymentFigures
  try {
    two = await measureDeployment(cluster.nodes, loads)
  } finally {
    await cluster.stop()
  }

  const [a, b] = [cluster.nodes[0]!.url, cluster.nodes[1]!.url]
  const delivery = (r: SocketBenchResult, node: string | undefined) => {
    const figures = node ? r.byNode[node] : undefined
    return figures ? `${round(figures.p50Ms)} / ${round(figures.p99Ms)}` : '–'
  }
  const lost = (r: SocketBenchResult) =>
    `${r.missingDeliveries} deliveries, ${r.missingInDatabase} stored (of ${r.acked} acked; ${r.failed} failed)`
  console.log(
    `\nTwo nodes (PostgreSQL + Redis, socket.io redis-streams adapter) beside one node (PostgreSQL, no Redis); ` +
      `${durationS} s per load, loads one after the other`,
  )
  console.log(
    table([
      {
        figure: `create-lead offered req/s (spread over the nodes)`,
        'one node': one.leads.offeredRate,
        'two nodes': two.leads.offeredRate,
        aim: '',
      },
      {
        figure: 'create-lead achieved req/s (2xx ÷ time to last answer)',
        'one node': round(one.leads.achievedRate),
        'two nodes': round(two.leads.achievedRate),
        aim: '= offered',
      },
      {
        figure: 'create-lead p50 / p99 ms',
        'one node': `${round(one.leads.p50Ms)} / ${round(one.leads.p99Ms)}`,
        'two nodes': `${round(two.leads.p50Ms)} / ${round(two.leads.p99Ms)}`,
        aim: '',
      },
      {
        figure: 'create-lead failed (of them 503 shed)',
        'one node': `${one.leads.failed} (${one.leads.shed})`,
        'two nodes': `${two.leads.failed} (${two.leads.shed})`,
        aim: '0',
      },
      {
        figure: 'message:send offered / achieved msg/s',
        'one node': `${one.sockets.offeredRate} / ${round(one.sockets.achievedRate)}`,
        'two nodes': `${two.sockets.offeredRate} / ${round(two.sockets.achievedRate)}`,
        aim: '',
      },
      {
        figure: 'delivery p50 / p99 ms, all tabs',
        'one node': `${round(one.sockets.p50Ms)} / ${round(one.sockets.p99Ms)}`,
        'two nodes': `${round(two.sockets.p50Ms)} / ${round(two.sockets.p99Ms)}`,
        aim: 'p99 < 250',
      },
      {
        figure: 'delivery p50 / p99 ms, tabs on the senders’ node (A)',
        'one node': '',
        'two nodes': delivery(two.sockets, a),
        aim: '',
      },
      { figure: 'delivery p50 / p99 ms, tabs on the other node (B)', 'one node': '', 'two nodes': delivery(two.sockets, b), aim: '' },
      { figure: 'lost', 'one node': lost(one.sockets), 'two nodes': lost(two.sockets), aim: '0, 0' },
      {
        figure: 'per-conversation sequence gaps',
        'one node': one.sockets.sequenceGaps,
        'two nodes': two.sockets.sequenceGaps,
        aim: '0',
      },
      {
        figure: 'duplicates: deliveries, stored',
        'one node': `${one.sockets.duplicateDeliveries}, ${one.sockets.persistedDuplicates}`,
        'two nodes': `${two.sockets.duplicateDeliveries}, ${two.sockets.persistedDuplicates}`,
        aim: '0, 0',
      },
      {
        figure: 'server RSS after the loads, MB',
        'one node': one.rssMb.map((mb) => round(mb, 0)).join(' '),
        'two nodes': two.rssMb.map((mb) => round(mb, 0)).join(' + '),
        aim: '',
      },
    ]),
  )
  console.log(`\nChat at ${loads.socketRate} msg/s, 100 conversations, PostgreSQL`)
  console.log(
    table([chatSummaryRow('one node', one.sockets, { p50: true }), chatSummaryRow('two nodes + Redis', two.sockets, { p50: false })]),
  )
  console.log(chatAimsLine('on one node'))
}

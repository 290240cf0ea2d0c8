import { randomBytes } from 'node:crypto'
import { leadCounts, runLeadLoad, secondsToReady, storedLeads } from '../support/lead-load'
import { startRedis, type RunningRedis } from '../support/redis'
import { startServer, type RunningServer } from '../support/server'
import { startThrowawayPostgres, type ThrowawayPostgres } from '../support/system-services'
import { round, table } from './measure'

/** What every fault run gets: two nodes on one private PostgreSQL cluster and one Redis. */
export type FaultSite = { nodes: RunningServer[]; postgres: ThrowawayPostgres; redis: RunningRedis }

/** One row of the faults table. */
export type FaultFigures = {
  fault: string
  acknowledged: number | string
  stored: number | string
  /** Acknowledged and not stored: the acceptance is 0. */
  lost: number | string
  duplicates: number | string
  '5xx (not 503)': number
  '503 with Retry-After': number | string
  'time to ready, s': number | string
  note: string
}

export type FaultRun = { name: string; run: (site: FaultSite) => Promise<FaultFigures[]> }

const LEAD_RATE = 30
const LOAD_SECONDS = Number(process.env.BENCH_FAULT_SECONDS ?? 25)

/**
 * Issue 45.1: `pg_ctl restart -m fast` at second 8 of create-lead at 30 req/s over both nodes for
 * 25 s, five times. The load is a browser's: a 502-504 or a dropped connection is sent again with
 * the same idempotency key (tests/support/lead-load.ts).
 */
const restartUnderLoad: FaultRun = {
  name: 'PostgreSQL restart under create-lead load',
  async run({ nodes, postgres }) {
    const rows: FaultFigures[] = []
    for (let n = 1; n <= Number(process.env.BENCH_FAULT_RUNS ?? 5); n++) {
      let upAgainAt = NaN
      const restarted: Promise<void>[] = []
      const load = await runLeadLoad({
        urls: nodes.map((node) => node.url),
        perSecond: LEAD_RATE,
        seconds: LOAD_SECONDS,
        onSecond: (second) => {
          if (second === 8) restarted.push(postgres.restart().then(() => void (upAgainAt = Date.now())))
        },
      })
      await Promise.all(restarted)
      const counts = leadCounts(load, await storedLeads(postgres.url, load))
      rows.push({
        fault: `restart at 8 s, run ${n}`,
        acknowledged: counts.acknowledged,
        stored: counts.stored,
        lost: counts.lost,
        duplicates: counts.duplicates,
        '5xx (not 503)': counts.errors,
        '503 with Retry-After': counts.unavailable - load.withoutRetryAfter,
        'time to ready, s': round(secondsToReady(load, upAgainAt), 2),
        note: `${load.sent.length} sent; ${load.sent.length - counts.acknowledged} never answered 200; answers ${statusesOf(load)}`,
      })
    }
    return rows
  },
}

/**
 * Issue 45.3: PostgreSQL stopped for 20 s while visitors read / and /pricing and send
 * create-lead: pages from the cache (200, 100 %), functions 503 with Retry-After, no 500.
 */
const stoppedFor20s: FaultRun = {
  name: 'PostgreSQL stopped for 20 s',
  async run({ nodes, postgres }) {
    const urls = nodes.map((node) => node.url)
    for (const url of urls) for (const path of ['/', '/pricing']) await (await fetch(`${url}${path}`)).arrayBuffer()
    const pages = new Map<number, number>()
    let reading = true
    const reader = (async () => {
      for (let i = 0; reading; i++) {
        const res = await fetch(`${urls[i % urls.length]}${i % 2 ? '/pricing' : '/'}`)
        await res.arrayBuffer()
        pages.set(res.status, (pages.get(res.status) ?? 0) + 1)
        await new Promise((resolve) => setTimeout(resolve, 200))
      }
    })()
    let stoppedAt = NaN
    let upAgainAt = NaN
    const faults: Promise<void>[] = []
    const load = await runLeadLoad({
      urls,
      perSecond: 5,
      seconds: 30,
      patienceMs: 60_000,
      onSecond: (second) => {
        if (second === 2)
          faults.push(
            postgres.pause().then(async () => {
              stoppedAt = Date.now()
              await new Promise((resolve) => setTimeout(resolve, 20_000))
              await postgres.start()
              upAgainAt = Date.now()
            }),
          )
      },
    })
    await Promise.all(faults)
    reading = false
    await reader
    const counts = leadCounts(load, await storedLeads(postgres.url, load))
    const pageTotal = [...pages.values()].reduce((sum, n) => sum + n, 0)
    const during = load.tries.filter((t) => t.sentAt > stoppedAt + 500 && t.answeredAt < upAgainAt)
    return [
      {
        fault: 'stopped 20 s: create-lead at 5 req/s',
        acknowledged: counts.acknowledged,
        stored: counts.stored,
        lost: counts.lost,
        duplicates: counts.duplicates,
        '5xx (not 503)': counts.errors,
        '503 with Retry-After': `${counts.unavailable - load.withoutRetryAfter} of ${counts.unavailable}`,
        'time to ready, s': round(secondsToReady(load, upAgainAt), 2),
        note: `tries while stopped: ${during.filter((t) => t.status === 503).length} of ${during.length} answered 503`,
      },
      {
        fault: 'stopped 20 s: / and /pricing',
        acknowledged: '',
        stored: '',
        lost: '',
        duplicates: '',
        '5xx (not 503)': [...pages].filter(([status]) => status >= 500 && status !== 503).reduce((sum, [, n]) => sum + n, 0),
        '503 with Retry-After': pages.get(503) ?? 0,
        'time to ready, s': '',
        note: `${pages.get(200) ?? 0} of ${pageTotal} answered 200 (${round((100 * (pages.get(200) ?? 0)) / Math.max(pageTotal, 1))} %)`,
      },
    ]
  },
}

/** Every answer by status, retries included: `200×700 503×40 network×3`. */
const statusesOf = (load: { statuses: Map<string | number, number> }) => [...load.statuses].map(([status, n]) => `${status}×${n}`).join(' ')

/** The fault runs of `--only faults`, in order; other fault parts append theirs here. */
export const FAULT_RUNS: FaultRun[] = [restartUnderLoad, stoppedFor20s]

/** Starts the site (the first node migrates and seeds the private cluster), runs every fault, prints one table. */
export async function faultsPart(runs: FaultRun[] = FAULT_RUNS): Promise<void> {
  const postgres = await startThrowawayPostgres()
  const redis = await startRedis()
  const nodes: RunningServer[] = []
  try {
    const env = { REDIS_URL: redis.url, PAYLOAD_SECRET: randomBytes(24).toString('hex'), LOG_LEVEL: 'warn' }
    for (let i = 0; i < 2; i++) nodes.push(await startServer({ database: { kind: 'postgres', url: postgres.url }, env }))
    const rows: FaultFigures[] = []
    for (const fault of runs) rows.push(...(await fault.run({ nodes, postgres, redis })))
    console.log(`\nFaults on two nodes (PostgreSQL of its own, Redis); create-lead at ${LEAD_RATE} req/s for ${LOAD_SECONDS} s`)
    console.log(table(rows))
    console.log('aims: lost 0 over 5 restarts; while stopped, / and /pricing 200 (100 %), functions 503 with Retry-After, no other 5xx')
  } finally {
    for (const node of nodes) await node.stop()
    await redis.stop()
    postgres.stop()
  }
}

import { randomUUID } from 'node:crypto'
import { batch as funnelBatch } from './ingest-vs-direct'
import { load, percentile } from './measure'
import { rssMiB } from './rss'

export type OverloadResult = {
  /** What a closed loop of `connections` callers got through, requests/s (2xx only). */
  sustainedRate: number
  offeredRate: number
  sent: number
  accepted: number
  /** Accepted (2xx) requests per second over the whole load, until the last answer. */
  achievedRate: number
  acceptedP50Ms: number
  acceptedP99Ms: number
  /** Share of the requests answered 503 (shed). */
  shedShare: number
  /** 503s that carried Retry-After. */
  shedWithRetryAfter: number
  /** Answers other than 2xx and 503, and requests with no answer within the timeout. */
  otherErrors: number
  /** What the other errors were: status codes and the network error's cause, with counts. */
  otherErrorKinds: Record<string, number>
  timedOut: number
  shedP99Ms: number
  peakRssMiB: number
}

/** The request bodies of the two writers under load; each call is a new lead or a new batch. */
export const OVERLOAD_BODIES = {
  'create-lead': () => {
    const id = randomUUID().slice(0, 8)
    return {
      first_name: 'Bench',
      last_name: id,
      email: `bench-${id}@example.com`,
      phone: '555 0100',
      monthly_recurring_revenue: '$0 - $5,000',
      modal_context: 'hero',
    }
  },
  'track-funnel-event': () => funnelBatch(`bench-overload-${randomUUID()}`),
} as const

/**
 * Offers a function twice what the node sustains: first a closed loop (autocannon,
 * `connections` callers) measures the sustained rate, then an open loop sends at 2× that rate
 * for `durationS` whatever the answers, as visitors do. Samples the server's RSS throughout.
 */
export async function measureOverload(
  baseUrl: string,
  serverPid: number,
  fn: keyof typeof OVERLOAD_BODIES,
  {
    durationS,
    offered,
    sustainS = 5,
    connections = 32,
    timeoutMs = 30_000,
  }: {
    durationS: number
    /** A fixed offered rate instead of twice the sustained one. */
    offered?: number
    sustainS?: number
    connections?: number
    timeoutMs?: number
  },
): Promise<OverloadResult> {
  const url = `${baseUrl}/fn/${fn}`
  const body = OVERLOAD_BODIES[fn]
  let peakRss = rssMiB(serverPid) ?? 0
  const sampler = setInterval(() => (peakRss = Math.max(peakRss, rssMiB(serverPid) ?? 0)), 100)
  try {
    const closedLoop = (seconds: number) =>
      load(url, {
        durationS: seconds,
        connections,
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        setupRequest: (req) => ({ ...req, body: JSON.stringify(body()) }),
      })
    await closedLoop(5) // warm-up: a fresh server compiles its code paths on the first calls
    const closed = await closedLoop(sustainS)
    // Only stored calls count: a closed loop that is shed would otherwise look fast.
    const sustainedRate = Math.max(1, closed.requestsPerSecond * (1 - closed.non2xx / Math.max(1, closed.total)))
    const offeredRate = offered ?? Math.round(2 * sustainedRate)
    const accepted: number[] = []
    const shed: number[] = []
    let shedWithRetryAfter = 0
    let otherErrors = 0
    const otherErrorKinds: Record<string, number> = {}
    const countKind = (kind: string) => {
      otherErrors++
      otherErrorKinds[kind] = (otherErrorKinds[kind] ?? 0) + 1
    }
    let timedOut = 0
    const calls: Promise<void>[] = []
    const started = performance.now()
    let lastAnswer = started
    const call = async () => {
      const sentAt = performance.now()
      try {
        const res = await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body()),
          signal: AbortSignal.timeout(timeoutMs),
        })
        await res.arrayBuffer()
        const ms = performance.now() - sentAt
        lastAnswer = Math.max(lastAnswer, performance.now())
        if (res.ok) accepted.push(ms)
        else if (res.status === 503) {
          shed.push(ms)
          if (res.headers.get('retry-after')) shedWithRetryAfter++
        } else countKind(`HTTP ${res.status}`)
      } catch (error) {
        if ((error as Error).name === 'TimeoutError') timedOut++
        else {
          const cause = (error as { cause?: { code?: string; name?: string } }).cause
          countKind(cause?.code ?? cause?.name ?? (error as Error).name)
        }
      }
    }
    // Sends on a fixed schedule (a tick every 10 ms), catching up when a tick comes late.
    const total = Math.round(offeredRate * durationS)
    let sent = 0
    await new Promise<void>((resolve) => {
      const tick = setInterval(() => {
        const due = Math.min(total, Math.floor(((performance.now() - started) / 1000) * offeredRate))
        while (sent < due) {
          calls.push(call())
          sent++
        }
        if (sent >= total) {
          clearInterval(tick)
          resolve()
        }
      }, 10)
    })
    await Promise.all(calls)
    accepted.sort((a, b) => a - b)
    shed.sort((a, b) => a - b)
    return {
      sustainedRate,
      offeredRate,
      sent,
      accepted: accepted.length,
      achievedRate: accepted.length / ((lastAnswer - started) / 1000),
      acceptedP50Ms: percentile(accepted, 50),
      acceptedP99Ms: percentile(accepted, 99),
      shedShare: shed.length / sent,
      shedWithRetryAfter,
      otherErrors,
      otherErrorKinds,
      timedOut,
      shedP99Ms: percentile(shed, 99),
      peakRssMiB: peakRss,
    }
  } finally {
    clearInterval(sampler)
  }
}

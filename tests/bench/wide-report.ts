import { REPORT_WINDOW } from '../../server/analytics/report-window'
import { adminToken } from './measure'
import { percentile } from './measure'

export type WideReportResult = {
  healthzP50Ms: number
  healthzP99Ms: number
  healthzMaxMs: number
  healthzSamples: number
  /** The widest window allowed (two years), with a breakdown. */
  reportStatus: number
  reportMs: number
  reportBytes: number
  /** 0001-01-01..9999-12-31, the outside tester's call: refused at once. */
  refusedStatus: number
  refusedMs: number
  /** The server's longest event-loop block (prom-client's monitorEventLoopDelay max) while the report ran, and over as long right after it (the load alone). */
  loopBlockDuringReportMs: number
  loopBlockLoadAloneMs: number
}

const DAY_MS = 86_400_000

/** The server's longest event-loop delay since the last scrape, ms (prom-client resets it at each scrape). */
async function loopBlockMs(baseUrl: string, token: string): Promise<number> {
  const res = await fetch(`${baseUrl}/metrics`, { headers: { authorization: `JWT ${token}` } })
  const text = await res.text()
  return Number(/^nodejs_eventloop_lag_max_seconds\s+(\S+)/m.exec(text)?.[1] ?? NaN) * 1000
}

/**
 * While another load runs (`during`): /healthz every 50 ms, and after `delayMs` a funnel-report as
 * wide as the bounds allow, then the outside tester's 0001..9999 call (issue 30). Reads the
 * server's longest event-loop block around the report from /metrics.
 */
export async function wideReportAlongside<T>(
  baseUrl: string,
  during: Promise<T>,
  { delayMs }: { delayMs: number },
): Promise<{ load: T; report: WideReportResult }> {
  const token = await adminToken(baseUrl)
  const healthz: number[] = []
  let loadDone = false
  const probing = (async () => {
    while (!loadDone) {
      const started = performance.now()
      await fetch(`${baseUrl}/healthz`).then((res) => res.arrayBuffer())
      healthz.push(performance.now() - started)
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
  })()
  const reporting = (async () => {
    await new Promise((resolve) => setTimeout(resolve, delayMs))
    const call = async (from: string, to: string) => {
      const started = performance.now()
      const res = await fetch(`${baseUrl}/fn/funnel-report`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `JWT ${token}` },
        body: JSON.stringify({ funnel: 'home', from, to, breakdown: 'utm_source' }),
      })
      const bytes = (await res.arrayBuffer()).byteLength
      return { status: res.status, ms: performance.now() - started, bytes }
    }
    const today = new Date()
    const to = today.toISOString().slice(0, 10)
    const from = new Date(today.getTime() - (REPORT_WINDOW.maxDays - 1) * DAY_MS).toISOString().slice(0, 10)
    await loopBlockMs(baseUrl, token) // resets the maximum
    const baselineStarted = performance.now()
    const wide = await call(from, to)
    const loopBlockDuringReportMs = await loopBlockMs(baseUrl, token)
    // As long again without a report, for comparison: the load alone.
    await new Promise((resolve) => setTimeout(resolve, Math.max(50, performance.now() - baselineStarted)))
    const loopBlockLoadAloneMs = await loopBlockMs(baseUrl, token)
    const refused = await call('0001-01-01', '9999-12-31')
    return { wide, refused, loopBlockDuringReportMs, loopBlockLoadAloneMs }
  })()
  const load = await during
  loadDone = true
  const [{ wide, refused, loopBlockDuringReportMs, loopBlockLoadAloneMs }] = await Promise.all([reporting, probing])
  const sorted = [...healthz].sort((a, b) => a - b)
  return {
    load,
    report: {
      healthzP50Ms: percentile(sorted, 50),
      healthzP99Ms: percentile(sorted, 99),
      healthzMaxMs: sorted.at(-1) ?? NaN,
      healthzSamples: sorted.length,
      reportStatus: wide.status,
      reportMs: wide.ms,
      reportBytes: wide.bytes,
      refusedStatus: refused.status,
      refusedMs: refused.ms,
      loopBlockDuringReportMs,
      loopBlockLoadAloneMs,
    },
  }
}

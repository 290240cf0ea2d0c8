import autocannon from 'autocannon'
import { TEST_ADMIN } from '../support/server'

export type LoadResult = { requestsPerSecond: number; p99Ms: number; non2xx: number; errors: number; total: number }

/** A fixed-length load from this process against a loopback URL (bounded in time). */
export async function load(
  url: string,
  {
    durationS = 8,
    connections = 8,
    method = 'GET',
    headers,
    setupRequest,
  }: {
    durationS?: number
    connections?: number
    method?: 'GET' | 'POST'
    headers?: Record<string, string>
    setupRequest?: (req: any) => any
  } = {},
): Promise<LoadResult> {
  const result = await autocannon({
    url,
    connections,
    duration: durationS,
    method,
    headers,
    requests: setupRequest ? [{ setupRequest }] : undefined,
  })
  return {
    requestsPerSecond: result.requests.average,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
    total: result.requests.total,
  }
}

export function table(rows: Record<string, string | number>[]): string {
  const keys = Object.keys(rows[0] ?? {})
  const width = keys.map((k) => Math.max(k.length, ...rows.map((r) => String(r[k]).length)))
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(width[i])).join(' | ')} |`
  return [line(keys), line(width.map((w) => '-'.repeat(w))), ...rows.map((r) => line(keys.map((k) => String(r[k]))))].join('\n')
}

/** The p-th percentile of ascending numbers (NaN for none). */
export const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! : NaN

export const round = (n: number, digits = 1) => Number(n.toFixed(digits))

/** The test admin's session token on the server at `url`. */
export async function adminToken(url: string): Promise<string> {
  const login = await fetch(`${url}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(TEST_ADMIN),
  })
  return ((await login.json()) as { token: string }).token
}

/**
 * POST /fn/<name> as the test admin, `runs` times, one after the other: the median and every
 * time, in ms. `answered` checks each answer (a bench of a wrong answer measures nothing).
 */
export async function timeAdminFunction(
  url: string,
  name: string,
  body: Record<string, unknown>,
  answered: (status: number, answer: any) => boolean,
  runs = 5,
): Promise<{ medianMs: number; runsMs: number[] }> {
  const token = await adminToken(url)
  const runsMs: number[] = []
  for (let i = 0; i < runs; i++) {
    const started = performance.now()
    const res = await fetch(`${url}/fn/${name}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `JWT ${token}` },
      body: JSON.stringify(body),
    })
    const answer = await res.json()
    runsMs.push(performance.now() - started)
    if (!answered(res.status, answer)) throw new Error(`${name} answered ${res.status}: ${JSON.stringify(answer).slice(0, 500)}`)
  }
  const sorted = [...runsMs].sort((a, b) => a - b)
  return { medianMs: sorted[Math.floor(sorted.length / 2)]!, runsMs }
}

import autocannon from 'autocannon'

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

import { randomBytes, randomUUID } from 'node:crypto'
import { leadModalBody } from './load-payloads'

/** Answers a browser's callFunction sends again with the same key (web/lib/call-function.ts). */
const RETRIED = new Set([502, 503, 504])

export type LeadLoadResult = {
  /** In every e-mail of this load: `fault-<tag>-<n>@…`. */
  tag: string
  /** The e-mail of every lead sent; each call's own, so the database says which were stored. */
  sent: string[]
  /** Leads answered 200 with an id (after any retries with the same key). */
  acknowledged: Map<string, string>
  /** Every answer by status, retries included; `network` for a call with no answer. */
  statuses: Map<string | number, number>
  /** 503 answers without a Retry-After header. */
  withoutRetryAfter: number
  /** When each try left and was answered (ms since the epoch): a fault's time to ready. */
  tries: { sentAt: number; answeredAt: number; status: number | 'network' }[]
}

const count = (map: Map<string | number, number>, key: string | number) => map.set(key, (map.get(key) ?? 0) + 1)

/**
 * create-lead at `perSecond` for `seconds`, spread over `urls` (the nodes), as browsers send it:
 * one visitor and one idempotency key per lead, sent again with the same key after a 502, 503,
 * 504 or a dropped connection, for up to `patienceMs` (a browser's user waits, then sends again).
 * `onSecond(n)` runs at the start of each second of load (the fault's moment).
 */
export async function runLeadLoad({
  urls,
  perSecond,
  seconds,
  patienceMs = 30_000,
  tag = randomBytes(4).toString('hex'),
  onSecond,
}: {
  urls: string[]
  perSecond: number
  seconds: number
  patienceMs?: number
  tag?: string
  onSecond?: (second: number) => void
}): Promise<LeadLoadResult> {
  const result: LeadLoadResult = { tag, sent: [], acknowledged: new Map(), statuses: new Map(), withoutRetryAfter: 0, tries: [] }
  const calls: Promise<void>[] = []
  const started = Date.now()
  const total = perSecond * seconds
  for (let i = 0; i < total; i++) {
    const due = started + (i * 1000) / perSecond
    const wait = due - Date.now()
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait))
    if (i % perSecond === 0) onSecond?.(i / perSecond)
    const email = `fault-${tag}-${i}@leads.example.com`
    result.sent.push(email)
    calls.push(sendLead(urls[i % urls.length]!, email, patienceMs, result))
  }
  await Promise.all(calls)
  return result
}

async function sendLead(url: string, email: string, patienceMs: number, result: LeadLoadResult): Promise<void> {
  const headers = { 'content-type': 'application/json', cookie: `vid=${randomUUID()}`, 'idempotency-key': randomUUID() }
  const body = JSON.stringify(leadModalBody(email))
  const giveUpAt = Date.now() + patienceMs
  for (;;) {
    let status: number | 'network'
    let retryAfter: string | null = null
    let leadId: string | undefined
    const sentAt = Date.now()
    try {
      const res = await fetch(`${url}/fn/create-lead`, { method: 'POST', headers, body, signal: AbortSignal.timeout(15_000) })
      status = res.status
      retryAfter = res.headers.get('retry-after')
      const json = (await res.json().catch(() => ({}))) as { leadId?: string }
      leadId = json.leadId
    } catch {
      status = 'network'
    }
    count(result.statuses, status)
    result.tries.push({ sentAt, answeredAt: Date.now(), status })
    if (status === 503 && retryAfter === null) result.withoutRetryAfter++
    if (status === 200 && leadId) return void result.acknowledged.set(email, leadId)
    if ((status !== 'network' && !RETRIED.has(status)) || Date.now() > giveUpAt) return
    const pause = retryAfter ? Math.min(Number(retryAfter) * 1000, 5_000) : 500
    await new Promise((resolve) => setTimeout(resolve, pause))
  }
}

/** Rows of `leads` per e-mail of this load, read straight from PostgreSQL. */
export async function storedLeads(databaseUrl: string, { tag }: Pick<LeadLoadResult, 'tag'>): Promise<Map<string, number>> {
  const { default: pg } = await import('pg')
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    const { rows } = await client.query<{ email: string; n: string }>(
      'SELECT email, count(*) AS n FROM leads WHERE email LIKE $1 GROUP BY email',
      [`fault-${tag}-%`],
    )
    return new Map(rows.map((row) => [row.email, Number(row.n)]))
  } finally {
    await client.end()
  }
}

/** What a fault's run is judged by: acknowledged leads that were not stored, and leads stored twice. */
export function leadCounts(load: LeadLoadResult, stored: Map<string, number>) {
  const lost = [...load.acknowledged.keys()].filter((email) => !stored.has(email))
  const duplicates = [...stored.values()].filter((n) => n > 1).length
  const fiveHundreds = [...load.statuses].filter(([status]) => typeof status === 'number' && status >= 500 && status !== 503)
  return {
    acknowledged: load.acknowledged.size,
    stored: stored.size,
    lost: lost.length,
    duplicates,
    /** 5xx answers other than the designed 503. */
    errors: fiveHundreds.reduce((sum, [, n]) => sum + n, 0),
    unavailable: load.statuses.get(503) ?? 0,
  }
}

/** From `faultAt` until a try sent after it was first answered 200, in seconds (NaN if none was). */
export function secondsToReady(load: Pick<LeadLoadResult, 'tries'>, faultAt: number): number {
  const answered = load.tries.filter((t) => t.status === 200 && t.sentAt >= faultAt).map((t) => t.answeredAt)
  return answered.length ? (Math.min(...answered) - faultAt) / 1000 : NaN
}

import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { ERRORS } from '../../contracts/errors'
import { mulberry32 } from '../../experiments/copy-rules/random'
import { loadExperimentConfig } from '../../experiments/load'
import { experimentResults, type ExperimentResult, type Facts } from '../../experiments/results'
import { firstExposuresByExperiment, SegmentAssigner, type ExperimentBreakdown } from '../../experiments/segments'
import { api } from '../support/api'

/**
 * The database's sums (server/analytics/experiment-sums, docs/decisions/069) against the same
 * sums computed in memory from the raw facts (experiments/sums.ts, the attribution the results
 * had before): a generated set of visitors in 2004 (no other test writes there), written
 * straight into the test server's database, read through experiment-results with that window.
 * Ties at the millisecond, exposures to two arms and to unknown arms, conversions before the
 * exposure, facts just outside the window, refunds, payments without a visitor, events of an
 * earlier year (their session makes a visitor returning; their tags count): all must agree.
 */

const FROM = '2004-01-01'
const TO = '2004-12-31'
const UNTIL = `${TO}T23:59:59.999Z`
const PREFIX = 'sums-'

type EventRow = {
  event_id: string
  event_type: string
  event_data: Record<string, unknown> | null
  session_id: string
  visitor_id: string | null
  device: 'mobile' | 'desktop' | null
  utm_source: string | null
  utm_medium: string | null
  utm_campaign: string | null
  occurred_at: string
}
type PaymentRow = {
  payment_intent_id: string
  amount: number
  status: string
  metadata: Record<string, unknown> | null
  created_at: string
}

function generate(visitors = 240) {
  const random = mulberry32(20040101)
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(random() * xs.length)]!
  const events: EventRow[] = []
  const payments: PaymentRow[] = []
  // A few moments per visitor, so that exposures and conversions often fall on the same millisecond.
  const start = Date.parse('2004-03-01T00:00:00.000Z')
  for (let v = 0; v < visitors; v++) {
    const visitor = pick([`${PREFIX}v${v}`, `${PREFIX}v${v}`, `${PREFIX}v${v}`, `${PREFIX}v${v}`, null, ''])
    const unit = visitor || `${PREFIX}v${v}`
    const moments = Array.from(
      { length: 4 },
      () => new Date(start + Math.floor(random() * 120) * 86_400_000 + Math.floor(random() * 4) * 1000),
    )
    // Just outside the window, at its edges, and a year before it.
    moments.push(
      new Date('2003-12-31T23:59:59.999Z'),
      new Date('2004-01-01T00:00:00.000Z'),
      new Date(UNTIL),
      new Date('2005-01-01T00:00:00.000Z'),
    )
    moments.push(new Date('2003-06-01T10:00:00.000Z'))
    const event = (type: string, data: Record<string, unknown> | null, extra: Partial<EventRow> = {}) =>
      events.push({
        event_id: `${PREFIX}${events.length}`,
        event_type: type,
        event_data: data,
        session_id: `${unit}-s${pick([0, 1, 1, 2])}`,
        visitor_id: visitor,
        device: pick(['mobile', 'desktop', null] as const),
        utm_source: null,
        utm_medium: null,
        utm_campaign: null,
        occurred_at: pick(moments).toISOString(),
        ...extra,
      })
    for (let i = 0, n = 1 + Math.floor(random() * 3); i < n; i++)
      event('experiment_viewed', { experiment_id: 'countdown', variation_key: pick(['shown', 'hidden', 'hidden', 'shown', 'other', 7]) })
    if (random() < 0.7)
      for (let i = 0, n = 1 + Math.floor(random() * 2); i < n; i++)
        event('experiment_viewed', {
          experiment_id: pick(['exit-intent', 'exit-intent', 'nobody']),
          variation_key: pick(['control', 'discount']),
        })
    for (let i = 0, n = Math.floor(random() * 4); i < n; i++) event(pick(['lead_captured', 'checkout_started', 'page_view']), null)
    if (random() < 0.5)
      event(
        'page_view',
        { path: '/' },
        {
          utm_source: pick(['google', 'facebook', '', null]),
          utm_medium: pick(['cpc', null]),
          utm_campaign: pick(['spring', 'autumn', null]),
          ...(random() < 0.3 ? { occurred_at: '2003-06-01T10:00:00.000Z', session_id: `${unit}-old` } : {}),
        },
      )
    for (let i = 0, n = random() < 0.35 ? 1 + Math.floor(random() * 2) : 0; i < n; i++)
      payments.push({
        payment_intent_id: `${PREFIX}pi-${payments.length}`,
        amount: pick([49, 97, 19.99, 27.5]),
        status: pick(['succeeded', 'succeeded', 'refunded', 'pending']),
        metadata: pick([{ visitor_id: unit, kind: 'plan' }, { visitor_id: unit }, { visitor_id: 42 }, null]),
        created_at: pick(moments).toISOString(),
      })
  }
  return { events, payments }
}

/** The raw facts as the old reader took them: with a visitor, string keys, inside the window. */
function factsOf({ events, payments }: ReturnType<typeof generate>, experiments: string[]): Facts {
  const within = (at: string) => at >= `${FROM}T00:00:00.000Z` && at <= UNTIL
  const facts: Facts = { exposures: [], events: [], payments: [] }
  for (const e of events) {
    if (!e.visitor_id || !within(e.occurred_at)) continue
    const data = e.event_data ?? {}
    if (e.event_type === 'experiment_viewed') {
      if (typeof data.experiment_id === 'string' && experiments.includes(data.experiment_id) && typeof data.variation_key === 'string')
        facts.exposures.push({
          unit: e.visitor_id,
          experiment: data.experiment_id,
          variation: data.variation_key,
          at: e.occurred_at,
          session: e.session_id,
          device: e.device,
        })
    } else facts.events.push({ unit: e.visitor_id, eventType: e.event_type, at: e.occurred_at })
  }
  for (const p of payments) {
    const unit = p.metadata?.visitor_id
    if (typeof unit !== 'string' || !unit || !within(p.created_at)) continue
    const kind = p.metadata?.kind
    facts.payments.push({
      unit,
      amount: p.amount,
      refunded: p.status === 'refunded',
      kind: typeof kind === 'string' ? kind : undefined,
      at: p.created_at,
    })
  }
  // Segments as the old reader assigned them: every event of the visitor (any year), in id order.
  const assigners = [...firstExposuresByExperiment(facts.exposures)].map(
    ([experiment, units]) => [experiment, new SegmentAssigner(units)] as const,
  )
  for (const e of events)
    if (e.visitor_id)
      for (const [, assigner] of assigners) assigner.add({ ...e, unit: e.visitor_id, session: e.session_id, at: e.occurred_at })
  facts.segments = new Map(assigners.map(([experiment, assigner]) => [experiment, assigner.segments()]))
  return facts
}

type Statement = { sql: string; params: unknown[] }

/**
 * Runs statements in one transaction on the test server's database (`?` placeholders). One
 * write lock on SQLite, waited for as long as the server's other writes under load need.
 */
async function inDatabase(statements: Statement[]): Promise<void> {
  const url = inject('databaseUrl')
  if (url.startsWith('file:')) {
    const { createClient } = await import('@libsql/client')
    const client = createClient({ url })
    try {
      await client.execute('PRAGMA busy_timeout = 60000')
      await client.batch(
        statements.map((s) => ({ sql: s.sql, args: s.params as never })),
        'write',
      )
    } finally {
      client.close()
    }
    return
  }
  const { default: pg } = await import('pg')
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    await client.query('begin')
    for (const s of statements) {
      let i = 0
      await client.query(
        s.sql.replace(/\?/g, () => `$${++i}`),
        s.params,
      )
    }
    await client.query('commit')
  } finally {
    await client.end()
  }
}

/** Multi-row inserts of `rows`, 100 a statement; `casts` are PostgreSQL's column types. */
function inserts(table: string, columns: string[], rows: unknown[][], casts: Record<string, string>, pg: boolean): Statement[] {
  const out: Statement[] = []
  for (let i = 0; i < rows.length; i += 100) {
    const chunk = rows.slice(i, i + 100)
    const values = chunk.map(() => `(${columns.map((c) => (pg && casts[c] ? `?::${casts[c]}` : '?')).join(', ')})`).join(', ')
    out.push({ sql: `insert into ${table} (${columns.join(', ')}) values ${values}`, params: chunk.flat() })
  }
  return out
}

/** Numbers equal up to the last bits (the database adds in another order than JavaScript). */
function expectClose(actual: unknown, expected: unknown, path = ''): void {
  if (typeof expected === 'number') {
    expect(typeof actual, path).toBe('number')
    const scale = Math.max(1, Math.abs(expected))
    expect(Math.abs((actual as number) - expected) <= 1e-9 * scale, `${path}: ${actual} against ${expected}`).toBe(true)
  } else if (Array.isArray(expected)) {
    expect(actual, path).toHaveLength(expected.length)
    expected.forEach((x, i) => expectClose((actual as unknown[])[i], x, `${path}[${i}]`))
  } else if (expected && typeof expected === 'object') {
    expect(Object.keys(actual as object).sort(), path).toEqual(Object.keys(expected).sort())
    for (const [k, x] of Object.entries(expected)) expectClose((actual as Record<string, unknown>)[k], x, `${path}.${k}`)
  } else expect(actual, path).toEqual(expected)
}

/** What depends on the sums alone (not on the stored controls other files change: weights, state). */
const figuresOf = (r: ExperimentResult) => ({
  users: r.variations.map((v) => v.users),
  multipleExposures: r.multipleExposures,
  metrics: r.metrics,
  daily: r.daily,
  segments: r.segments,
})

const data = generate()
const now = new Date(UNTIL)

describe('experiment results in SQL', () => {
  beforeAll(async () => {
    const pg = !inject('databaseUrl').startsWith('file:')
    await inDatabase([
      ...inserts(
        'funnel_events',
        [
          'event_id',
          'event_type',
          'event_data',
          'session_id',
          'visitor_id',
          'device',
          'utm_source',
          'utm_medium',
          'utm_campaign',
          'occurred_at',
          'updated_at',
          'created_at',
        ],
        data.events.map((r) => [
          r.event_id,
          r.event_type,
          r.event_data && JSON.stringify(r.event_data),
          r.session_id,
          r.visitor_id,
          r.device,
          r.utm_source,
          r.utm_medium,
          r.utm_campaign,
          r.occurred_at,
          r.occurred_at,
          r.occurred_at,
        ]),
        {
          event_data: 'jsonb',
          device: 'enum_funnel_events_device',
          occurred_at: 'timestamptz',
          updated_at: 'timestamptz',
          created_at: 'timestamptz',
        },
        pg,
      ),
      ...inserts(
        'payments',
        ['payment_intent_id', 'amount', 'status', 'metadata', 'updated_at', 'created_at'],
        data.payments.map((p) => [
          p.payment_intent_id,
          p.amount,
          p.status,
          p.metadata && JSON.stringify(p.metadata),
          p.created_at,
          p.created_at,
        ]),
        { metadata: 'jsonb', updated_at: 'timestamptz', created_at: 'timestamptz' },
        pg,
      ),
    ])
  })
  afterAll(async () => {
    await inDatabase([
      { sql: `delete from funnel_events where event_id like ?`, params: [`${PREFIX}%`] },
      { sql: `delete from payments where payment_intent_id like ?`, params: [`${PREFIX}%`] },
    ])
  })

  for (const breakdown of [undefined, 'utm_source', 'utm_campaign', 'device', 'visitor_type'] as const)
    it(`answers the sums of the raw facts${breakdown ? `, by ${breakdown}` : ''}`, async () => {
      const config = await loadExperimentConfig()
      const keys = ['countdown', 'exit-intent']
      const expected = experimentResults(config, factsOf(data, keys), now, { breakdown: breakdown as ExperimentBreakdown | undefined })
      const res = await api('/fn/experiment-results', {
        method: 'POST',
        as: 'analyst',
        body: { from: FROM, to: TO, ...(breakdown ? { breakdown } : {}) },
      })
      expect(res.status).toBe(200)
      for (const key of keys) {
        const want = expected.find((r) => r.key === key)!
        const got = (res.body.experiments as ExperimentResult[]).find((r) => r.key === key)!
        // The data set reaches every case it was made for.
        expect(want.variations.every((v) => v.users > 10)).toBe(true)
        expect(want.multipleExposures).toBeGreaterThan(0)
        expect(want.metrics.some((m) => m.type === 'revenue') || key === 'countdown').toBe(true)
        expectClose(figuresOf(got), figuresOf(want), key)
      }
    })

  it('bounds the window: at most two years, between 2000 and 2100', async () => {
    for (const window of [
      { from: '0001-01-01', to: '9999-12-31' },
      { from: '2001-01-01', to: '2003-01-02' },
      { from: '1999-12-31', to: '2000-01-31' },
      { from: '2100-12-01', to: '2101-01-01' },
    ]) {
      const res = await api('/fn/experiment-results', { method: 'POST', as: 'analyst', body: window })
      expect(res, JSON.stringify(window)).toMatchObject({
        status: 400,
        body: { code: 'REPORT_WINDOW_OUT_OF_BOUNDS', error: ERRORS.REPORT_WINDOW_OUT_OF_BOUNDS.message },
      })
    }
    const widest = await api('/fn/experiment-results', { method: 'POST', as: 'analyst', body: { from: '2001-01-01', to: '2003-01-01' } })
    expect(widest.status).toBe(200)
    const half = await api('/fn/experiment-results', { method: 'POST', as: 'analyst', body: { from: '2004-01-01' } })
    expect(half.status).toBe(400)
  })
})

import { randomBytes } from 'node:crypto'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { backfillExperimentExposuresSql } from '../../collections/ExperimentExposures/backfill'
import { ERRORS } from '../../contracts/errors'
import { HOLDOUT_EXPERIMENT } from '../../experiments/holdout'
import { holdoutLift } from '../../experiments/holdout-lift'
import { loadExperimentConfig } from '../../experiments/load'
import { experimentResults, type ExperimentResult } from '../../experiments/results'
import type { ExperimentBreakdown } from '../../experiments/segments'
import { api } from '../support/api'
import {
  HOLD,
  HOLDOUT_PAYMENTS,
  HOLDOUT_SUMS,
  HOLDOUT_UNITS,
  HOLDOUT_WINDOW,
  PLAN,
  PLAN_PAYMENTS,
  PLAN_SEEN,
  PLAN_UNTIL,
} from '../support/holdout-baseline-data'
import {
  expectClose,
  factsOf,
  figuresOf,
  FROM,
  generate,
  GOAL,
  GOAL_EXPOSURES,
  GOAL_ORDERS,
  goalAt,
  PREFIX,
  TO,
  UNTIL,
} from '../support/experiment-sums-data'
import { fromDatabase, inDatabase, inserts } from '../support/database-rows'
import { stickyBucketCookie, visitorCookie } from '../support/visitor'

/**
 * The database's sums (server/analytics/experiment-sums, docs/decisions/069) against the same
 * sums computed in memory from the raw facts (experiments/sums.ts, the attribution the results
 * had before): a generated set of visitors in 2004 (no other test writes there), written
 * straight into the test server's database, read through experiment-results with that window.
 * Ties at the millisecond, exposures to two arms and to unknown arms, conversions before the
 * exposure, facts just outside the window, refunds, payments without a visitor, events of an
 * earlier year (their session makes a visitor returning; their tags count): all must agree.
 * Each visitor's first exposures (experiment_exposures, docs/decisions/076) are filled in by the
 * migration's backfill; the ingest's own writes of them, with concurrent writers, are checked
 * last.
 */

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
      // What the migration does for exposures stored before the table (these skipped ingest).
      { sql: backfillExperimentExposuresSql(pg ? 'postgres' : 'sqlite', `${PREFIX}%`), params: [] },
    ])
  })
  afterAll(async () => {
    await inDatabase([
      { sql: `delete from experiment_exposures where visitor_id like ?`, params: [`${PREFIX}%`] },
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

  // Most units' first exposure is before this window: their arm and moment come from their
  // exposures in it, not from the first exposure stored (docs/decisions/076).
  for (const breakdown of [undefined, 'visitor_type'] as const)
    it(`answers the sums of a window that starts after most first exposures${breakdown ? `, by ${breakdown}` : ''}`, async () => {
      const [from, to] = ['2004-04-01', '2004-12-31']
      const config = await loadExperimentConfig()
      const keys = ['countdown', 'exit-intent']
      const facts = factsOf(data, keys, from, `${to}T23:59:59.999Z`)
      const expected = experimentResults(config, facts, new Date(`${to}T23:59:59.999Z`), { breakdown })
      const res = await api('/fn/experiment-results', {
        method: 'POST',
        as: 'analyst',
        body: { from, to, ...(breakdown ? { breakdown } : {}) },
      })
      expect(res.status).toBe(200)
      for (const key of keys) {
        const want = expected.find((r) => r.key === key)!
        expect(want.variations.every((v) => v.users > 10)).toBe(true)
        expectClose(figuresOf((res.body.experiments as ExperimentResult[]).find((r) => r.key === key)!), figuresOf(want), key)
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

/**
 * The global holdout's cumulative lift (issue 28, docs/decisions/090) from the database's sums:
 * visitors first exposed to the holdout in the window, their payments from that moment to the
 * window's end; a refund, a payment before the exposure or after the window, a visitor shown
 * both sides and one first exposed before the window count nothing; a dispute is netted like a refund. Hand-computed sums.
 */
describe('the global holdout’s cumulative lift', () => {
  beforeAll(async () => {
    const pg = !inject('databaseUrl').startsWith('file:')
    await inDatabase([
      ...inserts(
        'experiment_exposures',
        ['experiment_id', 'visitor_id', 'variation_key', 'first_at', 'one_variation', 'updated_at', 'created_at'],
        HOLDOUT_UNITS.map((u) => [HOLDOUT_EXPERIMENT, u.unit, u.variation, u.at, pg ? u.one : Number(u.one), u.at, u.at]),
        { first_at: 'timestamptz', updated_at: 'timestamptz', created_at: 'timestamptz' },
        pg,
      ),
      ...inserts(
        'payments',
        ['payment_intent_id', 'amount', 'status', 'metadata', 'updated_at', 'created_at'],
        HOLDOUT_PAYMENTS.map(([unit, amount, status, at], i) => [
          `${HOLD}pi-${i}`,
          amount,
          status,
          JSON.stringify({ visitor_id: unit }),
          at,
          at,
        ]),
        { metadata: 'jsonb', updated_at: 'timestamptz', created_at: 'timestamptz' },
        pg,
      ),
    ])
  })
  afterAll(async () => {
    await inDatabase([
      { sql: `delete from experiment_exposures where visitor_id like ?`, params: [`${HOLD}%`] },
      { sql: `delete from payments where payment_intent_id like ?`, params: [`${HOLD}%`] },
    ])
  })

  it('everyone else against the holdout: visitors, purchasers, revenue per visitor and their lift, analysts only', async () => {
    const window = HOLDOUT_WINDOW
    expect((await api('/fn/holdout-lift', { method: 'POST', body: window })).status).toBe(401)
    expect((await api('/fn/holdout-lift', { method: 'POST', as: 'marketer', body: window })).status).toBe(403)
    expect((await api('/fn/holdout-lift', { method: 'POST', as: 'analyst', body: { from: '1999-01-01', to: '2005-01-01' } })).status).toBe(
      400,
    )
    const res = await api('/fn/holdout-lift', { method: 'POST', as: 'analyst', body: window })
    expect(res.status).toBe(200)
    const { holdout, general } = HOLDOUT_SUMS
    expectClose(res.body.arms, [
      { key: 'holdout', name: 'Holdout', users: 10, purchasers: 2, conversionRate: 0.2, revenue: 175, revenuePerVisitor: 17.5 },
      { key: 'general', name: 'Everyone else', users: 30, purchasers: 6, conversionRate: 0.2, revenue: 657, revenuePerVisitor: 21.9 },
    ])
    const expected = holdoutLift(holdout, general)
    expectClose(res.body.revenuePerVisitor, expected.revenuePerVisitor)
    expectClose(res.body.conversion, expected.conversion)
    expectClose(res.body.extraRevenue, expected.extraRevenue)
    // (21.9 − 17.5) / 17.5, and $4.40 more from each of the 30.
    expect(res.body.revenuePerVisitor.uplift).toBeCloseTo(4.4 / 17.5, 12)
    expect(res.body.extraRevenue.value).toBeCloseTo(132, 9)
    expect(res.body.conversion.uplift).toBeCloseTo(0, 12)
  })
})

/**
 * Revenue read from the payments themselves (docs/decisions/089), on figures computed by hand:
 * order-bump-default in 2005, four visitors per arm exposed on 1 March at noon; purchases in the
 * 14 days before (CUPED's covariate) and one 4 weeks before (too old to count); purchases after,
 * an upsell, and one refund (the order's access taken back for it, as the refund webhook does).
 *
 *   unchecked (A): a1 $97 after, $50 before; a2 $97 + $47 upsell after ($999 too long before); a3, a4 nothing
 *   checked   (B): b1 $97 after, $30 before; b2 $97 after but refunded, $40 before; b3 $120 after; b4 nothing
 */
describe('revenue per visitor, CUPED, capping and ratios from the payments', () => {
  const P = 'sums-rev-'
  const exposedAt = '2005-03-01T12:00:00.000Z'
  const window = { from: '2005-01-01', to: '2005-12-31' }
  const visitors = ['a1', 'a2', 'a3', 'a4', 'b1', 'b2', 'b3', 'b4']
  const payments: Array<[string, string, number, string, string?]> = [
    ['a1-pre', 'a1', 50, '2005-02-20T10:00:00.000Z'],
    ['a1', 'a1', 97, '2005-03-02T10:00:00.000Z'],
    ['a2-old', 'a2', 999, '2005-02-01T10:00:00.000Z'],
    ['a2', 'a2', 97, '2005-03-03T10:00:00.000Z'],
    ['a2-upsell', 'a2', 47, '2005-03-03T10:05:00.000Z', 'upsell'],
    ['b1-pre', 'b1', 30, '2005-02-25T10:00:00.000Z'],
    ['b1', 'b1', 97, '2005-03-04T10:00:00.000Z'],
    ['b2-pre', 'b2', 40, '2005-02-16T12:00:00.000Z'],
    ['b2', 'b2', 97, '2005-03-05T10:00:00.000Z'],
    ['b3', 'b3', 120, '2005-03-06T10:00:00.000Z'],
  ]

  beforeAll(async () => {
    const pg = !inject('databaseUrl').startsWith('file:')
    await inDatabase([
      ...inserts(
        'funnel_events',
        ['event_id', 'event_type', 'event_data', 'session_id', 'visitor_id', 'occurred_at', 'updated_at', 'created_at'],
        visitors.map((v) => [
          `${P}${v}`,
          'experiment_viewed',
          JSON.stringify({ experiment_id: 'order-bump-default', variation_key: v.startsWith('a') ? 'unchecked' : 'checked' }),
          `${P}${v}-s`,
          `${P}${v}`,
          exposedAt,
          exposedAt,
          exposedAt,
        ]),
        { event_data: 'jsonb', occurred_at: 'timestamptz', updated_at: 'timestamptz', created_at: 'timestamptz' },
        pg,
      ),
      ...inserts(
        'payments',
        ['payment_intent_id', 'amount', 'status', 'visitor_id', 'kind', 'metadata', 'updated_at', 'created_at'],
        payments.map(([id, v, amount, at, kind]) => [`${P}pi-${id}`, amount, 'succeeded', `${P}${v}`, kind ?? 'offer', '{}', at, at]),
        { kind: 'enum_payments_kind', metadata: 'jsonb', updated_at: 'timestamptz', created_at: 'timestamptz' },
        pg,
      ),
      // b2's order refunded: its access taken back (server/delivery/revoke-order-access.ts).
      ...inserts(
        'orders',
        [
          'email',
          'status',
          'base_price',
          'upsell_status',
          'checkout_session_id',
          'payment_intent_id',
          'access_revoked_at',
          'access_revoked_reason',
          'updated_at',
          'created_at',
        ],
        [
          [
            `${P}b2@example.com`,
            'paid',
            97,
            'offered',
            `${P}cs-b2`,
            `${P}pi-b2`,
            '2005-03-10T10:00:00.000Z',
            'refunded',
            exposedAt,
            exposedAt,
          ],
        ],
        {
          status: 'enum_orders_status',
          upsell_status: 'enum_orders_upsell_status',
          access_revoked_reason: 'enum_orders_access_revoked_reason',
          access_revoked_at: 'timestamptz',
          updated_at: 'timestamptz',
          created_at: 'timestamptz',
        },
        pg,
      ),
      { sql: backfillExperimentExposuresSql(pg ? 'postgres' : 'sqlite', `${P}%`), params: [] },
    ])
  })
  afterAll(async () => {
    await inDatabase([
      { sql: `delete from orders where checkout_session_id like ?`, params: [`${P}%`] },
      { sql: `delete from experiment_exposures where visitor_id like ?`, params: [`${P}%`] },
      { sql: `delete from funnel_events where event_id like ?`, params: [`${P}%`] },
      { sql: `delete from payments where payment_intent_id like ?`, params: [`${P}%`] },
    ])
  })

  const look = async (body: Record<string, unknown>) => {
    const res = await api('/fn/experiment-results', {
      method: 'POST',
      as: 'analyst',
      body: { ...window, experiment: 'order-bump-default', ...body },
    })
    expect(res.status).toBe(200)
    const result = (res.body.experiments as ExperimentResult[])[0]!
    return (key: string) => result.metrics.find((m) => m.key === key)!
  }

  it('nets the refund, caps at the 99th percentile, and adjusts by CUPED as computed by hand', async () => {
    const on = await look({ cuped: true })
    const revenue = on('revenue')
    // Net: A 97 + 144 = 241, B 97 + 120 = 217 (b2's refunded $97 left out).
    expect(revenue.variations.map((v) => [v.users, v.conversions, v.value])).toEqual([
      [4, 2, 241],
      [4, 2, 217],
    ])
    // Four buyers: the 99th percentile is the largest value, $144; nothing is cut.
    expect(revenue.cap).toEqual({ percentile: 0.99, value: 144 })
    // Pooled: Σpre 120, Σpre² 5000, Σpost 458, Σpost·pre 97·50 + 97·30 = 7760, n 8:
    // var(pre) = (5000 − 1800)/7, cov = (7760 − 6870)/7, θ = 890/3200.
    const theta = 890 / 3200
    expect(revenue.cuped!.on).toBe(true)
    expect(revenue.cuped!.theta).toBeCloseTo(theta, 10)
    const adjusted = [241 / 4 - (theta * 50) / 4, 217 / 4 - (theta * 70) / 4]
    revenue.variations.forEach((v, i) => expect(v.adjustedMean).toBeCloseTo(adjusted[i]!, 9))
    expect(revenue.comparisons[0]!.uplift).toBeCloseTo((adjusted[1]! - adjusted[0]!) / (241 / 4), 10)
    // Adjusted variances: A 5208.25 + θ²·625 − 2θ·612.5, B 4012.25 + θ²·425 − 2θ·(−295.8333…).
    const vA = 5208.25 + theta ** 2 * 625 - 2 * theta * 612.5
    const vB = 4012.25 + theta ** 2 * 425 - 2 * theta * ((2910 - (217 * 70) / 4) / 3)
    const se = Math.sqrt(vB / ((241 / 4) ** 2 * 4) + (vA * (217 / 4) ** 2) / ((241 / 4) ** 4 * 4))
    const ci = revenue.comparisons[0]!.ci
    const dof = (vB / 4 + vA / 4) ** 2 / (vB ** 2 / (16 * 3) + vA ** 2 / (16 * 3))
    const { tPpf } = await import('../../experiments/stats/distributions')
    expect((ci[1] - ci[0]) / 2).toBeCloseTo(tPpf(0.975, dof) * se, 9)
    expect(revenue.cuped!.varianceReduction).toBeCloseTo(1 - (vA + vB) / (5208.25 + 4012.25), 9)

    // Turned off: the plain means, and the interval changes.
    const off = (await look({ cuped: false }))('revenue')
    expect(off.cuped!.on).toBe(false)
    expect(off.comparisons[0]!.uplift).toBeCloseTo((217 - 241) / 241, 12)
    expect(off.comparisons[0]!.ci).not.toEqual(ci)

    // Average order value: net revenue over orders (A 241/3, B 217/2); upsell take rate: A 1 of 2 buyers, B 0 of 2.
    expect(on('average-order-value').variations.map((v) => v.mean)).toEqual([expect.closeTo(241 / 3, 10), expect.closeTo(108.5, 10)])
    expect(on('upsell-take-rate').variations.map((v) => v.mean)).toEqual([0.5, 0])
    expect(on('refund').variations.map((v) => v.conversions)).toEqual([0, 1])
    // Several metrics (revenue and five guardrails, the upsell's funnel goal among them):
    // corrected by Benjamini–Hochberg unless chosen otherwise.
    const holm = await api('/fn/experiment-results', {
      method: 'POST',
      as: 'analyst',
      body: { ...window, experiment: 'order-bump-default', correction: 'holm' },
    })
    expect(holm.body.experiments[0].correction).toEqual({ method: 'holm', comparisons: 6 })
  })

  it('exports one row per user that the CLI reads to the same figures', async () => {
    const res = await api('/fn/experiment-units', {
      method: 'POST',
      as: 'analyst',
      body: { ...window, experiment: 'order-bump-default', metric: 'revenue' },
    })
    expect(res.status).toBe(200)
    expect(res.body.users).toBe(8)
    const { parseUnitsCsv } = await import('../../experiments/units-csv')
    const parsed = parseUnitsCsv(res.body.csv)
    if (!('rows' in parsed)) throw new Error(parsed.error)
    expect(parsed.rows.map((r) => `${r.variation}:${r.value}:${r.pre}`).sort()).toEqual(
      [
        'unchecked:97:50',
        'unchecked:144:0',
        'unchecked:0:0',
        'unchecked:0:0',
        'checked:97:30',
        'checked:0:40',
        'checked:120:0',
        'checked:0:0',
      ].sort(),
    )
    const { analyzeUnits } = await import('../../experiments/stats/analyze-units')
    const cli = analyzeUnits(parsed.rows, { cuped: true, cap: 0.99 })
    const app = (await look({ cuped: true }))('revenue')
    expect(cli.comparisons[0]!.uplift).toBeCloseTo(app.comparisons[0]!.uplift, 12)
    expect(cli.comparisons[0]!.ci[0]).toBeCloseTo(app.comparisons[0]!.ci[0], 12)
    expect(cli.comparisons[0]!.pValue).toBeCloseTo(app.comparisons[0]!.pValue, 12)
    expect(cli.comparisons[0]!.theta).toBeCloseTo(app.cuped!.theta, 12)
    // Analysts only; a ratio metric has no single value per user.
    expect(
      (await api('/fn/experiment-units', { method: 'POST', as: 'marketer', body: { experiment: 'order-bump-default', metric: 'revenue' } }))
        .status,
    ).toBe(403)
    expect(
      (
        await api('/fn/experiment-units', {
          method: 'POST',
          as: 'analyst',
          body: { experiment: 'order-bump-default', metric: 'average-order-value' },
        })
      ).status,
    ).toBe(404)
  })
})

/**
 * Ingest keeps each visitor's first exposure to each experiment (docs/decisions/076) as the
 * exposures arrive: out of order, a second variation, a non-string variation, two at the same
 * millisecond, every batch at once. On PostgreSQL half of them go through a second Payload in
 * this process, as a second node would; on SQLite the product runs in one process (decision
 * 017), so the writers are the server's requests. The rows must be those the backfill computes.
 */
describe('first exposures kept at ingest', () => {
  const postgres = !inject('databaseUrl').startsWith('file:')
  const run = `fx-${randomBytes(3).toString('hex')}`
  let node: Payload | undefined

  beforeAll(async () => {
    if (!postgres) return
    process.env.DATABASE_URL = inject('databaseUrl')
    process.env.PAYLOAD_SECRET = randomBytes(24).toString('hex')
    Object.assign(process.env, { NODE_ENV: 'production' })
    const { getPayload } = await import('payload')
    const { default: config } = await import('../../cms/payload.config')
    node = await getPayload({ config, key: 'experiment-sums-second-node' })
  }, 120_000)
  afterAll(async () => {
    await inDatabase([
      { sql: `delete from experiment_exposures where visitor_id like ?`, params: [`${run}-%`] },
      { sql: `delete from funnel_events where visitor_id like ?`, params: [`${run}-%`] },
    ])
    await node?.db.destroy?.()
  })

  it('stores one first exposure per visitor and experiment, the earliest, whoever writes at once', async () => {
    const { ingestFunnelEvents } = await import('../../server/analytics/ingest-funnel-events')
    const at = (second: number) => new Date(Date.parse('2005-06-01T12:00:00.000Z') + second * 1000).toISOString()
    // Per visitor: [experiment, variation, second] exposures, sent in this (not time) order.
    const plans: Array<Array<[string, unknown, number]>> = [
      [
        ['countdown', 'shown', 30],
        ['countdown', 'shown', 10],
        ['countdown', 'shown', 20],
        ['exit-intent', 'control', 5],
        ['exit-intent', 'control', 5],
      ],
      [
        ['countdown', 'hidden', 40],
        ['countdown', 'shown', 50],
        ['countdown', 'hidden', 15],
        ['exit-intent', 'discount', 7],
      ],
      [
        ['countdown', 7, 1],
        ['countdown', 'hidden', 12],
        ['countdown', 'other', 60],
        ['countdown', 'hidden', 12],
      ],
    ]
    const sends = plans.flatMap((plan, v) =>
      plan.map(([experiment, variation, second], i) => ({
        visitor: `${run}-${v}`,
        mobile: i % 2 === 0,
        viaNode: postgres && i % 2 === 1,
        batch: {
          session_id: `${run}-${v}-s${i}`,
          page_url: 'http://localhost/',
          scroll_depth: 10,
          time_on_page: 1000,
          events: [
            {
              event_id: `${run}-${v}-${i}`,
              event_type: 'experiment_viewed' as const,
              event_data: { experiment_id: experiment, variation_key: variation, variation_id: 0, feature_id: null, hash_attribute: 'id' },
              occurred_at: at(second),
            },
          ],
        },
      })),
    )
    await Promise.all(
      sends.map(async ({ visitor, mobile, viaNode, batch }) => {
        if (viaNode) return ingestFunnelEvents(node!, batch as never, { visitorId: visitor, device: mobile ? 'mobile' : 'desktop' })
        const res = await fetch(`${inject('baseUrl')}/fn/track-funnel-event`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            // The visitor's own signed id, bucketed in the variation it reports (its sticky cookie):
            // what the server recomputes then agrees, but for a number or an unknown variation (flagged).
            cookie: `${visitorCookie(visitor)}; ${stickyBucketCookie(visitor, { [String(batch.events[0]!.event_data.experiment_id)]: String(batch.events[0]!.event_data.variation_key) })}`,
            'user-agent': mobile
              ? 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148'
              : 'Mozilla/5.0 (X11; Linux x86_64)',
          },
          body: JSON.stringify(batch),
        })
        expect(res.status).toBe(200)
      }),
    )
    // Every batch's events are in (a loaded server may answer a batch before a slower one of the same visitor is written).
    await expect
      .poll(async () => Number((await fromDatabase(`select count(*) as n from funnel_events where visitor_id like ?`, [`${run}-%`]))[0]!.n))
      .toBe(sends.length)
    const stored = await fromDatabase(
      `select experiment_id, visitor_id, variation_key, first_at, first_event_id, session_id, device, one_variation
        from experiment_exposures where visitor_id like ? order by visitor_id, experiment_id`,
      [`${run}-%`],
    )
    // What the migration's backfill computes from the same events.
    const events = await fromDatabase(
      `select id, event_data, visitor_id, occurred_at, session_id, device from funnel_events where visitor_id like ? and flagged is not true`,
      [`${run}-%`],
    )
    const expected = new Map<string, { variations: Set<string>; first: Record<string, unknown> }>()
    for (const e of events.sort(
      (a, b) => Date.parse(String(a.occurred_at)) - Date.parse(String(b.occurred_at)) || Number(a.id) - Number(b.id),
    )) {
      const data = (typeof e.event_data === 'string' ? JSON.parse(e.event_data) : e.event_data) as Record<string, unknown>
      if (typeof data.experiment_id !== 'string' || typeof data.variation_key !== 'string') continue
      const key = `${e.visitor_id}/${data.experiment_id}`
      const seen = expected.get(key) ?? {
        variations: new Set(),
        first: { ...e, variation_key: data.variation_key, experiment_id: data.experiment_id },
      }
      seen.variations.add(data.variation_key)
      expected.set(key, seen)
    }
    const shape = (r: Record<string, unknown>) => ({
      key: `${r.visitor_id}/${r.experiment_id}`,
      variation: r.variation_key,
      at: new Date(String(r.first_at ?? r.occurred_at)).toISOString(),
      event: Number(r.first_event_id ?? r.id),
      session: r.session_id,
      device: r.device,
    })
    expect(stored.map((r) => ({ ...shape(r), one: Boolean(r.one_variation) }))).toEqual(
      [...expected.values()]
        .map(({ variations, first }) => ({ ...shape(first), one: variations.size === 1 }))
        .sort((a, b) => (a.key < b.key ? -1 : 1)),
    )
    // The cases the plans were made for: out of order, ties, a second variation, a number; a
    // variation the experiment does not have is flagged at ingest and makes no visitor mixed.
    expect(stored.map((r) => [r.variation_key, Boolean(r.one_variation), new Date(String(r.first_at)).toISOString()])).toEqual([
      ['shown', true, at(10)],
      ['control', true, at(5)],
      ['hidden', false, at(15)],
      ['discount', true, at(7)],
      ['hidden', true, at(12)],
    ])
  }, 120_000)
})

/**
 * Funnel goals (issue 28, point 7): order-bump-default's guardrail "Offer funnel: Upsell accepted"
 * counts the units that reached the funnel view's step after their first exposure, in SQL, against
 * hand-counted units in 2006 (no other test writes there).
 */
describe('a funnel step as an experiment metric', () => {
  const at = goalAt
  let n = 0

  beforeAll(async () => {
    const exposure = (visitor: string, variation: string, minute: number) =>
      api('/api/funnel-events', {
        method: 'POST',
        as: 'admin',
        body: {
          event_id: `${GOAL}${++n}`,
          event_type: 'experiment_viewed',
          event_data: { experiment_id: 'order-bump-default', variation_key: variation },
          session_id: `${visitor}-s`,
          visitor_id: visitor,
          occurred_at: at(minute),
        },
      })
    for (const [visitor, variation, minute] of GOAL_EXPOSURES)
      expect((await exposure(`${GOAL}${visitor}`, variation, minute)).status).toBe(201)
    for (const [visitor, bump, upsell, minute] of GOAL_ORDERS) {
      const intent = `${GOAL}pi-${visitor}`
      if (upsell === 'accepted') {
        const payment = await api('/api/payments', {
          method: 'POST',
          as: 'admin',
          body: {
            payment_intent_id: intent,
            amount: 297,
            status: 'succeeded',
            kind: 'upsell',
            visitor_id: `${GOAL}${visitor}`,
            createdAt: at(minute + 1),
          },
        })
        expect(payment.status).toBe(201)
      }
      const order = await api('/api/orders', {
        method: 'POST',
        as: 'admin',
        body: {
          email: `${GOAL}${visitor}@example.com`,
          base_price: 97,
          checkout_session_id: `cs_${GOAL}${visitor}`,
          visitor_id: `${GOAL}${visitor}`,
          status: 'paid',
          paid_at: at(minute),
          bump_selected: bump,
          base_amount: 97,
          upsell_status: upsell,
          ...(upsell === 'accepted' ? { upsell_amount: 297, upsell_payment_intent_id: intent } : {}),
        },
      })
      expect(order.status).toBe(201)
    }
    const pg = !inject('databaseUrl').startsWith('file:')
    await inDatabase([{ sql: backfillExperimentExposuresSql(pg ? 'postgres' : 'sqlite', `${GOAL}%`), params: [] }])
  }, 120_000)
  afterAll(async () => {
    await inDatabase([
      { sql: `delete from experiment_exposures where visitor_id like ?`, params: [`${GOAL}%`] },
      { sql: `delete from funnel_events where event_id like ?`, params: [`${GOAL}%`] },
      { sql: `delete from orders where visitor_id like ?`, params: [`${GOAL}%`] },
      { sql: `delete from payments where payment_intent_id like ?`, params: [`${GOAL}%`] },
    ])
  })

  it('counts the units that reached the step after their first exposure', async () => {
    const res = await api('/fn/experiment-results', { method: 'POST', as: 'analyst', body: { from: '2006-01-01', to: '2006-12-31' } })
    expect(res.status).toBe(200)
    const result = (res.body.experiments as ExperimentResult[]).find((r) => r.key === 'order-bump-default')!
    expect(result.variations.map((v) => v.users)).toEqual([2, 2]) // a, b | c, d
    expect(result.multipleExposures).toBe(1) // e
    const goal = result.metrics.find((m) => m.key === 'offer-upsell-accepted')!
    expect(goal).toMatchObject({ type: 'binomial', name: 'Offer funnel: Upsell accepted' })
    expect(goal.variations.map((v) => [v.key, v.users, v.conversions])).toEqual([
      ['unchecked', 2, 1], // a (b's upsell came before its exposure)
      ['checked', 2, 1], // d, without the bump
    ])
    // The same window in 2005 has nobody.
    const empty = await api('/fn/experiment-results', { method: 'POST', as: 'analyst', body: { from: '2005-01-01', to: '2005-12-31' } })
    const none = (empty.body.experiments as ExperimentResult[]).find((r) => r.key === 'order-bump-default')!
    expect(none.metrics.find((m) => m.key === 'offer-upsell-accepted')!.variations.map((v) => v.conversions)).toEqual([0, 0])
  })
})

describe("a draft's plan from every visitor of the last 14 days", () => {
  const P = PLAN
  const until = PLAN_UNTIL
  beforeAll(async () => {
    const pg = !inject('databaseUrl').startsWith('file:')
    await inDatabase([
      ...inserts(
        'funnel_events',
        ['event_id', 'event_type', 'event_data', 'session_id', 'visitor_id', 'occurred_at', 'updated_at', 'created_at'],
        PLAN_SEEN.map(([v, at], i) => [`${P}${i}`, 'page_view', '{}', `${P}${v}-s`, `${P}${v}`, at, at, at]),
        { event_data: 'jsonb', occurred_at: 'timestamptz', updated_at: 'timestamptz', created_at: 'timestamptz' },
        pg,
      ),
      ...inserts(
        'payments',
        ['payment_intent_id', 'amount', 'status', 'visitor_id', 'kind', 'metadata', 'updated_at', 'created_at'],
        PLAN_PAYMENTS.map(([id, v, amount, at, status]) => [
          `${P}pi-${id}`,
          amount,
          status ?? 'succeeded',
          `${P}${v}`,
          'offer',
          '{}',
          at,
          at,
        ]),
        { kind: 'enum_payments_kind', metadata: 'jsonb', updated_at: 'timestamptz', created_at: 'timestamptz' },
        pg,
      ),
    ])
  })
  afterAll(async () => {
    await inDatabase([
      { sql: `delete from funnel_events where event_id like ?`, params: [`${P}%`] },
      { sql: `delete from payments where payment_intent_id like ?`, params: [`${P}%`] },
    ])
  })

  it('answers the mean, variance and CUPED share of revenue per visitor as computed by hand, analysts only', async () => {
    const body = { metric: 'revenue', until }
    expect((await api('/fn/metric-baseline', { method: 'POST', body })).status).toBe(401)
    expect((await api('/fn/metric-baseline', { method: 'POST', as: 'marketer', body })).status).toBe(403)
    expect((await api('/fn/metric-baseline', { method: 'POST', as: 'analyst', body: { metric: 'purchase', until } })).status).toBe(404)
    const res = await api('/fn/metric-baseline', { method: 'POST', as: 'analyst', body })
    expect(res.status).toBe(200)
    // Post/pre: p1 100/50, p2 0/0, p3 200/30 (the refund netted), p4 60/40 (06-15 itself is before).
    // Σ 360, Σ² 53,600; Σpre 120, Σpre² 5,000; Σpost·pre 13,400.
    expect(res.body).toMatchObject({ metric: 'revenue', since: '2007-06-15T00:00:00.000Z', until, users: 4, mean: 90 })
    expect(res.body.variance).toBeCloseTo((53_600 - 360 ** 2 / 4) / 3, 6)
    // ρ² = cov²/(var·var(pre)) = (2600/3)² / (21200/3 · 1400/3).
    expect(res.body.varianceReduction).toBeCloseTo(2600 ** 2 / (21_200 * 1400), 9)
    const orders = await api('/fn/metric-baseline', { method: 'POST', as: 'analyst', body: { metric: 'orders', until } })
    expect(orders.body).toMatchObject({ users: 4, mean: 3 / 4 })
  })
})

import { describe, expect, it, vi } from 'vitest'
import { loadExperimentConfig } from '../../experiments/load'
import { experimentResults, experimentResultsFromSums } from '../../experiments/results'
import type { ExperimentBreakdown } from '../../experiments/segments'
import { gatherSums, type SumsQuery, type SumsRow } from '../../experiments/sums'
import { capsOf, experimentSumsAggregation } from '../../server/analytics/experiment-sums/mongo'
import {
  expectClose,
  factsOf,
  figuresOf,
  generate,
  GOAL,
  GOAL_EXPOSURES,
  GOAL_ORDERS,
  goalAt,
  UNTIL,
} from '../support/experiment-sums-data'
import { mongoDocument, runPipeline, type Collections, type MongoDocument } from '../support/mongo-documents'

/**
 * The experiment sums' MongoDB pipeline (both passes: the caps, then the sums) run in memory
 * (mingo) over the visitors the SQL tests write (tests/integration/experiment-sums.test.ts),
 * stored as the MongoDB adapter stores them, against the same sums computed from the raw facts,
 * which the SQL tests assert on SQLite and PostgreSQL. Every figure to 1e-9 (decision 124).
 */

const data = generate()

/** Each visitor's first exposure to each experiment as the backfill writes them: a non-empty visitor, string keys; the first by time, then id. */
function firstExposures(events: MongoDocument[]): MongoDocument[] {
  const firsts = new Map<string, { first: MongoDocument; variations: Set<string> }>()
  const earlier = (a: MongoDocument, b: MongoDocument) =>
    +(a.occurred_at as Date) - +(b.occurred_at as Date) || (a._id as string).localeCompare(b._id as string)
  for (const e of events) {
    const d = (e.event_data ?? {}) as Record<string, unknown>
    if (e.event_type !== 'experiment_viewed' || !e.visitor_id || typeof d.experiment_id !== 'string' || typeof d.variation_key !== 'string')
      continue
    const key = `${d.experiment_id}\u0000${e.visitor_id as string}`
    const seen = firsts.get(key)
    if (!seen) firsts.set(key, { first: e, variations: new Set([d.variation_key]) })
    else {
      seen.variations.add(d.variation_key)
      if (earlier(e, seen.first) < 0) seen.first = e
    }
  }
  return [...firsts.values()].map(({ first, variations }) => {
    const d = first.event_data as Record<string, string>
    return mongoDocument({
      experiment_id: d.experiment_id,
      visitor_id: first.visitor_id,
      variation_key: d.variation_key,
      first_at: first.occurred_at,
      first_event: first._id,
      session_id: first.session_id,
      device: first.device ?? undefined,
      one_variation: variations.size === 1,
    })
  })
}

/** The generated rows as MongoDB documents, with their first exposures. */
function collections(): Collections {
  const events = data.events.map((e) => mongoDocument({ ...e, occurred_at: new Date(e.occurred_at) }, e.occurred_at))
  const payments = data.payments.map(({ created_at, ...p }) => mongoDocument(p, created_at))
  return { 'funnel-events': events, payments, orders: [], 'experiment-exposures': firstExposures(events) }
}

const generated = collections()
const names = { events: 'funnel-events', payments: 'payments', orders: 'orders', exposures: 'experiment-exposures' }

/** loadExperimentSums on MongoDB: the caps' pass, then the sums' pass with them. */
async function mongoSums(query: SumsQuery, db = generated) {
  const config = await loadExperimentConfig()
  const run = (caps: ReadonlyMap<string, number> | 'caps') => {
    const { collection, pipeline } = experimentSumsAggregation(config, query, names, caps)
    expect(collection).toBe('experiment-exposures')
    return runPipeline(db, collection, pipeline)
  }
  return { config, sums: gatherSums(config, run(capsOf(config, run('caps'))) as unknown as SumsRow[]) }
}

// mingo takes a few seconds a pass over these 240 visitors' documents.
vi.setConfig({ testTimeout: 60_000 })

describe('the experiment sums pipeline (mingo), the sums the SQL tests assert', () => {
  for (const breakdown of [undefined, 'utm_source', 'utm_campaign', 'device', 'visitor_type'] as const)
    it(`answers the sums of the raw facts${breakdown ? `, by ${breakdown}` : ''}`, async () => {
      const window = { since: '2004-01-01T00:00:00.000Z', until: UNTIL }
      const { config, sums } = await mongoSums({ ...window, breakdown: breakdown as ExperimentBreakdown | undefined })
      const keys = ['countdown', 'exit-intent']
      const now = new Date(UNTIL)
      const expected = experimentResults(config, factsOf(data, keys), now, { breakdown })
      const got = experimentResultsFromSums(config, sums, now, { breakdown })
      for (const key of keys) {
        const want = expected.find((r) => r.key === key)!
        expect(want.variations.every((v) => v.users > 10)).toBe(true)
        expectClose(figuresOf(got.find((r) => r.key === key)!), figuresOf(want), key)
      }
    })

  for (const breakdown of [undefined, 'visitor_type'] as const)
    it(`answers the sums of a window that starts after most first exposures${breakdown ? `, by ${breakdown}` : ''}`, async () => {
      const until = '2004-12-31T23:59:59.999Z'
      const { config, sums } = await mongoSums({ since: '2004-04-01T00:00:00.000Z', until, breakdown })
      const keys = ['countdown', 'exit-intent']
      const expected = experimentResults(config, factsOf(data, keys, '2004-04-01', until), new Date(until), { breakdown })
      const got = experimentResultsFromSums(config, sums, new Date(until), { breakdown })
      for (const key of keys) expectClose(figuresOf(got.find((r) => r.key === key)!), figuresOf(expected.find((r) => r.key === key)!), key)
    })
})

describe('a funnel step as an experiment metric (mingo)', () => {
  const person = (visitor: string) => `${GOAL}${visitor}`
  const events = GOAL_EXPOSURES.map(([visitor, variation, minute], i) =>
    mongoDocument({
      event_id: `${GOAL}${i + 1}`,
      event_type: 'experiment_viewed',
      event_data: { experiment_id: 'order-bump-default', variation_key: variation },
      session_id: `${person(visitor)}-s`,
      visitor_id: person(visitor),
      occurred_at: new Date(goalAt(minute)),
    }),
  )
  const accepted = GOAL_ORDERS.filter(([, , upsell]) => upsell === 'accepted')
  const db: Collections = {
    'funnel-events': events,
    'experiment-exposures': firstExposures(events),
    payments: accepted.map(([visitor, , , minute]) =>
      mongoDocument(
        { payment_intent_id: `${GOAL}pi-${visitor}`, amount: 297, status: 'succeeded', kind: 'upsell', visitor_id: person(visitor) },
        goalAt(minute + 1),
      ),
    ),
    orders: GOAL_ORDERS.map(([visitor, bump, upsell, minute]) =>
      mongoDocument({
        email: `${person(visitor)}@example.com`,
        base_price: 97,
        checkout_session_id: `cs_${person(visitor)}`,
        visitor_id: person(visitor),
        status: 'paid',
        paid_at: new Date(goalAt(minute)),
        bump_selected: bump,
        base_amount: 97,
        upsell_status: upsell,
        ...(upsell === 'accepted' ? { upsell_amount: 297, upsell_payment_intent_id: `${GOAL}pi-${visitor}` } : {}),
      }),
    ),
  }

  it('counts the units that reached the step after their first exposure', async () => {
    const results = async (year: number) => {
      const window = { since: `${year}-01-01T00:00:00.000Z`, until: `${year}-12-31T23:59:59.999Z` }
      const { config, sums } = await mongoSums(window, db)
      return experimentResultsFromSums(config, sums, new Date(window.until)).find((r) => r.key === 'order-bump-default')!
    }
    const result = await results(2006)
    expect(result.variations.map((v) => v.users)).toEqual([2, 2]) // a, b | c, d
    expect(result.multipleExposures).toBe(1) // e
    const goal = result.metrics.find((m) => m.key === 'offer-upsell-accepted')!
    expect(goal.variations.map((v) => [v.key, v.users, v.conversions])).toEqual([
      ['unchecked', 2, 1], // a (b's upsell came before its exposure)
      ['checked', 2, 1], // d, without the bump
    ])
    const none = await results(2005)
    expect(none.metrics.find((m) => m.key === 'offer-upsell-accepted')!.variations.map((v) => v.conversions)).toEqual([0, 0])
  })
})

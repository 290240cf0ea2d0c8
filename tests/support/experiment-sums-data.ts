import { expect } from 'vitest'
import { mulberry32 } from '../../experiments/copy-rules/random'
import type { ExperimentResult, Facts } from '../../experiments/results'
import { firstExposuresByExperiment, SegmentAssigner } from '../../experiments/segments'

/**
 * The experiment sums' generated visitors of 2004 and the sums computed in memory from their raw
 * facts (experiments/sums.ts), shared by the SQL tests (tests/integration/experiment-sums.test.ts)
 * and the MongoDB pipeline tests (tests/unit/mongo-pipelines-experiment-sums.test.ts).
 */

export const FROM = '2004-01-01'
export const TO = '2004-12-31'
export const UNTIL = `${TO}T23:59:59.999Z`
export const PREFIX = 'sums-'

export type EventRow = {
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
export type PaymentRow = {
  payment_intent_id: string
  amount: number
  status: string
  metadata: Record<string, unknown> | null
  created_at: string
}

export function generate(visitors = 240) {
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
export function factsOf({ events, payments }: ReturnType<typeof generate>, experiments: string[], from = FROM, until = UNTIL): Facts {
  const within = (at: string) => at >= `${from}T00:00:00.000Z` && at <= until
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

/** Numbers equal up to the last bits (the database adds in another order than JavaScript). */
export function expectClose(actual: unknown, expected: unknown, path = ''): void {
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
export const figuresOf = (r: ExperimentResult) => ({
  users: r.variations.map((v) => v.users),
  multipleExposures: r.multipleExposures,
  metrics: r.metrics,
  daily: r.daily,
  segments: r.segments,
})

/** A funnel step as an experiment metric (order-bump-default's upsell goal), 1 May 2006. */
export const GOAL = 'goal-'
export const goalAt = (minute: number) => new Date(Date.parse('2006-05-01T10:00:00.000Z') + minute * 60_000).toISOString()
// a: unchecked, took the upsell after exposure (counts). b: unchecked, the upsell before its
// exposure (does not). c: checked, declined the upsell. d: checked, upsell without the bump
// (counts). e: shown both arms (left out). f: never exposed, took the upsell.
/** [visitor, variation, minute]: an exposure each. */
export const GOAL_EXPOSURES = [
  ['a', 'unchecked', 0],
  ['b', 'unchecked', 30],
  ['c', 'checked', 0],
  ['d', 'checked', 0],
  ['e', 'checked', 0],
  ['e', 'unchecked', 1],
] as const
/** [visitor, bump, upsell, minute]: a paid order each, paid at the minute; an accepted upsell's payment a minute later. */
export const GOAL_ORDERS: Array<[string, boolean, 'accepted' | 'declined', number]> = [
  ['a', true, 'accepted', 10],
  ['b', false, 'accepted', 10],
  ['c', true, 'declined', 10],
  ['d', false, 'accepted', 10],
  ['e', false, 'accepted', 10],
  ['f', false, 'accepted', 10],
]

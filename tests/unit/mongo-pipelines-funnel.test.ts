import { describe, expect, it } from 'vitest'
import type { FunnelReport, FunnelReportInput } from '../../contracts/funnel-report'
import type { FunnelFigure } from '../../collections/FunnelEvents/funnel-steps'
import { assembleFunnelReport } from '../../server/analytics/funnel-report/assemble'
import { funnelAggregation } from '../../server/analytics/funnel-report/mongo'
import { previousPeriod } from '../../server/analytics/funnel-report/previous-period'
import {
  APRIL_EVENTS,
  HOME_EVENTS,
  MARCH_ORDERS,
  MAY_EVENTS,
  MAY_ORDER,
  MAY_PAYMENTS,
  OFFER_EVENTS,
  PAYMENTS,
  marchTags,
  orderBase,
  sourceTag,
  type FunnelTestEvent,
  type FunnelTestPayment,
} from '../support/funnel-report-data'
import { closeTo, mongoDocument, runPipeline, stored, type Collections } from '../support/mongo-documents'

/**
 * The funnel report's MongoDB pipeline run in memory (mingo) over the visitors the SQL tests
 * write (tests/integration/funnel-report.test.ts, which asserts the same figures on SQLite and
 * PostgreSQL), stored as the MongoDB adapter stores them. Every figure to 1e-9 (decision 124).
 */

const WRITTEN = '2026-12-07T09:00:00.000Z' // when the test wrote the rows: an order's updatedAt

const events = (list: FunnelTestEvent[], tags: (utm: string) => Record<string, string>) =>
  list.map((e, i) =>
    mongoDocument(
      {
        event_id: `fr-${i}`,
        event_type: e.type,
        event_data: e.data ?? {},
        session_id: e.session,
        visitor_id: e.visitor,
        occurred_at: new Date(e.at),
        device: e.device,
        ...(e.utm ? tags(e.utm) : {}),
      },
      WRITTEN,
    ),
  )
const payments = (list: FunnelTestPayment[], prefix: string) =>
  list.map((p, i) =>
    mongoDocument(
      {
        payment_intent_id: p.intent ?? `${prefix}${i}`,
        amount: p.amount,
        status: p.status ?? 'succeeded',
        kind: p.kind,
        visitor_id: p.visitor,
      },
      p.at,
    ),
  )
const order = (fields: Record<string, unknown>) => mongoDocument({ ...fields, paid_at: stored(fields.paid_at) }, WRITTEN)

const db: Collections = {
  'funnel-events': [...events([...HOME_EVENTS, ...OFFER_EVENTS], marchTags), ...events([...APRIL_EVENTS, ...MAY_EVENTS], sourceTag)],
  payments: [...payments(PAYMENTS, 'pi_fr_'), ...payments(MAY_PAYMENTS, 'pi_fs_')],
  orders: [...MARCH_ORDERS.map(({ visitor, data }) => order({ ...orderBase(visitor), ...data })), order(MAY_ORDER)],
}
const names = { events: 'funnel-events', payments: 'payments', orders: 'orders' }

function figures(input: FunnelReportInput): FunnelFigure[] {
  const { collection, pipeline } = funnelAggregation(input, names)
  expect(collection).toBe('funnel-events')
  const [result] = runPipeline(db, collection, pipeline)
  return (result?.figures as FunnelFigure[] | undefined) ?? []
}

/** The report as funnelReport() assembles it on MongoDB. */
function report(input: FunnelReportInput): FunnelReport {
  const period = input.comparePrevious ? previousPeriod(input) : undefined
  const previous = period && { ...period, figures: figures({ ...input, ...period }) }
  return assembleFunnelReport(input, figures(input), new Date(), previous)
}

type Row = (number | null)[]
/** Each step's visitors, share of the previous, share of the first and median seconds: mismatches beyond 1e-9. */
function mismatches(segment: FunnelReport['total'], expected: Row[]) {
  const actual = segment.steps.map((s) => [s.visitors, s.fromPrevious, s.fromFirst, s.medianSecondsFromPrevious])
  return actual.flatMap((row, i) =>
    row.every((value, j) => closeTo(value, expected[i]![j]!)) ? [] : [{ step: i + 1, row, expected: expected[i] }],
  )
}
const visitors = (segment: FunnelReport['total']) => segment.steps.map((s) => s.visitors)
const March = { from: '2021-03-01', to: '2021-03-02' } as const

describe('the funnel report pipeline (mingo), the figures the SQL tests assert', () => {
  it('home funnel: every step, conversion, median, revenue, RPV, EPC and the daily trend', () => {
    const body = report({ funnel: 'home', ...March })
    expect(body.segments).toEqual([])
    expect(
      mismatches(body.total, [
        [4, null, 1, null],
        [3, 0.75, 0.75, 120],
        [2, 2 / 3, 0.5, 75], // A 120 s, B 30 s: the mean of the middle two, as percentile_cont
        [2, 1, 0.5, 60],
        [2, 1, 0.5, 75],
        [2, 1, 0.5, 36015],
      ]),
    ).toEqual([])
    expect([body.total.revenue, body.total.revenuePerVisitor, body.total.earningsPerClick]).toEqual([148, 37, 29.6])
    expect(body.daily).toEqual([
      { date: '2021-03-01', visitors: [3, 2, 2, 2, 2, 1], revenue: 49 },
      { date: '2021-03-02', visitors: [1, 1, 0, 0, 0, 1], revenue: 99 },
    ])
  })

  it('breaks the home funnel down by utm source, medium, campaign, device, new or returning, and variant', () => {
    const segments = (breakdown: FunnelReportInput['breakdown'], extra: Partial<FunnelReportInput> = {}) => {
      const body = report({ funnel: 'home', ...March, breakdown, ...extra })
      expect(body.total.steps[0]!.visitors).toBe(4)
      return body.segments.map((s) => ({
        value: s.value,
        visitors: visitors(s),
        revenue: s.revenue,
        rpv: s.revenuePerVisitor,
        epc: s.earningsPerClick,
      }))
    }
    expect(segments('utm_source')).toEqual([
      { value: 'google', visitors: [2, 1, 1, 1, 1, 1], revenue: 49, rpv: 24.5, epc: 16.33 },
      { value: '(none)', visitors: [1, 1, 0, 0, 0, 0], revenue: 0, rpv: 0, epc: 0 },
      { value: 'facebook', visitors: [1, 1, 1, 1, 1, 1], revenue: 99, rpv: 99, epc: 99 },
    ])
    expect(segments('utm_medium').map((s) => [s.value, s.visitors[0]])).toEqual([
      ['cpc', 3],
      ['(none)', 1],
    ])
    expect(segments('utm_campaign').map((s) => [s.value, s.visitors[0]])).toEqual([
      ['spring-google', 2],
      ['(none)', 1],
      ['spring-facebook', 1],
    ])
    expect(segments('device')).toEqual([
      { value: 'desktop', visitors: [2, 2, 1, 1, 1, 1], revenue: 49, rpv: 24.5, epc: 16.33 },
      { value: 'mobile', visitors: [2, 1, 1, 1, 1, 1], revenue: 99, rpv: 49.5, epc: 49.5 },
    ])
    expect(segments('visitor_type')).toEqual([
      { value: 'new', visitors: [3, 2, 1, 1, 1, 1], revenue: 49, rpv: 16.33, epc: 12.25 },
      { value: 'returning', visitors: [1, 1, 1, 1, 1, 1], revenue: 99, rpv: 99, epc: 99 },
    ])
    expect(segments('variant', { experiment: 'report-split' })).toEqual([
      { value: '(none)', visitors: [2, 1, 0, 0, 0, 0], revenue: 0, rpv: 0, epc: 0 },
      { value: 'hidden', visitors: [1, 1, 1, 1, 1, 1], revenue: 49, rpv: 49, epc: 24.5 },
      { value: 'shown', visitors: [1, 1, 1, 1, 1, 1], revenue: 99, rpv: 99, epc: 99 },
    ])
    const byDevice = report({ funnel: 'home', ...March, breakdown: 'device' })
    expect(byDevice.segments[0]!.steps.map((s) => s.medianSecondsFromPrevious)).toEqual([null, 180, 120, 60, 30, 360])
  })

  it('offer funnel: orders for paid, bump and upsell; offer and upsell payments for revenue', () => {
    const body = report({ funnel: 'offer', ...March, breakdown: 'utm_source' })
    expect(
      mismatches(body.total, [
        [3, null, 1, null],
        [3, 1, 1, 40],
        [2, 2 / 3, 2 / 3, 40],
        [2, 1, 2 / 3, 360],
        [1, 0.5, 1 / 3, 0],
        [1, 0.5, 1 / 3, 60],
      ]),
    ).toEqual([])
    expect([body.total.revenue, body.total.revenuePerVisitor, body.total.earningsPerClick]).toEqual([518, 172.67, 172.67])
    expect(body.segments.map((s) => [s.value, s.steps[0]!.visitors, s.revenue])).toEqual([
      ['(none)', 2, 97],
      ['newsletter', 1, 421],
    ])
    expect(body.daily).toEqual([
      { date: '2021-03-01', visitors: [2, 2, 2, 2, 1, 1], revenue: 518 },
      { date: '2021-03-02', visitors: [1, 1, 0, 0, 0, 0], revenue: 0 },
    ])
  })

  it('an empty window answers zeros, one row per day', () => {
    const body = report({ funnel: 'offer', from: '2020-01-01', to: '2020-01-03' })
    expect(visitors(body.total)).toEqual([0, 0, 0, 0, 0, 0])
    expect(body.total.revenue).toBe(0)
    expect(body.daily.map((d) => d.date)).toEqual(['2020-01-01', '2020-01-02', '2020-01-03'])
  })

  it('takes the first entry by time then session id, and steps done out of order at or after the step before', () => {
    const window = { funnel: 'home', from: '2021-04-01', to: '2021-04-01' } as const
    const body = report({ ...window, breakdown: 'utm_source' })
    expect(
      mismatches(body.total, [
        [3, null, 1, null],
        [1, 1 / 3, 1 / 3, 120],
        [1, 1, 1 / 3, 60],
        [1, 1, 1 / 3, 60],
        [0, 0, 0, null],
        [0, null, 0, null],
      ]),
    ).toEqual([])
    expect(body.segments.map((s) => [s.value, visitors(s)])).toEqual([
      ['(none)', [1, 1, 1, 1, 0, 0]],
      ['facebook', [1, 0, 0, 0, 0, 0]],
      ['google', [1, 0, 0, 0, 0, 0]],
    ])
    expect(body.daily).toEqual([{ date: '2021-04-01', visitors: [3, 1, 1, 1, 0, 0], revenue: 0 }])
    const byType = report({ ...window, breakdown: 'visitor_type' })
    expect(byType.segments.map((s) => [s.value, s.steps[0]!.visitors, s.steps[1]!.visitors])).toEqual([
      ['new', 2, 1],
      ['returning', 1, 0],
    ])
  })

  it('counts the step after the optional bump, any order, and the previous period', () => {
    const day = { from: '2021-05-01', to: '2021-05-01' }
    const offer = report({ funnel: 'offer', ...day })
    expect(visitors(offer.total)).toEqual([1, 1, 1, 1, 0, 1])
    expect(offer.total.steps[5]).toMatchObject({ fromPrevious: 1, medianSecondsFromPrevious: 60 })
    expect(offer.total.revenue).toBe(394)
    expect(offer.daily).toEqual([{ date: '2021-05-01', visitors: [1, 1, 1, 1, 0, 1], revenue: 394 }])
    expect(visitors(report({ funnel: 'home', ...day }).total)).toEqual([1, 0, 0, 0, 0, 0])
    const any = report({ funnel: 'home', ...day, order: 'any', breakdown: 'device' })
    expect(visitors(any.total)).toEqual([1, 0, 1, 1, 0, 0])
    expect(any.segments.map((s) => [s.value, visitors(s)])).toEqual([['(none)', [1, 0, 1, 1, 0, 0]]])
    expect(any.total.steps.map((s) => s.medianSecondsFromPrevious)).toEqual([null, null, null, null, null, null])
    expect([any.total.steps[2]!.fromPrevious, any.total.steps[3]!.fromPrevious]).toEqual([null, 1])
    expect(any.daily).toEqual([{ date: '2021-05-01', visitors: [1, 0, 1, 1, 0, 0], revenue: 0 }])
    expect(visitors(report({ funnel: 'home', ...March, order: 'any' }).total)).toEqual([4, 4, 3, 3, 2, 2])

    const compared = report({ funnel: 'home', from: '2021-03-03', to: '2021-03-04', comparePrevious: true, breakdown: 'device' })
    expect(compared.previous).toMatchObject({ from: '2021-03-01', to: '2021-03-02' })
    expect(visitors(compared.previous!.total)).toEqual([4, 3, 2, 2, 2, 2])
    expect(compared.previous!.total.revenue).toBe(148)
    expect(compared.previous!.segments.map((s) => s.value)).toEqual(['desktop', 'mobile'])
    expect(compared.total.steps[0]!.visitors).toBe(1)
  })
})

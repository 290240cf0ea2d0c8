import { beforeAll, describe, expect, it } from 'vitest'
import { ERRORS } from '../../contracts/errors'
import { api } from '../support/api'
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

/**
 * funnel-report against a hand-counted set of visitors in March 2021 (no other test writes
 * there): every step count, conversion, median, revenue, RPV, EPC, each breakdown and the
 * daily trend. The same file runs on SQLite and on PostgreSQL (TEST_DATABASE).
 */

let eventNumber = 0

/** A payment through the REST API, dated `at`. */
async function writePayment(p: FunnelTestPayment, intent: string) {
  const res = await api('/api/payments', {
    method: 'POST',
    as: 'admin',
    body: {
      payment_intent_id: p.intent ?? intent,
      amount: p.amount,
      status: p.status ?? 'succeeded',
      kind: p.kind,
      visitor_id: p.visitor,
      createdAt: p.at,
    },
  })
  expect(res.status).toBe(201)
  expect(res.body.doc.createdAt).toBe(p.at)
}

async function seed() {
  await writeEvents([...HOME_EVENTS, ...OFFER_EVENTS], marchTags)
  for (const [i, p] of PAYMENTS.entries()) await writePayment(p, `pi_fr_${i}`)
  for (const { visitor, data } of MARCH_ORDERS) {
    const res = await api('/api/orders', { method: 'POST', as: 'admin', body: { ...orderBase(visitor), ...data } })
    expect(res.status).toBe(201)
  }
}

/** Writes events through the REST API (hooks set each one's funnel step); `tags` from the event's utm. */
async function writeEvents(events: FunnelTestEvent[], tags = sourceTag) {
  for (const e of events) {
    const res = await api('/api/funnel-events', {
      method: 'POST',
      as: 'admin',
      body: {
        event_id: `fr-${++eventNumber}`,
        event_type: e.type,
        event_data: e.data ?? {},
        session_id: e.session,
        visitor_id: e.visitor,
        occurred_at: e.at,
        ...(e.device ? { device: e.device } : {}),
        ...(e.utm ? tags(e.utm) : {}),
      },
    })
    expect(res.status).toBe(201)
  }
}

const report = async (body: Record<string, unknown>) => {
  const res = await api('/fn/funnel-report', { method: 'POST', as: 'analyst', body })
  expect(res.status).toBe(200)
  return res.body
}

const stepsOf = (segment: {
  steps: { visitors: number; fromPrevious: number | null; fromFirst: number | null; medianSecondsFromPrevious: number | null }[]
}) => segment.steps.map((s) => [s.visitors, s.fromPrevious, s.fromFirst, s.medianSecondsFromPrevious])
const close = (value: number | null) => (value === null ? null : Math.round(value * 10_000) / 10_000)
const rounded = (rows: (number | null)[][]) => rows.map((row) => row.map(close))

beforeAll(seed, 120_000)

describe('funnel-report', () => {
  it('home funnel: every step, conversion, median, revenue, RPV, EPC and the daily trend', async () => {
    const body = await report({ funnel: 'home', from: '2021-03-01', to: '2021-03-02' })
    expect(body.breakdown).toBeNull()
    expect(body.segments).toEqual([])
    expect(body.total.value).toBe('all')
    expect(body.total.steps.map((s: { key: string }) => s.key)).toEqual([
      'visit',
      'lead',
      'pricing_view',
      'plan_click',
      'checkout_started',
      'paid',
    ])
    expect(rounded(stepsOf(body.total))).toEqual([
      [4, null, 1, null], // A B C D
      [3, 0.75, 0.75, 120], // A 60 s, B 120 s, C 300 s
      [2, close(2 / 3), 0.5, 75], // A 120 s, B 30 s
      [2, 1, 0.5, 60], // A 60 s, B 60 s
      [2, 1, 0.5, 75], // A 30 s, B 120 s
      [2, 1, 0.5, 36015], // A 360 s, B 71,670 s
    ])
    // 49 (A) + 99 (B): not the vendor payment, the refunded one, the one after the window, nor E's.
    expect(body.total.revenue).toBe(148)
    expect(body.total.revenuePerVisitor).toBe(37) // 148 / 4 visitors
    expect(body.total.earningsPerClick).toBe(29.6) // 148 / 5 home page views (A twice)
    expect(body.daily).toEqual([
      { date: '2021-03-01', visitors: [3, 2, 2, 2, 2, 1], revenue: 49 },
      { date: '2021-03-02', visitors: [1, 1, 0, 0, 0, 1], revenue: 99 },
    ])
  })

  it('breaks the home funnel down by utm source, medium, campaign, device, new or returning, and variant', async () => {
    const segments = async (breakdown: string, extra: Record<string, unknown> = {}) => {
      const body = await report({ funnel: 'home', from: '2021-03-01', to: '2021-03-02', breakdown, ...extra })
      expect(body.breakdown).toBe(breakdown)
      expect(body.total.steps[0].visitors).toBe(4)
      return body.segments.map((s: any) => ({
        value: s.value,
        visitors: s.steps.map((step: { visitors: number }) => step.visitors),
        revenue: s.revenue,
        rpv: s.revenuePerVisitor,
        epc: s.earningsPerClick,
      }))
    }
    expect(await segments('utm_source')).toEqual([
      { value: 'google', visitors: [2, 1, 1, 1, 1, 1], revenue: 49, rpv: 24.5, epc: 16.33 }, // A, D; 3 clicks
      { value: '(none)', visitors: [1, 1, 0, 0, 0, 0], revenue: 0, rpv: 0, epc: 0 }, // C
      { value: 'facebook', visitors: [1, 1, 1, 1, 1, 1], revenue: 99, rpv: 99, epc: 99 }, // B
    ])
    expect((await segments('utm_medium')).map((s: { value: string; visitors: number[] }) => [s.value, s.visitors[0]])).toEqual([
      ['cpc', 3],
      ['(none)', 1],
    ])
    expect((await segments('utm_campaign')).map((s: { value: string; visitors: number[] }) => [s.value, s.visitors[0]])).toEqual([
      ['spring-google', 2],
      ['(none)', 1],
      ['spring-facebook', 1],
    ])
    expect(await segments('device')).toEqual([
      { value: 'desktop', visitors: [2, 2, 1, 1, 1, 1], revenue: 49, rpv: 24.5, epc: 16.33 }, // A (2 clicks), C
      { value: 'mobile', visitors: [2, 1, 1, 1, 1, 1], revenue: 99, rpv: 49.5, epc: 49.5 }, // B, D
    ])
    expect(await segments('visitor_type')).toEqual([
      { value: 'new', visitors: [3, 2, 1, 1, 1, 1], revenue: 49, rpv: 16.33, epc: 12.25 }, // A, C, D; 4 clicks
      { value: 'returning', visitors: [1, 1, 1, 1, 1, 1], revenue: 99, rpv: 99, epc: 99 }, // B
    ])
    expect(await segments('variant', { experiment: 'report-split' })).toEqual([
      { value: '(none)', visitors: [2, 1, 0, 0, 0, 0], revenue: 0, rpv: 0, epc: 0 }, // C, D (D saw another experiment)
      { value: 'hidden', visitors: [1, 1, 1, 1, 1, 1], revenue: 49, rpv: 49, epc: 24.5 }, // A's first exposure
      { value: 'shown', visitors: [1, 1, 1, 1, 1, 1], revenue: 99, rpv: 99, epc: 99 }, // B
    ])
    const medians = await report({ funnel: 'home', from: '2021-03-01', to: '2021-03-02', breakdown: 'device' })
    expect(medians.segments[0].steps.map((s: { medianSecondsFromPrevious: number | null }) => s.medianSecondsFromPrevious)).toEqual([
      null,
      180, // A 60 s, C 300 s
      120,
      60,
      30,
      360,
    ])
  })

  it('offer funnel: orders for paid, bump and upsell; offer and upsell payments for revenue', async () => {
    const body = await report({ funnel: 'offer', from: '2021-03-01', to: '2021-03-02', breakdown: 'utm_source' })
    expect(rounded(stepsOf(body.total))).toEqual([
      [3, null, 1, null], // F G H
      [3, 1, 1, 40], // F 40 s, G 60 s, H 10 s
      [2, close(2 / 3), close(2 / 3), 40], // F 20 s, G 60 s
      [2, 1, close(2 / 3), 360], // F 120 s, G 600 s
      [1, 0.5, close(1 / 3), 0], // F, the same order
      [1, 0.5, close(1 / 3), 60], // F's upsell payment a minute later; from paid (the bump is optional)
    ])
    expect(body.total.steps.map((s: { optional: boolean }) => s.optional)).toEqual([false, false, false, false, true, false])
    expect(body.total.revenue).toBe(518) // 124 + 297 + 97
    expect(body.total.revenuePerVisitor).toBe(172.67)
    expect(body.total.earningsPerClick).toBe(172.67)
    expect(body.segments.map((s: any) => [s.value, s.steps[0].visitors, s.revenue])).toEqual([
      ['(none)', 2, 97],
      ['newsletter', 1, 421],
    ])
    expect(body.daily).toEqual([
      { date: '2021-03-01', visitors: [2, 2, 2, 2, 1, 1], revenue: 518 },
      { date: '2021-03-02', visitors: [1, 1, 0, 0, 0, 0], revenue: 0 },
    ])
  })

  it('an empty window answers zeros, one row per day', async () => {
    const body = await report({ funnel: 'offer', from: '2020-01-01', to: '2020-01-03' })
    expect(body.total.steps.map((s: { visitors: number }) => s.visitors)).toEqual([0, 0, 0, 0, 0, 0])
    expect(body.total.steps[1].fromPrevious).toBeNull()
    expect(body.total.revenue).toBe(0)
    expect(body.daily.map((d: { date: string }) => d.date)).toEqual(['2020-01-01', '2020-01-02', '2020-01-03'])
  })

  it('marketers and admins may read it; agency and vendor users get 403, visitors 401', async () => {
    const input = { funnel: 'home', from: '2021-03-01', to: '2021-03-02' }
    for (const who of ['marketer', 'admin'] as const)
      expect((await api('/fn/funnel-report', { method: 'POST', as: who, body: input })).status).toBe(200)
    for (const who of ['agency', 'vendor'] as const) {
      const res = await api('/fn/funnel-report', { method: 'POST', as: who, body: input })
      expect(res.status).toBe(403)
      expect(res.body).toEqual({ error: 'Not allowed', code: 'FORBIDDEN' })
    }
    expect((await api('/fn/funnel-report', { method: 'POST', body: input })).status).toBe(401)
  })

  it('takes the first entry by time then session id, and steps done out of order at or after the step before', async () => {
    await writeEvents(APRIL_EVENTS)
    const window = { funnel: 'home', from: '2021-04-01', to: '2021-04-01' }
    const body = await report({ ...window, breakdown: 'utm_source' })
    expect(rounded(stepsOf(body.total))).toEqual([
      [3, null, 1, null],
      [1, close(1 / 3), close(1 / 3), 120], // C
      [1, 1, close(1 / 3), 60], // C's second pricing view
      [1, 1, close(1 / 3), 60], // C's second plan click
      [0, 0, 0, null],
      [0, null, 0, null],
    ])
    expect(body.total.earningsPerClick).toBe(0)
    expect(body.segments.map((s: any) => [s.value, s.steps.map((step: { visitors: number }) => step.visitors)])).toEqual([
      ['(none)', [1, 1, 1, 1, 0, 0]],
      ['facebook', [1, 0, 0, 0, 0, 0]],
      ['google', [1, 0, 0, 0, 0, 0]],
    ])
    expect(body.daily).toEqual([{ date: '2021-04-01', visitors: [3, 1, 1, 1, 0, 0], revenue: 0 }])
    const byType = await report({ ...window, breakdown: 'visitor_type' })
    expect(byType.segments.map((s: any) => [s.value, s.steps[0].visitors, s.steps[1].visitors])).toEqual([
      ['new', 2, 1],
      ['returning', 1, 0],
    ])
  })

  it('counts the step after the optional bump, any order, and the previous period', async () => {
    await writeEvents(MAY_EVENTS)
    for (const p of MAY_PAYMENTS) await writePayment(p, '')
    const order = await api('/api/orders', { method: 'POST', as: 'admin', body: MAY_ORDER })
    expect(order.status).toBe(201)
    const day = { from: '2021-05-01', to: '2021-05-01' }
    const visitors = (segment: { steps: { label: string; visitors: number }[] }) => segment.steps.map((s) => `${s.label} ${s.visitors}`)

    const offer = await report({ funnel: 'offer', ...day })
    expect(offer.order).toBe('strict')
    expect(visitors(offer.total)).toEqual([
      'Offer view 1',
      'E-mail captured 1',
      'Checkout view 1',
      'Paid 1',
      'Bump taken 0',
      'Upsell accepted 1',
    ])
    // From paid, not from the bump nobody took; the upsell's payment a minute after the order's.
    expect(offer.total.steps[5]).toMatchObject({ fromPrevious: 1, medianSecondsFromPrevious: 60 })
    expect(offer.total.revenue).toBe(394)
    expect(offer.daily).toEqual([{ date: '2021-05-01', visitors: [1, 1, 1, 1, 0, 1], revenue: 394 }])

    const strict = await report({ funnel: 'home', ...day })
    expect(visitors(strict.total)).toEqual(['Visit 1', 'Lead 0', 'Pricing view 0', 'Plan click 0', 'Checkout started 0', 'Paid 0'])
    const any = await report({ funnel: 'home', ...day, order: 'any', breakdown: 'device' })
    expect(any.order).toBe('any')
    expect(visitors(any.total)).toEqual(['Visit 1', 'Lead 0', 'Pricing view 1', 'Plan click 1', 'Checkout started 0', 'Paid 0'])
    expect(any.segments.map((s: any) => [s.value, s.steps.map((step: { visitors: number }) => step.visitors)])).toEqual([
      ['(none)', [1, 0, 1, 1, 0, 0]],
    ])
    // No order, so no time from the step before; pricing over leads has no share (no leads).
    expect(any.total.steps.map((s: { medianSecondsFromPrevious: number | null }) => s.medianSecondsFromPrevious)).toEqual([
      null,
      null,
      null,
      null,
      null,
      null,
    ])
    expect(any.total.steps[2].fromPrevious).toBeNull()
    expect(any.total.steps[3].fromPrevious).toBe(1)
    expect(any.daily).toEqual([{ date: '2021-05-01', visitors: [1, 0, 1, 1, 0, 0], revenue: 0 }])
    // In any order, March's C counts at pricing and plan click done before the lead, and D at the lead before the visit.
    const march = await report({ funnel: 'home', from: '2021-03-01', to: '2021-03-02', order: 'any' })
    expect(march.total.steps.map((s: { visitors: number }) => s.visitors)).toEqual([4, 4, 3, 3, 2, 2])

    // The previous period: the as many days just before (March's two days for 3 and 4 March).
    expect(strict.previous).toBeNull()
    const compared = await report({ funnel: 'home', from: '2021-03-03', to: '2021-03-04', comparePrevious: true, breakdown: 'device' })
    expect(compared.previous.from).toBe('2021-03-01')
    expect(compared.previous.to).toBe('2021-03-02')
    expect(compared.previous.total.steps.map((s: { visitors: number }) => s.visitors)).toEqual([4, 3, 2, 2, 2, 2])
    expect(compared.previous.total.revenue).toBe(148)
    expect(compared.previous.segments.map((s: { value: string }) => s.value)).toEqual(['desktop', 'mobile'])
    expect(compared.total.steps[0].visitors).toBe(1) // F, 3 March
  })

  it("stores each event's funnel step on every write, from its type and page path (what the report filters on)", async () => {
    const created = await api('/api/funnel-events', {
      method: 'POST',
      as: 'admin',
      body: {
        event_id: 'fr-step-1',
        event_type: 'page_view',
        event_data: { path: '/pricing' },
        session_id: 'fr-step',
        visitor_id: 'fr-step',
        occurred_at: '2020-06-01T10:00:00.000Z',
      },
    })
    expect(created.status).toBe(201)
    expect(created.body.doc.funnel_step).toBe('home_pricing_view')
    const path = `/api/funnel-events/${created.body.doc.id}`
    const moved = await api(path, { method: 'PATCH', as: 'admin', body: { event_data: { path: '/offer' } } })
    expect(moved.status).toBe(200)
    expect(moved.body.doc.funnel_step).toBe('offer_offer_view')
    const other = await api(path, { method: 'PATCH', as: 'admin', body: { event_type: 'scroll_depth' } })
    expect(other.status).toBe(200)
    expect(other.body.doc.funnel_step ?? null).toBeNull()
  })

  it('bounds the window: at most two years, between 2000 and 2100 (the 0001..9999 report answered 215 MB)', async () => {
    for (const [from, to] of [
      ['0001-01-01', '9999-12-31'],
      ['2020-01-01', '2022-01-01'], // 732 days
      ['1999-12-31', '2000-01-02'],
      ['2100-12-30', '2101-01-01'],
    ]) {
      const res = await api('/fn/funnel-report', { method: 'POST', as: 'marketer', body: { funnel: 'home', from, to } })
      expect(res.status, `${from}..${to}`).toBe(400)
      expect(res.body).toEqual({ code: 'REPORT_WINDOW_OUT_OF_BOUNDS', error: ERRORS.REPORT_WINDOW_OUT_OF_BOUNDS.message })
    }
    // The widest window allowed: 731 days, a row for each.
    const widest = await report({ funnel: 'home', from: '2020-01-01', to: '2021-12-31' })
    expect(widest.daily).toHaveLength(731)
  })

  it('bad input answers the validation error', async () => {
    for (const body of [
      { funnel: 'home', from: '2021-03-02', to: '2021-03-01' },
      { funnel: 'cart', from: '2021-03-01', to: '2021-03-02' },
      { funnel: 'home', from: '2021-03-01', to: '2021-03-02', breakdown: 'variant' },
      { funnel: 'home', from: 'yesterday', to: '2021-03-02' },
    ]) {
      const res = await api('/fn/funnel-report', { method: 'POST', as: 'analyst', body })
      expect(res.status).toBe(400)
      expect(res.body.code).toBe('INVALID_INPUT')
    }
  })
})

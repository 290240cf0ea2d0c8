import { beforeAll, describe, expect, it } from 'vitest'
import { ERRORS } from '../../contracts/errors'
import { api } from '../support/api'

/**
 * funnel-report against a hand-counted set of visitors in March 2021 (no other test writes
 * there): every step count, conversion, median, revenue, RPV, EPC, each breakdown and the
 * daily trend. The same file runs on SQLite and on PostgreSQL (TEST_DATABASE).
 */

let eventNumber = 0
type Event = {
  visitor: string
  session: string
  type: string
  at: string
  data?: Record<string, unknown>
  device?: 'mobile' | 'desktop'
  utm?: string
}

const page = (path: string) => ({ type: 'page_view', data: { path } })

// Home funnel (times UTC). Steps: visit, lead, pricing view, plan click, checkout started, paid.
const HOME_EVENTS: Event[] = [
  // Exposures name an experiment no code defines: other files on this server count the real ones' users.
  // A: google, desktop, new; every step; a second visit the next day (2 clicks); exposed to 'hidden' first.
  { visitor: 'fr-a', session: 'fr-a1', ...page('/'), at: '2021-03-01T10:00:00.000Z', device: 'desktop', utm: 'google' },
  {
    visitor: 'fr-a',
    session: 'fr-a1',
    type: 'experiment_viewed',
    at: '2021-03-01T10:00:00.500Z',
    data: { experiment_id: 'report-split', variation_key: 'hidden' },
  },
  {
    visitor: 'fr-a',
    session: 'fr-a1',
    type: 'experiment_viewed',
    at: '2021-03-01T10:00:05.000Z',
    data: { experiment_id: 'report-split', variation_key: 'shown' },
  },
  { visitor: 'fr-a', session: 'fr-a1', type: 'lead_captured', at: '2021-03-01T10:01:00.000Z' },
  { visitor: 'fr-a', session: 'fr-a1', ...page('/pricing'), at: '2021-03-01T10:03:00.000Z' },
  { visitor: 'fr-a', session: 'fr-a1', type: 'pricing_plan_click', at: '2021-03-01T10:04:00.000Z' },
  { visitor: 'fr-a', session: 'fr-a1', type: 'checkout_started', at: '2021-03-01T10:04:30.000Z' },
  { visitor: 'fr-a', session: 'fr-a2', ...page('/home'), at: '2021-03-02T09:00:00.000Z', device: 'desktop' },
  // B: facebook, mobile, returning (a visit in an earlier session, before the window); paid the next day.
  { visitor: 'fr-b', session: 'fr-b0', ...page('/'), at: '2021-02-20T12:00:00.000Z', device: 'mobile' },
  { visitor: 'fr-b', session: 'fr-b1', ...page('/'), at: '2021-03-01T12:00:00.000Z', device: 'mobile', utm: 'facebook' },
  {
    visitor: 'fr-b',
    session: 'fr-b1',
    type: 'experiment_viewed',
    at: '2021-03-01T12:00:01.000Z',
    data: { experiment_id: 'report-split', variation_key: 'shown' },
  },
  { visitor: 'fr-b', session: 'fr-b1', type: 'lead_captured', at: '2021-03-01T12:02:00.000Z' },
  { visitor: 'fr-b', session: 'fr-b1', ...page('/pricing'), at: '2021-03-01T12:02:30.000Z' },
  { visitor: 'fr-b', session: 'fr-b1', type: 'pricing_plan_click', at: '2021-03-01T12:03:30.000Z' },
  { visitor: 'fr-b', session: 'fr-b1', type: 'checkout_started', at: '2021-03-01T12:05:30.000Z' },
  // C: no utm, desktop, new; pricing and a plan click before the lead do not count; stops at lead.
  { visitor: 'fr-c', session: 'fr-c1', ...page('/'), at: '2021-03-02T15:00:00.000Z', device: 'desktop' },
  { visitor: 'fr-c', session: 'fr-c1', ...page('/pricing'), at: '2021-03-02T15:01:00.000Z' },
  { visitor: 'fr-c', session: 'fr-c1', type: 'pricing_plan_click', at: '2021-03-02T15:02:00.000Z' },
  { visitor: 'fr-c', session: 'fr-c1', type: 'lead_captured', at: '2021-03-02T15:05:00.000Z' },
  // D: google, mobile, new (its earlier event is in the same session); a lead before the visit does not count.
  { visitor: 'fr-d', session: 'fr-d1', type: 'lead_captured', at: '2021-03-01T08:00:00.000Z' },
  { visitor: 'fr-d', session: 'fr-d1', ...page('/'), at: '2021-03-01T09:00:00.000Z', device: 'mobile', utm: 'google' },
  {
    visitor: 'fr-d',
    session: 'fr-d1',
    type: 'experiment_viewed',
    at: '2021-03-01T09:00:01.000Z',
    data: { experiment_id: 'other', variation_key: 'x' },
  },
  // E: never on the home page: outside the funnel whatever it does.
  { visitor: 'fr-e', session: 'fr-e1', ...page('/pricing'), at: '2021-03-01T09:00:00.000Z', device: 'desktop' },
  { visitor: 'fr-e', session: 'fr-e1', type: 'pricing_plan_click', at: '2021-03-01T09:01:00.000Z' },
  // After the window.
  { visitor: 'fr-f', session: 'fr-f1', ...page('/'), at: '2021-03-03T00:00:00.000Z', device: 'desktop' },
]

// Offer funnel. Steps: offer view, e-mail captured, checkout view, paid, bump taken, upsell accepted.
const OFFER_EVENTS: Event[] = [
  { visitor: 'fo-f', session: 'fo-f1', ...page('/offer'), at: '2021-03-01T10:00:00.000Z', device: 'desktop', utm: 'newsletter' },
  { visitor: 'fo-f', session: 'fo-f1', type: 'offer_email_captured', at: '2021-03-01T10:00:40.000Z' },
  { visitor: 'fo-f', session: 'fo-f1', type: 'viewed_checkout', at: '2021-03-01T10:01:00.000Z' },
  { visitor: 'fo-g', session: 'fo-g1', ...page('/offer'), at: '2021-03-01T11:00:00.000Z', device: 'mobile' },
  { visitor: 'fo-g', session: 'fo-g1', type: 'offer_email_captured', at: '2021-03-01T11:01:00.000Z' },
  { visitor: 'fo-g', session: 'fo-g1', type: 'viewed_checkout', at: '2021-03-01T11:02:00.000Z' },
  { visitor: 'fo-h', session: 'fo-h1', ...page('/offer'), at: '2021-03-02T12:00:00.000Z', device: 'mobile' },
  { visitor: 'fo-h', session: 'fo-h1', type: 'offer_email_captured', at: '2021-03-02T12:00:10.000Z' },
]

type Payment = { visitor: string; kind: string; amount: number; at: string; status?: string; intent?: string }
const PAYMENTS: Payment[] = [
  { visitor: 'fr-a', kind: 'plan', amount: 49, at: '2021-03-01T10:10:30.000Z' },
  { visitor: 'fr-a', kind: 'vendor', amount: 10, at: '2021-03-01T10:20:00.000Z' }, // not a plan
  { visitor: 'fr-a', kind: 'plan', amount: 49, at: '2021-03-03T10:00:00.000Z' }, // after the window
  { visitor: 'fr-b', kind: 'plan', amount: 99, at: '2021-03-02T08:00:00.000Z' },
  { visitor: 'fr-d', kind: 'plan', amount: 49, at: '2021-03-01T09:30:00.000Z', status: 'refunded' },
  { visitor: 'fr-e', kind: 'plan', amount: 200, at: '2021-03-01T09:05:00.000Z' }, // not in the funnel
  { visitor: 'fo-f', kind: 'offer', amount: 124, at: '2021-03-01T10:03:00.000Z' },
  { visitor: 'fo-f', kind: 'upsell', amount: 297, at: '2021-03-01T10:04:00.000Z', intent: 'pi_fr_upsell_f' },
  { visitor: 'fo-g', kind: 'offer', amount: 97, at: '2021-03-01T11:12:00.000Z' },
]

async function seed() {
  await writeEvents([...HOME_EVENTS, ...OFFER_EVENTS], (utm) => ({ utm_source: utm, utm_medium: 'cpc', utm_campaign: `spring-${utm}` }))
  for (const [i, p] of PAYMENTS.entries()) {
    const res = await api('/api/payments', {
      method: 'POST',
      as: 'admin',
      body: {
        payment_intent_id: p.intent ?? `pi_fr_${i}`,
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
  const order = (visitor: string, data: Record<string, unknown>) =>
    api('/api/orders', {
      method: 'POST',
      as: 'admin',
      body: { email: `${visitor}@example.com`, base_price: 97, checkout_session_id: `cs_fr_${visitor}`, visitor_id: visitor, ...data },
    })
  const orders = [
    await order('fo-f', {
      status: 'paid',
      paid_at: '2021-03-01T10:03:00.000Z',
      bump_selected: true,
      base_amount: 97,
      bump_amount: 27,
      upsell_status: 'accepted',
      upsell_amount: 297,
      upsell_payment_intent_id: 'pi_fr_upsell_f',
    }),
    await order('fo-g', { status: 'paid', paid_at: '2021-03-01T11:12:00.000Z', base_amount: 97, upsell_status: 'declined' }),
    // Opened but never paid.
    await order('fo-h', { status: 'pending' }),
  ]
  for (const res of orders) expect(res.status).toBe(201)
}

/** Writes events through the REST API (hooks set each one's funnel step); `tags` from the event's utm. */
async function writeEvents(events: Event[], tags = (utm: string): Record<string, string> => ({ utm_source: utm })) {
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
    // 1 April 2021, no other case's window. A: two entries at the same moment (the smaller
    // session id's tags count). B: an earlier event in another session the day before.
    // C: a pricing view and a plan click before the steps before them, then again after.
    const events: Event[] = [
      { visitor: 'ft-a', session: 'ft-a2', ...page('/'), at: '2021-04-01T10:00:00.000Z', utm: 'newsletter' },
      { visitor: 'ft-a', session: 'ft-a1', ...page('/'), at: '2021-04-01T10:00:00.000Z', utm: 'google' },
      { visitor: 'ft-b', session: 'ft-b0', type: 'scroll_depth', at: '2021-03-31T23:00:00.000Z' },
      { visitor: 'ft-b', session: 'ft-b1', ...page('/home'), at: '2021-04-01T11:00:00.000Z', utm: 'facebook' },
      { visitor: 'ft-c', session: 'ft-c1', ...page('/'), at: '2021-04-01T10:00:00.000Z' },
      { visitor: 'ft-c', session: 'ft-c1', type: 'pricing_plan_click', at: '2021-04-01T10:00:30.000Z' },
      { visitor: 'ft-c', session: 'ft-c1', ...page('/pricing'), at: '2021-04-01T10:01:00.000Z' },
      { visitor: 'ft-c', session: 'ft-c1', type: 'lead_captured', at: '2021-04-01T10:02:00.000Z' },
      { visitor: 'ft-c', session: 'ft-c1', ...page('/pricing'), at: '2021-04-01T10:03:00.000Z' },
      { visitor: 'ft-c', session: 'ft-c1', type: 'pricing_plan_click', at: '2021-04-01T10:04:00.000Z' },
    ]
    await writeEvents(events)
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
    // 1 May 2021, no other case's window. U: bought the offer without the bump and took the
    // upsell. S: visited home and went straight to pricing and a plan, without a lead.
    const events: Event[] = [
      { visitor: 'fs-u', session: 'fs-u1', ...page('/offer'), at: '2021-05-01T10:00:00.000Z' },
      { visitor: 'fs-u', session: 'fs-u1', type: 'offer_email_captured', at: '2021-05-01T10:01:00.000Z' },
      { visitor: 'fs-u', session: 'fs-u1', type: 'viewed_checkout', at: '2021-05-01T10:02:00.000Z' },
      { visitor: 'fs-s', session: 'fs-s1', ...page('/'), at: '2021-05-01T11:00:00.000Z' },
      { visitor: 'fs-s', session: 'fs-s1', ...page('/pricing'), at: '2021-05-01T11:01:00.000Z' },
      { visitor: 'fs-s', session: 'fs-s1', type: 'pricing_plan_click', at: '2021-05-01T11:02:00.000Z' },
    ]
    await writeEvents(events)
    for (const p of [
      { kind: 'offer', amount: 97, at: '2021-05-01T10:05:00.000Z', intent: 'pi_fs_offer_u' },
      { kind: 'upsell', amount: 297, at: '2021-05-01T10:06:00.000Z', intent: 'pi_fs_upsell_u' },
    ]) {
      const res = await api('/api/payments', {
        method: 'POST',
        as: 'admin',
        body: { payment_intent_id: p.intent, amount: p.amount, status: 'succeeded', kind: p.kind, visitor_id: 'fs-u', createdAt: p.at },
      })
      expect(res.status).toBe(201)
    }
    const order = await api('/api/orders', {
      method: 'POST',
      as: 'admin',
      body: {
        email: 'fs-u@example.com',
        base_price: 97,
        checkout_session_id: 'cs_fs_u',
        visitor_id: 'fs-u',
        status: 'paid',
        paid_at: '2021-05-01T10:05:00.000Z',
        bump_selected: false,
        base_amount: 97,
        upsell_status: 'accepted',
        upsell_amount: 297,
        upsell_payment_intent_id: 'pi_fs_upsell_u',
      },
    })
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

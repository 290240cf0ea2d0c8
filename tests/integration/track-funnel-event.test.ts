import { randomBytes, randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { ERRORS } from '../../contracts/errors'
import { api, baseUrl } from '../support/api'
import { visitorCookie } from '../support/visitor'

const unique = () => `${Date.now()}-${randomBytes(4).toString('hex')}`
const eventId = () => `ev_${randomBytes(8).toString('hex')}`

function event(type = 'page_view', data: Record<string, unknown> = {}) {
  return { event_id: eventId(), event_type: type, event_data: data, occurred_at: new Date().toISOString() }
}

/** The spec section 7 payload. */
function batch(
  sessionId: string,
  events: Record<string, unknown>[] = [
    event('page_view'),
    event('scroll_gate', { percent: 30, context: 'hero' }),
    event('cta_click', { context: 'hero' }),
  ],
) {
  return {
    session_id: sessionId,
    lead_id: null,
    events,
    page_url: 'http://localhost/?utm_source=test',
    scroll_depth: 35,
    time_on_page: 5000,
    experiment_variants: { exit_intent: 'discount', pricing_display: 'value_stack' },
  }
}

const track = (body: unknown, headers: Record<string, string> = {}) => api('/fn/track-funnel-event', { method: 'POST', body, headers })

async function stored(sessionId: string) {
  const res = await api(`/api/funnel-events?where[session_id][equals]=${encodeURIComponent(sessionId)}&limit=100&sort=occurred_at`, {
    as: 'analyst',
  })
  expect(res.status).toBe(200)
  return res.body as { totalDocs: number; docs: Record<string, any>[] }
}

function expectInvalid(res: { status: number; body: any }) {
  expect(res.status).toBe(400)
  expect(res.body).toMatchObject({ code: 'INVALID_INPUT' })
  expect(typeof res.body.error).toBe('string')
  expect(res.body.error.length).toBeGreaterThan(0)
  expect(
    Object.keys(res.body)
      .filter((k) => k !== 'title')
      .sort(),
  ).toEqual(['code', 'error'])
  expect(JSON.stringify(res.body)).not.toMatch(/stack|\.ts:\d+|at [A-Za-z]+ \(/)
}

describe('track-funnel-event', () => {
  it('stores every event of a batch with the batch fields', async () => {
    const sessionId = `s-${unique()}`
    const body = batch(sessionId)
    const res = await track(body)
    expect(res.status).toBe(200)
    expect(res.body).toEqual({ stored: 3, duplicates: 0 })
    const found = await stored(sessionId)
    expect(found.totalDocs).toBe(3)
    expect(found.docs.map((d) => d.event_id).sort()).toEqual(body.events.map((e) => e.event_id).sort())
    const click = found.docs.find((d) => d.event_type === 'cta_click')!
    expect(click).toMatchObject({
      session_id: sessionId,
      event_data: { context: 'hero' },
      page_url: 'http://localhost/?utm_source=test',
      scroll_depth: 35,
      time_on_page: 5000,
      experiment_variants: { exit_intent: 'discount', pricing_display: 'value_stack' },
    })
    expect(new Date(click.occurred_at).toISOString()).toBe(body.events[2]!.occurred_at)
  })

  it('stores a batch sent twice once', async () => {
    const sessionId = `s-${unique()}`
    const body = batch(sessionId)
    expect((await track(body)).body).toEqual({ stored: 3, duplicates: 0 })
    const again = await track(body)
    expect(again.status).toBe(200)
    expect(again.body).toEqual({ stored: 0, duplicates: 3 })
    expect((await stored(sessionId)).totalDocs).toBe(3)
  })

  it('stores only the new events of a retried batch that grew', async () => {
    const sessionId = `s-${unique()}`
    const first = batch(sessionId)
    await track(first)
    const grown = batch(sessionId, [...first.events, event('exit_intent_shown')])
    expect((await track(grown)).body).toEqual({ stored: 1, duplicates: 3 })
    expect((await stored(sessionId)).totalDocs).toBe(4)
  })

  it('stores an event repeated inside one batch once', async () => {
    const sessionId = `s-${unique()}`
    const e = event('page_view')
    const res = await track(batch(sessionId, [e, { ...e }]))
    expect(res.status).toBe(200)
    expect((await stored(sessionId)).totalDocs).toBe(1)
  })

  it('stores a batch sent twice at the same time once, and answers both', async () => {
    const sessionId = `s-${unique()}`
    const events = Array.from({ length: 10 }, (_, i) => event('video_milestone', { percent: i * 10 }))
    const body = batch(sessionId, events)
    const answers = await Promise.all([track(body), track(body)])
    for (const answer of answers) expect(answer.status, JSON.stringify(answer.body)).toBe(200)
    expect(answers.reduce((sum, a) => sum + a.body.stored, 0)).toBe(10)
    expect((await stored(sessionId)).totalDocs).toBe(10)
  })

  it('stores many concurrent copies of many batches exactly once', async () => {
    const sessions = Array.from({ length: 4 }, () => `s-${unique()}`)
    const bodies = sessions.map((s) =>
      batch(
        s,
        Array.from({ length: 5 }, (_, i) => event('video_milestone', { percent: i * 10 })),
      ),
    )
    const answers = await Promise.all(bodies.flatMap((b) => [track(b), track(b), track(b)]))
    for (const answer of answers) expect(answer.status, JSON.stringify(answer.body)).toBe(200)
    for (const s of sessions) expect((await stored(s)).totalDocs, s).toBe(5)
  })

  it('refuses a malformed batch whole with 400 INVALID_INPUT, storing not even its good events', async () => {
    const cases: [string, (sessionId: string) => unknown][] = [
      ['an empty event_type', (s) => batch(s, [event('page_view'), { ...event(), event_type: '' }])],
      ['a blank event_type', (s) => batch(s, [event('page_view'), { ...event(), event_type: '   ' }])],
      ['an event without event_id', (s) => batch(s, [event('page_view'), { event_type: 'click' }])],
      ['a short event_id', (s) => batch(s, [event('page_view'), { ...event(), event_id: 'abc' }])],
      ['a bad occurred_at', (s) => batch(s, [event('page_view'), { ...event(), occurred_at: 'yesterday' }])],
      ['event_data not an object', (s) => batch(s, [event('page_view'), { ...event(), event_data: 'x' }])],
      ['no events', (s) => batch(s, [])],
      ['events not a list', (s) => ({ ...batch(s), events: { 0: event() } })],
      ['scroll depth over 100', (s) => ({ ...batch(s), scroll_depth: 150 })],
      ['negative time on page', (s) => ({ ...batch(s), time_on_page: -1 })],
      ['time on page as text', (s) => ({ ...batch(s), time_on_page: '5000' })],
      ['no page_url', (s) => ({ ...batch(s), page_url: undefined })],
      [
        'too many events',
        (s) =>
          batch(
            s,
            Array.from({ length: 101 }, () => event()),
          ),
      ],
    ]
    for (const [label, make] of cases) {
      const sessionId = `s-${unique()}`
      const res = await track(make(sessionId))
      expectInvalid(res)
      expect((await stored(sessionId)).totalDocs, label).toBe(0)
    }
  })

  it('refuses a batch with an event type the app does not know with 400 INVALID_INPUT, storing none of its events', async () => {
    // A misspelt funnel step, and names the web never sends.
    for (const type of ['page_veiw', 'Page_View', 'scroll_depth', 'step_0', 'click']) {
      const sessionId = `s-${unique()}`
      const res = await track(batch(sessionId, [event('page_view', { path: '/' }), event(type), event('cta_click', { context: 'hero' })]))
      expectInvalid(res)
      expect(res.body.error).toBe(ERRORS.INVALID_INPUT.message)
      expect((await stored(sessionId)).totalDocs, type).toBe(0)
    }
  })

  it("stores a known type whose data is not its type's shape as sent, and counts it (an older bundle loses nothing)", async () => {
    const unexpected = async () => {
      const text = (await api('/metrics', { as: 'analyst' })).body as string
      return Number(/^funnel_events_unexpected_data_total\{event_type="pricing_plan_click"\} (\d+)$/m.exec(text)?.[1] ?? 0)
    }
    const before = await unexpected()
    const sessionId = `s-${unique()}`
    const odd = event('pricing_plan_click', { plan: 7, tier: 'pro' })
    expect((await track(batch(sessionId, [odd, event('pricing_plan_click', { plan: 'pro', period: 'monthly' })]))).body).toEqual({
      stored: 2,
      duplicates: 0,
    })
    expect((await stored(sessionId)).docs.find((doc) => doc.event_id === odd.event_id)?.event_data).toEqual({ plan: 7, tier: 'pro' })
    expect(await unexpected()).toBe(before + 1)
  })

  it('refuses a batch without session_id, storing none of its events', async () => {
    const good = event('page_view')
    const { session_id: _omit, ...body } = batch('unused', [good])
    expectInvalid(await track(body))
    const byId = await api(`/api/funnel-events?where[event_id][equals]=${good.event_id}`, { as: 'analyst' })
    expect(byId.body.totalDocs).toBe(0)
    expectInvalid(await track({ ...body, session_id: '' }))
    expectInvalid(await track({ ...body, session_id: 42 }))
    expect((await api(`/api/funnel-events?where[event_id][equals]=${good.event_id}`, { as: 'analyst' })).body.totalDocs).toBe(0)
  })

  it('refuses a body that is not JSON, or not an object', async () => {
    for (const raw of ['{"session_id": "x", "events": [', 'not json at all', '', 'null', '42', '[]', '"text"']) {
      const res = await api('/fn/track-funnel-event', { method: 'POST', body: raw, headers: { 'content-type': 'application/json' } })
      expectInvalid(res)
    }
  })

  it('accepts a text/plain body, as navigator.sendBeacon sends it', async () => {
    const sessionId = `s-${unique()}`
    const res = await fetch(`${baseUrl()}/fn/track-funnel-event`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
      body: JSON.stringify(batch(sessionId)),
    })
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ stored: 3, duplicates: 0 })
    expect((await stored(sessionId)).totalDocs).toBe(3)
  })

  it('refuses a text/plain body that is not JSON with 400', async () => {
    const res = await api('/fn/track-funnel-event', { method: 'POST', body: 'hello', headers: { 'content-type': 'text/plain' } })
    expectInvalid(res)
  })

  it('records the visitor id from the signed vid cookie', async () => {
    const sessionId = `s-${unique()}`
    const visitor = randomUUID()
    const res = await track(batch(sessionId), { cookie: `${visitorCookie(visitor)}; other=1` })
    expect(res.status).toBe(200)
    // a known visitor keeps their cookie: no new one is set
    expect(res.headers.get('set-cookie') ?? '').not.toContain('vid=')
    const found = await stored(sessionId)
    expect(found.totalDocs).toBe(3)
    for (const doc of found.docs) expect(doc.visitor_id).toBe(visitor)
  })

  it('gives a visitor without a cookie a new id, stored with the events and set as the vid cookie', async () => {
    const sessionId = `s-${unique()}`
    const res = await track(batch(sessionId))
    const cookie = res.headers.get('set-cookie') ?? ''
    const vid = /vid=([A-Za-z0-9-]+)\.[A-Za-z0-9_-]+;/.exec(cookie)?.[1]
    expect(vid).toBeTruthy()
    for (const doc of (await stored(sessionId)).docs) expect(doc.visitor_id).toBe(vid)
  })

  it("stores the batch's device and the utm tags of its page", async () => {
    const sessionId = `s-${unique()}`
    const phone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148'
    const body = { ...batch(sessionId), page_url: 'http://localhost/?utm_source=News&utm_medium=email&utm_campaign=Launch' }
    expect((await track(body, { 'user-agent': phone })).status).toBe(200)
    for (const doc of (await stored(sessionId)).docs)
      expect(doc).toMatchObject({ device: 'mobile', utm_source: 'news', utm_medium: 'email', utm_campaign: 'launch' })
  })

  it("prefers the session's first-touch utm tags the tracker sends over those of the page it sends from", async () => {
    // Landed on /?utm_source=ads, then moved on to /pricing client-side: page_url no longer has them.
    const moved = `s-${unique()}`
    const body = { ...batch(moved), page_url: 'http://localhost/pricing', utm: { utm_source: 'Ads', utm_campaign: 'spring' } }
    expect((await track(body, { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/130.0' })).status).toBe(200)
    for (const doc of (await stored(moved)).docs) {
      expect(doc).toMatchObject({ device: 'desktop', utm_source: 'ads', utm_campaign: 'spring', page_url: 'http://localhost/pricing' })
      expect(doc.utm_medium ?? null).toBeNull()
    }
    // A later page with tags of its own does not change the session's first touch.
    const later = `s-${unique()}`
    expect((await track({ ...batch(later), page_url: 'http://localhost/?utm_source=other', utm: { utm_source: 'ads' } })).status).toBe(200)
    for (const doc of (await stored(later)).docs) expect(doc.utm_source).toBe('ads')
    // An empty utm object falls back to the page's.
    const empty = `s-${unique()}`
    expect((await track({ ...batch(empty), utm: {} })).status).toBe(200)
    for (const doc of (await stored(empty)).docs) expect(doc.utm_source).toBe('test')
  })

  it('refuses a utm tag that is not text, or too long', async () => {
    for (const utm of [{ utm_source: 5 }, { utm_source: 'x'.repeat(201) }, 'ads']) {
      const sessionId = `s-${unique()}`
      expectInvalid(await track({ ...batch(sessionId), utm }))
      expect((await stored(sessionId)).totalDocs).toBe(0)
    }
  })

  it('stores text with NUL characters or lone surrogates cleaned, never a server error', async () => {
    const sessionId = `s-${unique()}`
    const raw = JSON.stringify(
      batch(sessionId, [event('cancel_objection', { query: 'a\u0000b', 'k\u0000': 'v' }), event('cta_click', { text: 'x\uD800y' })]),
    )
    const res = await api('/fn/track-funnel-event', { method: 'POST', body: raw, headers: { 'content-type': 'application/json' } })
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    const found = await stored(sessionId)
    expect(found.totalDocs).toBe(2)
    const byType = Object.fromEntries(found.docs.map((d) => [d.event_type, d.event_data]))
    expect(byType.cancel_objection).toEqual({ query: 'ab', k: 'v' })
    expect(byType.cta_click).toEqual({ text: 'x\uFFFDy' })
  })

  it('keeps funnel events away from visitors, marketers and agency users', async () => {
    const sessionId = `s-${unique()}`
    await track(batch(sessionId))
    const q = `/api/funnel-events?where[session_id][equals]=${sessionId}`
    expect((await api(q)).status).toBe(403)
    expect((await api(q, { as: 'marketer' })).status).toBe(403)
    expect((await api(q, { as: 'agency' })).status).toBe(403)
    // and no one writes them over REST but an admin
    const write = await api('/api/funnel-events', {
      method: 'POST',
      body: { ...event(), session_id: sessionId, occurred_at: new Date().toISOString() },
    })
    expect(write.status).toBe(403)
    expect((await stored(sessionId)).totalDocs).toBe(3)
  })
})

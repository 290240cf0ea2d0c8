import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { createPostgresDatabase, DEMO, DEMO_PASSWORD, startServer, TEST_ADMIN, type RunningServer } from '../support/server'
import { tokenOn } from '../support/sign-in'
import { sendTrackerBatch, trackerBatch, type TrackedEvent } from '../support/tracker'

/**
 * Segmented experiment results and alerts (issue 19, point 5) on a server of this file's own,
 * whose periodic experiment check runs every 1.5 s: exposures seeded through
 * track-funnel-event as browsers send them, a 70/30 split on the 50/50 countdown experiment
 * with its guardrail much worse in one variation, and a device mix on live-activity-feed.
 */
const MOBILE_UA = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148'
const DESKTOP_UA = 'Mozilla/5.0 (X11; Linux x86_64) Chrome/126.0'

let server: RunningServer
let dropDatabase: (() => Promise<void>) | undefined

async function call(path: string, { as, body }: { as?: string; body?: unknown } = {}) {
  const headers: Record<string, string> = { 'content-type': 'application/json' }
  if (as)
    headers.authorization = `JWT ${await tokenOn(server.url, { email: as, password: as === TEST_ADMIN.email ? TEST_ADMIN.password : DEMO_PASSWORD })}`
  const res = await fetch(`${server.url}${path}`, { method: body === undefined ? 'GET' : 'POST', headers, body: JSON.stringify(body) })
  return { status: res.status, body: (await res.json()) as any }
}

type Seeded = { vid: string; session: string; ua: string; pageUrl?: string; events: TrackedEvent[] }

async function send({ vid, session, ua, pageUrl, events }: Seeded) {
  const res = await sendTrackerBatch(server.url, vid, trackerBatch(session, events, { pageUrl: pageUrl ?? `${server.url}/` }), {
    'user-agent': ua,
  })
  expect(res.status).toBe(200)
}

const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000).toISOString()
const exposure = (vid: string, experiment: string, variation: string, at: string, n = 0) => ({
  event_id: `xp_${experiment.slice(0, 8)}_${vid}_${n}`,
  event_type: 'experiment_viewed',
  event_data: { experiment_id: experiment, variation_key: variation },
  occurred_at: at,
})
const event = (vid: string, type: string, at: string, n = 0) => ({
  event_id: `${type.slice(0, 8)}_${vid}_${n}`,
  event_type: type,
  occurred_at: at,
})

const notificationsOf = async (email: string) => {
  const me = await call('/api/users/me', { as: email })
  const res = await call(`/api/notifications?where[user][equals]=${me.body.user.id}&limit=100&depth=0`, { as: email })
  expect(res.status).toBe(200)
  return res.body.docs as Array<{ title: string; message: string; link: string }>
}

beforeAll(async () => {
  const env = { EXPERIMENT_ALERTS_EVERY_MS: '1500' }
  if (inject('databaseKind') === 'postgres') {
    const db = await createPostgresDatabase(process.env.TEST_POSTGRES_URL!)
    dropDatabase = db.drop
    server = await startServer({ database: { kind: 'postgres', url: db.url }, env })
  } else server = await startServer({ env })
})

afterAll(async () => {
  expect(await server?.stop()).toBe(0)
  await dropDatabase?.()
})

describe('experiment alerts', () => {
  it('a 70/30 split on a 50/50 experiment and a guardrail much worse: stored once, analysts and admins notified once, agencies not, the results carry them', async () => {
    // 70 in 'shown' (35 start a checkout), 30 in 'hidden' (3 do): SRM p = 6.3e-5, checkout −80 %.
    const visitors: Seeded[] = []
    for (let i = 0; i < 100; i++) {
      const vid = `srm-visitor-${String(i).padStart(3, '0')}`
      const variation = i < 70 ? 'shown' : 'hidden'
      const converts = i < 70 ? i % 2 === 0 : i < 73
      const events: TrackedEvent[] = [exposure(vid, 'countdown', variation, minutesAgo(10))]
      if (converts) events.push(event(vid, 'checkout_started', minutesAgo(9)))
      visitors.push({ vid, session: `s-${vid}`, ua: DESKTOP_UA, events })
    }
    for (let i = 0; i < visitors.length; i += 10) await Promise.all(visitors.slice(i, i + 10).map(send))

    // The periodic check finds both without anyone opening the view.
    await expect
      .poll(async () => (await notificationsOf(DEMO.analyst)).map((n) => n.title).sort(), { timeout: 20_000, interval: 500 })
      .toEqual(['Guardrail worse: countdown', 'Sample ratio mismatch: countdown'])

    // Several computations at once (and the periodic check in between) notify nobody again.
    const answers = await Promise.all([1, 2, 3].map(() => call('/fn/experiment-results', { as: DEMO.analyst, body: {} })))
    for (const answer of answers) expect(answer.status).toBe(200)
    await new Promise((resolve) => setTimeout(resolve, 4000))

    const countdown = answers[0]!.body.experiments.find((e: { key: string }) => e.key === 'countdown')
    expect(countdown.variations.map((v: { users: number }) => v.users)).toEqual([70, 30])
    const kinds = countdown.alerts.map((a: { kind: string }) => a.kind).sort()
    expect(kinds).toEqual(['guardrail:checkout-started', 'srm'])
    const srm = countdown.alerts.find((a: { kind: string }) => a.kind === 'srm')
    expect(srm.srmP).toBeCloseTo(6.334e-5, 7)
    expect(srm.message).toContain('SRM p = 6.33e-5')
    const guardrail = countdown.alerts.find((a: { kind: string }) => a.kind !== 'srm')
    expect(guardrail.message).toMatch(/^Guardrail Checkout started got worse in countdown: 80\.0% lower in hidden than in shown \(p = /)
    // Other experiments are clean.
    for (const other of answers[0]!.body.experiments.filter((e: { key: string }) => e.key !== 'countdown')) expect(other.alerts).toEqual([])

    const rows = await call('/api/experiment-alerts?limit=100&depth=0', { as: DEMO.analyst })
    expect(rows.body.docs.map((d: { alert_key: string }) => d.alert_key).sort()).toEqual([
      'countdown:guardrail:checkout-started',
      'countdown:srm',
    ])
    expect(rows.body.docs.every((d: { notified_at: string | null }) => Boolean(d.notified_at))).toBe(true)

    for (const email of [DEMO.analyst, TEST_ADMIN.email]) {
      const mine = (await notificationsOf(email)).filter((n) => n.link === '/admin/experiments')
      expect(mine.map((n) => n.title).sort()).toEqual(['Guardrail worse: countdown', 'Sample ratio mismatch: countdown'])
    }
    // Others have their own notifications (the demo's), none of these.
    for (const email of [DEMO.agency, DEMO.marketer, DEMO.vendor])
      expect((await notificationsOf(email)).filter((n) => n.link === '/admin/experiments')).toEqual([])
    // Agencies may not read the alerts, nor the results.
    expect((await call('/api/experiment-alerts', { as: DEMO.agency })).status).toBe(403)
    expect((await call('/fn/experiment-results', { as: DEMO.agency, body: {} })).status).toBe(403)
  })

  it('breaks results down by device (taken at the first exposure), utm source and new or returning visitor', async () => {
    const exp = 'live-activity-feed'
    // [vid, device, variation, leads]: mobile off 3 (1 lead), on 3 (2 leads); desktop off 2 (0), on 2 (1).
    const units = [
      ['feed-m1-visitor', MOBILE_UA, 'off', 1],
      ['feed-m2-visitor', MOBILE_UA, 'off', 0],
      ['feed-m3-visitor', MOBILE_UA, 'off', 0],
      ['feed-m4-visitor', MOBILE_UA, 'on', 1],
      ['feed-m5-visitor', MOBILE_UA, 'on', 1],
      ['feed-m6-visitor', MOBILE_UA, 'on', 0],
      ['feed-d1-visitor', DESKTOP_UA, 'off', 0],
      ['feed-d2-visitor', DESKTOP_UA, 'off', 0],
      ['feed-d3-visitor', DESKTOP_UA, 'on', 1],
      ['feed-d4-visitor', DESKTOP_UA, 'on', 0],
    ] as const
    for (const [vid, ua, variation, leads] of units) {
      const mobile = ua === MOBILE_UA
      // Mobile visitors landed from a google ad earlier in the same session.
      if (mobile)
        await send({
          vid,
          session: `s1-${vid}`,
          ua,
          pageUrl: `${server.url}/?utm_source=Google`,
          events: [event(vid, 'page_view', minutesAgo(30))],
        })
      const events: TrackedEvent[] = [exposure(vid, exp, variation, minutesAgo(20))]
      if (leads) events.push(event(vid, 'lead_captured', minutesAgo(19)))
      await send({ vid, session: `s1-${vid}`, ua, events })
    }
    // feed-d1 had come once before, a day earlier: returning.
    await send({
      vid: 'feed-d1-visitor',
      session: 'old-session',
      ua: DESKTOP_UA,
      events: [event('feed-d1-visitor', 'page_view', minutesAgo(24 * 60), 1)],
    })
    // feed-m1 sees the feed again later on a desktop: still mobile, from its first exposure.
    await send({
      vid: 'feed-m1-visitor',
      session: 'later',
      ua: DESKTOP_UA,
      events: [exposure('feed-m1-visitor', exp, 'off', minutesAgo(5), 1)],
    })

    const results = (breakdown: string) => call('/fn/experiment-results', { as: DEMO.analyst, body: { experiment: exp, breakdown } })
    const byDevice = await results('device')
    expect(byDevice.status).toBe(200)
    const [feed] = byDevice.body.experiments
    expect(feed.key).toBe(exp)
    expect(feed.segments.breakdown).toBe('device')
    const rows = feed.segments.values.map((s: any) => ({
      value: s.value,
      users: s.variations.map((v: { users: number }) => v.users),
      leads: s.metrics[0].variations.map((v: { conversions: number }) => v.conversions),
      rate: s.metrics[0].variations.map((v: { mean: number }) => v.mean),
    }))
    expect(rows).toEqual([
      { value: 'mobile', users: [3, 3], leads: [1, 2], rate: [1 / 3, 2 / 3] },
      { value: 'desktop', users: [2, 2], leads: [0, 1], rate: [0, 0.5] },
    ])
    expect(feed.segments.values[0].metrics[0].key).toBe('lead-captured')
    expect(feed.variations.map((v: { users: number }) => v.users)).toEqual([5, 5])

    const bySource = (await results('utm_source')).body.experiments[0].segments.values
    expect(bySource.map((s: any) => [s.value, s.variations.map((v: { users: number }) => v.users)])).toEqual([
      ['google', [3, 3]],
      ['(none)', [2, 2]],
    ])
    const byType = (await results('visitor_type')).body.experiments[0].segments.values
    expect(byType.map((s: any) => [s.value, s.variations.map((v: { users: number }) => v.users)])).toEqual([
      ['new', [4, 5]],
      ['returning', [1, 0]],
    ])

    // A breakdown the view does not offer is refused.
    expect((await call('/fn/experiment-results', { as: DEMO.analyst, body: { breakdown: 'variant' } })).status).toBe(400)
  })
})

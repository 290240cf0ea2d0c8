import { randomBytes, randomUUID } from 'node:crypto'
import { GrowthBook, type FeatureApiResponse } from '@growthbook/growthbook'
import { afterAll, describe, expect, it } from 'vitest'
import { api, baseUrl } from '../support/api'
import { initialDataOf } from '../support/experiments'
import { trackerBatch, type TrackedEvent } from '../support/tracker'
import { signedVisitor, visitorCookie, visitorIdOf } from '../support/visitor'

/**
 * Experiment inputs no outsider can choose (issue 38.3, docs/decisions/109): the visitor id is
 * the server's (a signed cookie), an exposure is recomputed at ingest and a disagreeing one is
 * stored flagged and counted nowhere, events only the server writes are refused from the
 * public tracker, and a copy test whose exposures are mostly flagged pauses and tells the analysts.
 */
const run = randomBytes(3).toString('hex')
// A window of its own, long past: the forgers choose their events' time, and nothing else lands there.
const DAY = '2013-05-07'
const at = (minute: number) => new Date(Date.parse(`${DAY}T10:00:00.000Z`) + minute * 60_000).toISOString()

/** A batch straight to the public tracker with whatever Cookie header an outsider sends. */
const post = (cookie: string | undefined, events: TrackedEvent[]) =>
  fetch(`${baseUrl()}/fn/track-funnel-event`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(trackerBatch(`s-${run}-${randomUUID()}`, events, { pageUrl: `${baseUrl()}/` })),
  })

const exposure = (experiment: string, variation: string, minute: number): TrackedEvent => ({
  event_id: `xp_${randomBytes(8).toString('hex')}`,
  event_type: 'experiment_viewed',
  event_data: {
    experiment_id: experiment,
    variation_key: variation,
    variation_id: variation === 'hidden' ? 1 : 0,
    feature_id: experiment,
    hash_attribute: 'id',
  },
  occurred_at: at(minute),
})
const lead = (minute: number): TrackedEvent => ({
  event_id: `lc_${randomBytes(8).toString('hex')}`,
  event_type: 'lead_captured',
  event_data: { source: 'home' },
  occurred_at: at(minute),
})

/** The countdown's users and leads per arm in the window, as analysts read them. */
async function countdownArms(): Promise<Record<string, { users: number; conversions: number }>> {
  const res = await api('/fn/experiment-results', { method: 'POST', as: 'analyst', body: { experiment: 'countdown', from: DAY, to: DAY } })
  expect(res.status, JSON.stringify(res.body)).toBe(200)
  const result = res.body.experiments.find((e: any) => e.key === 'countdown')
  const leads = result.metrics.find((m: any) => m.key === 'lead-captured')
  return Object.fromEntries(
    result.variations.map((v: any, i: number) => [v.key, { users: v.users, conversions: leads.variations[i].conversions }]),
  )
}

const flaggedMetric = async (reason: string) => {
  const text = (await api('/metrics', { as: 'analyst' })).body as string
  return Number(new RegExp(`^funnel_events_flagged_total\\{reason="${reason}"\\} (\\d+)`, 'm').exec(text)?.[1] ?? 0)
}

describe('experiment inputs no outsider can choose', () => {
  it('twenty forged exposures with made-up ids and variations change no arm’s users or conversions', async () => {
    const before = await countdownArms()
    const [unsignedBefore, mismatchBefore] = [await flaggedMetric('unverified_visitor'), await flaggedMetric('variation_mismatch')]
    // Ten made-up ids, each "hidden" with a lead.
    for (let i = 0; i < 10; i++)
      expect((await post(`vid=forged-${run}-${i}`, [exposure('countdown', 'hidden', i), lead(i + 1)])).status).toBe(200)
    // Ten ids the server signed, each claiming the arm the server would not put it in.
    const payload = (await (await fetch(`${baseUrl()}/features.json`)).json()) as FeatureApiResponse
    for (let i = 0; i < 10; i++) {
      const id = randomUUID()
      const truth = new GrowthBook({ attributes: { id } }).initSync({ payload }).evalFeature('countdown').experimentResult
      const claimed = truth?.inExperiment && truth.key === 'hidden' ? 'shown' : 'hidden'
      expect((await post(visitorCookie(id), [exposure('countdown', claimed, 20 + i), lead(21 + i)])).status).toBe(200)
    }
    expect(await countdownArms()).toEqual(before)
    // Stored as evidence, flagged, and counted in /metrics.
    const stored = await api(
      `/api/funnel-events?where[session_id][like]=s-${run}-&where[event_type][equals]=experiment_viewed&limit=100&depth=0`,
      { as: 'analyst' },
    )
    expect(stored.body.docs).toHaveLength(20)
    for (const doc of stored.body.docs) expect(doc.flagged).toBe(true)
    expect(await flaggedMetric('unverified_visitor')).toBeGreaterThanOrEqual(unsignedBefore + 20)
    expect(await flaggedMetric('variation_mismatch')).toBeGreaterThanOrEqual(mismatchBefore + 10)
  })

  it('counts an exposure the server recomputes the same, under the id it signed', async () => {
    const payload = (await (await fetch(`${baseUrl()}/features.json`)).json()) as FeatureApiResponse
    let id = ''
    let arm = ''
    for (let i = 0; !arm; i++) {
      id = `${run}-honest-${i}`
      const truth = new GrowthBook({ attributes: { id } }).initSync({ payload }).evalFeature('countdown').experimentResult
      if (truth?.inExperiment) arm = truth.key
    }
    const before = await countdownArms()
    expect((await post(visitorCookie(id), [exposure('countdown', arm, 40), lead(41)])).status).toBe(200)
    const after = await countdownArms()
    expect(after[arm]).toEqual({ users: before[arm]!.users + 1, conversions: before[arm]!.conversions + 1 })
  })

  it('refuses email_click, upsell_accepted and purchase_complete from the public tracker with 400 naming the type, storing nothing of the batch', async () => {
    for (const [type, data] of [
      ['email_click', { sequence: 'nurture', step: 1 }],
      ['upsell_accepted', { product: 'implementation_accelerator' }],
      ['purchase_complete', { session_id: 'cs_test_1' }],
    ] as const) {
      const page = lead(50)
      const res = await post(visitorCookie(randomUUID()), [
        page,
        { event_id: `sv_${randomBytes(8).toString('hex')}`, event_type: type, event_data: data },
      ])
      expect(res.status).toBe(400)
      const body = (await res.json()) as { code: string; error: string }
      expect(body).toEqual({
        code: 'SERVER_ONLY_EVENT',
        error: `The event "${type}" is recorded by the server and cannot be sent from the page.`,
      })
      const stored = await api(`/api/funnel-events?where[event_id][equals]=${page.event_id}&depth=0`, { as: 'analyst' })
      expect(stored.body.totalDocs).toBe(0)
    }
  })

  it('gives a tampered vid cookie a new visitor, whose events count toward no experiment', async () => {
    const id = `${run}-tampered`
    const signed = signedVisitor(id)
    for (const tampered of [`${id}x.${signed.split('.')[1]}`, `${signed.slice(0, -2)}AA`, id]) {
      const page = await fetch(`${baseUrl()}/`, { headers: { cookie: `vid=${tampered}` } })
      const issued = page.headers.getSetCookie().find((c) => c.startsWith('vid='))
      expect(issued, tampered).toBeDefined()
      const fresh = visitorIdOf(/^vid=([^;]+)/.exec(issued!)![1]!)
      expect(fresh).not.toBe(id)
      expect(initialDataOf(await page.text()).visitorId).toBe(fresh)
    }
    const sent = lead(55)
    const res = await post(`vid=${signed.slice(0, -2)}AA`, [sent])
    expect(res.status).toBe(200)
    const [doc] = (await api(`/api/funnel-events?where[event_id][equals]=${sent.event_id}&depth=0`, { as: 'analyst' })).body.docs
    expect(doc.visitor_id).not.toBe(id)
    expect(doc).toMatchObject({ flagged: true, flag_reason: 'unverified_visitor' })
  })
})

describe('a copy test on flagged exposures', () => {
  const made: { tests: string[]; variants: string[] } = { tests: [], variants: [] }
  afterAll(async () => {
    for (const id of made.tests) {
      await api('/fn/stop-copy-test', { method: 'POST', as: 'marketer', body: { test: id } })
      await api(`/api/copy-tests/${id}`, { method: 'DELETE', as: 'admin' })
    }
    for (const id of made.variants) await api(`/api/copy-variants/${id}`, { method: 'DELETE', as: 'admin' })
  })

  it('pauses itself instead of deciding, and tells the analysts', async () => {
    const added = await api('/fn/review-copy-variant', {
      method: 'POST',
      as: 'marketer',
      body: { action: 'add', slot: 'offer-headline', text: `Your first three clients, step by step ${run}`, angle: 'specificity' },
    })
    expect(added.status, JSON.stringify(added.body)).toBe(200)
    made.variants.push(added.body.variant.id)
    const started = await api('/fn/start-copy-test', {
      method: 'POST',
      as: 'marketer',
      body: {
        slot: 'offer-headline',
        variants: [added.body.variant.id],
        rule: 'bandit',
        endsAt: new Date(Date.now() + 7 * 86_400_000).toISOString(),
      },
    })
    expect(started.status, JSON.stringify(started.body)).toBe(200)
    const { id, experiment } = started.body.test
    made.tests.push(id)
    // Ten exposures under made-up ids, all in arm "a", now: every exposure of the test is flagged.
    for (let i = 0; i < 10; i++) {
      const forged = { ...exposure(experiment, 'a', 0), occurred_at: new Date().toISOString() }
      expect((await post(`vid=copy-forger-${run}-${i}`, [forged])).status).toBe(200)
    }
    // The look every 2 s (COPY_TESTS_EVERY_MS in tests) pauses it; it keeps running, undecided.
    await expect
      .poll(async () => (await api(`/api/copy-tests/${id}?depth=0`, { as: 'admin' })).body.paused_at ?? null, { timeout: 20_000 })
      .not.toBeNull()
    const test = (await api(`/api/copy-tests/${id}?depth=0`, { as: 'admin' })).body
    expect(test.state).toBe('running')
    expect(test.pause_reason).toMatch(/^100\.0% of its exposures were flagged/)
    const me = (await api('/api/users/me', { as: 'analyst' })).body.user
    const notes = async () =>
      (await api(`/api/notifications?where[user][equals]=${me.id}&limit=100&sort=-createdAt&depth=0`, { as: 'analyst' })).body.docs as {
        title: string
        message: string
      }[]
    await expect.poll(async () => (await notes()).filter((n) => n.title === 'Copy test paused: Offer headline').length).toBe(1)
  }, 60_000)
})

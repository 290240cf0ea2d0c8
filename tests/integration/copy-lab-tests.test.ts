import { GrowthBook } from '@growthbook/growthbook'
import { afterAll, describe, expect, it } from 'vitest'
import { api, baseUrl, type Who } from '../support/api'
import { body as stepBody } from '../../seed/content/sequences'
import { simulateCopyTestVisitors } from '../support/copy-test-visitors'
import { sendTrackerBatch, trackerBatch } from '../support/tracker'
import { signedVisitor } from '../support/visitor'

/**
 * The copy lab's tests on the server (issue 20): who may review, start, stop and roll back;
 * a test is served in /features.json; its own rule stops it and publishes the winner as a new
 * version of the page with the figures in its note, without publishing a marketer's pending
 * draft; a roll-back publishes the words before it; a broken split stops without promoting.
 */
const fn = (name: string, body: unknown, as?: Who) => api(`/fn/${name}`, { method: 'POST', body, as })
const inAWeek = () => new Date(Date.now() + 7 * 86_400_000).toISOString()
const created: { variants: string[]; tests: string[] } = { variants: [], tests: [] }

async function add(slot: string, text: string) {
  const res = await fn('review-copy-variant', { action: 'add', slot, text, angle: 'specificity' }, 'marketer')
  expect(res.status, JSON.stringify(res.body)).toBe(200)
  created.variants.push(res.body.variant.id)
  return res.body.variant as { id: string; status: string; text: string }
}

async function homePage(): Promise<any> {
  return (await api('/api/globals/home?depth=0')).body
}

async function features(): Promise<Record<string, any>> {
  return ((await (await fetch(`${baseUrl()}/features.json`)).json()) as any).features
}

async function slotView(slot: string) {
  const res = await fn('copy-lab', { view: 'slot', slot }, 'marketer')
  expect(res.status).toBe(200)
  return res.body
}

async function stoppedTest(slot: string, id: string) {
  let test: any
  await expect
    .poll(
      async () => {
        test = (await slotView(slot)).history.find((t: any) => t.id === id)
        return test?.state
      },
      { timeout: 60_000, interval: 1000 },
    )
    .toBe('stopped')
  return test
}

afterAll(async () => {
  for (const id of created.tests) await api(`/api/copy-tests/${id}`, { method: 'DELETE', as: 'admin' })
  for (const id of created.variants) await api(`/api/copy-variants/${id}`, { method: 'DELETE', as: 'admin' })
})

describe('copy lab: reviewing and starting', () => {
  it('refuses visitors, agencies, and analysts where only marketers act', async () => {
    expect((await fn('copy-lab', { view: 'slots' })).status).toBe(401)
    expect((await fn('copy-lab', { view: 'slots' }, 'agency')).status).toBe(403)
    expect((await fn('copy-lab', { view: 'slots' }, 'analyst')).status).toBe(200)
    const add = { action: 'add', slot: 'home-cta', text: 'Show Me the Blueprint', angle: 'curiosity' }
    expect((await fn('review-copy-variant', add, 'agency')).status).toBe(403)
    expect((await fn('review-copy-variant', add, 'analyst')).status).toBe(403)
    const start = { slot: 'home-cta', variants: ['1'], rule: 'sequential', endsAt: inAWeek() }
    expect((await fn('start-copy-test', start, 'analyst')).status).toBe(403)
    expect((await fn('start-copy-test', start, 'vendor')).status).toBe(403)
    expect((await api('/api/copy-variants', { as: 'agency' })).status).toBe(403)
  })

  it('keeps the slot’s limit, runs approved words only, and one test per slot', async () => {
    const long = await fn('review-copy-variant', { action: 'add', slot: 'home-cta', text: 'x'.repeat(41), angle: 'urgency' }, 'marketer')
    expect(long.status).toBe(400)
    expect(long.body.error).toBe('The text is 41 characters; Home call to action takes at most 40.')

    const draft = await api('/api/copy-variants', {
      method: 'POST',
      body: { slot: 'home-cta', text: 'Open the Blueprint', angle: 'curiosity', source: 'human', status: 'draft' },
      as: 'marketer',
    })
    expect(draft.status).toBe(201)
    created.variants.push(String(draft.body.doc.id))
    const refused = await fn(
      'start-copy-test',
      { slot: 'home-cta', variants: [String(draft.body.doc.id)], rule: 'sequential', endsAt: inAWeek() },
      'marketer',
    )
    expect(refused.status).toBe(400)
    expect(refused.body.error).toBe('Only approved variants can run. Approve them first.')
    // Nor through REST, around the copy lab: a test of unapproved words is refused by the collection.
    const around = await api('/api/copy-tests', {
      method: 'POST',
      as: 'marketer',
      body: {
        slot: 'home-cta',
        experiment: 'copy-home-cta-around',
        running_slot: 'home-cta',
        rule: 'sequential',
        metric: 'lead-captured',
        started_at: new Date().toISOString(),
        started_by_email: 'marketer@example.com',
        ends_at: inAWeek(),
        arms: [
          { key: 'control', label: 'Published words', text: 'UNLOCK THE COMPLETE BLUEPRINT', variant: null },
          { key: 'a', label: 'Variant A', text: 'Open the Blueprint', variant: String(draft.body.doc.id) },
        ],
        weights: [0.5, 0.5],
      },
    })
    expect(around.status).toBe(400)
    expect(JSON.stringify(around.body)).toContain('Only approved variants can run')
    // The admin's list cannot put words into a test either.
    const forced = await api(`/api/copy-variants/${draft.body.doc.id}`, { method: 'PATCH', body: { status: 'won' }, as: 'marketer' })
    expect(forced.status).toBe(400)

    const a = await add('home-cta', 'Get My Blueprint Now')
    const started = await fn('start-copy-test', { slot: 'home-cta', variants: [a.id], rule: 'sequential', endsAt: inAWeek() }, 'marketer')
    expect(started.status, JSON.stringify(started.body)).toBe(200)
    created.tests.push(started.body.test.id)
    expect(started.body.test.arms.map((arm: any) => [arm.key, arm.text, arm.weight])).toEqual([
      ['control', 'UNLOCK THE COMPLETE BLUEPRINT', 0.5],
      ['a', 'Get My Blueprint Now', 0.5],
    ])
    await expect
      .poll(async () => (await features())['copy-home-cta']?.rules?.[0]?.variations, { timeout: 10_000 })
      .toEqual([null, 'Get My Blueprint Now'])

    const again = await fn('start-copy-test', { slot: 'home-cta', variants: [a.id], rule: 'bandit', endsAt: inAWeek() }, 'marketer')
    expect(again.status).toBe(400) // a is running now, no longer approved
    const b = await add('home-cta', 'Start My Blueprint Today')
    const second = await fn('start-copy-test', { slot: 'home-cta', variants: [b.id], rule: 'bandit', endsAt: inAWeek() }, 'marketer')
    expect(second.status).toBe(409)
    expect(second.body.error).toBe('A copy test is already running on this slot. Stop it before starting another.')

    // The rule is chosen at start and never changed.
    const changed = await api(`/api/copy-tests/${started.body.test.id}`, { method: 'PATCH', body: { rule: 'bandit' }, as: 'marketer' })
    expect(changed.status).toBe(400)

    // An analyst stops it: nothing is promoted, the words join the library as inconclusive.
    const stopped = await fn('stop-copy-test', { test: started.body.test.id }, 'analyst')
    expect(stopped.status).toBe(200)
    expect(stopped.body.test.state).toBe('stopped')
    expect(stopped.body.test.decision.outcome).toBe('stopped')
    expect(stopped.body.test.promoted).toBeNull()
    await expect.poll(async () => (await features())['copy-home-cta'], { timeout: 10_000 }).toBeUndefined()
    const variants = (await slotView('home-cta')).variants
    expect(variants.find((v: any) => v.id === a.id).status).toBe('inconclusive')
    expect((await homePage()).hero.cta_label).toBe('UNLOCK THE COMPLETE BLUEPRINT')
  })
})

describe('copy lab: a test decides by itself', () => {
  it('a sequential test stops on its winner, publishes it with the figures in the version note (not the pending draft), and rolls back', async () => {
    const before = await homePage()
    const original = before.hero.headline as string
    // A marketer's draft of the subheadline, not published: a promotion must leave it a draft.
    const draft = await api('/api/globals/home?draft=true', {
      method: 'POST',
      body: { ...before, hero: { ...before.hero, subheadline: 'A draft nobody published' }, _status: 'draft' },
      as: 'marketer',
    })
    expect(draft.status, JSON.stringify(draft.body).slice(0, 300)).toBe(200)

    const a = await add('home-headline', 'Resell Local SEO at 10x Your Cost: 312 Agencies Already Do')
    const b = await add('home-headline', 'Your First White-Label SEO Client in 30 Days, at 10x Your Cost')
    const started = await fn(
      'start-copy-test',
      { slot: 'home-headline', variants: [a.id, b.id], rule: 'sequential', endsAt: inAWeek() },
      'marketer',
    )
    expect(started.status, JSON.stringify(started.body)).toBe(200)
    const id = started.body.test.id
    created.tests.push(id)
    await expect.poll(async () => (await features())['copy-home-headline']?.rules?.[0]?.variations?.length, { timeout: 10_000 }).toBe(3)

    const arms = await simulateCopyTestVisitors({
      url: baseUrl(),
      feature: 'copy-home-headline',
      metricEvent: 'lead_captured',
      count: 3000,
      rates: { control: 0.1, a: 0.1, b: 0.3 },
      prefix: `cl-seq-${id}`,
    })
    expect(arms.control! + arms.a! + arms.b!).toBe(3000)

    const test = await stoppedTest('home-headline', id)
    expect(test.decision.outcome).toBe('winner')
    expect(test.decision.winner).toBe('b')
    expect(test.decision.reason).toMatch(/Variant B converts/)
    // The rule may decide while visitors still arrive: the figures are those it decided on.
    const decidedOn = test.arms.find((arm: any) => arm.key === 'b').users
    expect(decidedOn).toBeGreaterThanOrEqual(100)
    expect(decidedOn).toBeLessThanOrEqual(arms.b!)
    expect(test.promoted.version).toBeTruthy()

    const after = await homePage()
    expect(after.hero.headline).toBe(b.text)
    expect(after.hero.subheadline).toBe(before.hero.subheadline)
    const versions = await api('/api/globals/home/versions?sort=-updatedAt&limit=1&depth=0', { as: 'marketer' })
    expect(versions.body.docs[0].version.version_note).toMatch(/^Copy lab: winner of copy-home-headline-[0-9a-z]+ \(sequential\)/)
    expect(versions.body.docs[0].version.version_note).toMatch(/uplift \+\d+\.\d%/)
    // The test is no longer served; the global holdout keeps the words before it (docs/decisions/090).
    await expect
      .poll(async () => (await features())['copy-home-headline']?.rules?.map((r: any) => [r.id, r.force]), { timeout: 10_000 })
      .toEqual([['global-holdout-copy-home-headline', original]])
    const library = (await slotView('home-headline')).variants
    expect(library.find((v: any) => v.id === b.id)).toMatchObject({ status: 'won', result: { users: decidedOn } })
    expect(library.find((v: any) => v.id === a.id).status).toBe('lost')

    // Analysts may not roll back; a marketer does, once.
    expect((await fn('roll-back-copy-test', { test: id }, 'analyst')).status).toBe(403)
    const rolled = await fn('roll-back-copy-test', { test: id }, 'marketer')
    expect(rolled.status, JSON.stringify(rolled.body)).toBe(200)
    expect(rolled.body.test.rolledBack.by).toBe('marketer@example.com')
    expect((await homePage()).hero.headline).toBe(original)
    // No promotion stands: the slot is nobody's flag any more.
    await expect.poll(async () => (await features())['copy-home-headline'], { timeout: 10_000 }).toBeUndefined()
    const latest = await api('/api/globals/home/versions?sort=-updatedAt&limit=1&depth=0', { as: 'marketer' })
    expect(latest.body.docs[0].version.version_note).toMatch(/rolled back copy-home-headline-[0-9a-z]+ by marketer@example.com/)
    // Any other save clears the note.
    const resaved = await api('/api/globals/home', {
      method: 'POST',
      body: { ...(await homePage()), _status: 'published' },
      as: 'marketer',
    })
    expect(resaved.status).toBe(200)
    expect(
      (await api('/api/globals/home/versions?sort=-updatedAt&limit=1&depth=0', { as: 'marketer' })).body.docs[0].version.version_note,
    ).toBeNull()
  }, 120_000)

  it('a test whose split is broken stops as a sample ratio mismatch and promotes nothing', async () => {
    const a = await add(
      'home-subheadline',
      'Done-for-you local SEO your agency resells at 10x what it costs you, with 312 agencies already on board.',
    )
    const started = await fn(
      'start-copy-test',
      { slot: 'home-subheadline', variants: [a.id], rule: 'sequential', endsAt: inAWeek() },
      'marketer',
    )
    expect(started.status, JSON.stringify(started.body)).toBe(200)
    const id = started.body.test.id
    created.tests.push(id)
    await expect.poll(async () => (await features())['copy-home-subheadline'], { timeout: 10_000 }).toBeDefined()
    const before = (await homePage()).hero.subheadline
    await simulateCopyTestVisitors({
      url: baseUrl(),
      feature: 'copy-home-subheadline',
      metricEvent: 'lead_captured',
      count: 1200,
      rates: { control: 0.1, a: 0.1 },
      prefix: `cl-srm-${id}`,
      skip: { arm: 'a', share: 0.4 },
    })
    const test = await stoppedTest('home-subheadline', id)
    expect(test.decision.outcome).toBe('srm')
    expect(test.decision.reason).toMatch(/^Sample ratio mismatch/)
    expect(test.promoted).toBeNull()
    expect((await homePage()).hero.subheadline).toBe(before)
  }, 120_000)
})

/** A browser without script: keeps the cookies the server sets, and reads the copy test's variation off the page. */
function returningVisitor(id: string) {
  const jar = new Map<string, string>([['vid', signedVisitor(id)]])
  return async (experiment: string): Promise<string | undefined> => {
    const res = await fetch(`${baseUrl()}/`, { headers: { cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; ') } })
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';')
      const eq = pair!.indexOf('=')
      jar.set(pair!.slice(0, eq), pair!.slice(eq + 1))
    }
    const html = await res.text()
    const data = JSON.parse(/<script id="initial-data" type="application\/json">(.*?)<\/script>/s.exec(html)![1]!)
    const call = (data.assignment?.deferredTrackingCalls ?? []).find((c: any) => c.experiment.key === experiment)
    return call?.result.inExperiment ? call.result.key : undefined
  }
}

describe('copy lab: the bandit', () => {
  it('re-weights a day after its start toward the better arm, and a returning visitor keeps their words', async () => {
    const a = await add('home-cta', 'Claim My Blueprint Now')
    const started = await fn('start-copy-test', { slot: 'home-cta', variants: [a.id], rule: 'bandit', endsAt: inAWeek() }, 'marketer')
    expect(started.status, JSON.stringify(started.body)).toBe(200)
    const { id, experiment } = started.body.test
    created.tests.push(id)
    await expect.poll(async () => (await features())['copy-home-cta']?.rules?.[0]?.weights, { timeout: 10_000 }).toEqual([0.5, 0.5])

    // Visitors of the published words, before any re-weight.
    const returning: Array<{ id: string; visit: ReturnType<typeof returningVisitor> }> = []
    // A third of the home page's layer is the call to action's, less the global holdout (docs/decisions/090).
    for (let i = 0; i < 256 && returning.length < 8; i++) {
      const vid = `cl-bandit-returning-${id}-${i}`
      const visit = returningVisitor(vid)
      if ((await visit(experiment)) === 'control') returning.push({ id: vid, visit })
    }
    expect(returning.length).toBe(8)

    // 10 % against 15 %, exactly, at every moment: the bandit's chance for A stays under 95 %,
    // so it re-weights rather than stops.
    await simulateCopyTestVisitors({
      url: baseUrl(),
      feature: 'copy-home-cta',
      metricEvent: 'lead_captured',
      count: 300,
      rates: {},
      converts: (arm, nth) => (arm === 'a' ? [0, 7, 14].includes(nth % 20) : nth % 10 === 0),
      prefix: `cl-bandit-${id}`,
    })
    // Its first re-weight is due a day after the start: the start is moved back two days.
    const aged = await api(`/api/copy-tests/${id}`, {
      method: 'PATCH',
      body: { last_reweight_at: new Date(Date.now() - 2 * 86_400_000).toISOString() },
      as: 'marketer',
    })
    expect(aged.status, JSON.stringify(aged.body)).toBe(200)
    let weights: number[] = []
    await expect
      .poll(
        async () => {
          weights = (await features())['copy-home-cta']?.rules?.[0]?.weights ?? []
          return weights[1] ?? 0
        },
        { timeout: 15_000 },
      )
      .toBeGreaterThan(0.6)
    expect(weights[0]! + weights[1]!).toBeCloseTo(1, 9)
    expect((await slotView('home-cta')).running.state).toBe('running')
    // The split moved: by the hash alone, some of them would now see A; they still see the
    // published words (sticky buckets).
    const payload = await (await fetch(`${baseUrl()}/features.json`)).json()
    const movedByHash = returning.filter(({ id: vid }) => {
      const gb = new GrowthBook({ attributes: { id: vid } })
      gb.initSync({ payload })
      return gb.evalFeature('copy-home-cta').experimentResult?.key === 'a'
    })
    expect(movedByHash.length).toBeGreaterThan(0)
    for (const { visit } of movedByHash) expect(await visit(experiment)).toBe('control')

    const stopped = await fn('stop-copy-test', { test: id }, 'marketer')
    expect(stopped.status).toBe(200)
  }, 120_000)
})

describe('copy lab: what a look reads', () => {
  it('counts the visitors from the test’s start, less a day for slow clocks, and nothing older', async () => {
    const a = await add('offer-cta', 'Send Me the Blueprint')
    const started = await fn('start-copy-test', { slot: 'offer-cta', variants: [a.id], rule: 'sequential', endsAt: inAWeek() }, 'marketer')
    expect(started.status, JSON.stringify(started.body)).toBe(200)
    const { id, experiment } = started.body.test
    created.tests.push(id)
    const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString()
    // Three visitors of the published words: one whose clock ran 3 hours behind, one 3 days
    // behind (it cannot have met a test that did not exist), and one on time.
    for (const [i, at] of [hoursAgo(3), hoursAgo(72), hoursAgo(0)].entries()) {
      const vid = `cl-since-${id}-${i}`
      const exposure = {
        event_id: `exp-${vid}`,
        event_type: 'experiment_viewed',
        event_data: { experiment_id: experiment, variation_id: 0, variation_key: 'control', feature_id: 'copy-offer-cta' },
        occurred_at: at,
      }
      const res = await sendTrackerBatch(baseUrl(), vid, trackerBatch(`sess-${vid}`, [exposure], { pageUrl: `${baseUrl()}/offer` }))
      expect(res.status).toBe(200)
    }
    const running = (await slotView('offer-cta')).running
    expect(running.id).toBe(id)
    expect(running.arms.map((arm: any) => [arm.key, arm.users])).toEqual([
      ['control', 2],
      ['a', 0],
    ])
    expect((await fn('stop-copy-test', { test: id }, 'marketer')).status).toBe(200)
  })
})

describe('copy lab: a sequence step’s subject (docs/decisions/097)', () => {
  it('lists each step’s subject as a slot with its rules, and a winner goes into the step’s subject, which rolls back', async () => {
    const slug = `subject-lab-${Date.now().toString(36)}`
    const published = '{first_name}, your plan is ready'
    // Off: nobody is enrolled in it on the shared server; its subject is a slot all the same.
    const sequence = await api('/api/sequences', {
      method: 'POST',
      as: 'marketer',
      body: {
        name: 'Subject lab',
        slug,
        active: false,
        trigger: 'lead_captured',
        sending_window: { from_hour: 8, to_hour: 21, time_zone: 'UTC' },
        steps: [{ delay: 0, delay_unit: 'minutes', subject: published, body: stepBody('Hi {first_name},') }],
      },
    })
    expect(sequence.status, JSON.stringify(sequence.body).slice(0, 300)).toBe(201)
    const sequenceId = sequence.body.doc.id
    const stepSubject = async () => (await api(`/api/sequences/${sequenceId}?depth=0`, { as: 'marketer' })).body.steps[0].subject
    const slot = `subject-${slug}-1`
    try {
      const slots = (await fn('copy-lab', { view: 'slots' }, 'analyst')).body.slots
      expect(slots.find((s: any) => s.slot === slot)).toMatchObject({
        kind: 'subject',
        label: 'Subject lab · e-mail 1 subject',
        page: `/admin/collections/sequences/${sequenceId}`,
        metric: 'email-click',
        maxLength: 78,
        current: published,
        running: null,
      })
      expect((await fn('copy-lab', { view: 'slot', slot: `subject-${slug}-2` }, 'marketer')).status).toBe(404)

      // The writer's three subject lines keep the placeholder and the inbox's length.
      const proposed = await fn('propose-copy-variants', { slot }, 'marketer')
      expect(proposed.status, JSON.stringify(proposed.body)).toBe(200)
      created.variants.push(...proposed.body.variants.map((v: any) => v.id))
      for (const v of proposed.body.variants) {
        expect(v.text).toContain('{first_name}')
        expect(v.text.length).toBeLessThanOrEqual(78)
        expect(v.text).not.toBe(published)
      }
      const long = await fn(
        'review-copy-variant',
        { action: 'add', slot, text: `{first_name}, ${'x'.repeat(65)}`, angle: 'urgency' },
        'marketer',
      )
      expect(long.body.error).toBe('The text is 79 characters; Subject lab · e-mail 1 subject takes at most 78.')
      const lost = await fn('review-copy-variant', { action: 'add', slot, text: 'Your plan is ready', angle: 'urgency' }, 'marketer')
      expect(lost.body.error).toBe('The text must keep {first_name}.')

      const a = await add(slot, '{first_name}, your plan is ready: open it')
      const b = await add(slot, '{first_name}, the plan your answers point to')
      const started = await fn('start-copy-test', { slot, variants: [a.id, b.id], rule: 'sequential', endsAt: inAWeek() }, 'marketer')
      expect(started.status, JSON.stringify(started.body)).toBe(200)
      const id = started.body.test.id
      created.tests.push(id)
      expect(started.body.test.metric).toBe('email-click')
      // Served like a page slot's test, outside the pages' layers: each e-mail is a surface of its own.
      await expect
        .poll(async () => (await features())[`copy-${slot}`]?.rules?.find((r: any) => r.variations), { timeout: 10_000 })
        .toMatchObject({ variations: [null, a.text, b.text] })
      expect((await features())[`copy-${slot}`].rules.find((r: any) => r.variations).namespace).toBeUndefined()

      // Recipients, as the sending job records them: an exposure on their unit, and a click (email_click) or none.
      const arms = await simulateCopyTestVisitors({
        url: baseUrl(),
        feature: `copy-${slot}`,
        metricEvent: 'email_click',
        count: 1500,
        rates: { control: 0.1, a: 0.1, b: 0.35 },
        prefix: `cl-subject-${id}`,
        // The click redirect writes email_click (the tracker refuses it): here as the admin, on the unit.
        recordServerEvent: async ({ visitor, session, ...click }) => {
          const res = await api('/api/funnel-events', {
            method: 'POST',
            as: 'admin',
            body: { ...click, visitor_id: visitor, session_id: session, event_data: { sequence: slug, step: 1 } },
          })
          expect(res.status, JSON.stringify(res.body).slice(0, 300)).toBe(201)
        },
      })
      expect(arms.control! + arms.a! + arms.b!).toBe(1500)
      const test = await stoppedTest(slot, id)
      expect(test.decision).toMatchObject({ outcome: 'winner', winner: 'b' })
      expect(test.promoted).toBeTruthy()
      // Promoted into the step: its next e-mail goes out with the winner.
      expect(await stepSubject()).toBe(b.text)
      expect((await slotView(slot)).summary.current).toBe(b.text)

      const rolled = await fn('roll-back-copy-test', { test: id }, 'marketer')
      expect(rolled.status, JSON.stringify(rolled.body)).toBe(200)
      expect(await stepSubject()).toBe(published)
    } finally {
      await api(`/api/sequences/${sequenceId}`, { method: 'DELETE', as: 'admin' })
    }
  }, 120_000)
})

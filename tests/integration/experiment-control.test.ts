import { afterAll, describe, expect, it } from 'vitest'
import { HOLDOUT_EXPERIMENT } from '../../experiments/holdout'
import { api, baseUrl, type Who } from '../support/api'
import { DEMO } from '../support/server'

/**
 * Issue 19 point 4: analysts start, stop, re-weight, schedule and target an experiment of
 * experiments/ without a deploy (control-experiment, collection experiment-controls), and
 * /features.json and the server-rendered pages follow (docs/decisions/063).
 * The countdown experiment (home page, shown/hidden 50/50 in code) is the one controlled here;
 * its control is deleted at the end, so later files see the code's experiment again.
 */
type Settings = {
  state: 'running' | 'stopped'
  coverage: number
  weights: number[]
  endsAt: string | null
  targeting: { device: 'any' | 'mobile' | 'desktop'; utmSource: string | null; newVisitorsOnly: boolean }
  servedVariation: string | null
}

const RUNNING: Settings = {
  state: 'running',
  coverage: 100,
  weights: [0.5, 0.5],
  endsAt: null,
  targeting: { device: 'any', utmSource: null, newVisitorsOnly: false },
  servedVariation: null,
}
const DESKTOP_UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36'
const MOBILE_UA = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148'
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

const save = (settings: Settings, as: Who = 'analyst', experiment = 'countdown') =>
  api('/fn/control-experiment', { method: 'POST', as, body: { action: 'save', experiment, settings } })

type Rule = { id: string; weights?: number[]; coverage?: number; bucketVersion?: number; condition?: unknown; force?: unknown }

async function countdownRules(): Promise<{ rules: Rule[]; cacheControl: string | null }> {
  const res = await fetch(`${baseUrl()}/features.json`)
  const body = (await res.json()) as { features: Record<string, { rules?: Rule[] }> }
  return { rules: body.features.countdown?.rules ?? [], cacheControl: res.headers.get('cache-control') }
}

/** Polls /features.json until `check` holds (a change shows within 10 s), then returns the rules. */
async function rulesWhen(check: (rules: Rule[]) => boolean): Promise<Rule[]> {
  const end = Date.now() + 10_000
  for (;;) {
    const { rules } = await countdownRules()
    if (check(rules)) return rules
    if (Date.now() > end) throw new Error(`/features.json did not change in 10 s: ${JSON.stringify(rules)}`)
    await sleep(200)
  }
}

/** A visitor with a cookie jar, loading the home page as a browser does (no script). */
function visitor(userAgent = DESKTOP_UA) {
  const jar = new Map<string, string>()
  const self = {
    jar,
    /** In the global holdout (docs/decisions/090), as of the last page: in no experiment whatever its targeting. */
    held: false,
    /** The countdown variation the server rendered for this visitor ('none' outside the experiment), and what the page shows. */
    async home(query = ''): Promise<{ variation: string; shown: boolean }> {
      const cookie = [...jar].map(([k, v]) => `${k}=${v}`).join('; ')
      const res = await fetch(`${baseUrl()}/${query}`, { headers: { 'user-agent': userAgent, ...(cookie ? { cookie } : {}) } })
      for (const line of res.headers.getSetCookie()) {
        const [pair] = line.split(';')
        const eq = pair!.indexOf('=')
        jar.set(pair!.slice(0, eq), pair!.slice(eq + 1))
      }
      const html = await res.text()
      const data = JSON.parse(/<script id="initial-data" type="application\/json">(.*?)<\/script>/s.exec(html)![1]!)
      const call = (data.assignment?.deferredTrackingCalls ?? []).find(
        (c: { experiment: { key: string } }) => c.experiment.key === 'countdown',
      ) as { result: { key: string; inExperiment: boolean } } | undefined
      const roi = /<section[^>]*id="roi"[\s\S]*?<\/section>/.exec(html)?.[0] ?? ''
      self.held = (data.assignment?.deferredTrackingCalls ?? []).some(
        (c: { experiment: { key: string }; result: { key: string } }) =>
          c.experiment.key === HOLDOUT_EXPERIMENT && c.result.key === 'holdout',
      )
      return { variation: call?.result.inExperiment ? call.result.key : 'none', shown: roi.includes('role="timer"') }
    },
  }
  return self
}

/** The first of a few new visitors outside the global holdout, with the page they landed on. */
async function landingOutsideHoldout(userAgent: string, query = '') {
  for (let i = 0; i < 10; i++) {
    const v = visitor(userAgent)
    const first = await v.home(query)
    if (!v.held) return { v, first }
  }
  throw new Error('ten new visitors in a row held out')
}

/** A fresh visitor the server puts in `variation` of countdown (the split is a hash of the visitor id). */
async function visitorIn(variation: string) {
  for (let i = 0; i < 64; i++) {
    const v = visitor()
    if ((await v.home()).variation === variation) return v
  }
  throw new Error(`no visitor lands in countdown=${variation}`)
}

async function resetCountdown() {
  const controls = await api('/api/experiment-controls?where[experiment][equals]=countdown&depth=0', { as: 'analyst' })
  for (const doc of controls.body.docs ?? []) await api(`/api/experiment-controls/${doc.id}`, { method: 'DELETE', as: 'analyst' })
}

describe('experiment control without a deploy', () => {
  afterAll(async () => {
    await resetCountdown()
    // The code's 50/50 again before the next file.
    await rulesWhen((rules) => rules[0]?.weights?.join() === '0.5,0.5' && rules[0]?.condition === undefined)
  })

  it('only analysts and admins read and change the controls, the function and the collections alike', async () => {
    expect((await api('/fn/control-experiment', { method: 'POST', body: { action: 'list' } })).status).toBe(401)
    for (const who of ['agency', 'vendor', 'marketer'] as const) {
      const listed = await api('/fn/control-experiment', { method: 'POST', as: who, body: { action: 'list' } })
      expect(listed, who).toMatchObject({ status: 403, body: { code: 'FORBIDDEN' } })
      expect((await save(RUNNING, who)).status, who).toBe(403)
      expect((await api('/api/experiment-controls', { as: who })).status, who).toBe(403)
      expect((await api('/api/experiment-control-changes', { as: who })).status, who).toBe(403)
      const created = await api('/api/experiment-controls', { method: 'POST', as: who, body: { experiment: 'countdown', ...RUNNING } })
      expect(created.status, who).toBe(403)
    }
    expect((await api('/api/experiment-controls')).status).toBe(403)
    for (const who of ['analyst', 'admin'] as const) {
      const listed = await api('/fn/control-experiment', { method: 'POST', as: who, body: { action: 'list' } })
      expect(listed.status, who).toBe(200)
      expect(listed.body.experiments.map((e: { key: string }) => e.key)).toContain('countdown')
      expect((await api('/api/experiment-controls', { as: who })).status, who).toBe(200)
    }
    // Nobody writes the history but the hook.
    const forged = await api('/api/experiment-control-changes', {
      method: 'POST',
      as: 'admin',
      body: { experiment: 'countdown', user_email: 'x@example.com', fields: 'state', snapshot: {} },
    })
    expect(forged.status).toBe(403)
  })

  it('refuses bad input with the error catalogue', async () => {
    const bad: [unknown, number][] = [
      [{ action: 'save', experiment: 'countdown', settings: { ...RUNNING, weights: [0.6, 0.6] } }, 400],
      [{ action: 'save', experiment: 'countdown', settings: { ...RUNNING, weights: [0.2, 0.3, 0.5] } }, 400],
      [{ action: 'save', experiment: 'countdown', settings: { ...RUNNING, coverage: 101 } }, 400],
      [{ action: 'save', experiment: 'countdown', settings: { ...RUNNING, coverage: -1 } }, 400],
      [{ action: 'save', experiment: 'countdown', settings: { ...RUNNING, servedVariation: 'nope' } }, 400],
      [{ action: 'save', experiment: 'countdown', settings: { ...RUNNING, endsAt: new Date(Date.now() - 60_000).toISOString() } }, 400],
      [{ action: 'save', experiment: 'countdown', settings: { ...RUNNING, endsAt: 'tomorrow' } }, 400],
      [{ action: 'save', experiment: 'countdown', settings: { ...RUNNING, targeting: { ...RUNNING.targeting, device: 'tv' } } }, 400],
      [{ action: 'save', experiment: 'countdown', settings: { ...RUNNING, bucketVersion: 2 } }, 400],
      [{ action: 'save', experiment: 'countdown', settings: { ...RUNNING, state: 'draft' } }, 400],
      [{ action: 'save', experiment: 'no-such-test', settings: RUNNING }, 404],
      [{ action: 'delete' }, 400],
      ['[]', 400],
    ]
    for (const [body, status] of bad) {
      const res = await api('/fn/control-experiment', { method: 'POST', as: 'analyst', body })
      expect(res.status, JSON.stringify(body)).toBe(status)
      expect(Object.keys(res.body).sort(), JSON.stringify(body)).toEqual(['code', 'error'])
    }
    const stored = await api('/api/experiment-controls?depth=0', { as: 'analyst' })
    expect(stored.body.docs).toEqual([])
  })

  it('a weight change reaches /features.json and the pages while a returning visitor keeps their variation; stopping serves the chosen variation to everyone', async () => {
    const before = await countdownRules()
    expect(before.rules[0]).toMatchObject({ weights: [0.5, 0.5], bucketVersion: 0 })
    // A browser sees a change within 10 s.
    expect(Number(/max-age=(\d+)/.exec(before.cacheControl ?? '')?.[1])).toBeLessThanOrEqual(10)

    const returning = await visitorIn('shown')
    expect(returning.jar.get('gbsb_id')).toBeTruthy()

    // Everyone new goes to 'hidden'; the sticky bucket keeps the returning visitor in 'shown'.
    expect((await save({ ...RUNNING, weights: [0, 1], coverage: 80 })).status).toBe(200)
    const rules = await rulesWhen((r) => r[0]?.weights?.join() === '0,1')
    expect(rules[0]).toMatchObject({ weights: [0, 1], coverage: 0.8, bucketVersion: 0 })
    expect(await returning.home()).toEqual({ variation: 'shown', shown: true })
    expect(await returning.home()).toEqual({ variation: 'shown', shown: true })
    for (let i = 0; i < 5; i++) expect(['hidden', 'none']).toContain((await visitor().home()).variation)

    // Stopped, serving 'hidden': everyone gets it, the returning visitor too.
    expect((await save({ ...RUNNING, weights: [0, 1], state: 'stopped', servedVariation: 'hidden' })).status).toBe(200)
    expect((await rulesWhen((r) => r[0]?.force === false))[0]).toMatchObject({ id: 'countdown-released', force: false })
    expect(await returning.home()).toEqual({ variation: 'none', shown: false })
    // The global holdout keeps the control (docs/decisions/090): a visitor outside it.
    expect((await landingOutsideHoldout(DESKTOP_UA)).first).toEqual({ variation: 'none', shown: false })

    // Started again: the returning visitor is back in their own variation.
    expect((await save(RUNNING)).status).toBe(200)
    await rulesWhen((r) => r[0]?.weights?.join() === '0.5,0.5')
    expect(await returning.home()).toEqual({ variation: 'shown', shown: true })

    const listed = await api('/fn/control-experiment', { method: 'POST', as: 'admin', body: { action: 'list' } })
    const countdown = listed.body.experiments.find((e: { key: string }) => e.key === 'countdown')
    expect(countdown).toMatchObject({ state: 'running', controlled: true, weights: [0.5, 0.5], coverage: 100 })
    // Every change, who made it and when, newest first.
    expect(countdown.history.map((h: { by: string; fields: string }) => [h.by, h.fields])).toEqual([
      [DEMO.analyst, 'state, weights, served_variation'],
      [DEMO.analyst, 'state, coverage, served_variation'],
      [DEMO.analyst, 'state, coverage, weights, ends_at, target_device, target_utm_source, target_new_visitors, served_variation'],
    ])
    expect(countdown.history[1].settings).toMatchObject({ state: 'stopped', servedVariation: 'hidden', weights: [0, 1] })
    const times = countdown.history.map((h: { at: string }) => Date.parse(h.at))
    expect(times[0]).toBeGreaterThanOrEqual(times[1])
    expect(Date.now() - times[2]).toBeLessThan(120_000)
  })

  it('targeting: device, landing utm_source and new visitors become a GrowthBook condition on attributes the server sets', async () => {
    expect((await save({ ...RUNNING, targeting: { device: 'mobile', utmSource: 'Newsletter', newVisitorsOnly: false } })).status).toBe(200)
    const rules = await rulesWhen((r) => r[0]?.condition !== undefined)
    expect(rules[0]!.condition).toEqual({ device: 'mobile', utm_source: 'newsletter' })

    expect((await visitor(DESKTOP_UA).home('?utm_source=newsletter')).variation).toBe('none')
    expect((await visitor(MOBILE_UA).home()).variation).toBe('none')
    const { v: mobile, first: landed } = await landingOutsideHoldout(MOBILE_UA, '?utm_source=newsletter')
    expect(landed.variation).not.toBe('none')
    // The landing utm_source holds for the rest of the visit.
    expect((await mobile.home()).variation).not.toBe('none')

    expect((await save({ ...RUNNING, targeting: { device: 'any', utmSource: null, newVisitorsOnly: true } })).status).toBe(200)
    await rulesWhen((r) => JSON.stringify(r[0]?.condition) === '{"new_visitor":true}')
    const { v: newcomer, first } = await landingOutsideHoldout(DESKTOP_UA)
    expect(first.variation).not.toBe('none')
    // Their second page of the same visit: still new.
    expect((await newcomer.home()).variation).toBe(first.variation)
    // A visitor who had an id before this visit (a new browser session, no sticky bucket) is not new.
    const known = visitor()
    await known.home()
    known.jar.delete('vvisit')
    known.jar.delete('gbsb_id')
    expect((await known.home()).variation).toBe('none')
  })

  it('a scheduled end date stops the experiment when it passes, with no other change', async () => {
    const endsAt = new Date(Date.now() + 3_000).toISOString()
    expect((await save({ ...RUNNING, endsAt, servedVariation: 'hidden' })).status).toBe(200)
    expect((await rulesWhen((r) => r[0]?.weights !== undefined))[0]).toMatchObject({ weights: [0.5, 0.5] })
    await sleep(3_000)
    expect((await rulesWhen((r) => r[0]?.force === false))[0]).toMatchObject({ id: 'countdown-released', force: false })
    // The global holdout keeps the control (docs/decisions/090): a visitor outside it.
    expect((await landingOutsideHoldout(DESKTOP_UA)).first).toEqual({ variation: 'none', shown: false })
    const listed = await api('/fn/control-experiment', { method: 'POST', as: 'analyst', body: { action: 'list' } })
    expect(listed.body.experiments.find((e: { key: string }) => e.key === 'countdown')).toMatchObject({ state: 'stopped', ended: true })
    // Saving again with the end date that passed is allowed (it is not a new one).
    expect((await save({ ...RUNNING, endsAt, servedVariation: 'shown' })).status).toBe(200)
    expect((await rulesWhen((r) => r[0]?.force === true))[0]).toMatchObject({ id: 'countdown-released', force: true })
  })
})

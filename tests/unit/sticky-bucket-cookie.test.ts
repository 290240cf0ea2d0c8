import type { AddressInfo } from 'node:net'
import type { FeatureApiResponse } from '@growthbook/growthbook'
import express from 'express'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { assignmentOf, expressCookieJar, serverGrowthBook } from '../../server/experiments/server-growthbook'
import { createBrowserGrowthBook, exposureTracker } from '../../web/lib/experiments'
import type { FunnelTracker } from '../../web/lib/funnel-tracker'
import type { CookieJar } from '../../contracts/sticky-bucket-cookie'

/** One experiment; `weights` changes between requests to prove the assignment sticks. */
const payloadWith = (weights: number[]): FeatureApiResponse => ({
  features: {
    headline: {
      defaultValue: 'default',
      rules: [
        {
          key: 'headline',
          variations: ['a', 'b'],
          weights,
          hashAttribute: 'id',
          hashVersion: 2,
          seed: 'headline',
          meta: [{ key: 'a' }, { key: 'b' }],
        },
      ],
    },
  },
})

let weights = [0.5, 0.5]
let base = ''
let server: ReturnType<express.Express['listen']>

beforeAll(async () => {
  const app = express()
  app.get('/variant', (req, res) => {
    const gb = serverGrowthBook({ payload: payloadWith(weights), visitorId: String(req.query.vid), jar: expressCookieJar(req, res) })
    res.json({ value: gb.getFeatureValue('headline', 'none'), assignment: assignmentOf(gb) })
  })
  await new Promise<void>((resolve) => (server = app.listen(0, '127.0.0.1', () => resolve())))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

/** A browser's cookie store, minimal: name=value pairs from Set-Cookie, sent back as Cookie. */
function cookieStore() {
  const cookies = new Map<string, string>()
  return {
    header: () => [...cookies].map(([k, v]) => `${k}=${v}`).join('; '),
    take(res: Response) {
      for (const line of res.headers.getSetCookie()) {
        const [pair] = line.split(';')
        const eq = pair!.indexOf('=')
        cookies.set(pair!.slice(0, eq), pair!.slice(eq + 1))
      }
    },
    /** What document.cookie would give the page. */
    jar: (): CookieJar => ({
      get: (name) => (cookies.has(name) ? decodeURIComponent(cookies.get(name)!) : undefined),
      set: () => undefined,
    }),
    names: () => [...cookies.keys()],
  }
}

async function visit(store: ReturnType<typeof cookieStore>, vid: string) {
  const res = await fetch(`${base}/variant?vid=${vid}`, { headers: { cookie: store.header() } })
  store.take(res)
  return (await res.json()) as { value: string; assignment: ReturnType<typeof assignmentOf> }
}

describe('cookie sticky-bucket service under Express 5', () => {
  it('round-trips: the assignment the server wrote is the one it reads back, even after the weights change', async () => {
    weights = [0.5, 0.5]
    const seen = new Set<string>()
    for (let i = 0; i < 12; i++) {
      const store = cookieStore()
      const vid = `visitor-${i}-abcdef`
      const first = await visit(store, vid)
      seen.add(first.value)
      expect(store.names()).toContain('gbsb_id')
      expect(first.assignment.deferredTrackingCalls).toHaveLength(1)
      // Everyone to the other variation now: a visitor who has the cookie keeps theirs.
      weights = first.value === 'a' ? [0, 1] : [1, 0]
      const again = await visit(store, vid)
      expect(again.value).toBe(first.value)
      // Without the cookie the same visitor would be re-bucketed by the new weights.
      expect((await visit(cookieStore(), vid)).value).not.toBe(first.value)
      weights = [0.5, 0.5]
    }
    expect(seen).toEqual(new Set(['a', 'b']))
  })

  it('the browser continues from the server: same value, the same sticky documents, the deferred exposure', async () => {
    weights = [0.5, 0.5]
    const store = cookieStore()
    const server = await visit(store, 'hydrating-visitor-1')
    weights = server.value === 'a' ? [0, 1] : [1, 0]
    const gb = createBrowserGrowthBook({
      experiments: { payload: payloadWith(weights) },
      assignment: server.assignment,
      visitorId: 'hydrating-visitor-1',
      jar: store.jar(),
    })
    expect(gb.getFeatureValue('headline', 'none')).toBe(server.value)
    const tracked: string[] = []
    gb.setTrackingCallback((experiment, result) => void tracked.push(`${experiment.key}:${result.key}`))
    await Promise.resolve()
    expect(tracked).toEqual([`headline:${server.value}`])
    // A later page (no assignment handed over) reads the same cookie the server wrote.
    const later = createBrowserGrowthBook({
      experiments: { payload: payloadWith(weights) },
      visitorId: 'hydrating-visitor-1',
      jar: store.jar(),
    })
    expect(later.getFeatureValue('headline', 'none')).toBe(server.value)
  })

  it("records a unit's exposure once, though GrowthBook calls back for the deferred call and again for the render", async () => {
    weights = [0.5, 0.5]
    const store = cookieStore()
    const server = await visit(store, 'exposed-once-visitor')
    const gb = createBrowserGrowthBook({
      experiments: { payload: payloadWith(weights) },
      assignment: server.assignment,
      visitorId: 'exposed-once-visitor',
      jar: store.jar(),
    })
    const events: { type: string; data?: Record<string, unknown>; id?: string }[] = []
    const tracker: FunnelTracker = {
      track: (type, data, id) => void events.push({ type, data, id }),
      setLeadId: () => {},
      setExperimentVariants: () => {},
      flush: async () => {},
      stop: () => {},
    }
    const callback = exposureTracker(tracker)
    gb.setTrackingCallback(callback)
    await Promise.resolve()
    gb.getFeatureValue('headline', 'none')
    // The same exposure handed to the callback again (as a re-render or a second hook would).
    const result = gb.evalFeature('headline').experimentResult!
    await callback({ key: 'headline', variations: ['a', 'b'] }, result)
    expect(events).toHaveLength(1)
    expect(events[0]).toMatchObject({ type: 'experiment_viewed', data: { experiment_id: 'headline', variation_key: server.value } })
    expect(events[0]!.id).toMatch(/^xp_headline_[0-9a-f]{16}$/)
  })
})

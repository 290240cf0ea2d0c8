import { GrowthBook } from '@growthbook/growthbook'
import { describe, expect, it } from 'vitest'
import { applyControls, nextScheduledEnd, type ExperimentControl } from '../../experiments/controls'
import { loadExperimentConfig } from '../../experiments/load'
import { buildGrowthBookPayload } from '../../experiments/payload'
import { CookieStickyBucketService, type CookieJar } from '../../contracts/sticky-bucket-cookie'

const NOW = new Date('2026-11-25T12:00:00Z')
const control = (over: Partial<ExperimentControl> = {}): ExperimentControl => ({
  experiment: 'countdown',
  state: 'running',
  coverage: 100,
  weights: [0.5, 0.5],
  targetDevice: 'any',
  targetNewVisitors: false,
  ...over,
})

const memoryJar = (): CookieJar => {
  const cookies = new Map<string, string>()
  return { get: (name) => cookies.get(name), set: (name, value) => void cookies.set(name, value) }
}

describe('experiments/ merged with the analysts’ controls', async () => {
  const config = await loadExperimentConfig()
  const payloadWith = (...controls: ExperimentControl[]) => buildGrowthBookPayload(applyControls(config, controls, NOW))
  const countdownRules = (...controls: ExperimentControl[]) => payloadWith(...controls).features!.countdown!.rules

  it('re-weighting keeps the bucket version, so every sticky assignment holds', () => {
    const base = countdownRules()![0]!
    const rule = countdownRules(control({ weights: [0.1, 0.9], coverage: 40 }))![0]!
    expect(rule).toMatchObject({ weights: [0.1, 0.9], coverage: 0.4, bucketVersion: base.bucketVersion, seed: base.seed })

    // Real SDK: visitors bucketed under 50/50 keep their variation under 0/100.
    const visitors = Array.from({ length: 40 }, (_, i) => ({ id: `v-${i}`, jar: memoryJar() }))
    const evaluate = (payload: ReturnType<typeof payloadWith>, v: (typeof visitors)[number]) =>
      new GrowthBook({ attributes: { id: v.id }, stickyBucketService: new CookieStickyBucketService(v.jar) })
        .initSync({ payload })
        .evalFeature('countdown').experimentResult?.key
    const before = visitors.map((v) => evaluate(payloadWith(), v))
    expect(new Set(before)).toEqual(new Set(['shown', 'hidden']))
    const after = visitors.map((v) => evaluate(payloadWith(control({ weights: [0, 1] })), v))
    expect(after).toEqual(before)
    // A visitor with no sticky bucket follows the new split.
    expect(evaluate(payloadWith(control({ weights: [0, 1] })), { id: 'v-0', jar: memoryJar() })).toBe('hidden')
  })

  it('stopping serves the chosen variation, the control by default; a passed end date stops it', () => {
    expect(countdownRules(control({ state: 'stopped', servedVariation: 'hidden' }))).toEqual([{ id: 'countdown-released', force: false }])
    expect(countdownRules(control({ state: 'stopped' }))).toEqual([{ id: 'countdown-released', force: true }])
    expect(countdownRules(control({ endsAt: '2026-11-25T11:59:59Z', servedVariation: 'hidden' }))).toEqual([
      { id: 'countdown-released', force: false },
    ])
    expect(countdownRules(control({ endsAt: '2026-11-25T12:00:01Z' }))![0]).toMatchObject({ weights: [0.5, 0.5] })
    expect(nextScheduledEnd([control({ endsAt: '2026-11-25T12:00:01Z' }), control({ endsAt: '2026-11-25T11:00:00Z' })], NOW)).toBe(
      Date.parse('2026-11-25T12:00:01Z'),
    )
  })

  it('a draft of the code is started by a running control', () => {
    const drafted = {
      ...config,
      features: config.features.map((f) =>
        f.key === 'countdown' ? { ...f, experiment: { ...f.experiment!, status: 'draft' as const } } : f,
      ),
    }
    expect(buildGrowthBookPayload(applyControls(drafted, [], NOW)).features!.countdown!.rules).toBeUndefined()
    expect(buildGrowthBookPayload(applyControls(drafted, [control()], NOW)).features!.countdown!.rules![0]).toMatchObject({
      key: 'countdown',
      weights: [0.5, 0.5],
    })
  })

  it('targeting becomes a condition; stored weights the code no longer fits are ignored', () => {
    const rule = countdownRules(control({ targetDevice: 'desktop', targetUtmSource: ' Google ', targetNewVisitors: true }))![0]!
    expect(rule.condition).toEqual({ device: 'desktop', utm_source: 'google', new_visitor: true })
    expect(countdownRules(control({ weights: [0.2, 0.3, 0.5] }))![0]).toMatchObject({ weights: [0.5, 0.5] })
  })
})

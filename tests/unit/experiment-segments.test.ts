import { describe, expect, it } from 'vitest'
import type { ExperimentConfig } from '../../experiments/load'
import { experimentResults, type Facts } from '../../experiments/results'
import { firstExposuresByExperiment, SegmentAssigner, type VisitorEvent } from '../../experiments/segments'

const t = (minute: number) => new Date(Date.UTC(2026, 10, 24, 12, minute)).toISOString()

describe('each unit’s segment, taken at its first exposure', () => {
  const exposures = firstExposuresByExperiment([
    { unit: 'ann', experiment: 'x', at: t(30), session: 's2', device: 'mobile' },
    // A later exposure on another device does not move ann.
    { unit: 'ann', experiment: 'x', at: t(50), session: 's3', device: 'desktop' },
    { unit: 'bob', experiment: 'x', at: t(10), session: 'b1', device: 'desktop' },
    { unit: 'cy', experiment: 'x', at: t(5), session: 'c1', device: null },
  ]).get('x')!
  const events: VisitorEvent[] = [
    // ann: came first from a newsletter in an earlier session, then from ads in the exposure's.
    { unit: 'ann', session: 's2', at: t(29), utm_source: 'google', utm_medium: 'cpc', utm_campaign: 'fall' },
    { unit: 'ann', session: 's1', at: t(1), utm_source: 'newsletter', utm_medium: 'email' },
    { unit: 'ann', session: 's1', at: t(2) },
    // After the first exposure: counts for nothing.
    { unit: 'ann', session: 's3', at: t(40), utm_source: 'tiktok' },
    // bob: one session, its utm on the exposure's own event; a later campaign is ignored.
    { unit: 'bob', session: 'b1', at: t(10), utm_source: 'bing' },
    { unit: 'bob', session: 'b9', at: t(20), utm_campaign: 'late' },
    // Not exposed: no segment.
    { unit: 'dee', session: 'd1', at: t(1), utm_source: 'google' },
  ]

  it('utm of the first tagged event at or before exposure, device of the exposure, new or returning', () => {
    const assigner = new SegmentAssigner(exposures)
    // Order does not matter: the events come a page at a time, in id order.
    for (const e of [...events].reverse()) assigner.add(e)
    const segments = assigner.segments()
    expect(segments.get('ann')).toEqual({
      utm_source: 'newsletter',
      utm_medium: 'email',
      utm_campaign: '(none)',
      device: 'mobile',
      visitor_type: 'returning',
    })
    expect(segments.get('bob')).toEqual({
      utm_source: 'bing',
      utm_medium: '(none)',
      utm_campaign: '(none)',
      device: 'desktop',
      visitor_type: 'new',
    })
    // No event at all but the exposure (and a device not stored): unknown device, new visitor.
    expect(segments.get('cy')).toEqual({
      utm_source: '(none)',
      utm_medium: '(none)',
      utm_campaign: '(none)',
      device: '(none)',
      visitor_type: 'new',
    })
    expect(segments.has('dee')).toBe(false)
  })
})

const config: ExperimentConfig = {
  metrics: [
    {
      key: 'lead-captured',
      name: 'Lead captured',
      description: 'd',
      type: 'binomial',
      source: { kind: 'funnel-event', eventTypes: ['lead_captured'] },
      inverse: false,
    },
    { key: 'refund', name: 'Refund', description: 'd', type: 'binomial', source: { kind: 'payment', refunds: true }, inverse: true },
  ],
  features: [
    {
      key: 'headline',
      description: 'd',
      owner: 'o',
      defaultValue: 'a',
      pages: ['/'],
      experiment: {
        key: 'headline',
        hypothesis: 'A shorter headline converts better.',
        status: 'running',
        startDate: '2026-11-20',
        variations: [
          { key: 'a', name: 'A', value: 'a' },
          { key: 'b', name: 'B', value: 'b' },
        ],
        weights: [0.5, 0.5],
        coverage: 1,
        bucketVersion: 0,
        primaryMetric: 'lead-captured',
        guardrailMetrics: ['refund'],
        sequential: false,
        adaptive: false,
      },
    },
  ],
}

describe('results broken down by a segment', () => {
  it('splits the units by their value, most users first, each part measured like the whole', () => {
    const facts: Facts = { exposures: [], events: [], payments: [], segments: new Map([['headline', new Map()]]) }
    // 6 mobile units (a: 4, 1 converts; b: 2, 2 convert) and 3 desktop ones (a: 1, b: 2, none convert).
    const units = [
      ['m1', 'a', 'mobile', true],
      ['m2', 'a', 'mobile', false],
      ['m3', 'a', 'mobile', false],
      ['m4', 'a', 'mobile', false],
      ['m5', 'b', 'mobile', true],
      ['m6', 'b', 'mobile', true],
      ['d1', 'a', 'desktop', false],
      ['d2', 'b', 'desktop', false],
      ['d3', 'b', 'desktop', false],
    ] as const
    for (const [unit, variation, device, converts] of units) {
      facts.exposures.push({ unit, experiment: 'headline', variation, at: t(10) })
      if (converts) facts.events.push({ unit, eventType: 'lead_captured', at: t(20) })
      facts.segments!.get('headline')!.set(unit, {
        device,
        utm_source: '(none)',
        utm_medium: '(none)',
        utm_campaign: '(none)',
        visitor_type: 'new',
      })
    }
    // A unit without a segment falls in '(none)'.
    facts.exposures.push({ unit: 'x1', experiment: 'headline', variation: 'a', at: t(10) })
    const [r] = experimentResults(config, facts, new Date(t(59)), { breakdown: 'device' })
    const seg = r!.segments!
    expect(seg.breakdown).toBe('device')
    expect(seg.values.map((v) => v.value)).toEqual(['mobile', 'desktop', '(none)'])
    const mobile = seg.values[0]!
    expect(mobile.variations).toEqual([
      { key: 'a', users: 4 },
      { key: 'b', users: 2 },
    ])
    const primary = mobile.metrics.find((m) => m.role === 'primary')!
    expect(primary.variations.map((v) => [v.users, v.conversions, v.mean])).toEqual([
      [4, 1, 0.25],
      [2, 2, 1],
    ])
    expect(mobile.metrics.map((m) => m.key)).toEqual(['lead-captured', 'refund'])
    expect(seg.values[1]!.variations.map((v) => v.users)).toEqual([1, 2])
    expect(seg.values[2]!.variations.map((v) => v.users)).toEqual([1, 0])
    // Without a breakdown, no segments.
    expect(experimentResults(config, facts, new Date(t(59)))[0]!.segments).toBeUndefined()
  })
})

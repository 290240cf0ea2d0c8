import { describe, expect, it } from 'vitest'
import type { ExperimentConfig } from '../../experiments/load'
import { experimentResults, resultsCsv, resultsTable, type Facts } from '../../experiments/results'
import { frequentistTest, binomial } from '../../experiments/stats/gbstats'

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
    { key: 'revenue', name: 'Revenue', description: 'd', type: 'revenue', source: { kind: 'payment', refunds: false }, inverse: false },
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
        guardrailMetrics: ['revenue', 'refund'],
        sequential: false,
        adaptive: false,
      },
    },
  ],
}

const at = (day: number, hour = 12) => new Date(Date.UTC(2026, 10, day, hour)).toISOString()

function facts(): Facts {
  const f: Facts = { exposures: [], events: [], payments: [] }
  for (let i = 0; i < 200; i++) {
    const unit = `u${i}`
    const variation = i % 2 === 0 ? 'a' : 'b'
    f.exposures.push({ unit, experiment: 'headline', variation, at: at(20 + (i % 3)) })
    f.exposures.push({ unit, experiment: 'headline', variation, at: at(23) }) // a later repeat: ignored
    if (variation === 'a' ? i % 20 === 0 : i % 5 === 1) f.events.push({ unit, eventType: 'lead_captured', at: at(23) })
    if (i % 7 === 0) f.events.push({ unit, eventType: 'lead_captured', at: at(19) }) // before exposure: ignored
  }
  f.payments.push({ unit: 'u1', amount: 97, refunded: false, at: at(23) }, { unit: 'u1', amount: 197, refunded: false, at: at(23, 13) })
  f.payments.push({ unit: 'u2', amount: 97, refunded: true, at: at(23) })
  // Seen in both variations: left out.
  f.exposures.push(
    { unit: 'mixed', experiment: 'headline', variation: 'a', at: at(21) },
    { unit: 'mixed', experiment: 'headline', variation: 'b', at: at(22) },
  )
  return f
}

describe('experiment results from raw facts', () => {
  const [r] = experimentResults(config, facts(), new Date(at(23, 18)))

  it('counts each unit once, in the variation of its first exposure, and leaves out units seen in two', () => {
    expect(r!.variations.map((v) => v.users)).toEqual([100, 100])
    expect(r!.multipleExposures).toBe(1)
    expect(r!.srmWarning).toBe(false)
  })

  it('counts conversions only after the first exposure, with gbstats on the counts', () => {
    const primary = r!.metrics[0]!
    expect(primary.role).toBe('primary')
    expect(primary.variations.map((v) => v.conversions)).toEqual([10, 20])
    const expected = frequentistTest(binomial(100, 10), binomial(100, 20))
    expect(primary.comparisons[0]!.uplift).toBeCloseTo(1, 12)
    expect(primary.comparisons[0]!.ci).toEqual(expected.ci)
  })

  it('revenue sums a unit’s payments (bump included); refunds are a guardrail of their own', () => {
    const revenue = r!.metrics.find((m) => m.key === 'revenue')!
    expect(revenue.role).toBe('guardrail')
    expect(revenue.variations[1]!.value).toBe(294)
    const refund = r!.metrics.find((m) => m.key === 'refund')!
    expect(refund.variations[0]!.conversions).toBe(1)
  })

  it('a daily cumulative series up to now, the last day equal to the totals', () => {
    expect(r!.daily.map((d) => d.date)).toEqual(['2026-11-20', '2026-11-21', '2026-11-22', '2026-11-23'])
    expect(r!.daily[0]!.users[0]! + r!.daily[0]!.users[1]!).toBeLessThan(200)
    expect(r!.daily.at(-1)!.users).toEqual([100, 100])
  })

  it('the daily series shows the last 366 days up to now; an exposure older than that counts on its first day', () => {
    const old = facts()
    old.exposures.push({ unit: 'long-ago', experiment: 'headline', variation: 'b', at: '2020-01-01T12:00:00.000Z' })
    const [late] = experimentResults(config, old, new Date(at(23, 18)))
    expect(late!.daily).toHaveLength(366)
    expect(late!.daily.at(-1)!.date).toBe('2026-11-23')
    expect(late!.daily[0]!.users).toEqual([0, 1])
    expect(late!.daily.at(-1)!.users).toEqual([100, 101])
  })

  it('CSV and terminal table', () => {
    const csv = resultsCsv([r!]).trim().split('\n')
    expect(csv[0]).toMatch(/^experiment,status,srm_p/)
    expect(csv).toHaveLength(1 + 3 * 2)
    const table = resultsTable([r!])
    expect(table).toContain('headline [running]')
    expect(table).toContain('(guardrail) Revenue')
    expect(table).toContain('+100.0%')
  })
})

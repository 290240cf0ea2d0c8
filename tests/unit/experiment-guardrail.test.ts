import { describe, expect, it } from 'vitest'
import { alertConditions } from '../../experiments/alerts'
import { guardrailWorse } from '../../experiments/guardrail'
import type { ExperimentResult, MetricResult } from '../../experiments/results'
import { binomial, frequentistTest } from '../../experiments/stats/gbstats'

describe('a guardrail significantly worse', () => {
  it('needs the p-value below the significance and the bad direction', () => {
    expect(guardrailWorse({ inverse: false }, { uplift: -0.2, pValue: 0.01 })).toBe(true)
    // Better, however sure: not an alert.
    expect(guardrailWorse({ inverse: false }, { uplift: 0.2, pValue: 0.01 })).toBe(false)
    // Worse but not significant.
    expect(guardrailWorse({ inverse: false }, { uplift: -0.2, pValue: 0.2 })).toBe(false)
    expect(guardrailWorse({ inverse: false }, { uplift: -0.2, pValue: 0.05 })).toBe(false)
    // An inverse metric (refunds): up is worse.
    expect(guardrailWorse({ inverse: true }, { uplift: 0.3, pValue: 0.001 })).toBe(true)
    expect(guardrailWorse({ inverse: true }, { uplift: -0.3, pValue: 0.001 })).toBe(false)
    // A stricter level.
    expect(guardrailWorse({ inverse: false }, { uplift: -0.2, pValue: 0.02 }, 0.01)).toBe(false)
  })

  it('on gbstats figures: 20 % against 10 % of 1000 is worse for the 10 %, not for a small sample', () => {
    const big = frequentistTest(binomial(1000, 200), binomial(1000, 100))
    expect(guardrailWorse({ inverse: false }, big)).toBe(true)
    const small = frequentistTest(binomial(20, 4), binomial(20, 2))
    expect(guardrailWorse({ inverse: false }, small)).toBe(false)
  })
})

const metric = (over: Partial<MetricResult>): MetricResult => ({
  key: 'checkout-started',
  name: 'Checkout started',
  type: 'binomial',
  role: 'guardrail',
  inverse: false,
  variations: [],
  comparisons: [],
  ...over,
})

const result = (over: Partial<ExperimentResult>): ExperimentResult => ({
  key: 'countdown',
  feature: 'countdown',
  hypothesis: 'h',
  status: 'running',
  startDate: '2026-11-23',
  sequential: false,
  pages: ['/'],
  variations: [
    { key: 'shown', name: 'Shown', weight: 0.5, users: 70 },
    { key: 'hidden', name: 'Hidden', weight: 0.5, users: 30 },
  ],
  multipleExposures: 0,
  srmP: 0.0000633,
  srmWarning: true,
  metrics: [],
  daily: [],
  ...over,
})

describe('alert conditions of a result', () => {
  it('a sample ratio mismatch names its p-value and the split', () => {
    const [srm] = alertConditions(result({}))
    expect(srm!.kind).toBe('srm')
    expect(srm!.message).toContain('SRM p = 6.33e-5')
    expect(srm!.message).toContain('shown 70 (expected 50%), hidden 30 (expected 50%)')
  })

  it('a guardrail worse names the metric, the variation and by how much; the primary metric never alerts', () => {
    const worse = { variation: 'hidden', uplift: -0.352, ci: [-0.5, -0.2] as [number, number], pValue: 0.0012, chanceToWin: 0.001 }
    const conditions = alertConditions(
      result({
        srmWarning: false,
        srmP: 0.4,
        metrics: [metric({ role: 'primary', key: 'lead-captured', comparisons: [worse] }), metric({ comparisons: [worse] })],
      }),
    )
    expect(conditions).toHaveLength(1)
    expect(conditions[0]!.kind).toBe('guardrail:checkout-started')
    expect(conditions[0]!.message).toBe(
      'Guardrail Checkout started got worse in countdown: 35.2% lower in hidden than in shown (p = 0.00120).',
    )
  })

  it('a draft raises nothing', () => {
    expect(alertConditions(result({ status: 'draft' }))).toEqual([])
  })
})

import { describe, expect, it } from 'vitest'
import expected from '../fixtures/gbstats/gbstats-scipy.json'
import { chiSquareSf, normalCdf, normalPpf, tCdf, tPpf } from '../../experiments/stats/distributions'
import { analyzeCounts, bayesianTest, binomial, frequentistTest, srmPValue, type VariationStats } from '../../experiments/stats/gbstats'

// Expected values come from scipy (tests/fixtures/gbstats/gbstats-scipy.py), not from this code.
const close = (actual: number, wanted: number, digits = 9) => expect(actual).toBeCloseTo(wanted, digits)

describe('distribution functions against scipy.stats', () => {
  it('t, normal and chi-square', () => {
    const d = expected.dist
    close(tCdf(1.7, 7.5), d.t1, 11)
    close(tPpf(0.975, 12.3), d.t2, 10)
    close(tPpf(0.975, 19876.4), d.t3, 10)
    close(tCdf(-2.2, 3000.5), d.t4, 11)
    close(normalCdf(-3.1), d.n1, 12)
    close(normalPpf(0.975), d.n2, 11)
    close(normalPpf(0.001), d.n3, 10)
    close(chiSquareSf(10.83, 1), d.c1, 11)
    close(chiSquareSf(3.2, 4), d.c2, 11)
  })
})

const cases = ['b1', 'b2', 'b3', 'b4', 'b5', 'srm6040'] as const
const counts: Record<(typeof cases)[number], [number, number, number, number]> = {
  b1: [1000, 100, 1000, 120],
  b2: [10000, 500, 10000, 540],
  b3: [5000, 250, 5000, 250],
  b4: [500, 40, 480, 30],
  b5: [20000, 1000, 20000, 1200],
  srm6040: [6000, 600, 4000, 440],
}

describe.each(cases)('binomial case %s', (name) => {
  const want = expected[name]
  const [na, ca, nb, cb] = counts[name]
  const a = binomial(na, ca)
  const b = binomial(nb, cb)

  it('frequentist: delta-method relative uplift, Welch t p-value and 95 % CI', () => {
    const f = frequentistTest(a, b)
    close(f.uplift, want.uplift, 12)
    close(f.dof, want.dof, 6)
    close(f.pValue, want.pValue, 9)
    close(f.ci[0], want.ci[0], 9)
    close(f.ci[1], want.ci[1], 9)
  })

  it('Bayesian: chance to win and credible interval with the flat prior', () => {
    const bay = bayesianTest(a, b)
    close(bay.chanceToWin, want.chanceToWin, 9)
    close(bay.ci[0], want.bayesCi[0], 9)
    close(bay.ci[1], want.bayesCi[1], 9)
    close(bayesianTest(a, b, { inverse: true }).chanceToWin, 1 - want.chanceToWin, 9)
  })

  it('sequential: the asymptotic confidence sequence and its p-value', () => {
    const s = frequentistTest(a, b, { sequential: true })
    close(s.ci[0], want.seqCi[0], 9)
    close(s.ci[1], want.seqCi[1], 9)
    close(s.pValue, want.seqP, 9)
  })

  it('SRM chi-square p-value', () => {
    close(srmPValue([na, nb], [0.5, 0.5]), want.srmP, 12)
  })
})

describe('other properties', () => {
  it('revenue metric (sample mean, n-1 variance)', () => {
    const r = expected.revenue
    const a: VariationStats = { ...r.a, kind: 'revenue' }
    const b: VariationStats = { ...r.b, kind: 'revenue' }
    const f = frequentistTest(a, b)
    close(f.uplift, r.uplift, 10)
    close(f.pValue, r.pValue, 9)
    close(f.ci[0], r.ci[0], 9)
    close(f.ci[1], r.ci[1], 9)
    close(bayesianTest(a, b).chanceToWin, r.chanceToWin, 9)
  })

  it('SRM over three variations, and a 60/40 split flagged against 50/50 but not against 60/40', () => {
    close(srmPValue([3400, 3300, 3300], [1 / 3, 1 / 3, 1 / 3]), expected.srm3, 12)
    expect(srmPValue([6000, 4000], [0.5, 0.5])).toBeLessThan(0.001)
    close(srmPValue([6000, 4000], [0.6, 0.4]), 1, 12)
  })

  it('degenerate data gives gbstats default output instead of NaN', () => {
    expect(frequentistTest(binomial(100, 0), binomial(100, 5))).toMatchObject({ uplift: 0, ci: [0, 0], pValue: 1 })
    expect(bayesianTest(binomial(0, 0), binomial(100, 5)).chanceToWin).toBe(0.5)
  })

  it('analyzeCounts is the analyze command: fractions, and the SRM p-value for the weights', () => {
    const r = analyzeCounts(
      [
        { users: 1000, conversions: 100 },
        { users: 1000, conversions: 120 },
      ],
      [0.5, 0.5],
    )
    close(r.uplift, expected.b1.uplift, 12)
    close(r.ci[0], expected.b1.ci[0], 9)
    close(r.pValue, expected.b1.pValue, 9)
    close(r.chanceToWin, expected.b1.chanceToWin, 9)
    close(r.srmP, 1, 12)
  })
})

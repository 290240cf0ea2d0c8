import { describe, expect, it } from 'vitest'
import { capRank, percentileCap } from '../../experiments/stats/capping'
import { adjustedInterval, adjustPValues } from '../../experiments/stats/corrections'
import { cupedMoments, pooledTheta, varianceReduction, type CupedSums } from '../../experiments/stats/cuped'
import { frequentistTest } from '../../experiments/stats/gbstats'
import { planningBaseline } from '../../experiments/stats/planning-baseline'
import { meanSamplePerArm } from '../../experiments/stats/power'
import { ratioMoments } from '../../experiments/stats/ratio'

/** Sums of per-unit post and pre values, as the database gives them. */
function sums(post: number[], pre: number[]): CupedSums {
  return {
    n: post.length,
    sum: post.reduce((s, x) => s + x, 0),
    sumSquares: post.reduce((s, x) => s + x * x, 0),
    preSum: pre.reduce((s, x) => s + x, 0),
    preSquares: pre.reduce((s, x) => s + x * x, 0),
    crossSum: post.reduce((s, x, i) => s + x * pre[i]!, 0),
  }
}

describe('CUPED (docs/decisions/089)', () => {
  it("θ pooled over the arms equals gbstats' published compute_theta example (0.01864)", () => {
    // gbstats tests/models/test_statistics.py TestComputeTheta: pre METRIC_1, post METRIC_3 in both arms.
    const arm = sums([2, 1, 5, 3], [0.3, 0.5, 0.9, 22])
    expect(pooledTheta([arm, arm])).toBeCloseTo(0.01864, 5)
    // By hand: cov = (143.2 − 47.4·22/8)/7 = 1.835714…, var(pre) = (970.3 − 47.4²/8)/7 = 98.4936…
    expect(pooledTheta([arm, arm])).toBeCloseTo(12.85 / 7 / (689.455 / 7), 12)
    // No variance in the covariate: θ = 0 (gbstats' test_returns_0_no_variance).
    const flat = sums([2, 1, 5, 3], [0, 0, 0, 0])
    expect(pooledTheta([flat, flat])).toBe(0)
  })

  it('adjusts means and variances, and the uplift over the unadjusted baseline, as the issue writes them', () => {
    // A: post 1, 3 and pre 0, 2; B: post 4, 6 and pre 1, 3. Pooled: Σpost 14, Σpre 6,
    // Σpre² 14, Σpost·pre 28, n 4: var(pre) = (14 − 9)/3 = 5/3, cov = (28 − 21)/3 = 7/3, θ = 1.4.
    const a = sums([1, 3], [0, 2])
    const b = sums([4, 6], [1, 3])
    const theta = pooledTheta([a, b])
    expect(theta).toBeCloseTo(1.4, 12)
    // A: mean 2 − 1.4·1 = 0.6; var = 2 + 1.4²·2 − 2·1.4·2 = 0.32. B: 5 − 1.4·2 = 2.2, 0.32.
    const ma = cupedMoments(a, theta)
    const mb = cupedMoments(b, theta)
    expect(ma).toEqual({ n: 2, mean: expect.closeTo(0.6, 12), variance: expect.closeTo(0.32, 12), unadjustedMean: 2 })
    expect(mb).toEqual({ n: 2, mean: expect.closeTo(2.2, 12), variance: expect.closeTo(0.32, 12), unadjustedMean: 5 })
    // Uplift (2.2 − 0.6)/2 = 0.8; variance 0.32/(2²·2) + 0.32·5²/(2⁴·2) = 0.04 + 0.25 = 0.29.
    const test = frequentistTest(ma, mb)
    expect(test.uplift).toBeCloseTo(0.8, 12)
    expect(test.se).toBeCloseTo(Math.sqrt(0.29), 12)
    // Unadjusted: var 2 in each arm, so 2/8 + 2·25/32 = 1.8125: CUPED narrows the interval.
    const plain = frequentistTest(cupedMoments(a, 0), cupedMoments(b, 0))
    expect(plain.se).toBeCloseTo(Math.sqrt(1.8125), 12)
    // Variance removed: 1 − (0.32 + 0.32)/(2 + 2) = 0.84.
    expect(varianceReduction([a, b], theta)).toBeCloseTo(0.84, 12)
  })

  it('with θ = 0 (no history) the test is the plain one', () => {
    const a = sums([0, 10, 0, 25, 5], [0, 0, 0, 0, 0])
    const b = sums([0, 0, 30, 25, 5], [0, 0, 0, 0, 0])
    expect(pooledTheta([a, b])).toBe(0)
    const plain = frequentistTest({ n: 5, sum: 40, sumSquares: 750, kind: 'revenue' }, { n: 5, sum: 60, sumSquares: 1550, kind: 'revenue' })
    expect(frequentistTest(cupedMoments(a, 0), cupedMoments(b, 0))).toEqual(plain)
  })
})

describe('ratio metrics by the delta method', () => {
  it("average order value: gbstats' RatioStatistic variance by hand", () => {
    // Revenue 10, 0, 30 over orders 1, 0, 2: μm = 40/3, μd = 1, vm = 1400/6, vd = 1,
    // cov = (70 − 40)/2 = 15: vm − 2·cov·μm + vd·μm² = 2100/9 − 3600/9 + 1600/9 = 100/9.
    const m = ratioMoments({ n: 3, numeratorSum: 40, numeratorSquares: 1000, denominatorSum: 3, denominatorSquares: 5, crossSum: 70 })
    expect(m.mean).toBeCloseTo(40 / 3, 12)
    expect(m.variance).toBeCloseTo(100 / 9, 12)
    // A denominator of 0: gbstats' default (variance 0).
    expect(
      ratioMoments({ n: 3, numeratorSum: 1, numeratorSquares: 1, denominatorSum: 0, denominatorSquares: 0, crossSum: 0 }).variance,
    ).toBe(0)
  })
})

describe('capping (winsorization)', () => {
  it('caps at the nearest-rank percentile of the non-zero values', () => {
    const hundred = Array.from({ length: 100 }, (_, i) => i + 1)
    expect(percentileCap(hundred, 0.99)).toBe(99)
    expect(capRank(100, 0.99)).toBe(99)
    // Zeros do not count; three buyers: ceil(2.97) = 3, nothing capped; at the median ceil(1.5) = 2.
    expect(percentileCap([5, 0, 200, 10], 0.99)).toBe(200)
    expect(percentileCap([5, 0, 200, 10], 0.5)).toBe(10)
    expect(percentileCap([0, 0], 0.99)).toBeNull()
  })
})

describe('corrections of several comparisons', () => {
  const p = [0.01, 0.04, 0.03, 0.2]
  it('Benjamini–Hochberg: p·m/rank, monotone from the largest', () => {
    // Ranked 0.01, 0.03, 0.04, 0.20: 0.04, 0.06, 0.0533…, 0.20 → 0.04, 0.0533…, 0.0533…, 0.20.
    const got = adjustPValues(p, 'benjamini-hochberg')
    ;[0.04, 0.16 / 3, 0.16 / 3, 0.2].forEach((want, i) => expect(got[i]).toBeCloseTo(want, 12))
  })
  it('Holm: (m − rank + 1)·p, monotone from the smallest', () => {
    // 4·0.01 = 0.04, 3·0.03 = 0.09, 2·0.04 = 0.08 → 0.09, 1·0.20 = 0.20.
    const got = adjustPValues(p, 'holm')
    ;[0.04, 0.09, 0.09, 0.2].forEach((want, i) => expect(got[i]).toBeCloseTo(want, 12))
    expect(adjustPValues([0.6, 0.7], 'holm')).toEqual([1, 1])
  })
  it('widens the interval to the adjusted p-value', () => {
    // An estimate of 0.1 at adjusted p 0.05 reaches zero exactly: [0, 0.2].
    const ci = adjustedInterval(0.1, 0.05)!
    expect(ci[0]).toBeCloseTo(0, 12)
    expect(ci[1]).toBeCloseTo(0.2, 12)
    expect(adjustedInterval(0.1, 1)).toBeNull()
  })
})

describe('power for a revenue metric', () => {
  it('n = 2σ²(z₀.₉₇₅ + z₀.₈)²/(mean·MDE)², less with CUPED', () => {
    // σ² 400, mean $10, MDE 10 %: 800 · 2.801585² = 6279.1 → 6280; half the variance → 3140.
    expect(meanSamplePerArm({ mean: 10, variance: 400, minimumDetectableEffect: 0.1, arms: 2 })).toBe(6280)
    expect(meanSamplePerArm({ mean: 10, variance: 400, minimumDetectableEffect: 0.1, arms: 2, varianceReduction: 0.5 })).toBe(3140)
    expect(meanSamplePerArm({ mean: 0, variance: 400, minimumDetectableEffect: 0.1, arms: 2 })).toBeNull()
  })

  it("plans a draft on all visitors' 14 days, CUPED removing ρ² of two consecutive windows", () => {
    // Post 10, 0, 20, 30 and pre 5, 0, 10, 5: mean 15, var (1400 − 900)/3 = 500/3, var(pre)
    // (150 − 100)/3 = 50/3, cov (400 − 300)/3 = 100/3, so ρ² = (100/3)²/(500/3 · 50/3) = 0.4.
    const baseline = planningBaseline(sums([10, 0, 20, 30], [5, 0, 10, 5]))
    expect(baseline.users).toBe(4)
    expect(baseline.mean).toBe(15)
    expect(baseline.variance).toBeCloseTo(500 / 3, 10)
    expect(baseline.varianceReduction).toBeCloseTo(0.4, 10)
    // 2 · (500/3 · 0.6) · 2.801585² / 1.5² = 697.7 → 698 visitors per arm.
    expect(meanSamplePerArm({ ...baseline, minimumDetectableEffect: 0.1, arms: 2 })).toBe(698)
    // No history: nothing to remove; one visitor: no variance.
    expect(planningBaseline(sums([10, 0, 20], [0, 0, 0])).varianceReduction).toBe(0)
    expect(planningBaseline(sums([10], [5])).variance).toBe(0)
  })
})

describe("the analyst's CLI on the per-user CSV", () => {
  it('reads variation,value,pre_value and answers the CUPED figures by hand', async () => {
    const { parseUnitsCsv } = await import('../../experiments/units-csv')
    const { analyzeUnits } = await import('../../experiments/stats/analyze-units')
    // The integration test's visitors: A 97/50, 144/0, 0/0, 0/0; B 97/30, 0/40, 120/0, 0/0.
    const csv = 'variation,value,pre_value\nA,97,50\nA,144,0\nA,0,\nA,0,0\nB,97,30\nB,0,40\n"B",120,0\nB,0,0\n'
    const parsed = parseUnitsCsv(csv)
    if (!('rows' in parsed)) throw new Error(parsed.error)
    const r = analyzeUnits(parsed.rows, { cuped: true, cap: 0.99 })
    const theta = 890 / 3200
    expect(r.cap).toEqual({ percentile: 0.99, value: 144 })
    expect(r.variations.map((v) => [v.variation, v.users, v.unadjustedMean])).toEqual([
      ['A', 4, 60.25],
      ['B', 4, 54.25],
    ])
    expect(r.comparisons[0]!.theta).toBeCloseTo(theta, 12)
    expect(r.comparisons[0]!.uplift).toBeCloseTo((54.25 - 17.5 * theta - (60.25 - 12.5 * theta)) / 60.25, 12)
    // Without --cuped the plain means.
    expect(analyzeUnits(parsed.rows).comparisons[0]!.uplift).toBeCloseTo(-6 / 60.25, 12)
    expect(parseUnitsCsv('variation,amount\nA,1\n')).toEqual({ error: 'the first line must name the columns variation,value,pre_value' })
    expect(parseUnitsCsv('variation,value,pre_value\nA,x,0\n')).toEqual({
      error: 'line 2 is not a variation with a number value and pre_value',
    })
  })
})

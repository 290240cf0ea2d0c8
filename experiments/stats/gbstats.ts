import { chiSquareSf, normalCdf, normalPpf, tCdf, tPpf } from './distributions'
import type { Moments } from './moments'

/**
 * GrowthBook's statistics (gbstats, MIT: packages/stats/gbstats), for one variation against
 * the baseline, on relative uplift (docs/decisions/033):
 * - frequentist: delta-method variance of (μB - μA)/μA, Welch-Satterthwaite degrees of
 *   freedom, two-sided t p-value and CI (frequentist/tests.py TwoSidedTTest);
 * - sequential: the asymptotic confidence sequence of Waudby-Smith et al. with GrowthBook's
 *   tuning parameter (default 5000) and its e-value p-value (SequentialTwoSidedTTest);
 * - Bayesian: the effect model with the default flat (improper) prior, so the posterior of
 *   the uplift is normal with the same mean and delta-method variance; chance to win is
 *   P(uplift > 0) (P < 0 for an inverse metric) and the credible interval its quantiles;
 * - SRM: chi-square goodness of fit of the users per variation against the weights.
 */

/** The sufficient statistics of one variation for one metric. */
export type VariationStats = {
  /** Units (users) exposed. */
  n: number
  /** Sum of the metric over units (conversions for a binomial metric, dollars for revenue). */
  sum: number
  /** Sum of squares of the metric over units (equals `sum` for a binomial metric). */
  sumSquares: number
  kind: 'binomial' | 'revenue' | 'count'
}

/** What the tests read: plain sums, or moments made by another statistic (ratio, CUPED). */
export type Arm = VariationStats | Moments

/** A plain statistic's moments (its mean is its unadjusted mean). */
export function momentsOf(s: Arm): Moments {
  if (!('kind' in s)) return s
  const m = mean(s)
  return { n: s.n, mean: m, variance: variance(s), unadjustedMean: m }
}

export const mean = (s: VariationStats) => (s.n > 0 ? s.sum / s.n : 0)

/** gbstats: ProportionStatistic p(1-p); SampleMeanStatistic (Σx² - (Σx)²/n)/(n-1). */
export function variance(s: VariationStats): number {
  if (s.n <= 1) return 0
  if (s.kind === 'binomial') {
    const p = mean(s)
    return p * (1 - p)
  }
  return Math.max(0, (s.sumSquares - (s.sum * s.sum) / s.n) / (s.n - 1))
}

export const binomial = (n: number, conversions: number): VariationStats => ({
  n,
  sum: conversions,
  sumSquares: conversions,
  kind: 'binomial',
})

export type FrequentistResult = {
  uplift: number
  ci: [number, number]
  pValue: number
  /** Standard error of the relative uplift (delta method). */
  se: number
  dof: number
}

export type BayesianResult = { uplift: number; ci: [number, number]; chanceToWin: number; se: number }

export type TestOptions = { alpha?: number; sequential?: boolean; sequentialTuning?: number; inverse?: boolean }

/** The significance every comparison is made at (GrowthBook's default): 95 % intervals, p < 0.05. */
export const DEFAULT_ALPHA = 0.05
export const DEFAULT_SEQUENTIAL_TUNING = 5000

/**
 * Relative uplift and its delta-method variance, or null where gbstats gives its default output.
 * The uplift is (mean B − mean A) / unadjusted mean A; its variance takes the (adjusted)
 * variances with the unadjusted means, as gbstats' frequentist_variance does for CUPED.
 */
function relativeMoments(arm: Arm, other: Arm) {
  const a = momentsOf(arm)
  const b = momentsOf(other)
  const va = a.variance
  const vb = b.variance
  const ma = a.unadjustedMean
  const mb = b.unadjustedMean
  if (!(va > 0 && vb > 0) || ma === 0 || a.n < 2 || b.n < 2) return null
  const uplift = (b.mean - a.mean) / ma
  const v = vb / (ma * ma * b.n) + (va * mb * mb) / (ma ** 4 * a.n)
  const dof = (vb / b.n + va / a.n) ** 2 / (vb ** 2 / (b.n ** 2 * (b.n - 1)) + va ** 2 / (a.n ** 2 * (a.n - 1)))
  return { uplift, variance: v, se: Math.sqrt(v), dof }
}

/** ρ of the confidence sequence: gbstats sequential_rho (two-sided). */
export function sequentialRho(alpha: number, tuning: number): number {
  return Math.sqrt((-2 * Math.log(alpha) + Math.log(-2 * Math.log(alpha) + 1)) / tuning)
}

/** Half-width of the two-sided asymptotic confidence sequence at total sample size n. */
export function sequentialHalfwidth(s2: number, n: number, alpha: number, rho: number): number {
  const nr2 = n * rho * rho
  return Math.sqrt(s2) * Math.sqrt((2 * (nr2 + 1) * Math.log(Math.sqrt(nr2 + 1) / alpha)) / (n * rho) ** 2)
}

/** Frequentist two-sided test of B against A (Welch t on relative uplift), or the sequential one. */
export function frequentistTest(a: Arm, b: Arm, options: TestOptions = {}): FrequentistResult {
  const alpha = options.alpha ?? DEFAULT_ALPHA
  const m = relativeMoments(a, b)
  if (!m) return { uplift: 0, ci: [0, 0], pValue: 1, se: 0, dof: 0 }
  if (options.sequential) {
    const n = a.n + b.n
    const rho = sequentialRho(alpha, options.sequentialTuning ?? DEFAULT_SEQUENTIAL_TUNING)
    const half = sequentialHalfwidth(m.variance * n, n, alpha, rho)
    // Equation 155 of Waudby-Smith et al. (arXiv 2103.06476v7): an e-value, p = min(1, 1/e).
    const st2 = (m.uplift * m.uplift * n) / m.variance
    const tr2p1 = n * rho * rho + 1
    const evalue = Math.exp((rho * rho * st2) / (2 * tr2p1)) / Math.sqrt(tr2p1)
    return { uplift: m.uplift, ci: [m.uplift - half, m.uplift + half], pValue: Math.min(1 / evalue, 1), se: m.se, dof: m.dof }
  }
  const t = m.uplift / m.se
  const pValue = 2 * (1 - tCdf(Math.abs(t), m.dof))
  const half = tPpf(1 - alpha / 2, m.dof) * m.se
  return { uplift: m.uplift, ci: [m.uplift - half, m.uplift + half], pValue, se: m.se, dof: m.dof }
}

/** Bayesian effect test with GrowthBook's default flat prior. */
export function bayesianTest(a: Arm, b: Arm, options: TestOptions = {}): BayesianResult {
  const alpha = options.alpha ?? DEFAULT_ALPHA
  const m = relativeMoments(a, b)
  if (!m) return { uplift: 0, ci: [0, 0], chanceToWin: 0.5, se: 0 }
  const win = normalCdf(m.uplift / m.se)
  const z = normalPpf(1 - alpha / 2)
  return { uplift: m.uplift, ci: [m.uplift - z * m.se, m.uplift + z * m.se], chanceToWin: options.inverse ? 1 - win : win, se: m.se }
}

/** Below this p-value the split is a sample ratio mismatch (GrowthBook's default). */
export const SRM_THRESHOLD = 0.001

/** Sample-ratio-mismatch p-value: chi-square of users per variation against the expected weights. */
export function srmPValue(users: number[], weights: number[]): number {
  const kept = users.map((u, i) => [u, weights[i] ?? 0] as const).filter(([, w]) => w > 0)
  const total = kept.reduce((s, [u]) => s + u, 0)
  const weightSum = kept.reduce((s, [, w]) => s + w, 0)
  if (kept.length < 2 || total <= 0) return 1
  let x2 = 0
  for (const [u, w] of kept) {
    const expected = (total * w) / weightSum
    x2 += (u - expected) ** 2 / expected
  }
  return chiSquareSf(x2, kept.length - 1)
}

/** The analyze command's answer (and one row of the analyst view): variation B against A. */
export type CountsAnalysis = { uplift: number; ci: [number, number]; pValue: number; chanceToWin: number; srmP: number }

export function analyzeCounts(
  counts: Array<{ users: number; conversions: number }>,
  weights: number[] = counts.map(() => 1 / counts.length),
  options: TestOptions = {},
): CountsAnalysis {
  if (counts.length < 2) throw new Error('needs two variations')
  const [a, b] = [binomial(counts[0]!.users, counts[0]!.conversions), binomial(counts[1]!.users, counts[1]!.conversions)]
  const f = frequentistTest(a, b, options)
  const bay = bayesianTest(a, b, options)
  return {
    uplift: f.uplift,
    ci: f.ci,
    pValue: f.pValue,
    chanceToWin: bay.chanceToWin,
    srmP: srmPValue(
      counts.map((c) => c.users),
      weights,
    ),
  }
}

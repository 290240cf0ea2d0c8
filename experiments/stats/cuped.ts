import { sampleCovariance, sampleVariance, type Moments } from './moments'

/**
 * One arm's sums for CUPED: every unit's value after its first exposure (post) and of the same
 * metric in the 14 days before it (pre, 0 without history), over all the arm's units.
 */
export type CupedSums = {
  n: number
  sum: number
  sumSquares: number
  preSum: number
  preSquares: number
  /** Σ post × pre. */
  crossSum: number
  /** A 0/1 metric: its variances are p(1 − p), as gbstats' ProportionStatistic. */
  binomial?: boolean
}

/** var(post) and var(pre) as gbstats computes them for the metric's kind. */
function variances(s: CupedSums): { post: number; pre: number } {
  if (!s.binomial) return { post: sampleVariance(s.n, s.sum, s.sumSquares), pre: sampleVariance(s.n, s.preSum, s.preSquares) }
  if (s.n <= 1) return { post: 0, pre: 0 }
  const p = s.sum / s.n
  const q = s.preSum / s.n
  return { post: p * (1 - p), pre: q * (1 - q) }
}

/**
 * θ pooled over the arms, as gbstats' compute_theta (RegressionAdjustedStatistic):
 * cov(post, pre) / var(pre) over every unit of the arms; 0 when either has no variance.
 */
export function pooledTheta(arms: readonly CupedSums[]): number {
  const t = arms.reduce<CupedSums>(
    (s, a) => ({
      binomial: a.binomial,
      n: s.n + a.n,
      sum: s.sum + a.sum,
      sumSquares: s.sumSquares + a.sumSquares,
      preSum: s.preSum + a.preSum,
      preSquares: s.preSquares + a.preSquares,
      crossSum: s.crossSum + a.crossSum,
    }),
    { n: 0, sum: 0, sumSquares: 0, preSum: 0, preSquares: 0, crossSum: 0 },
  )
  const v = variances(t)
  if (v.pre <= 0 || v.post <= 0) return 0
  return sampleCovariance(t.n, t.sum, t.preSum, t.crossSum) / v.pre
}

/**
 * One arm adjusted by θ: mean = post mean − θ × pre mean; variance = var(post) + θ² var(pre)
 * − 2θ cov(post, pre). The unadjusted mean stays the uplift's denominator. (gbstats also
 * subtracts θ × the pooled pre mean from both arms; the difference of the means is the same.)
 */
export function cupedMoments(s: CupedSums, theta: number): Moments {
  const post = s.n > 0 ? s.sum / s.n : 0
  const pre = s.n > 0 ? s.preSum / s.n : 0
  if (s.n <= 1) return { n: s.n, mean: post - theta * pre, variance: 0, unadjustedMean: post }
  const { post: vPost, pre: vPre } = variances(s)
  const cov = sampleCovariance(s.n, s.sum, s.preSum, s.crossSum)
  return {
    n: s.n,
    mean: post - theta * pre,
    variance: Math.max(0, vPost + theta * theta * vPre - 2 * theta * cov),
    unadjustedMean: post,
  }
}

/** The share of the variance CUPED removed over the arms: 1 − Σ adjusted / Σ unadjusted (0 when none). */
export function varianceReduction(arms: readonly CupedSums[], theta: number): number {
  let before = 0
  let after = 0
  for (const a of arms) {
    before += variances(a).post
    after += cupedMoments(a, theta).variance
  }
  return before > 0 ? 1 - after / before : 0
}

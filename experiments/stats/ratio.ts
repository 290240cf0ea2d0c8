import { sampleCovariance, sampleVariance, type Moments } from './moments'

/** One arm's sums of a ratio metric's numerator and denominator per unit, and their cross sum. */
export type RatioSums = {
  n: number
  numeratorSum: number
  numeratorSquares: number
  denominatorSum: number
  denominatorSquares: number
  crossSum: number
}

/**
 * A ratio metric (average order value: revenue over orders) by the delta method, as gbstats'
 * RatioStatistic: mean μm/μd, variance vm/μd² − 2·cov·μm/μd³ + vd·μm²/μd⁴ (per unit; the
 * tests divide by n). A denominator of 0 answers variance 0 (gbstats' default output).
 */
export function ratioMoments(s: RatioSums): Moments {
  const md = s.n > 0 ? s.denominatorSum / s.n : 0
  const mm = s.n > 0 ? s.numeratorSum / s.n : 0
  if (md === 0) return { n: s.n, mean: 0, variance: 0, unadjustedMean: 0 }
  const vm = sampleVariance(s.n, s.numeratorSum, s.numeratorSquares)
  const vd = sampleVariance(s.n, s.denominatorSum, s.denominatorSquares)
  const cov = sampleCovariance(s.n, s.numeratorSum, s.denominatorSum, s.crossSum)
  const variance = Math.max(0, vm / md ** 2 - (2 * cov * mm) / md ** 3 + (vd * mm ** 2) / md ** 4)
  return { n: s.n, mean: mm / md, variance, unadjustedMean: mm / md }
}

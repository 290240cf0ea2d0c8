import { pooledTheta, varianceReduction, type CupedSums } from './cuped'
import { sampleVariance } from './moments'

/** A metric's per-visitor figures a test is planned on before it has exposed visitors. */
export type PlanningBaseline = { users: number; mean: number; variance: number; varianceReduction: number }

/**
 * From every visitor's value of the metric in the last 14 days (post) and in the 14 days before
 * (pre): the mean and sample variance, and the share of it CUPED would remove, ρ² of the two
 * windows (θ = cov/var(pre) leaves var(post)·(1 − ρ²), the single-arm case of cuped.ts).
 */
export function planningBaseline(sums: Omit<CupedSums, 'binomial'>): PlanningBaseline {
  return {
    users: sums.n,
    mean: sums.n > 0 ? sums.sum / sums.n : 0,
    variance: sampleVariance(sums.n, sums.sum, sums.sumSquares),
    varianceReduction: varianceReduction([sums], pooledTheta([sums])),
  }
}

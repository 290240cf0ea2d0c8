/**
 * Per-variation moments the relative tests read (gbstats' Statistic: n, mean, variance and the
 * unadjusted mean), whatever statistic made them: a sample mean, a proportion, a ratio (delta
 * method) or a CUPED-adjusted mean (docs/decisions/033, 089).
 */
export type Moments = {
  n: number
  /** The mean the uplift is measured on (adjusted under CUPED). */
  mean: number
  /** The per-unit variance (adjusted under CUPED). */
  variance: number
  /** The mean without regression adjustment: the uplift's denominator. */
  unadjustedMean: number
}

/** Sample variance from a sum and a sum of squares: (Σx² − (Σx)²/n)/(n − 1); 0 under two units. */
export function sampleVariance(n: number, sum: number, sumSquares: number): number {
  if (n <= 1) return 0
  return Math.max(0, (sumSquares - (sum * sum) / n) / (n - 1))
}

/** Sample covariance from sums and the cross sum: (Σxy − ΣxΣy/n)/(n − 1). */
export function sampleCovariance(n: number, sumX: number, sumY: number, crossSum: number): number {
  if (n <= 1) return 0
  return (crossSum - (sumX * sumY) / n) / (n - 1)
}

/**
 * Winsorization (percentile capping, as GrowthBook's "capping: percentile"): the cap is the
 * nearest-rank percentile of the units' non-zero values over every arm (ceil(p·n)-th smallest),
 * and every value above it counts as the cap. Fewer than 1/(1 − p) values leave the largest as
 * it is (99th: under 100 buyers nothing is capped).
 */
export function percentileCap(values: readonly number[], percentile: number): number | null {
  const sorted = values.filter((v) => v > 0).sort((a, b) => a - b)
  if (!sorted.length) return null
  return sorted[capRank(sorted.length, percentile) - 1]!
}

/** The 1-based rank of the cap among n sorted values: ceil(p·n), at least 1 (the tolerance keeps 0.99 × 100 at 99). */
export function capRank(n: number, percentile: number): number {
  return Math.max(1, Math.min(n, Math.ceil(percentile * n - 1e-9)))
}

/** A value capped (null: no cap). */
export const capped = (value: number, cap: number | null) => (cap === null ? value : Math.min(value, cap))

import { normalPpf } from '../stats/distributions'
import { DEFAULT_ALPHA } from '../stats/gbstats'

/**
 * How many users each arm of a fixed-horizon copy test needs (shown before the test starts):
 * the textbook sample size of a two-sided test of two proportions, the control at
 * `baselineRate` and a treatment at baselineRate × (1 + minimumDetectableEffect). With more
 * than one treatment each comparison is made at α / treatments (Bonferroni), as decide.ts does.
 * Null when the baseline gives nothing to compute from (0, 1 or not a number).
 */
export function minSamplePerArm({
  baselineRate,
  minimumDetectableEffect,
  arms,
  alpha = DEFAULT_ALPHA,
  power = 0.8,
}: {
  baselineRate: number
  minimumDetectableEffect: number
  arms: number
  alpha?: number
  power?: number
}): number | null {
  if (!Number.isFinite(baselineRate) || baselineRate <= 0 || baselineRate >= 1) return null
  const p1 = baselineRate
  const p2 = p1 * (1 + minimumDetectableEffect)
  // A lift that pushes the rate to 1 or beyond (or an effect of 0) has no sample size.
  if (!Number.isFinite(p2) || p2 <= 0 || p2 >= 1 || p2 === p1) return null
  const perComparison = alpha / Math.max(1, arms - 1)
  const zAlpha = normalPpf(1 - perComparison / 2)
  const zPower = normalPpf(power)
  const pooled = (p1 + p2) / 2
  const n = (zAlpha * Math.sqrt(2 * pooled * (1 - pooled)) + zPower * Math.sqrt(p1 * (1 - p1) + p2 * (1 - p2))) ** 2 / (p2 - p1) ** 2
  // The tolerance keeps float noise on a whole number from adding a user.
  return Math.ceil(n - 1e-9)
}

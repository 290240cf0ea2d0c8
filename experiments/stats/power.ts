import { normalPpf } from './distributions'
import { DEFAULT_ALPHA } from './gbstats'

/**
 * Users per arm a fixed-horizon test of a mean metric (revenue per visitor) needs to detect a
 * relative lift `minimumDetectableEffect` of `mean` with a two-sided test at α (split over the
 * treatments, Bonferroni, as the copy lab's proportions are) and the given power:
 * n = 2σ²(z₁₋α/2 + z_power)² / (mean·MDE)², with σ² the per-visitor variance of the last 14
 * days, times (1 − the variance CUPED removes) when it is on. Null when there is nothing to
 * compute from (no mean, no variance, no effect).
 */
export function meanSamplePerArm({
  mean,
  variance,
  minimumDetectableEffect,
  arms,
  varianceReduction = 0,
  alpha = DEFAULT_ALPHA,
  power = 0.8,
}: {
  mean: number
  variance: number
  minimumDetectableEffect: number
  arms: number
  varianceReduction?: number
  alpha?: number
  power?: number
}): number | null {
  const delta = Math.abs(mean * minimumDetectableEffect)
  const sigma2 = variance * (1 - Math.min(Math.max(varianceReduction, 0), 1))
  if (!(delta > 0) || !(sigma2 > 0) || !Number.isFinite(delta) || !Number.isFinite(sigma2)) return null
  const zAlpha = normalPpf(1 - alpha / Math.max(1, arms - 1) / 2)
  const zPower = normalPpf(power)
  return Math.ceil((2 * sigma2 * (zAlpha + zPower) ** 2) / delta ** 2 - 1e-9)
}

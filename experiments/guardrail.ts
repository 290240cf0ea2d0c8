import { DEFAULT_ALPHA } from './stats/gbstats'

/**
 * A guardrail that got significantly worse (issue 19, point 5): the variation's comparison with
 * the baseline is significant at the experiment's level (its p-value, the sequential one for a
 * sequential experiment, below alpha) and points the bad way: down for an ordinary metric, up
 * for an inverse one (a refund rate).
 */
export function guardrailWorse(
  metric: { inverse: boolean },
  comparison: { uplift: number; pValue: number },
  alpha: number = DEFAULT_ALPHA,
): boolean {
  if (!(comparison.pValue < alpha)) return false
  return metric.inverse ? comparison.uplift > 0 : comparison.uplift < 0
}

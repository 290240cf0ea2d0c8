/**
 * When a comparison has data enough to show an interval (issue 32, point 7; docs/decisions/088).
 * GrowthBook hides a metric's results until it reaches DEFAULT_MIN_SAMPLE_SIZE = 150
 * (growthbook/growthbook, packages/shared/src/constants.ts); here that minimum is counted in
 * users per variation, and the two variations together need a few conversions too, so that
 * 0 % against 33 % on a handful of users never reads as proof of anything.
 */
export const MIN_USERS_PER_VARIATION = 150
export const MIN_CONVERSIONS = 5

/** A variation's figures the rule reads (MetricResult['variations'][number] has them). */
type Arm = { users: number; conversions: number }

export type SampleCheck = { enough: true } | { enough: false; have: number; need: number; message: string }

/** Whether baseline and variation hold enough data to compare; if not, what is missing, in the analyst's words. */
export function sampleCheck(
  baseline: Arm,
  variation: Arm,
  { users = MIN_USERS_PER_VARIATION, conversions = MIN_CONVERSIONS }: { users?: number; conversions?: number } = {},
): SampleCheck {
  // The smaller variation is the one still waiting.
  const fewest = Math.min(baseline.users, variation.users)
  if (fewest < users) return { enough: false, have: fewest, need: users, message: `not enough data yet: ${fewest} of ${users} users` }
  const converted = baseline.conversions + variation.conversions
  if (converted < conversions)
    return { enough: false, have: converted, need: conversions, message: `not enough data yet: ${converted} of ${conversions} conversions` }
  return { enough: true }
}

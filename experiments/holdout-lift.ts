import { HOLDOUT_ARMS } from './holdout'
import { bayesianTest, binomial, frequentistTest, type VariationStats } from './stats/gbstats'

/** One side's sums, as the database adds them (server/analytics/holdout-lift). */
export type HoldoutArmSums = {
  users: number
  /** Visitors with at least one counted payment. */
  purchasers: number
  /** Dollars, and the sum of each visitor's dollars squared. */
  revenue: number
  revenueSquares: number
}

const compare = (a: VariationStats, b: VariationStats) => {
  const f = frequentistTest(a, b)
  // gbstats' default output (no variance, or a baseline of 0) is no comparison at all.
  if (f.se === 0) return null
  return { uplift: f.uplift, ci: f.ci, pValue: f.pValue, chanceToWin: bayesianTest(a, b).chanceToWin }
}

/**
 * The cumulative lift of every test shipped and running (docs/decisions/090): everyone else
 * (B) against the global holdout (A, the baseline), with GrowthBook's statistics, on
 * conversion (a binomial) and revenue per visitor (a mean). The extra revenue is B's visitors
 * times the difference of the means, its interval that of the relative lift times A's mean.
 */
export function holdoutLift(holdout: HoldoutArmSums, general: HoldoutArmSums) {
  const revenue = (s: HoldoutArmSums): VariationStats => ({ n: s.users, sum: s.revenue, sumSquares: s.revenueSquares, kind: 'revenue' })
  const rpv = compare(revenue(holdout), revenue(general))
  const baseline = holdout.users ? holdout.revenue / holdout.users : 0
  const arms = [holdout, general].map((s, i) => ({
    key: HOLDOUT_ARMS[i]!.key,
    name: HOLDOUT_ARMS[i]!.name,
    users: s.users,
    purchasers: s.purchasers,
    conversionRate: s.users ? s.purchasers / s.users : 0,
    revenue: s.revenue,
    revenuePerVisitor: s.users ? s.revenue / s.users : 0,
  }))
  return {
    arms,
    conversion: compare(binomial(holdout.users, holdout.purchasers), binomial(general.users, general.purchasers)),
    revenuePerVisitor: rpv,
    extraRevenue: rpv
      ? {
          value: rpv.uplift * baseline * general.users,
          ci: [rpv.ci[0] * baseline * general.users, rpv.ci[1] * baseline * general.users] as [number, number],
        }
      : null,
  }
}

import { EXPOSURE_EVENT } from '../contracts/funnel-events'
import type { ExperimentConfig } from './load'
import type { Experiment, Feature, Metric } from './schema'
import type { ExperimentBreakdown, UnitSegment } from './segments'
import { gatherSums, sumsFromFacts, type ArmSums, type ExperimentSums } from './sums'

export type { Correction }
import { adjustedInterval, adjustPValues, type Correction } from './stats/corrections'
import { cupedMoments, pooledTheta, varianceReduction, type CupedSums } from './stats/cuped'
import { bayesianTest, frequentistTest, SRM_THRESHOLD, srmPValue, variance, type Arm, type VariationStats } from './stats/gbstats'
import { ratioMoments } from './stats/ratio'
import { metricCap, emptyArms, type DenominatorSums } from './sums'

/**
 * Experiment results from the sufficient statistics the database computes (experiments/sums.ts,
 * docs/decisions/034 and 069): each unit's first exposure fixes its variation and the moment
 * from which its conversions count; units exposed to two variations are left out (counted
 * apart). Shared by the results function, the copy lab, the alerts and the CLI.
 */

export { EXPOSURE_EVENT }

export type Exposure = {
  unit: string
  experiment: string
  variation: string
  at: string
  /** The session and device the exposure was sent from (segments: experiments/segments.ts). */
  session?: string | null
  device?: string | null
}
export type FunnelFact = { unit: string; eventType: string; at: string }
export type PaymentFact = { unit: string; amount: number; refunded: boolean; kind?: string; at: string }
export type Facts = {
  exposures: Exposure[]
  events: FunnelFact[]
  payments: PaymentFact[]
  /** Per experiment, each exposed unit's segment (loaded only for a breakdown). */
  segments?: Map<string, Map<string, UnitSegment>>
}

export type Comparison = {
  variation: string
  uplift: number
  ci: [number, number]
  pValue: number
  chanceToWin: number
  /** Corrected for the experiment's several comparisons (the result's `correction`); the interval null when unbounded. */
  adjustedPValue?: number
  adjustedCi?: [number, number] | null
}
export type MetricResult = {
  key: string
  name: string
  type: Metric['type']
  role: 'primary' | 'guardrail'
  inverse: boolean
  /** A ratio metric (numerator over this denominator metric, delta method). */
  denominator?: string
  /**
   * Per variation: units, converted units, the (capped) total, the mean (a ratio metric's
   * ratio), and under CUPED the adjusted mean.
   */
  variations: Array<{
    key: string
    users: number
    conversions: number
    value: number
    mean: number
    adjustedMean?: number
    /** The per-user variance (a ratio's by the delta method): what a power calculation reads. */
    variance?: number
  }>
  comparisons: Comparison[]
  /** Winsorization: the percentile and the value the units were capped at (null: nothing to cap yet). */
  cap?: { percentile: number; value: number | null }
  /** CUPED (not for a ratio metric): whether it was on, θ and the share of the variance it removed. */
  cuped?: { on: boolean; theta: number; varianceReduction: number }
}

/** How a look computes: CUPED on or off, and the correction of several comparisons. */
export type ResultOptions = { breakdown?: ExperimentBreakdown; cuped?: boolean; correction?: Correction }
/** One value of a breakdown: its units' split and the primary and guardrail metrics among them. */
export type SegmentResult = {
  value: string
  variations: Array<{ key: string; users: number }>
  metrics: MetricResult[]
}
export type DailyPoint = {
  date: string
  users: number[]
  conversions: number[]
  uplift: number
  ciLow: number
  ciHigh: number
  chanceToWin: number
}
export type ExperimentResult = {
  key: string
  feature: string
  hypothesis: string
  status: Experiment['status']
  startDate: string
  sequential: boolean
  pages: string[]
  variations: Array<{ key: string; name: string; weight: number; users: number }>
  multipleExposures: number
  srmP: number
  srmWarning: boolean
  metrics: MetricResult[]
  /** The correction of the comparisons' p-values and intervals, and how many comparisons it covered (0: one only, none). */
  correction?: { method: Correction; comparisons: number }
  /** Cumulative by day, primary metric, first variation against the baseline. */
  daily: DailyPoint[]
  /** With a breakdown: one entry per value, most users first (at most MAX_SEGMENTS). */
  segments?: { breakdown: ExperimentBreakdown; values: SegmentResult[]; leftOut: number }
}

/** A breakdown shows its largest values; utm campaigns can be many. */
export const MAX_SEGMENTS = 50

const NO_SUMS: ArmSums = emptyArms(1)[0]!

function statsOf(metric: Metric, users: number, arm: ArmSums): VariationStats {
  return { n: users, sum: arm.sum, sumSquares: arm.sumSquares, kind: metric.type }
}

function compare(metric: Metric, exp: Experiment, a: Arm, b: Arm, variation: string): Comparison {
  const options = { sequential: exp.sequential, inverse: metric.inverse }
  const f = frequentistTest(a, b, options)
  const bay = bayesianTest(a, b, options)
  return { variation, uplift: f.uplift, ci: f.ci, pValue: f.pValue, chanceToWin: bay.chanceToWin }
}

/**
 * One metric's figures and its comparisons with the baseline: a plain mean or rate, a ratio by
 * the delta method, or under CUPED the regression-adjusted means (θ pooled over the arms).
 */
function metricResult(
  metric: Metric,
  role: MetricResult['role'],
  exp: Experiment,
  users: number[],
  arms: ArmSums[],
  extra: { cuped?: boolean; cap?: number | null; denominators?: DenominatorSums[] } = {},
): MetricResult {
  const sumsOf = (i: number) => arms[i] ?? NO_SUMS
  const n = (i: number) => users[i] ?? 0
  const percentile = metricCap(metric)
  const base = {
    key: metric.key,
    name: metric.name,
    type: metric.type,
    role,
    inverse: metric.inverse,
    ...(percentile !== null && extra.cap !== undefined ? { cap: { percentile, value: extra.cap } } : {}),
  }
  if (metric.denominator && extra.denominators) {
    const moments = exp.variations.map((_, i) => {
      const d = extra.denominators![i] ?? { sum: 0, sumSquares: 0, crossSum: 0 }
      const s = sumsOf(i)
      return ratioMoments({
        n: n(i),
        numeratorSum: s.sum,
        numeratorSquares: s.sumSquares,
        denominatorSum: d.sum,
        denominatorSquares: d.sumSquares,
        crossSum: d.crossSum,
      })
    })
    return {
      ...base,
      denominator: metric.denominator,
      variations: exp.variations.map((v, i) => ({
        key: v.key,
        users: n(i),
        conversions: sumsOf(i).n,
        value: sumsOf(i).sum,
        mean: moments[i]!.mean,
        variance: moments[i]!.variance,
      })),
      comparisons: exp.variations.slice(1).map((v, i) => compare(metric, exp, moments[0]!, moments[i + 1]!, v.key)),
    }
  }
  const stats = exp.variations.map((_, i) => statsOf(metric, n(i), sumsOf(i)))
  const plain = {
    ...base,
    variations: exp.variations.map((v, i) => ({
      key: v.key,
      users: n(i),
      conversions: sumsOf(i).n,
      value: stats[i]!.sum,
      mean: n(i) ? stats[i]!.sum / n(i) : 0,
      variance: variance(stats[i]!),
    })),
  }
  if (extra.cuped === undefined)
    return { ...plain, comparisons: exp.variations.slice(1).map((v, i) => compare(metric, exp, stats[0]!, stats[i + 1]!, v.key)) }
  const cupedSums: CupedSums[] = exp.variations.map((_, i) => ({ ...sumsOf(i), n: n(i), binomial: metric.type === 'binomial' }))
  // θ pooled over the baseline and each treatment (gbstats computes it per comparison); the
  // figure shown is the one over every arm.
  const theta = pooledTheta(cupedSums)
  const reduction = varianceReduction(cupedSums, theta)
  if (!extra.cuped)
    return {
      ...plain,
      comparisons: exp.variations.slice(1).map((v, i) => compare(metric, exp, stats[0]!, stats[i + 1]!, v.key)),
      cuped: { on: false, theta, varianceReduction: reduction },
    }
  const comparisons = exp.variations.slice(1).map((v, i) => {
    const pair = [cupedSums[0]!, cupedSums[i + 1]!]
    const t = pooledTheta(pair)
    return compare(metric, exp, cupedMoments(pair[0]!, t), cupedMoments(pair[1]!, t), v.key)
  })
  return {
    ...plain,
    variations: plain.variations.map((v, i) => ({ ...v, adjustedMean: cupedMoments(cupedSums[i]!, theta).mean })),
    comparisons,
    cuped: { on: true, theta, varianceReduction: reduction },
  }
}

/**
 * Several comparisons (three or more arms, or several metrics) corrected as one family:
 * Benjamini–Hochberg by default, or Holm; each comparison gets its adjusted p-value and the
 * interval that goes with it.
 */
function corrected(metrics: MetricResult[], method: Correction): { method: Correction; comparisons: number } {
  const all = metrics.flatMap((m) => m.comparisons)
  if (all.length < 2 || method === 'none') return { method, comparisons: all.length < 2 ? 0 : all.length }
  const adjusted = adjustPValues(
    all.map((c) => c.pValue),
    method,
  )
  all.forEach((c, i) => {
    c.adjustedPValue = adjusted[i]!
    c.adjustedCi = adjustedInterval(c.uplift, adjusted[i]!)
  })
  return { method, comparisons: all.length }
}

/** Cumulative by day: the units first exposed, and converted, by each day's end. */
function daily(metric: Metric, exp: Experiment, sums: ExperimentSums, now: Date): DailyPoint[] {
  const days: string[] = []
  const start = new Date(`${exp.startDate}T00:00:00.000Z`)
  const firstSeen = sums.exposedByDay[0]?.day ?? now.toISOString()
  // At most the last 366 days up to now: what came before them counts in the first one.
  const lastYear = Date.parse(now.toISOString().slice(0, 10)) - 365 * 86_400_000
  const from = new Date(Math.max(lastYear, Math.min(start.getTime(), Date.parse(firstSeen.slice(0, 10)))))
  for (let d = from; d <= now; d = new Date(d.getTime() + 86_400_000)) days.push(d.toISOString().slice(0, 10))
  const users = exp.variations.map(() => 0)
  const arms = emptyArms(exp.variations.length)
  let e = 0
  let c = 0
  return days.map((day) => {
    for (; e < sums.exposedByDay.length && sums.exposedByDay[e]!.day <= day; e++)
      sums.exposedByDay[e]!.users.forEach((n, i) => (users[i]! += n))
    for (; c < sums.convertedByDay.length && sums.convertedByDay[c]!.day <= day; c++)
      sums.convertedByDay[c]!.arms.forEach((a, i) => {
        arms[i]!.n += a.n
        arms[i]!.sum += a.sum
        arms[i]!.sumSquares += a.sumSquares
      })
    const stats = exp.variations.map((_, i) => statsOf(metric, users[i]!, arms[i]!))
    const cmp = exp.variations.length > 1 ? compare(metric, exp, stats[0]!, stats[1]!, exp.variations[1]!.key) : undefined
    return {
      date: day,
      users: [...users],
      conversions: arms.map((a) => a.n),
      uplift: cmp?.uplift ?? 0,
      ciLow: cmp?.ci[0] ?? 0,
      ciHigh: cmp?.ci[1] ?? 0,
      chanceToWin: cmp?.chanceToWin ?? 0.5,
    }
  })
}

/** One experiment's results from its sufficient statistics (the database's sums). */
export function experimentResultFromSums(
  feature: Feature,
  config: ExperimentConfig,
  all: ReadonlyMap<string, ExperimentSums>,
  now = new Date(),
  { breakdown, cuped = false, correction = 'benjamini-hochberg' }: ResultOptions = {},
): ExperimentResult | null {
  const exp = feature.experiment
  if (!exp) return null
  const sums = all.get(exp.key)
  if (!sums) return null
  const users = sums.users
  const srmP = srmPValue(users, exp.weights)
  const metric = (key: string) => config.metrics.find((m) => m.key === key)!
  const primary = metric(exp.primaryMetric)
  const measured = [
    { metric: primary, role: 'primary' as const },
    ...exp.guardrailMetrics.map((key) => ({ metric: metric(key), role: 'guardrail' as const })),
  ]
  const none = emptyArms(exp.variations.length)
  const metrics = measured.map((m) =>
    metricResult(m.metric, m.role, exp, users, sums.metrics.get(m.metric.key) ?? none, {
      cuped,
      cap: sums.caps.get(m.metric.key) ?? null,
      denominators: sums.denominators.get(m.metric.key),
    }),
  )
  return {
    key: exp.key,
    feature: feature.key,
    hypothesis: exp.hypothesis,
    status: exp.status,
    startDate: exp.startDate,
    sequential: exp.sequential,
    pages: feature.pages,
    variations: exp.variations.map((v, i) => ({ key: v.key, name: v.name, weight: exp.weights[i]!, users: users[i]! })),
    multipleExposures: sums.multipleExposures,
    srmP,
    srmWarning: !exp.adaptive && srmP < SRM_THRESHOLD,
    metrics,
    correction: corrected(metrics, correction),
    daily: daily(primary, exp, sums, now),
    ...(breakdown ? { segments: segmentResults(exp, measured, sums, breakdown) } : {}),
  }
}

/** The units split by a breakdown's value, each part measured like the whole. */
function segmentResults(
  exp: Experiment,
  measured: Array<{ metric: Metric; role: MetricResult['role'] }>,
  sums: ExperimentSums,
  breakdown: ExperimentBreakdown,
): NonNullable<ExperimentResult['segments']> {
  const total = (users: number[]) => users.reduce((s, n) => s + n, 0)
  const sorted = [...sums.segments].sort((a, b) => total(b[1].users) - total(a[1].users) || a[0].localeCompare(b[0]))
  const none = emptyArms(exp.variations.length)
  return {
    breakdown,
    leftOut: Math.max(0, sorted.length - MAX_SEGMENTS),
    values: sorted.slice(0, MAX_SEGMENTS).map(([value, part]) => ({
      value,
      variations: exp.variations.map((v, i) => ({ key: v.key, users: part.users[i] ?? 0 })),
      metrics: measured.map((m) => metricResult(m.metric, m.role, exp, part.users, part.metrics.get(m.metric.key) ?? none)),
    })),
  }
}

/** Every experiment's results from the sums. */
export function experimentResultsFromSums(
  config: ExperimentConfig,
  sums: ReadonlyMap<string, ExperimentSums>,
  now = new Date(),
  options: ResultOptions = {},
): ExperimentResult[] {
  return config.features
    .map((f) => experimentResultFromSums(f, config, sums, now, options))
    .filter((r): r is ExperimentResult => r !== null)
}

/** From raw facts in memory (the unit tests; the same sums the database answers: experiments/sums.ts). */
export function experimentResult(
  feature: Feature,
  config: ExperimentConfig,
  facts: Facts,
  now = new Date(),
  options: ResultOptions = {},
): ExperimentResult | null {
  return experimentResultFromSums(feature, config, gatherSums(config, sumsFromFacts(config, facts, options)), now, options)
}

export function experimentResults(
  config: ExperimentConfig,
  facts: Facts,
  now = new Date(),
  options: ResultOptions = {},
): ExperimentResult[] {
  return experimentResultsFromSums(config, gatherSums(config, sumsFromFacts(config, facts, options)), now, options)
}

export { resultsCsv, resultsTable } from './results-report'

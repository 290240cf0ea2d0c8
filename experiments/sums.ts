import type { ExperimentConfig } from './load'
import type { Experiment, Metric } from './schema'
import { UNKNOWN_SEGMENT, type ExperimentBreakdown, type UnitSegment } from './segments'
import { capped, percentileCap } from './stats/capping'
import type { CupedSums } from './stats/cuped'

/**
 * The sufficient statistics experiment results are computed from (docs/decisions/069): per
 * experiment and variation ("arm", by index), counts and sums, never a unit's own facts. The
 * database computes them (server/analytics/experiment-sums); `sumsFromFacts` computes the same
 * rows from raw facts in memory (the CLI's tests, the unit tests, and the check that both agree).
 *
 * Attribution (docs/decisions/034): a unit's first exposure to a known variation of the
 * experiment fixes its arm and the moment from which its metrics count; a unit exposed to two
 * arms is left out (counted as `mixed`). A unit's value of a metric is 1 for a binomial metric
 * and the sum of its amounts otherwise, over its facts at or after that moment; its conversion
 * time is the first of them.
 */
export type SumsRow =
  /** Units per arm. */
  | { figure: 'users'; experiment: string; arm: number; n: number }
  /** Units exposed to two arms (left out). */
  | { figure: 'mixed'; experiment: string; n: number }
  /**
   * Per metric and arm: converted units (a value), the sum and the sum of squares of the (capped)
   * values, and for CUPED the sums of each unit's value in the 14 days before its first exposure
   * and their cross sum with the value after; the metric's cap (null: none).
   */
  | ({ figure: 'metric'; experiment: string; metric: string; arm: number; cap: number | null } & ArmSums)
  /** A ratio metric's denominator per arm (units with one, Σd, Σd², Σ numerator × d). */
  | ({ figure: 'ratio'; experiment: string; metric: string; arm: number; n: number } & DenominatorSums)
  /** The primary metric's daily chart: units first exposed on a UTC day. */
  | { figure: 'exposed-day'; experiment: string; arm: number; day: string; n: number }
  /** …and units whose first conversion was on a UTC day, with the sums of their (whole) values. */
  | { figure: 'converted-day'; experiment: string; arm: number; day: string; n: number; sum: number; sumSquares: number }
  /** With a breakdown: units per segment value and arm… */
  | { figure: 'segment-users'; experiment: string; segment: string; arm: number; n: number }
  /** …and each metric's sums per segment value and arm. */
  | {
      figure: 'segment-metric'
      experiment: string
      segment: string
      metric: string
      arm: number
      n: number
      sum: number
      sumSquares: number
    }

/**
 * Converted units, sum and sum of squares of one metric in one arm, and CUPED's sums (0 where not
 * computed): CUPED's shape, with `n` the converted units rather than the arm's users.
 */
export type ArmSums = Omit<CupedSums, 'binomial'>

/** A ratio metric's denominator in one arm: Σd, Σd², Σ numerator × d. */
export type DenominatorSums = { sum: number; sumSquares: number; crossSum: number }

/** One row of the per-user export as the database answers it (sql.ts, mongo.ts). */
export const unitRow = (r: Record<string, unknown>) => ({ arm: Number(r.arm), value: Number(r.value), pre: Number(r.pre) })

/** The days before a unit's first exposure whose facts make its CUPED covariate. */
export const CUPED_DAYS = 14
const CUPED_MS = CUPED_DAYS * 86_400_000

/** The percentile a metric's values are capped at: its own, 0.99 for revenue, none otherwise. */
export function metricCap(metric: Metric): number | null {
  if (metric.cap !== undefined) return metric.cap
  return metric.type === 'revenue' ? 0.99 : null
}

/** The metrics whose facts a set of measured metrics needs: themselves and their ratios' denominators. */
export function factMetrics(config: ExperimentConfig, metrics: readonly Metric[]): Metric[] {
  const out = new Map(metrics.map((m) => [m.key, m]))
  for (const m of metrics) {
    const d = m.denominator && config.metrics.find((x) => x.key === m.denominator)
    if (d) out.set(d.key, d)
  }
  return [...out.values()]
}

export type ExperimentSums = {
  users: number[]
  multipleExposures: number
  /** Per metric key (the primary and the guardrails), per arm. */
  metrics: Map<string, ArmSums[]>
  /** Per metric key, the value its units were capped at (null: none). */
  caps: Map<string, number | null>
  /** Per ratio metric key, its denominator per arm. */
  denominators: Map<string, DenominatorSums[]>
  /** The primary metric, by UTC day, sorted. */
  exposedByDay: Array<{ day: string; users: number[] }>
  convertedByDay: Array<{ day: string; arms: ArmSums[] }>
  /** With a breakdown: per segment value. */
  segments: Map<string, { users: number[]; metrics: Map<string, ArmSums[]> }>
}

/** What a results look asks the database for. */
export type SumsQuery = {
  /** Only facts at or after this instant (ISO). */
  since?: string
  /** Only facts at or before this instant (ISO). */
  until?: string
  breakdown?: ExperimentBreakdown
}

/** The experiments of a config with their arms' keys and the metrics they measure (the primary first). */
export function measuredExperiments(config: ExperimentConfig): Array<{ experiment: Experiment; metrics: Metric[] }> {
  const metric = (key: string) => config.metrics.find((m) => m.key === key)!
  return config.features.flatMap((f) =>
    f.experiment ? [{ experiment: f.experiment, metrics: [f.experiment.primaryMetric, ...f.experiment.guardrailMetrics].map(metric) }] : [],
  )
}

export const emptyArms = (arms: number): ArmSums[] =>
  Array.from({ length: arms }, () => ({ n: 0, sum: 0, sumSquares: 0, preSum: 0, preSquares: 0, crossSum: 0 }))

/** Rows (from the database or from `sumsFromFacts`) gathered per experiment. */
export function gatherSums(config: ExperimentConfig, rows: readonly SumsRow[]): Map<string, ExperimentSums> {
  const out = new Map<string, ExperimentSums>()
  for (const { experiment, metrics } of measuredExperiments(config)) {
    const arms = experiment.variations.length
    out.set(experiment.key, {
      users: Array.from({ length: arms }, () => 0),
      multipleExposures: 0,
      metrics: new Map(metrics.map((m) => [m.key, emptyArms(arms)])),
      caps: new Map(metrics.map((m) => [m.key, null])),
      denominators: new Map(
        metrics
          .filter((m) => m.denominator)
          .map((m) => [m.key, Array.from({ length: arms }, () => ({ sum: 0, sumSquares: 0, crossSum: 0 }))]),
      ),
      exposedByDay: [],
      convertedByDay: [],
      segments: new Map(),
    })
  }
  const exposed = new Map<string, Map<string, number[]>>()
  const converted = new Map<string, Map<string, ArmSums[]>>()
  const byDay = <T>(all: Map<string, Map<string, T>>, experiment: string, day: string, make: () => T): T => {
    let days = all.get(experiment)
    if (!days) all.set(experiment, (days = new Map()))
    let value = days.get(day)
    if (!value) days.set(day, (value = make()))
    return value
  }
  for (const row of rows) {
    const sums = out.get(row.experiment)
    if (!sums) continue
    const arms = sums.users.length
    const segment = (value: string) => {
      let part = sums.segments.get(value)
      if (!part)
        sums.segments.set(
          value,
          (part = {
            users: Array.from({ length: arms }, () => 0),
            metrics: new Map([...sums.metrics.keys()].map((k) => [k, emptyArms(arms)])),
          }),
        )
      return part
    }
    const add = (
      target: ArmSums | undefined,
      r: { n: number; sum: number; sumSquares: number; preSum?: number; preSquares?: number; crossSum?: number },
    ) => {
      if (!target) return
      target.n += r.n
      target.sum += r.sum
      target.sumSquares += r.sumSquares
      target.preSum += r.preSum ?? 0
      target.preSquares += r.preSquares ?? 0
      target.crossSum += r.crossSum ?? 0
    }
    switch (row.figure) {
      case 'users':
        sums.users[row.arm] = (sums.users[row.arm] ?? 0) + row.n
        break
      case 'mixed':
        sums.multipleExposures += row.n
        break
      case 'metric':
        add(sums.metrics.get(row.metric)?.[row.arm], row)
        if (sums.caps.has(row.metric) && row.cap !== null) sums.caps.set(row.metric, row.cap)
        break
      case 'ratio': {
        const target = sums.denominators.get(row.metric)?.[row.arm]
        if (target) {
          target.sum += row.sum
          target.sumSquares += row.sumSquares
          target.crossSum += row.crossSum
        }
        break
      }
      case 'exposed-day':
        byDay(exposed, row.experiment, row.day, () => Array.from({ length: arms }, () => 0))[row.arm]! += row.n
        break
      case 'converted-day':
        add(byDay(converted, row.experiment, row.day, () => emptyArms(arms))[row.arm], row)
        break
      case 'segment-users':
        segment(row.segment).users[row.arm]! += row.n
        break
      case 'segment-metric':
        add(segment(row.segment).metrics.get(row.metric)?.[row.arm], row)
        break
    }
  }
  for (const [key, sums] of out) {
    sums.exposedByDay = [...(exposed.get(key) ?? [])].map(([day, users]) => ({ day, users })).sort((a, b) => a.day.localeCompare(b.day))
    sums.convertedByDay = [...(converted.get(key) ?? [])].map(([day, arms]) => ({ day, arms })).sort((a, b) => a.day.localeCompare(b.day))
  }
  return out
}

/** Raw facts, in memory: what the database aggregates (the reference `sumsFromFacts` reads). */
export type RawFacts = {
  exposures: Array<{ unit: string; experiment: string; variation: string; at: string }>
  events: Array<{ unit: string; eventType: string; at: string }>
  payments: Array<{ unit: string; amount: number; refunded: boolean; kind?: string; at: string }>
  /** Funnel steps reached (experiments/funnel-step-metric.ts): the step's rows, already told apart. */
  funnelSteps?: Array<{ unit: string; funnel: string; step: string; at: string }>
  /** Per experiment, each exposed unit's segment (for a breakdown). */
  segments?: Map<string, Map<string, UnitSegment>>
}

type Unit = { arm: number; at: string }

/** Each unit's arm and first exposure; units exposed to two arms apart. */
function firstExposures(experiment: Experiment, facts: RawFacts) {
  const keys = experiment.variations.map((v) => v.key)
  const units = new Map<string, Unit>()
  const mixed = new Set<string>()
  const sorted = facts.exposures.filter((e) => e.experiment === experiment.key).sort((a, b) => a.at.localeCompare(b.at))
  for (const e of sorted) {
    const arm = keys.indexOf(e.variation)
    if (arm < 0) continue
    const seen = units.get(e.unit)
    if (!seen) units.set(e.unit, { arm, at: e.at })
    else if (seen.arm !== arm) mixed.add(e.unit)
  }
  for (const unit of mixed) units.delete(unit)
  return { units, mixed: mixed.size }
}

/** A unit's value of a metric after its first exposure (post), in the 14 days before it (pre), and its first conversion. */
type UnitValue = { post: number; pre: number; converted: boolean; at: string }

/**
 * Each unit's value of a metric: from its first exposure on (its conversion time the first such
 * fact), and in the 14 days before it (CUPED's covariate; 0 without history).
 */
function unitValues(metric: Metric, units: Map<string, Unit>, facts: RawFacts): Map<string, UnitValue> {
  const out = new Map<string, UnitValue>()
  const add = (unit: string, amount: number, at: string) => {
    const u = units.get(unit)
    if (!u || Date.parse(at) < Date.parse(u.at) - CUPED_MS) return
    const v = out.get(unit) ?? { post: 0, pre: 0, converted: false, at: '' }
    const after = at >= u.at
    if (metric.type === 'binomial') {
      if (after) v.post = 1
      else v.pre = 1
    } else if (after) v.post += amount
    else v.pre += amount
    if (after && (!v.converted || at < v.at)) {
      v.converted = true
      v.at = at
    }
    out.set(unit, v)
  }
  const source = metric.source
  if (source.kind === 'funnel-event') {
    const types = new Set<string>(source.eventTypes)
    for (const e of facts.events) if (types.has(e.eventType)) add(e.unit, 1, e.at)
  } else if (source.kind === 'funnel-step') {
    for (const s of facts.funnelSteps ?? []) if (s.funnel === source.funnel && s.step === source.step) add(s.unit, 1, s.at)
  } else {
    for (const p of facts.payments) {
      if (source.refunds ? !p.refunded : p.refunded) continue
      if (source.kinds && !source.kinds.includes(p.kind ?? '')) continue
      add(p.unit, metric.type === 'count' ? 1 : p.amount, p.at)
    }
  }
  return out
}

/**
 * The rows the database answers, computed in memory from raw facts: the reference the SQL is
 * checked against (tests/integration/experiment-sums.test.ts), and the unit tests' path.
 */
export function sumsFromFacts(
  config: ExperimentConfig,
  facts: RawFacts,
  { breakdown }: { breakdown?: ExperimentBreakdown } = {},
): SumsRow[] {
  const rows: SumsRow[] = []
  for (const { experiment, metrics } of measuredExperiments(config)) {
    const e = experiment.key
    const { units, mixed } = firstExposures(experiment, facts)
    if (mixed) rows.push({ figure: 'mixed', experiment: e, n: mixed })
    const segmentOf = (unit: string) => facts.segments?.get(e)?.get(unit)?.[breakdown!] ?? UNKNOWN_SEGMENT
    const count = new Map<string, number>()
    const bump = (key: string) => count.set(key, (count.get(key) ?? 0) + 1)
    for (const [unit, u] of units) {
      bump(JSON.stringify(['users', u.arm]))
      bump(JSON.stringify(['exposed-day', u.arm, u.at.slice(0, 10)]))
      if (breakdown) bump(JSON.stringify(['segment-users', u.arm, segmentOf(unit)]))
    }
    for (const [key, n] of count) {
      const [figure, arm, x] = JSON.parse(key) as [string, number, string]
      if (figure === 'users') rows.push({ figure, experiment: e, arm, n })
      else if (figure === 'exposed-day') rows.push({ figure, experiment: e, arm, day: x, n })
      else rows.push({ figure: 'segment-users', experiment: e, arm, segment: x, n })
    }
    const values = new Map<string, Map<string, UnitValue>>()
    for (const metric of factMetrics(config, metrics)) {
      const v = unitValues(metric, units, facts)
      const cap = metricCap(metric)
      const capValue =
        cap === null
          ? null
          : percentileCap(
              [...v.values()].filter((x) => x.converted).map((x) => x.post),
              cap,
            )
      if (capValue !== null)
        for (const x of v.values()) {
          x.post = capped(x.post, capValue)
          x.pre = capped(x.pre, capValue)
        }
      values.set(metric.key, v)
      if (!metrics.includes(metric)) continue
      const i = metrics.indexOf(metric)
      const sums = new Map<string, ArmSums>()
      const add = (key: string, value: UnitValue) => {
        const s = sums.get(key) ?? emptyArms(1)[0]!
        if (value.converted) s.n++
        s.sum += value.post
        s.sumSquares += value.post * value.post
        s.preSum += value.pre
        s.preSquares += value.pre * value.pre
        s.crossSum += value.post * value.pre
        sums.set(key, s)
      }
      const armOf = (unit: string) => units.get(unit)!.arm
      for (const [unit, value] of v) add(JSON.stringify(['metric', armOf(unit)]), value)
      // The daily chart and the segments count converted units with their values after exposure.
      for (const [unit, value] of v) {
        if (!value.converted) continue
        const post = { post: value.post, pre: 0, converted: true, at: value.at }
        if (i === 0) add(JSON.stringify(['converted-day', armOf(unit), value.at.slice(0, 10)]), post)
        if (breakdown) add(JSON.stringify(['segment-metric', armOf(unit), segmentOf(unit)]), post)
      }
      for (const [key, s] of sums) {
        const [figure, arm, x] = JSON.parse(key) as [string, number, string]
        const plain = { n: s.n, sum: s.sum, sumSquares: s.sumSquares }
        if (figure === 'metric') rows.push({ figure, experiment: e, metric: metric.key, arm, ...s, cap: capValue })
        else if (figure === 'converted-day') rows.push({ figure, experiment: e, arm, day: x, ...plain })
        else rows.push({ figure: 'segment-metric', experiment: e, metric: metric.key, arm, segment: x, ...plain })
      }
    }
    // Ratio metrics: each unit's denominator, and its product with the numerator.
    for (const metric of metrics) {
      if (!metric.denominator) continue
      const num = values.get(metric.key)!
      const den = values.get(metric.denominator)
      if (!den) continue
      const arms = new Map<number, { n: number; sum: number; sumSquares: number; crossSum: number }>()
      for (const [unit, d] of den) {
        const arm = units.get(unit)!.arm
        const a = arms.get(arm) ?? { n: 0, sum: 0, sumSquares: 0, crossSum: 0 }
        if (d.converted) a.n++
        a.sum += d.post
        a.sumSquares += d.post * d.post
        a.crossSum += d.post * (num.get(unit)?.post ?? 0)
        arms.set(arm, a)
      }
      for (const [arm, a] of arms) rows.push({ figure: 'ratio', experiment: e, metric: metric.key, arm, ...a })
    }
  }
  return rows
}

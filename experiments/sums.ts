import type { ExperimentConfig } from './load'
import type { Experiment, Metric } from './schema'
import { UNKNOWN_SEGMENT, type ExperimentBreakdown, type UnitSegment } from './segments'

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
  /** Per metric and arm: converted units (a value), the sum and the sum of squares of the values. */
  | { figure: 'metric'; experiment: string; metric: string; arm: number; n: number; sum: number; sumSquares: number }
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

/** Converted units, sum and sum of squares of one metric in one arm. */
export type ArmSums = { n: number; sum: number; sumSquares: number }

export type ExperimentSums = {
  users: number[]
  multipleExposures: number
  /** Per metric key (the primary and the guardrails), per arm. */
  metrics: Map<string, ArmSums[]>
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

const emptyArms = (arms: number): ArmSums[] => Array.from({ length: arms }, () => ({ n: 0, sum: 0, sumSquares: 0 }))

/** Rows (from the database or from `sumsFromFacts`) gathered per experiment. */
export function gatherSums(config: ExperimentConfig, rows: readonly SumsRow[]): Map<string, ExperimentSums> {
  const out = new Map<string, ExperimentSums>()
  for (const { experiment, metrics } of measuredExperiments(config)) {
    const arms = experiment.variations.length
    out.set(experiment.key, {
      users: Array.from({ length: arms }, () => 0),
      multipleExposures: 0,
      metrics: new Map(metrics.map((m) => [m.key, emptyArms(arms)])),
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
    const add = (target: ArmSums | undefined, r: { n: number; sum: number; sumSquares: number }) => {
      if (!target) return
      target.n += r.n
      target.sum += r.sum
      target.sumSquares += r.sumSquares
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
        break
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

/** Each unit's value of a metric, counted only after its first exposure, with its first conversion time. */
function unitValues(metric: Metric, units: Map<string, Unit>, facts: RawFacts): Map<string, { value: number; at: string }> {
  const out = new Map<string, { value: number; at: string }>()
  const add = (unit: string, amount: number, at: string) => {
    const u = units.get(unit)
    if (!u || at < u.at) return
    const prev = out.get(unit)
    if (metric.type === 'binomial') {
      if (!prev || at < prev.at) out.set(unit, { value: 1, at })
    } else out.set(unit, { value: (prev?.value ?? 0) + amount, at: prev && prev.at < at ? prev.at : at })
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
      add(p.unit, p.amount, p.at)
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
    metrics.forEach((metric, i) => {
      const sums = new Map<string, ArmSums>()
      const add = (key: string, value: number) => {
        const s = sums.get(key) ?? { n: 0, sum: 0, sumSquares: 0 }
        s.n++
        s.sum += value
        s.sumSquares += value * value
        sums.set(key, s)
      }
      for (const [unit, v] of unitValues(metric, units, facts)) {
        const arm = units.get(unit)!.arm
        add(JSON.stringify(['metric', arm]), v.value)
        if (i === 0) add(JSON.stringify(['converted-day', arm, v.at.slice(0, 10)]), v.value)
        if (breakdown) add(JSON.stringify(['segment-metric', arm, segmentOf(unit)]), v.value)
      }
      for (const [key, s] of sums) {
        const [figure, arm, x] = JSON.parse(key) as [string, number, string]
        if (figure === 'metric') rows.push({ figure, experiment: e, metric: metric.key, arm, ...s })
        else if (figure === 'converted-day') rows.push({ figure, experiment: e, arm, day: x, ...s })
        else rows.push({ figure: 'segment-metric', experiment: e, metric: metric.key, arm, segment: x, ...s })
      }
    })
  }
  return rows
}

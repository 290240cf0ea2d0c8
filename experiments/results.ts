import { EXPOSURE_EVENT } from '../contracts/funnel-events'
import type { ExperimentConfig } from './load'
import type { Experiment, Feature, Metric } from './schema'
import { UNKNOWN_SEGMENT, type ExperimentBreakdown, type UnitSegment } from './segments'
import { bayesianTest, frequentistTest, SRM_THRESHOLD, srmPValue, type VariationStats } from './stats/gbstats'

/**
 * Experiment results from raw facts (docs/decisions/034): each unit's first exposure fixes its
 * variation and the moment from which its conversions count; units exposed to two variations
 * are left out (counted apart). Shared by the results function, the analyst view and the CLI.
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

export type Comparison = { variation: string; uplift: number; ci: [number, number]; pValue: number; chanceToWin: number }
export type MetricResult = {
  key: string
  name: string
  type: Metric['type']
  role: 'primary' | 'guardrail'
  inverse: boolean
  variations: Array<{ key: string; users: number; conversions: number; value: number; mean: number }>
  comparisons: Comparison[]
}
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
  /** Cumulative by day, primary metric, first variation against the baseline. */
  daily: DailyPoint[]
  /** With a breakdown: one entry per value, most users first (at most MAX_SEGMENTS). */
  segments?: { breakdown: ExperimentBreakdown; values: SegmentResult[]; leftOut: number }
}

/** A breakdown shows its largest values; utm campaigns can be many. */
export const MAX_SEGMENTS = 50

type Unit = { variation: number; at: string }

function firstExposures(exp: Experiment, exposures: Exposure[]) {
  const keys = exp.variations.map((v) => v.key)
  const units = new Map<string, Unit>()
  const mixed = new Set<string>()
  const sorted = exposures.filter((e) => e.experiment === exp.key).sort((a, b) => a.at.localeCompare(b.at))
  for (const e of sorted) {
    const variation = keys.indexOf(e.variation)
    if (variation < 0) continue
    const seen = units.get(e.unit)
    if (!seen) units.set(e.unit, { variation, at: e.at })
    else if (seen.variation !== variation) mixed.add(e.unit)
  }
  for (const unit of mixed) units.delete(unit)
  return { units, mixed: mixed.size }
}

/** Each unit's value of a metric, counted only after its first exposure (absent: 0). */
function unitValues(metric: Metric, units: Map<string, Unit>, facts: Facts): Map<string, { value: number; at: string }> {
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
  } else {
    for (const p of facts.payments) {
      if (source.refunds ? !p.refunded : p.refunded) continue
      if (source.kinds && !source.kinds.includes(p.kind ?? '')) continue
      add(p.unit, p.amount, p.at)
    }
  }
  return out
}

function statsOf(metric: Metric, users: number, values: number[]): VariationStats {
  const sum = values.reduce((s, v) => s + v, 0)
  const sumSquares = values.reduce((s, v) => s + v * v, 0)
  return { n: users, sum, sumSquares, kind: metric.type }
}

function compare(metric: Metric, exp: Experiment, a: VariationStats, b: VariationStats, variation: string): Comparison {
  const options = { sequential: exp.sequential, inverse: metric.inverse }
  const f = frequentistTest(a, b, options)
  const bay = bayesianTest(a, b, options)
  return { variation, uplift: f.uplift, ci: f.ci, pValue: f.pValue, chanceToWin: bay.chanceToWin }
}

function metricResult(
  metric: Metric,
  role: MetricResult['role'],
  exp: Experiment,
  units: Map<string, Unit>,
  values: Map<string, { value: number; at: string }>,
): MetricResult {
  const perVariation = exp.variations.map(() => ({ users: 0, values: [] as number[] }))
  for (const [unit, u] of units) {
    perVariation[u.variation]!.users++
    const v = values.get(unit)
    if (v) perVariation[u.variation]!.values.push(v.value)
  }
  const stats = perVariation.map((p) => statsOf(metric, p.users, p.values))
  return {
    key: metric.key,
    name: metric.name,
    type: metric.type,
    role,
    inverse: metric.inverse,
    variations: exp.variations.map((v, i) => ({
      key: v.key,
      users: stats[i]!.n,
      conversions: perVariation[i]!.values.length,
      value: stats[i]!.sum,
      mean: stats[i]!.n ? stats[i]!.sum / stats[i]!.n : 0,
    })),
    comparisons: exp.variations.slice(1).map((v, i) => compare(metric, exp, stats[0]!, stats[i + 1]!, v.key)),
  }
}

function daily(metric: Metric, exp: Experiment, units: Map<string, Unit>, facts: Facts, now: Date): DailyPoint[] {
  const values = unitValues(metric, units, facts)
  const days: string[] = []
  const start = new Date(`${exp.startDate}T00:00:00.000Z`)
  const firstSeen = [...units.values()].reduce((min, u) => (u.at < min ? u.at : min), now.toISOString())
  const from = new Date(Math.min(start.getTime(), Date.parse(firstSeen.slice(0, 10))))
  for (let d = from; d <= now && days.length < 366; d = new Date(d.getTime() + 86_400_000)) days.push(d.toISOString().slice(0, 10))
  return days.map((day) => {
    const end = `${day}T23:59:59.999Z`
    const per = exp.variations.map(() => ({ users: 0, values: [] as number[] }))
    for (const [unit, u] of units) {
      if (u.at > end) continue
      per[u.variation]!.users++
      const v = values.get(unit)
      if (v && v.at <= end) per[u.variation]!.values.push(v.value)
    }
    const stats = per.map((p) => statsOf(metric, p.users, p.values))
    const c = exp.variations.length > 1 ? compare(metric, exp, stats[0]!, stats[1]!, exp.variations[1]!.key) : undefined
    return {
      date: day,
      users: per.map((p) => p.users),
      conversions: per.map((p) => p.values.length),
      uplift: c?.uplift ?? 0,
      ciLow: c?.ci[0] ?? 0,
      ciHigh: c?.ci[1] ?? 0,
      chanceToWin: c?.chanceToWin ?? 0.5,
    }
  })
}

export function experimentResult(
  feature: Feature,
  config: ExperimentConfig,
  facts: Facts,
  now = new Date(),
  { breakdown }: { breakdown?: ExperimentBreakdown } = {},
): ExperimentResult | null {
  const exp = feature.experiment
  if (!exp) return null
  const { units, mixed } = firstExposures(exp, facts.exposures)
  const users = exp.variations.map(() => 0)
  for (const u of units.values()) users[u.variation]!++
  const srmP = srmPValue(users, exp.weights)
  const metric = (key: string) => config.metrics.find((m) => m.key === key)!
  const primary = metric(exp.primaryMetric)
  const measured = [
    { metric: primary, role: 'primary' as const },
    ...exp.guardrailMetrics.map((key) => ({ metric: metric(key), role: 'guardrail' as const })),
  ].map((m) => ({ ...m, values: unitValues(m.metric, units, facts) }))
  return {
    key: exp.key,
    feature: feature.key,
    hypothesis: exp.hypothesis,
    status: exp.status,
    startDate: exp.startDate,
    sequential: exp.sequential,
    pages: feature.pages,
    variations: exp.variations.map((v, i) => ({ key: v.key, name: v.name, weight: exp.weights[i]!, users: users[i]! })),
    multipleExposures: mixed,
    srmP,
    srmWarning: !exp.adaptive && srmP < SRM_THRESHOLD,
    metrics: measured.map((m) => metricResult(m.metric, m.role, exp, units, m.values)),
    daily: daily(primary, exp, units, facts, now),
    ...(breakdown ? { segments: segmentResults(exp, units, measured, facts.segments?.get(exp.key), breakdown) } : {}),
  }
}

/** The units split by a breakdown's value, each part measured like the whole. */
function segmentResults(
  exp: Experiment,
  units: Map<string, Unit>,
  measured: Array<{ metric: Metric; role: MetricResult['role']; values: Map<string, { value: number; at: string }> }>,
  segments: Map<string, UnitSegment> | undefined,
  breakdown: ExperimentBreakdown,
): NonNullable<ExperimentResult['segments']> {
  const parts = new Map<string, Map<string, Unit>>()
  for (const [unit, u] of units) {
    const value = segments?.get(unit)?.[breakdown] ?? UNKNOWN_SEGMENT
    let part = parts.get(value)
    if (!part) parts.set(value, (part = new Map()))
    part.set(unit, u)
  }
  const sorted = [...parts].sort((a, b) => b[1].size - a[1].size || a[0].localeCompare(b[0]))
  return {
    breakdown,
    leftOut: Math.max(0, sorted.length - MAX_SEGMENTS),
    values: sorted.slice(0, MAX_SEGMENTS).map(([value, part]) => {
      const users = exp.variations.map(() => 0)
      for (const u of part.values()) users[u.variation]!++
      return {
        value,
        variations: exp.variations.map((v, i) => ({ key: v.key, users: users[i]! })),
        metrics: measured.map((m) => metricResult(m.metric, m.role, exp, part, m.values)),
      }
    }),
  }
}

export function experimentResults(
  config: ExperimentConfig,
  facts: Facts,
  now = new Date(),
  { breakdown }: { breakdown?: ExperimentBreakdown } = {},
): ExperimentResult[] {
  return config.features.map((f) => experimentResult(f, config, facts, now, { breakdown })).filter((r): r is ExperimentResult => r !== null)
}

const pct = (x: number) => `${x >= 0 ? '+' : ''}${(x * 100).toFixed(1)}%`

/** The results as CSV rows (one per experiment, metric and variation): the admin view's export and the CLI's. */
export function resultsCsv(results: ExperimentResult[]): string {
  const rows = [
    [
      'experiment',
      'status',
      'srm_p',
      'srm_warning',
      'metric',
      'role',
      'variation',
      'users',
      'conversions',
      'value',
      'mean',
      'uplift',
      'ci_low',
      'ci_high',
      'p_value',
      'chance_to_win',
    ],
  ]
  for (const r of results)
    for (const m of r.metrics)
      m.variations.forEach((v, i) => {
        const c = i > 0 ? m.comparisons[i - 1] : undefined
        rows.push([
          r.key,
          r.status,
          String(r.srmP),
          String(r.srmWarning),
          m.key,
          m.role,
          v.key,
          String(v.users),
          String(v.conversions),
          String(v.value),
          String(v.mean),
          c ? String(c.uplift) : '',
          c ? String(c.ci[0]) : '',
          c ? String(c.ci[1]) : '',
          c ? String(c.pValue) : '',
          c ? String(c.chanceToWin) : '',
        ])
      })
  return rows.map((row) => row.map((cell) => (/[",\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell)).join(',')).join('\n') + '\n'
}

/** The results as a fixed-width table for a terminal (npm run experiments -- report). */
export function resultsTable(results: ExperimentResult[]): string {
  const lines: string[] = []
  for (const r of results) {
    lines.push(`${r.key} [${r.status}] since ${r.startDate}${r.sequential ? ' (sequential)' : ''}`)
    lines.push(
      `  split: ${r.variations.map((v) => `${v.key} ${v.users} (${(v.weight * 100).toFixed(0)}%)`).join(', ')}  SRM p=${r.srmP.toPrecision(3)}${r.srmWarning ? '  WARNING: sample ratio mismatch' : ''}`,
    )
    const head = ['metric', 'variation', 'users', 'conv.', 'rate/mean', 'uplift', '95% CI', 'p-value', 'chance to win']
    const table: string[][] = [head]
    for (const m of r.metrics)
      m.variations.forEach((v, i) => {
        const c = i > 0 ? m.comparisons[i - 1] : undefined
        table.push([
          i === 0 ? `${m.role === 'guardrail' ? '(guardrail) ' : ''}${m.name}` : '',
          v.key,
          String(v.users),
          m.type === 'revenue' ? `$${v.value.toFixed(2)}` : String(v.conversions),
          m.type === 'revenue' ? `$${v.mean.toFixed(2)}` : `${(v.mean * 100).toFixed(2)}%`,
          c ? pct(c.uplift) : 'baseline',
          c ? `[${pct(c.ci[0])}, ${pct(c.ci[1])}]` : '',
          c ? c.pValue.toPrecision(3) : '',
          c ? `${(c.chanceToWin * 100).toFixed(1)}%` : '',
        ])
      })
    const widths = head.map((_, col) => Math.max(...table.map((row) => row[col]!.length)))
    for (const row of table)
      lines.push(
        '  ' +
          row
            .map((cell, col) => cell.padEnd(widths[col]!))
            .join('  ')
            .trimEnd(),
      )
    lines.push('')
  }
  return lines.join('\n')
}

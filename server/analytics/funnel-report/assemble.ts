import {
  FUNNEL_STEPS,
  isOptionalStep,
  previousRequiredStep,
  type FunnelReport,
  type FunnelReportInput,
} from '../../../contracts/funnel-report'
import type { FunnelFigure } from '../../../collections/FunnelEvents/funnel-steps'

const cents = (dollars: number) => Math.round(dollars * 100) / 100
const ratio = (part: number, whole: number) => (whole > 0 ? part / whole : null)
/** Medians to the millisecond (SQLite dates them by julian day, a float). */
const seconds = (value: number | undefined) => (value === undefined ? null : Math.round(value * 1000) / 1000)

/** Every UTC day of the window, in order. */
function daysOf(from: string, to: string): string[] {
  const days: string[] = []
  for (let at = Date.parse(`${from}T00:00:00Z`); at <= Date.parse(`${to}T00:00:00Z`); at += 86_400_000)
    days.push(new Date(at).toISOString().slice(0, 10))
  return days
}

/**
 * The report from the engine's aggregated figures (a few hundred at most): ratios, rounding,
 * order; with `previous`, the figures of the period before, whose days are `previous.from`..`to`.
 */
export function assembleFunnelReport(
  input: FunnelReportInput,
  figures: FunnelFigure[],
  now = new Date(),
  previous?: { from: string; to: string; figures: FunnelFigure[] },
): FunnelReport {
  const { total, segments, daily } = segmentsOf(input, figures)
  const before = previous && segmentsOf({ ...input, ...previous }, previous.figures)
  return {
    funnel: input.funnel,
    from: input.from,
    to: input.to,
    breakdown: input.breakdown ?? null,
    order: input.order ?? 'strict',
    total,
    segments,
    previous: previous && before ? { from: previous.from, to: previous.to, total: before.total, segments: before.segments } : null,
    daily,
    computedAt: now.toISOString(),
  }
}

function segmentsOf(input: FunnelReportInput, figures: FunnelFigure[]) {
  const steps = FUNNEL_STEPS[input.funnel]
  const bySegment = new Map<string | null, FunnelFigure[]>()
  const daily = new Map(daysOf(input.from, input.to).map((day) => [day, { date: day, visitors: steps.map(() => 0), revenue: 0 }]))
  for (const f of figures) {
    if (f.metric === 'daily-visitors' || f.metric === 'daily-revenue') {
      const row = f.day ? daily.get(f.day) : undefined
      if (!row) continue
      if (f.metric === 'daily-revenue') row.revenue = cents(f.value)
      else if (f.step) row.visitors[f.step - 1] = f.value
      continue
    }
    bySegment.set(f.segment, [...(bySegment.get(f.segment) ?? []), f])
  }
  const segmentOf = (value: string, own: FunnelFigure[]): FunnelReport['total'] => {
    const find = (metric: FunnelFigure['metric'], step: number | null) =>
      own.find((f) => f.metric === metric && (step === null || f.step === step))?.value
    const visitors = steps.map((_, i) => find('visitors', i + 1) ?? 0)
    const revenue = cents(find('revenue', null) ?? 0)
    const clicks = find('clicks', null) ?? 0
    return {
      value,
      steps: steps.map((step, i) => ({
        key: step.key,
        label: step.label,
        visitors: visitors[i]!,
        optional: isOptionalStep(input.funnel, i),
        fromPrevious: i === 0 ? null : ratio(visitors[i]!, visitors[previousRequiredStep(input.funnel, i)]!),
        fromFirst: ratio(visitors[i]!, visitors[0]!),
        medianSecondsFromPrevious: i === 0 ? null : seconds(find('median', i + 1)),
      })),
      revenue,
      revenuePerVisitor: cents(ratio(revenue, visitors[0]!) ?? 0),
      earningsPerClick: cents(ratio(revenue, clicks) ?? 0),
    }
  }
  const segments = [...bySegment.entries()]
    .filter(([value]) => value !== null)
    .map(([value, own]) => segmentOf(value!, own))
    .sort((a, b) => b.steps[0]!.visitors - a.steps[0]!.visitors || a.value.localeCompare(b.value))
  return { total: segmentOf('all', bySegment.get(null) ?? []), segments: input.breakdown ? segments : [], daily: [...daily.values()] }
}

import type { FunnelReport } from '../../../contracts/funnel-report'

/** How the view writes each figure; the CSV writes the same rounding without the symbols. */

export type FunnelSegment = FunnelReport['total']

/** Every figure that has no value (a first step, no visitors before it) shows as a dash. */
export const NONE = '—'

export const count = (n: number) => n.toLocaleString('en-US')

export const percent = (share: number | null) => (share === null ? NONE : `${(share * 100).toFixed(1)}%`)

export const dollars = (amount: number) =>
  amount.toLocaleString('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 })

/** A median wait in the unit a person reads it in: 45 s, 3.5 min, 2.0 h, 1.5 d. */
export function duration(seconds: number | null): string {
  if (seconds === null) return NONE
  if (seconds < 60) return `${Math.round(seconds)} s`
  if (seconds < 3600) return `${(seconds / 60).toFixed(1)} min`
  if (seconds < 86_400) return `${(seconds / 3600).toFixed(1)} h`
  return `${(seconds / 86_400).toFixed(1)} d`
}

/** A segment's name as the tables show it: the whole funnel is "All visitors". */
export const segmentName = (segment: FunnelSegment) => (segment.value === 'all' ? 'All visitors' : segment.value)

/** The rows the view shows, in order: the whole funnel, then each breakdown value. */
export const shownSegments = (report: FunnelReport): FunnelSegment[] => [report.total, ...report.segments]

/** The same segment in the previous period, when the report compares with it. */
export function previousOf(report: FunnelReport, segment: FunnelSegment): FunnelSegment | undefined {
  if (!report.previous) return undefined
  return segment === report.total ? report.previous.total : report.previous.segments.find((s) => s.value === segment.value)
}

/** The change from the previous period's figure: +12.5%, −3.0%, or a dash when it had none. */
export function change(now: number, before: number | undefined): string {
  if (before === undefined || before === 0) return NONE
  const relative = (now - before) / before
  return `${relative > 0 ? '+' : relative < 0 ? '−' : ''}${Math.abs(relative * 100).toFixed(1)}%`
}

/** A step's name as the tables show it: an optional step says so. */
export const stepName = (step: FunnelSegment['steps'][number]) => (step.optional ? `${step.label} (optional)` : step.label)

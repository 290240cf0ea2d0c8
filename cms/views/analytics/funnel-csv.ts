import type { FunnelReport } from '../../../contracts/funnel-report'
import { previousOf, segmentName, shownSegments } from './funnel-format'

export const FUNNEL_CSV_HEADER = [
  'segment',
  'step',
  'visitors',
  'conversion_from_previous_pct',
  'conversion_from_first_pct',
  'median_seconds_from_previous',
  'segment_revenue_usd',
  'segment_revenue_per_visitor_usd',
  'segment_earnings_per_click_usd',
  'step_optional',
  'previous_visitors',
  'previous_conversion_from_first_pct',
  'previous_segment_revenue_usd',
] as const

/** Quotes a cell only when it must (RFC 4180); a leading formula character is defused for spreadsheets. */
function cell(value: string | number | null): string {
  if (value === null) return ''
  let text = String(value)
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text
}

const pct = (share: number | null) => (share === null ? null : (share * 100).toFixed(1))

/**
 * What the view shows, as CSV: one row per segment and step (the whole funnel first), with the
 * same rounding as the tables. utm values come from visitors' links, so they are quoted and defused.
 * The previous period's columns are empty unless the report compares with it (then a segment it
 * did not have counts 0); the order is in the file's name.
 */
export function funnelCsv(report: FunnelReport): string {
  const rows = shownSegments(report).flatMap((segment) => {
    const previous = report.previous ? (previousOf(report, segment) ?? null) : undefined
    return segment.steps.map((step, i) => [
      segmentName(segment),
      step.label,
      step.visitors,
      pct(step.fromPrevious),
      pct(step.fromFirst),
      step.medianSecondsFromPrevious === null ? null : Math.round(step.medianSecondsFromPrevious),
      segment.revenue.toFixed(2),
      segment.revenuePerVisitor.toFixed(2),
      segment.earningsPerClick.toFixed(2),
      step.optional ? 'yes' : 'no',
      previous === undefined ? null : (previous?.steps[i]?.visitors ?? 0),
      previous === undefined ? null : pct(previous?.steps[i]?.fromFirst ?? null),
      previous === undefined ? null : (previous?.revenue ?? 0).toFixed(2),
    ])
  })
  return [FUNNEL_CSV_HEADER, ...rows].map((row) => row.map(cell).join(',')).join('\r\n') + '\r\n'
}

/** funnel-home-2026-10-26-to-2026-11-24.csv, with the breakdown, any order and the comparison when on. */
export function funnelCsvName(report: FunnelReport): string {
  const by = report.breakdown ? `-by-${report.breakdown.replaceAll('_', '-')}` : ''
  const order = report.order === 'any' ? '-any-order' : ''
  const against = report.previous ? `-vs-${report.previous.from}-to-${report.previous.to}` : ''
  return `funnel-${report.funnel}-${report.from}-to-${report.to}${by}${order}${against}.csv`
}

import type { FunnelReport } from '../../../contracts/funnel-report'
import { segmentName, shownSegments } from './funnel-format'

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
 */
export function funnelCsv(report: FunnelReport): string {
  const rows = shownSegments(report).flatMap((segment) =>
    segment.steps.map((step) => [
      segmentName(segment),
      step.label,
      step.visitors,
      pct(step.fromPrevious),
      pct(step.fromFirst),
      step.medianSecondsFromPrevious === null ? null : Math.round(step.medianSecondsFromPrevious),
      segment.revenue.toFixed(2),
      segment.revenuePerVisitor.toFixed(2),
      segment.earningsPerClick.toFixed(2),
    ]),
  )
  return [FUNNEL_CSV_HEADER, ...rows].map((row) => row.map(cell).join(',')).join('\r\n') + '\r\n'
}

/** funnel-home-2026-10-26-to-2026-11-24.csv, with the breakdown when there is one. */
export function funnelCsvName(report: FunnelReport): string {
  const by = report.breakdown ? `-by-${report.breakdown.replaceAll('_', '-')}` : ''
  return `funnel-${report.funnel}-${report.from}-to-${report.to}${by}.csv`
}

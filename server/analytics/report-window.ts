import { AppError } from '../../contracts/errors'

/**
 * The widest window a staff report reads (issue 30, docs/decisions/072): at most two years
 * (731 days, a leap day included), with both days between 2000-01-01 and 2100-12-31. A
 * report's work grows with its window (a row per day, the events it scans), so one call
 * cannot hold a node for seconds or answer hundreds of megabytes.
 */
export const REPORT_WINDOW = { earliest: '2000-01-01', latest: '2100-12-31', maxDays: 731 } as const

const DAY_MS = 86_400_000

/** Throws REPORT_WINDOW_OUT_OF_BOUNDS (400) unless `from`..`to` (ISO days, inclusive) is within bounds. */
export function assertReportWindow(from: string, to: string): void {
  const days = (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS + 1
  const within = from >= REPORT_WINDOW.earliest && to <= REPORT_WINDOW.latest && days >= 1 && days <= REPORT_WINDOW.maxDays
  if (!within) throw new AppError('REPORT_WINDOW_OUT_OF_BOUNDS')
}

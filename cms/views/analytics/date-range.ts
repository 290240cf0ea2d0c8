/** The view's date range: UTC days, inclusive, as funnel-report takes them. */

export const RANGE_PRESETS = [7, 30, 90] as const
export type RangePreset = (typeof RANGE_PRESETS)[number]

export type DayRange = { from: string; to: string }

const DAY_MS = 24 * 60 * 60 * 1000

/** The UTC day of an instant, as YYYY-MM-DD. */
export const utcDay = (at: Date) => at.toISOString().slice(0, 10)

/** The last `days` UTC days, today included. */
export function lastDays(days: RangePreset, now: Date = new Date()): DayRange {
  return { from: utcDay(new Date(now.getTime() - (days - 1) * DAY_MS)), to: utcDay(now) }
}

const DAY = /^\d{4}-\d{2}-\d{2}$/

/** A custom range the report can answer: two real days, the first not after the last. */
export function isValidRange({ from, to }: DayRange): boolean {
  const real = (day: string) => DAY.test(day) && utcDay(new Date(`${day}T00:00:00Z`)) === day
  return real(from) && real(to) && from <= to
}

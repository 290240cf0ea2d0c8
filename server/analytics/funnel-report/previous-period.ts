import type { FunnelReportInput } from '../../../contracts/funnel-report'

const DAY_MS = 86_400_000
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10)

/** The as many days just before `from` (a 7-day window's previous period is the 7 days before it). */
export function previousPeriod({ from, to }: Pick<FunnelReportInput, 'from' | 'to'>): { from: string; to: string } {
  const start = Date.parse(`${from}T00:00:00Z`)
  const days = (Date.parse(`${to}T00:00:00Z`) - start) / DAY_MS + 1
  return { from: dayOf(start - days * DAY_MS), to: dayOf(start - DAY_MS) }
}

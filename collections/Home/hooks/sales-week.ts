import type { PayloadRequest, Where } from 'payload'

/** The sales period of the urgency widgets: this week, from Monday 00:00 UTC. */
export function salesWeekStart(now: Date): Date {
  const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()))
  start.setUTCDate(start.getUTCDate() - ((start.getUTCDay() + 6) % 7))
  return start
}

/**
 * Plans sold this week: subscriptions created since Monday. Read past access control on
 * purpose: a visitor may not read subscriptions, but the page shows only their number and the
 * time of the latest, never who bought.
 */
export const soldThisWeek = (_req?: PayloadRequest): Where => ({
  createdAt: { greater_than_equal: salesWeekStart(new Date()).toISOString() },
})

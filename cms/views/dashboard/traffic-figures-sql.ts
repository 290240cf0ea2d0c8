import { sql, type SQL } from 'drizzle-orm'
import type { Payload } from 'payload'
import { SUCCEEDED } from '../../../collections/FunnelEvents/funnel-steps'
import type { HomeWindow } from './home-window'
import type { TrafficFigures } from './traffic-figures'

type SqlAdapter = {
  drizzle: {
    execute?: (query: SQL) => Promise<{ rows: Record<string, unknown>[] }>
    all?: (query: SQL) => Promise<Record<string, unknown>[]>
  }
  tables: Record<string, SQL>
}

/**
 * One statement for both figures and both periods: this week's rows by the `occurred_at` and
 * `created_at` indexes, today's picked out of them. Dates are ISO text on SQLite.
 */
export async function sqlTrafficFigures(payload: Payload, dialect: 'postgres' | 'sqlite', window: HomeWindow): Promise<TrafficFigures> {
  const db = payload.db as unknown as SqlAdapter
  const time = (iso: string) => (dialect === 'postgres' ? sql`${iso}::timestamptz` : sql`${iso}`)
  const events = db.tables.funnel_events!
  const payments = db.tables.payments!
  const query = sql`select
    (select count(distinct case when occurred_at >= ${time(window.today)} then visitor_id end) from ${events}
      where occurred_at >= ${time(window.week)} and visitor_id <> '') as visitors_today,
    (select count(distinct visitor_id) from ${events} where occurred_at >= ${time(window.week)} and visitor_id <> '') as visitors_week,
    (select coalesce(sum(case when created_at >= ${time(window.today)} then amount end), 0) from ${payments}
      where created_at >= ${time(window.week)} and status = ${SUCCEEDED}) as revenue_today,
    (select coalesce(sum(amount), 0) from ${payments} where created_at >= ${time(window.week)} and status = ${SUCCEEDED}) as revenue_week`
  const [row = {}] = dialect === 'postgres' ? (await db.drizzle.execute!(query)).rows : await db.drizzle.all!(query)
  return {
    visitors: { today: Number(row.visitors_today ?? 0), week: Number(row.visitors_week ?? 0) },
    revenue: { today: Number(row.revenue_today ?? 0), week: Number(row.revenue_week ?? 0) },
  }
}

import { sql, type SQL } from 'drizzle-orm'
import type { Payload } from 'payload'
import type { Metric } from '../../../experiments/schema'
import type { CupedSums } from '../../../experiments/stats/cuped'
import { dialectOf, factsOf } from '../experiment-sums/sql'
import { sqliteRows, type DrizzleAdapter, type SqlDialect } from '../funnel-report/sql'
import type { BaselineWindows } from '.'

/**
 * A metric's planning sums in one statement (docs/decisions/095): the visitors with a funnel
 * event in the last window, each with the metric's facts (the experiments' own reader, so a
 * refunded or disputed payment is netted out as in the results) summed in the last window
 * (post) and the one before (pre). One row leaves the database: n, Σ, Σ², and CUPED's Σpre,
 * Σpre², Σpost·pre.
 */
export function metricBaselineSql(dialect: SqlDialect, tables: Record<string, unknown>, metric: Metric, w: BaselineWindows): SQL {
  const d = dialectOf(dialect)
  const t = (name: string) => sql`${tables[name] as SQL}`
  const after = (column: string, since: string, until: string) =>
    sql` and ${sql.raw(column)} > ${d.time(since)} and ${sql.raw(column)} <= ${d.time(until)}`
  const num = (expression: string) => sql`cast(${sql.raw(expression)} as ${d.number})`
  return sql`with facts as (${factsOf(metric, d, t, (column) => after(column, w.preSince, w.until))}),
    units as (
      select distinct visitor_id as unit from ${t('funnel_events')}
      where visitor_id <> '' and flagged is not true${after('occurred_at', w.since, w.until)}
    ),
    unit_values as (
      select unit, sum(case when at > ${d.time(w.since)} then amount else 0.0 end) as post,
        sum(case when at > ${d.time(w.since)} then 0.0 else amount end) as pre
      from facts group by unit
    ),
    visitors as (
      select coalesce(v.post, 0.0) as post, coalesce(v.pre, 0.0) as pre from units u left join unit_values v on v.unit = u.unit
    )
    select ${num('count(*)')} as n, ${num('sum(post)')} as sum, ${num('sum(post * post)')} as sum_squares,
      ${num('sum(pre)')} as pre_sum, ${num('sum(pre * pre)')} as pre_squares, ${num('sum(post * pre)')} as cross_sum
    from visitors`
}

/** A metric's planning sums on SQLite or PostgreSQL. */
export async function sqlMetricBaselineSums(payload: Payload, dialect: SqlDialect, metric: Metric, w: BaselineWindows): Promise<CupedSums> {
  const db = payload.db as unknown as DrizzleAdapter
  const statement = metricBaselineSql(dialect, db.tables, metric, w)
  const rows = dialect === 'postgres' ? (await db.drizzle.execute!(statement)).rows : await sqliteRows(db, statement)
  const row = rows[0] ?? {}
  return {
    n: Number(row.n ?? 0),
    sum: Number(row.sum ?? 0),
    sumSquares: Number(row.sum_squares ?? 0),
    preSum: Number(row.pre_sum ?? 0),
    preSquares: Number(row.pre_squares ?? 0),
    crossSum: Number(row.cross_sum ?? 0),
  }
}

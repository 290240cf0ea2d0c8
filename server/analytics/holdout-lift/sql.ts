import { sql, type SQL } from 'drizzle-orm'
import type { Payload } from 'payload'
import { HOLDOUT_ARMS, HOLDOUT_EXPERIMENT } from '../../../experiments/holdout'
import type { HoldoutArmSums } from '../../../experiments/holdout-lift'
import metrics from '../../../experiments/metrics'
import { metricDefinition } from '../../../experiments/schema'
import { dialectOf, factsOf } from '../experiment-sums/sql'
import { sqliteRows, type DrizzleAdapter, type SqlDialect } from '../funnel-report/sql'
import type { HoldoutWindow } from '.'

/**
 * The holdout's sums in one statement (docs/decisions/090): each visitor's first exposure to
 * the holdout (experiment_exposures, decision 076) in the window fixes their side and the
 * moment from which their payments count; a visitor shown both sides is left out, as in every
 * experiment's results. Payments count by the `revenue` metric's own facts (experiment-sums'
 * factsOf: the payment's visitor, net of refunds and disputes, its order's access taken back
 * counting as either), up to the window's end, so the lift and the tests' revenue per visitor
 * agree (docs/decisions/089). Two rows per side leave
 * the database: the visitors, and the paying visitors with the sum and sum of squares of
 * their dollars.
 */
export function holdoutLiftSql(dialect: SqlDialect, tables: Record<string, unknown>, window: HoldoutWindow): SQL {
  const pg = dialect === 'postgres'
  const t = (name: string) => sql`${tables[name] as SQL}`
  const time = (iso: string) => (pg ? sql`${iso}::timestamptz` : sql`${iso}`)
  const revenue = metricDefinition.parse(metrics.find((metric) => metric.key === 'revenue'))
  const within = (column: string) => sql` and ${sql.raw(column)} >= ${time(window.since)} and ${sql.raw(column)} <= ${time(window.until)}`
  const number = sql.raw(pg ? 'double precision' : 'real')
  const [holdout, general] = HOLDOUT_ARMS.map((arm) => arm.key)
  return sql`with units as (
      select x.visitor_id as unit, case x.variation_key when ${holdout} then 0 else 1 end as arm, x.first_at as at
      from ${t('experiment_exposures')} x
      where x.experiment_id = ${HOLDOUT_EXPERIMENT} and x.one_variation and x.variation_key in (${holdout}, ${general})
        and x.first_at >= ${time(window.since)} and x.first_at <= ${time(window.until)}
    ),
    paid as (
      select f.unit, f.amount, f.at from (${factsOf(revenue, dialectOf(dialect), t, within)}) f
    ),
    spent as (
      select u.arm, u.unit, sum(p.amount) as value from units u join paid p on p.unit = u.unit and p.at >= u.at
      group by u.arm, u.unit
    )
    select 'users' as figure, arm, cast(count(*) as ${number}) as n, cast(0 as ${number}) as sum, cast(0 as ${number}) as sum_squares
      from units group by arm
    union all
    select 'paid', arm, cast(count(*) as ${number}), cast(sum(value) as ${number}), cast(sum(value * value) as ${number})
      from spent group by arm`
}

/** The holdout's sums on SQLite or PostgreSQL, per side (holdout first). */
export async function sqlHoldoutSums(payload: Payload, dialect: SqlDialect, window: HoldoutWindow): Promise<HoldoutArmSums[]> {
  const db = payload.db as unknown as DrizzleAdapter
  const statement = holdoutLiftSql(dialect, db.tables, window)
  const rows = dialect === 'postgres' ? (await db.drizzle.execute!(statement)).rows : await sqliteRows(db, statement)
  const sums = HOLDOUT_ARMS.map(() => ({ users: 0, purchasers: 0, revenue: 0, revenueSquares: 0 }))
  for (const row of rows) {
    const side = sums[Number(row.arm)]!
    if (row.figure === 'users') side.users = Number(row.n)
    else Object.assign(side, { purchasers: Number(row.n), revenue: Number(row.sum ?? 0), revenueSquares: Number(row.sum_squares ?? 0) })
  }
  return sums
}

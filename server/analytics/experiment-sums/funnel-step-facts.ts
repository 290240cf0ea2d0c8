import { sql, type SQL } from 'drizzle-orm'
import { FUNNEL_DEFINITIONS, funnelStepValue, SUCCEEDED } from '../../../collections/FunnelEvents/funnel-steps'
import { FUNNEL_STEPS } from '../../../contracts/funnel-report'
import type { FunnelStepSource } from '../../../experiments/funnel-step-metric'
import type { Metric } from '../../../experiments/schema'
import type { SqlDialect } from '../funnel-report/sql'

/**
 * A funnel goal's facts (experiments/funnel-step-metric.ts) as (metric, unit, at, amount,
 * binomial), the rows funnel-report reads for the step (collections/FunnelEvents/funnel-steps.ts):
 * the step's funnel events by their funnel_step, succeeded payments of the step's kinds, paid
 * orders (with the bump), accepted upsells dated by their payment. `within` bounds the time column.
 */
export function funnelStepFactsSql(
  metric: Metric,
  source: FunnelStepSource,
  dialect: SqlDialect,
  t: (name: string) => SQL,
  within: (column: string) => SQL,
): SQL {
  const index = FUNNEL_STEPS[source.funnel].findIndex((s) => s.key === source.step)
  const step = FUNNEL_DEFINITIONS[source.funnel].steps[index]!
  const fact = (unit: string, at: string) =>
    sql`select ${metric.key} as metric, ${sql.raw(unit)} as unit, ${sql.raw(at)} as at, 1.0 as amount, 1 as binomial`
  switch (step.kind) {
    case 'event':
      return sql`${fact('visitor_id', 'occurred_at')} from ${t('funnel_events')}
        where funnel_step = ${funnelStepValue(source.funnel, index + 1)} and visitor_id <> '' and flagged is not true${within('occurred_at')}`
    case 'payment':
      return sql`${fact('visitor_id', 'created_at')} from ${t('payments')}
        where kind in (${sql.join(
          step.kinds.map((k) => sql`${k}`),
          sql`, `,
        )}) and status = ${SUCCEEDED} and visitor_id <> ''${within('created_at')}`
    case 'order-paid':
    case 'order-bump':
      return sql`${fact('visitor_id', 'paid_at')} from ${t('orders')}
        where status = 'paid' and visitor_id <> ''${
          step.kind === 'order-bump' ? sql.raw(dialect === 'postgres' ? ' and bump_selected' : ' and bump_selected = 1') : sql``
        }${within('paid_at')}`
    case 'order-upsell':
      // The upsell's own payment dates it; an order without one (not reported yet) by its last change.
      return sql`${fact('u.visitor_id', 'u.at')} from (
          select o.visitor_id, coalesce(up.created_at, o.updated_at) as at from ${t('orders')} o
          left join ${t('payments')} up on up.payment_intent_id = o.upsell_payment_intent_id
          where o.status = 'paid' and o.upsell_status = 'accepted' and o.visitor_id <> ''
        ) u where 1 = 1${within('u.at')}`
  }
}

import { sql, type SQL } from 'drizzle-orm'
import type { Payload } from 'payload'
import type { ExperimentConfig } from '../../../experiments/load'
import { EXPOSURE_EVENT } from '../../../experiments/results'
import type { Metric } from '../../../experiments/schema'
import { UNKNOWN_SEGMENT, type ExperimentBreakdown } from '../../../experiments/segments'
import { CUPED_DAYS, factMetrics, measuredExperiments, metricCap, type SumsQuery, type SumsRow, unitRow } from '../../../experiments/sums'
import { sqliteRows, type DrizzleAdapter, type SqlDialect } from '../funnel-report/sql'
import { funnelStepFactsSql } from './funnel-step-facts'

/** What SQLite and PostgreSQL spell differently: dates are ISO text in SQLite, JSON is jsonb in PostgreSQL. */
export function dialectOf(dialect: SqlDialect) {
  const pg = dialect === 'postgres'
  const dayOf = (column: string) => (pg ? `cast(${column} at time zone 'UTC' as date)` : `substr(${column}, 1, 10)`)
  return {
    time: (iso: string) => (pg ? sql`${iso}::timestamptz` : sql`${iso}`),
    jsonText: (column: string, key: string) => sql.raw(pg ? `${column}->>'${key}'` : `json_extract(${column}, '$.${key}')`),
    /** The key holds a JSON string (the facts' reader took only strings). */
    jsonString: (column: string, key: string) =>
      sql.raw(pg ? `jsonb_typeof(${column}->'${key}') = 'string'` : `json_type(${column}, '$.${key}') = 'text'`),
    /** The UTC day, to group by (a date: cheaper than text for many rows), and as text. */
    day: (column: string) => sql.raw(dayOf(column)),
    dayText: (day: string) => sql.raw(pg ? `to_char(${day}, 'YYYY-MM-DD')` : day),
    dayOf,
    number: pg ? sql.raw('double precision') : sql.raw('real'),
    /** The instant 14 days (CUPED_DAYS) before a moment. */
    cupedStart: (column: string) =>
      sql.raw(pg ? `${column} - interval '${CUPED_DAYS * 24} hours'` : `strftime('%Y-%m-%dT%H:%M:%fZ', ${column}, '-${CUPED_DAYS} days')`),
    least: pg ? sql.raw('least') : sql.raw('min'),
  }
}

const list = (values: readonly string[]) =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )

/**
 * The sufficient statistics of every experiment of `config` in one statement
 * (docs/decisions/069, 076). Each unit's first exposure is a row of experiment_exposures
 * (collections/ExperimentExposures): a unit shown one variation whose first exposure is inside
 * the window is taken from there as it is; only the others (shown two variations, or exposed
 * before the window) are worked out from their exposures, by index on the visitor. Their
 * metrics' facts become one value per unit and metric, and only the sums per arm (and per day,
 * per segment) leave the database: a few hundred rows whatever the exposures.
 */
export function experimentSumsSql(
  dialect: SqlDialect,
  tables: Record<string, unknown>,
  config: ExperimentConfig,
  query: SumsQuery,
  /** Instead of the sums: each unit of this experiment with its (uncapped) value of this metric, after and before exposure. */
  unitsOf?: { experiment: string; metric: string },
): SQL {
  const d = dialectOf(dialect)
  const t = (name: string) => sql`${tables[name] as SQL}`
  const measured = measuredExperiments(config)
  const within = (column: string) =>
    sql.join(
      [
        ...(query.since ? [sql`${sql.raw(column)} >= ${d.time(query.since)}`] : []),
        ...(query.until ? [sql`${sql.raw(column)} <= ${d.time(query.until)}`] : []),
      ].map((c) => sql` and ${c}`),
    )
  // An exposure's experiment (its index in `measured`) and arm (the variation's index), or null,
  // from its keys: one simple case each, so each key is read once per row.
  const byExperiment = (experimentKey: SQL, then: (index: number) => SQL, guard?: SQL) =>
    sql`case ${experimentKey} ${sql.join(
      measured.map((m, i) =>
        guard && typed([m.experiment.key, ...m.experiment.variations.map((v) => v.key)])
          ? sql`when ${m.experiment.key} then case when ${guard} then ${then(i)} end`
          : sql`when ${m.experiment.key} then ${then(i)}`,
      ),
      sql` `,
    )} end`
  const armOf = (experimentKey: SQL, variationKey: SQL, guard?: SQL) =>
    byExperiment(
      experimentKey,
      (i) =>
        sql`case ${variationKey} ${sql.join(
          measured[i]!.experiment.variations.map((v, arm) => sql`when ${v.key} then ${sql.raw(String(arm))}`),
          sql` `,
        )} end`,
      guard,
    )
  // Flagged events (an unsigned visitor's, an exposure the server would not have made) count
  // nowhere (docs/decisions/109): they never make a first exposure, and are skipped here.
  // In funnel_events the keys must be JSON strings, as the facts' reader took them. A JSON
  // number or boolean reads as text too, so where a key could be one ('2024', 'true') its type
  // is checked as well. experiment_exposures holds string keys only.
  const strings = sql`${d.jsonString('e.event_data', 'experiment_id')} and ${d.jsonString('e.event_data', 'variation_key')}`
  const eventExperiment = d.jsonText('e.event_data', 'experiment_id')
  const eventVariation = d.jsonText('e.event_data', 'variation_key')
  const rowExperiment = sql.raw('x.experiment_id')
  // The metrics each experiment measures, and its primary one (its daily chart), as
  // 'experiment/metric' pairs: one condition on both sides of the join, which the planner
  // cannot push into either, so it keeps its estimate of the units and hashes the few facts.
  const pair = (experiment: string, metric: string) => sql`${sql.raw(experiment)} || '/' || ${sql.raw(metric)}`
  const measures = list(measured.flatMap(({ metrics }, i) => factMetrics(config, metrics).map((m) => `${i}/${m.key}`)))
  const primaries = list(measured.map(({ metrics }, i) => `${i}/${metrics[0]!.key}`))
  const metrics = [...new Map(measured.flatMap((m) => factMetrics(config, m.metrics)).map((m) => [m.key, m])).values()]
  const capped = metrics.filter((m) => metricCap(m) !== null)
  const ratios = measured.flatMap(({ metrics: ms }, i) => ms.filter((m) => m.denominator).map((m) => ({ experiment: i, metric: m })))
  // A first exposure stands for the unit's exposures in the window when the unit saw one
  // variation and its first exposure is in the window (so are then all its exposures there).
  const experiments = sql`x.experiment_id in (${list(measured.map((m) => m.experiment.key))})${query.until ? sql` and x.first_at <= ${d.time(query.until)}` : sql``}`
  const whole = sql`${experiments} and x.one_variation${query.since ? sql` and x.first_at >= ${d.time(query.since)}` : sql``}`
  const partial = sql`${experiments} and ${query.since ? sql`(not x.one_variation or x.first_at < ${d.time(query.since)})` : sql`not x.one_variation`}`
  const firstRows = (columns: SQL) =>
    sql`select ${byExperiment(rowExperiment, (i) => sql.raw(String(i)))} as experiment, x.visitor_id as unit, ${armOf(
      rowExperiment,
      sql.raw('x.variation_key'),
    )} as arm, x.first_at as at${columns} from ${t('experiment_exposures')} x where ${whole}`
  // Those units, each with its arm and first moment (the arm is null for an unknown variation).
  const wholeUnits = sql`(select * from (${firstRows(sql``)}) w where arm is not null)`

  const ctes: SQL[] = [
    // The units whose exposures must be read, and those exposures (in the window), each with
    // its experiment and arm, if any.
    sql`partial_units as (
      select ${byExperiment(rowExperiment, (i) => sql.raw(String(i)))} as experiment, x.visitor_id as unit
      from ${t('experiment_exposures')} x where ${partial}
    )`,
    sql`ex as (
      select e.id, e.visitor_id as unit, p.experiment, ${armOf(eventExperiment, eventVariation, strings)} as arm,
        e.occurred_at as at, e.session_id as session, cast(e.device as text) as device${
          query.breakdown ? sql`, case when ${strings} then 1 else 0 end as named` : sql``
        }
      from partial_units p join ${t('funnel_events')} e on e.visitor_id = p.unit
      where e.event_type = ${EXPOSURE_EVENT} and e.flagged is not true${within('e.occurred_at')}
        and ${byExperiment(eventExperiment, (i) => sql.raw(String(i)), strings)} = p.experiment
    )`,
    // Their first exposure to a known arm; a unit seen in two arms is mixed (no arm).
    sql`firsts as (
      select experiment, unit, min(at) as at, case when min(arm) = max(arm) then min(arm) end as arm
      from ex where arm is not null
      group by experiment, unit
    )`,
    sql`partial_firsts as (select experiment, unit, arm, at from firsts where arm is not null)`,
    sql`exposed as (
      select experiment, arm, ${d.day('at')} as day, count(*) as n
      from (select experiment, arm, at from ${wholeUnits} wu union all select experiment, arm, at from partial_firsts) units
      group by experiment, arm, ${d.day('at')}
    )`,
    sql`facts as (${sql.join(
      metrics.map((metric) =>
        metric.source.kind === 'funnel-step'
          ? funnelStepFactsSql(metric, metric.source, dialect, t, within)
          : factsOf(metric, d, t, within),
      ),
      sql` union all `,
    )})`,
    // Each unit's value of each metric from its first exposure on (post), and in the 14 days
    // before it (pre: CUPED's covariate), with its first conversion after exposure.
    sql`raw_values as (
      select experiment, unit, arm, metric,
        case when min(binomial) = 1 then max(case when post = 1 then 1.0 else 0.0 end) else sum(case when post = 1 then amount else 0.0 end) end as post,
        case when min(binomial) = 1 then max(case when post = 0 then 1.0 else 0.0 end) else sum(case when post = 0 then amount else 0.0 end) end as pre,
        max(post) as converted, min(case when post = 1 then at end) as at
      from (
        select u.experiment, u.unit, u.arm, f.metric, f.binomial, f.amount, f.at, case when f.at >= u.at then 1 else 0 end as post
        from facts f join (select experiment, unit, arm, at from ${wholeUnits} wu union all select experiment, unit, arm, at from partial_firsts) u
          on u.unit = f.unit and f.at >= ${d.cupedStart('u.at')}
        where ${pair('u.experiment', 'f.metric')} in (${measures})
      ) converted
      group by experiment, unit, arm, metric
    )`,
    // Each capped metric's cap per experiment: the nearest-rank percentile of the non-zero
    // values after exposure (experiments/stats/capping.ts), the smallest rank >= p·n.
    sql`caps as (
      select experiment, metric, post as cap from (
        select experiment, metric, post, row_number() over (partition by experiment, metric order by post) as rk,
          count(*) over (partition by experiment, metric) as cnt, ${capPercentile(capped)} as p
        from raw_values where converted = 1 and post > 0${capped.length ? sql` and metric in (${list(capped.map((m) => m.key))})` : sql` and 1 = 0`}
      ) ranked
      where rk - 1 < p * cnt - 1e-9 and rk >= p * cnt - 1e-9
    )`,
    sql`unit_values as (
      select v.experiment, v.unit, v.arm, v.metric, v.converted, v.at, c.cap,
        case when c.cap is null then v.post else ${d.least}(v.post, c.cap) end as value,
        case when c.cap is null then v.pre else ${d.least}(v.pre, c.cap) end as pre
      from raw_values v left join caps c on c.experiment = v.experiment and c.metric = v.metric
    )`,
  ]
  const num = (expression: string) => sql`cast(${sql.raw(expression)} as ${d.number})`
  const none = sql`cast(null as text)`
  if (unitsOf) {
    const index = measured.findIndex((m) => m.experiment.key === unitsOf.experiment)
    return sql`with ${sql.join(ctes.slice(0, -2), sql`, `)}
      select u.arm, coalesce(v.post, 0) as value, coalesce(v.pre, 0) as pre
      from (select experiment, unit, arm from ${wholeUnits} wu union all select experiment, unit, arm from partial_firsts) u
      left join raw_values v on v.experiment = u.experiment and v.unit = u.unit and v.metric = ${unitsOf.metric}
      where u.experiment = ${index} order by u.arm, u.unit`
  }
  // Every figure has the same columns; pre_sum, pre_squares and cross_sum are CUPED's (a
  // ratio's denominator on its 'ratio' rows), cap the metric's.
  const nulls = sql`, null, null, null, null`
  const figures: SQL[] = [
    sql`select 'users' as figure, cast(experiment as integer) as experiment, ${none} as metric, ${none} as segment, arm, ${none} as day, ${num('sum(n)')} as n,
      ${num('null')} as sum, ${num('null')} as sum_squares, ${num('null')} as pre_sum, ${num('null')} as pre_squares, ${num('null')} as cross_sum,
      ${num('null')} as cap from exposed group by experiment, arm`,
    sql`select 'mixed', experiment, null, null, null, null, ${num('count(*)')}, null, null${nulls} from firsts where arm is null group by experiment`,
    sql`select 'metric', experiment, metric, null, arm, null, ${num('sum(converted)')}, ${num('sum(value)')}, ${num('sum(value * value)')},
      ${num('sum(pre)')}, ${num('sum(pre * pre)')}, ${num('sum(value * pre)')}, ${num('max(cap)')}
      from unit_values where ${pair('experiment', 'metric')} in (${list(measured.flatMap(({ metrics: ms }, i) => ms.map((m) => `${i}/${m.key}`)))})
      group by experiment, metric, arm`,
    sql`select 'exposed-day', experiment, null, null, arm, ${d.dayText('day')}, ${num('n')}, null, null${nulls} from exposed`,
    sql`select 'converted-day', experiment, null, null, arm, ${d.dayText(d.dayOf('at'))}, ${num('count(*)')}, ${num('sum(value)')}, ${num('sum(value * value)')}${nulls}
      from unit_values where converted = 1 and ${pair('experiment', 'metric')} in (${primaries}) group by experiment, arm, ${d.day('at')}`,
    // A ratio metric's denominator per unit, and its product with the numerator (both capped as their metrics are).
    ...ratios.map(
      ({
        experiment,
        metric,
      }) => sql`select 'ratio', experiment, ${metric.key}, null, arm, null, ${num('sum(converted)')}, ${num('sum(den)')}, ${num('sum(den * den)')},
        null, null, ${num('sum(num * den)')}, null
      from (
        select experiment, unit, arm, max(case when metric = ${metric.denominator!} then converted else 0 end) as converted,
          sum(case when metric = ${metric.key} then value else 0.0 end) as num, sum(case when metric = ${metric.denominator!} then value else 0.0 end) as den
        from unit_values where experiment = ${experiment} and metric in (${list([metric.key, metric.denominator!])})
        group by experiment, unit, arm
      ) r where den <> 0 or converted = 1
      group by experiment, arm`,
    ),
  ]
  if (query.breakdown) {
    ctes.push(
      // Where and how each unit met the experiment first (any string variation:
      // experiments/segments.ts): the first exposure's row, or its first exposure in the window.
      sql`met as (
        select experiment, unit, at, session, device from (
          select ex.*, row_number() over (partition by experiment, unit order by at, id) as rn from ex
          where named = 1
        ) ranked where rn = 1
      )`,
      sql`segmented as (
        select m.experiment, m.unit, m.arm, ${segmentOf(query.breakdown, t)} as segment
        from (
          select * from (${firstRows(sql`, x.session_id as session, cast(x.device as text) as device`)}) w where arm is not null
          union all
          select u.experiment, u.unit, u.arm, met.at, met.session, met.device
          from partial_firsts u join met on met.experiment = u.experiment and met.unit = u.unit
        ) m
      )`,
    )
    figures.push(
      sql`select 'segment-users', experiment, null, segment, arm, null, ${num('count(*)')}, null, null${nulls} from segmented group by experiment, segment, arm`,
      sql`select 'segment-metric', v.experiment, v.metric, s.segment, v.arm, null, ${num('count(*)')}, ${num('sum(v.value)')}, ${num('sum(v.value * v.value)')}${nulls}
        from unit_values v join segmented s on s.experiment = v.experiment and s.unit = v.unit
        where v.converted = 1 and ${pair('v.experiment', 'v.metric')} in (${list(measured.flatMap(({ metrics: ms }, i) => ms.map((m) => `${i}/${m.key}`)))})
        group by v.experiment, v.metric, s.segment, v.arm`,
    )
  }
  return sql`with ${sql.join(ctes, sql`, `)} ${sql.join(figures, sql` union all `)}`
}

/** Each capped metric's percentile, by its key. */
function capPercentile(capped: Metric[]): SQL {
  if (!capped.length) return sql`1.0`
  return sql`case metric ${sql.join(
    capped.map((m) => sql`when ${m.key} then ${sql.raw(String(metricCap(m)))}`),
    sql` `,
  )} end`
}

/** Whether one of the keys could be a JSON number, boolean or null read as text. */
const typed = (keys: string[]) => keys.some((key) => /^(\d+|true|false|null)$/.test(key))

/** One metric's facts as (metric, unit, at, amount): its funnel events, or the payments it counts. */
export function factsOf(metric: Metric, d: ReturnType<typeof dialectOf>, t: (name: string) => SQL, within: (column: string) => SQL): SQL {
  const source = metric.source
  const binomial = sql.raw(metric.type === 'binomial' ? '1' : '0')
  if (source.kind === 'funnel-step') throw new Error('a funnel goal reads funnelStepFactsSql')
  if (source.kind === 'funnel-event')
    return sql`select ${metric.key} as metric, visitor_id as unit, occurred_at as at, 1.0 as amount, ${binomial} as binomial from ${t('funnel_events')}
      where event_type in (${list(source.eventTypes)}) and visitor_id <> '' and flagged is not true${within('occurred_at')}`
  // The unit is the visitor the payment was attributed to (the column), else the visitor id the
  // checkout carried in its metadata; the kind likewise. A payment refunded or disputed (its
  // status, or its order's access taken back for it) is netted out of every other metric.
  const kind = sql`coalesce(cast(p.kind as text), case when ${d.jsonString('p.metadata', 'kind')} then ${d.jsonText('p.metadata', 'kind')} end, '')`
  const unit = sql`case when coalesce(p.visitor_id, '') <> '' then p.visitor_id when ${d.jsonString('p.metadata', 'visitor_id')} then ${d.jsonText('p.metadata', 'visitor_id')} end`
  const amount = metric.type === 'count' ? sql`1.0` : sql`p.amount`
  const netted = sql`(p.status in ('refunded', 'disputed') or exists (select 1 from ${t('orders')} o
    where (o.payment_intent_id = p.payment_intent_id and o.access_revoked_at is not null)
      or (o.upsell_payment_intent_id = p.payment_intent_id and o.upsell_access_revoked_at is not null)))`
  return sql`select ${metric.key} as metric, ${unit} as unit, p.created_at as at, ${amount} as amount, ${binomial} as binomial
    from ${t('payments')} p
    where coalesce(${unit}, '') <> ''
      and ${source.refunds ? netted : sql`not ${netted}`}${source.kinds ? sql` and ${kind} in (${list(source.kinds)})` : sql``}${within('p.created_at')}`
}

/**
 * A unit's value of a breakdown (experiments/segments.ts): utm tags of its first tagged event up
 * to its first exposure, the device of that exposure, and returning when it had an event in
 * another session before it. Each is an index probe on (visitor_id, occurred_at) per unit.
 */
function segmentOf(breakdown: ExperimentBreakdown, t: (name: string) => SQL): SQL {
  const unknown = sql`${UNKNOWN_SEGMENT}`
  if (breakdown === 'device') return sql`coalesce(nullif(m.device, ''), ${unknown})`
  if (breakdown === 'visitor_type')
    return sql`case when coalesce(m.session, '') = '' then ${unknown}
      when exists (select 1 from ${t('funnel_events')} o where o.visitor_id = m.unit and o.occurred_at < m.at and o.session_id <> m.session)
      then 'returning' else 'new' end`
  const tagged = sql.raw(`(coalesce(o.utm_source, '') <> '' or coalesce(o.utm_medium, '') <> '' or coalesce(o.utm_campaign, '') <> '')`)
  return sql`coalesce(nullif((select ${sql.raw(`o.${breakdown}`)} from ${t('funnel_events')} o
    where o.visitor_id = m.unit and o.occurred_at <= m.at and ${tagged} order by o.occurred_at, o.id limit 1), ''), ${unknown})`
}

/** Each unit of one experiment with its value of one metric (the per-user export), on SQLite or PostgreSQL. */
export async function sqlExperimentUnits(
  payload: Payload,
  dialect: SqlDialect,
  config: ExperimentConfig,
  query: SumsQuery,
  unitsOf: { experiment: string; metric: string },
): Promise<Array<{ arm: number; value: number; pre: number }>> {
  const db = payload.db as unknown as DrizzleAdapter
  const statement = experimentSumsSql(dialect, db.tables, config, query, unitsOf)
  const rows =
    dialect === 'postgres'
      ? await db.drizzle.transaction!(async (tx) => {
          await tx.execute(sql`select set_config('jit', 'off', true), set_config('enable_mergejoin', 'off', true)`)
          return (await tx.execute(statement)).rows
        })
      : await sqliteRows(db, statement)
  return rows.map(unitRow)
}

/** The rows of experimentSumsSql, on SQLite or PostgreSQL. */
export async function sqlExperimentSums(
  payload: Payload,
  dialect: SqlDialect,
  config: ExperimentConfig,
  query: SumsQuery,
): Promise<SumsRow[]> {
  const measured = measuredExperiments(config)
  if (!measured.length) return []
  const db = payload.db as unknown as DrizzleAdapter
  const statement = experimentSumsSql(dialect, db.tables, config, query)
  const rows =
    dialect === 'postgres'
      ? await db.drizzle.transaction!(async (tx) => {
          // For this transaction only, as funnel-report does (docs/decisions/061): no JIT for a
          // statement run once; room for the grouping per unit (~100 MB for 500,000 units)
          // without spilling to disk; and no merge join, which the planner prefers for the units
          // and their facts on its estimates but which sorts every unit (3 s against 0.8 s for
          // a hash join on the bench's million exposures, both under load).
          await tx.execute(
            sql`select set_config('jit', 'off', true), set_config('work_mem', '128MB', true), set_config('enable_mergejoin', 'off', true)`,
          )
          return (await tx.execute(statement)).rows
        })
      : await sqliteRows(db, statement)
  return rows.map(
    (row) =>
      ({
        figure: row.figure,
        experiment: measured[Number(row.experiment)]!.experiment.key,
        ...(row.metric == null ? {} : { metric: String(row.metric) }),
        ...(row.segment == null ? {} : { segment: String(row.segment) }),
        ...(row.arm == null ? {} : { arm: Number(row.arm) }),
        ...(row.day == null ? {} : { day: String(row.day) }),
        n: Number(row.n),
        sum: Number(row.sum ?? 0),
        sumSquares: Number(row.sum_squares ?? 0),
        ...(row.figure === 'metric'
          ? { preSum: Number(row.pre_sum ?? 0), preSquares: Number(row.pre_squares ?? 0), cap: row.cap == null ? null : Number(row.cap) }
          : {}),
        ...(row.figure === 'metric' || row.figure === 'ratio' ? { crossSum: Number(row.cross_sum ?? 0) } : {}),
      }) as SumsRow,
  )
}

import { sql, type SQL } from 'drizzle-orm'
import { segmentOf } from './segment-of'
import { readOffThread } from './sqlite-off-thread'
import type { Payload } from 'payload'
import { previousRequiredStep, type FunnelReportInput } from '../../../contracts/funnel-report'
import { EXPOSURE_EVENT } from '../../../experiments/results'
import {
  FUNNEL_DEFINITIONS,
  funnelStepValue,
  NONE,
  SUCCEEDED,
  windowOf,
  type FunnelFigure,
  type StepSource,
} from '../../../collections/FunnelEvents/funnel-steps'

export type SqlDialect = 'postgres' | 'sqlite'

export type DrizzleAdapter = {
  drizzle: {
    execute?: (query: SQL) => Promise<{ rows: Record<string, unknown>[] }>
    all?: (query: SQL) => Promise<Record<string, unknown>[]>
    transaction?: <T>(run: (tx: { execute: (query: SQL) => Promise<{ rows: Record<string, unknown>[] }> }) => Promise<T>) => Promise<T>
    /** SQLite: the statement's text and parameters, for the report's worker. */
    dialect?: { sqlToQuery: (query: SQL) => { sql: string; params: unknown[] } }
  }
  tables: Record<string, unknown>
  /** SQLite: the adapter's client settings (its file URL). */
  clientConfig?: { url?: string }
}

/** The few expressions SQLite and PostgreSQL spell differently; dates are ISO text in SQLite. */
export function dialectOf(dialect: SqlDialect) {
  const pg = dialect === 'postgres'
  return {
    time: (iso: string) => (pg ? sql`${iso}::timestamptz` : sql`${iso}`),
    jsonText: (column: string, key: string) => (pg ? sql.raw(`${column}->>'${key}'`) : sql.raw(`json_extract(${column}, '$.${key}')`)),
    seconds: (from: string, to: string) =>
      pg
        ? sql.raw(`extract(epoch from (${to} - ${from}))::double precision`)
        : sql.raw(`(julianday(${to}) - julianday(${from})) * 86400.0`),
    day: (column: string) => (pg ? sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD')`) : sql.raw(`substr(${column}, 1, 10)`)),
    isTrue: (column: string) => sql.raw(pg ? column : `${column} = 1`),
  }
}

const list = (values: readonly string[]) =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )

/**
 * The report's figures in one SQL statement: the funnel's events of the window become one
 * row per visitor with each step's time (the first at or after the step before), then
 * everything the report shows is grouped from those rows in the database. The answer is a
 * few hundred rows whatever the number of events. Each dialect builds its own statement
 * (sqliteReport, postgresReport): they count the same things.
 */
export function funnelReportSql(dialect: SqlDialect, tables: Record<string, unknown>, input: FunnelReportInput): SQL {
  const d = dialectOf(dialect)
  const definition = FUNNEL_DEFINITIONS[input.funnel]
  const { start, end } = windowOf(input)
  const t = (name: string) => sql`${tables[name] as SQL}`
  // An event is a funnel step by its funnel_step column, set on every write (definition.ts).
  const events = definition.steps.flatMap((step, i) => (step.kind === 'event' ? [i + 1] : []))
  const context = {
    d,
    t,
    start,
    end,
    stepValue: (index: number) => funnelStepValue(input.funnel, index),
    stepValues: events.map((index) => funnelStepValue(input.funnel, index)),
    strict: input.order !== 'any',
    before: (index: number) => previousRequiredStep(input.funnel, index - 1) + 1,
  }
  return dialect === 'postgres' ? postgresReport(input, context) : sqliteReport(input, context)
}

/**
 * The statement on SQLite: the visitors (sqliteVisitors), each once for the whole funnel and
 * once in their segment, become one row per visitor and step reached, which the figures group.
 */
function sqliteReport(input: FunnelReportInput, context: Context): SQL {
  const { d, t, end, strict, before } = context
  const definition = FUNNEL_DEFINITIONS[input.funnel]
  const n = definition.steps.length
  const ctes = sqliteVisitors(input, context)
  // Each visitor once for the whole funnel (segment null) and once in their segment.
  ctes.push(
    input.breakdown
      ? sql`vg as (select vis.*, cast(null as text) as segment from vis union all select vis.*, vis.value as segment from vis)`
      : sql`vg as (select vis.*, cast(null as text) as segment from vis)`,
  )
  ctes.push(
    sql`vs as (${sql.join(
      Array.from({ length: n }, (_, i) =>
        i === 0
          ? sql.raw(`select segment, 1 as step, t1 as t, cast(null as double precision) as d from vg`)
          : sql`select segment, ${sql.raw(String(i + 1))} as step, ${sql.raw(`t${i + 1}`)} as t, ${
              // In any order a step's time from "the step before" can be negative: no median.
              strict ? d.seconds(`t${before(i + 1)}`, `t${i + 1}`) : sql`cast(null as double precision)`
            } as d from vg where ${sql.raw(`t${i + 1}`)} is not null`,
      ),
      sql` union all `,
    )})`,
  )
  ctes.push(sql`rev as (
    select vg.segment, pay.amount, pay.created_at from vg join ${t('payments')} pay on pay.visitor_id = vg.v
      and pay.kind in (${list(definition.revenueKinds)}) and pay.status = ${SUCCEEDED}
      and pay.created_at >= vg.t1 and pay.created_at <= ${d.time(end)}
  )`)

  const figure = (metric: string, rest: string) => sql.raw(`select '${metric}' as metric, ${rest}`)
  return sql`with ${sql.join(ctes, sql`, `)}
    ${figure('visitors', `segment, step, cast(null as text) as day, cast(count(*) as real) as value from vs group by segment, step`)}
    union all ${figure(
      'median',
      // SQLite has no percentile: the middle one or two by rank (percentile_cont's answer too).
      `segment, step, cast(null as text) as day, cast(avg(d) as real) as value from (
        select segment, step, d, row_number() over (partition by segment, step order by d) as rn, count(*) over (partition by segment, step) as n
        from vs where step > 1 and d is not null
      ) ranked where rn in ((n + 1) / 2, (n + 2) / 2) group by segment, step`,
    )}
    union all ${figure('clicks', `segment, 1 as step, cast(null as text) as day, cast(sum(clicks) as real) as value from vg group by segment`)}
    union all ${figure('revenue', `segment, cast(null as integer) as step, cast(null as text) as day, cast(sum(amount) as real) as value from rev group by segment`)}
    union all select 'daily-visitors' as metric, segment, step, ${d.day('t')} as day, cast(count(*) as real) as value
      from vs where segment is null group by segment, step, ${d.day('t')}
    union all select 'daily-revenue' as metric, segment, cast(null as integer) as step, ${d.day('created_at')} as day, cast(sum(amount) as real) as value
      from rev where segment is null group by segment, ${d.day('created_at')}`
}

type Context = {
  d: ReturnType<typeof dialectOf>
  t: (name: string) => SQL
  start: string
  end: string
  /** The funnel_step of the funnel's `index`th (1-based) step, an event step. */
  stepValue: (index: number) => string
  /** The funnel_step of each of the funnel's event steps. */
  stepValues: string[]
  /** Strict order (each step at or after the one it counts from), or any order. */
  strict: boolean
  /** The step the `index`th (1-based) step counts from in strict order (1-based): optional steps are skipped. */
  before: (index: number) => number
}

/**
 * SQLite: each step joins the window's funnel events of its type to the visitors of the step
 * before (one row per visitor and step), ending with `vis`: a visitor, their entries (clicks),
 * their breakdown value and the time of each step reached.
 */
function sqliteVisitors(input: FunnelReportInput, { d, t, start, end, stepValue, stepValues, strict, before }: Context): SQL[] {
  const definition = FUNNEL_DEFINITIONS[input.funnel]
  const stepOf = sql.join(
    definition.steps.flatMap((step, i) => (step.kind === 'event' ? [sql`when ${stepValue(i + 1)} then ${sql.raw(String(i + 1))}`] : [])),
    sql` `,
  )
  const ctes: SQL[] = [
    sql`ev as (
      select visitor_id as v, occurred_at as t, session_id as sid, device, utm_source, utm_medium, utm_campaign,
        case funnel_step ${stepOf} end as step
      from ${t('funnel_events')}
      where funnel_step in (${list(stepValues)})
        and occurred_at >= ${d.time(start)} and occurred_at <= ${d.time(end)} and visitor_id is not null
    )`,
    // The first step: each visitor's first entry, whose source and device are the visitor's.
    sql`s1 as (
      select v, t, sid, device, utm_source, utm_medium, utm_campaign, clicks from (
        select ev.*, row_number() over (partition by v order by t, sid) as rn, count(*) over (partition by v) as clicks
        from ev where step = 1
      ) firsts where rn = 1
    )`,
  ]
  // Strict: a step's visitors are those of the step it counts from (optional ones skipped), from
  // the moment they reached it. Any order: every visitor who entered, from the window's start.
  definition.steps.forEach((step, i) => {
    if (i === 0) return
    const previous = sql.raw(strict ? `s${before(i + 1)}` : 's1')
    ctes.push(sql`${sql.raw(`s${i + 1}`)} as (${nextStep(step, i + 1, previous, strict ? sql`p.t` : d.time(start))})`)
  })

  function nextStep(step: StepSource, index: number, previous: SQL, from: SQL): SQL {
    switch (step.kind) {
      case 'event':
        return sql`select p.v, min(ev.t) as t from ${previous} p join ev on ev.v = p.v and ev.step = ${sql.raw(String(index))} and ev.t >= ${from} group by p.v`
      case 'payment':
        return sql`select p.v, min(pay.created_at) as t from ${previous} p join ${t('payments')} pay on pay.visitor_id = p.v
          and pay.kind in (${list(step.kinds)}) and pay.status = ${SUCCEEDED}
          and pay.created_at >= ${from} and pay.created_at <= ${d.time(end)} group by p.v`
      case 'order-paid':
      case 'order-bump':
        return sql`select p.v, min(o.paid_at) as t from ${previous} p join ${t('orders')} o on o.visitor_id = p.v
          and o.status = 'paid' ${step.kind === 'order-bump' ? sql`and ${d.isTrue('o.bump_selected')}` : sql``}
          and o.paid_at >= ${from} and o.paid_at <= ${d.time(end)} group by p.v`
      case 'order-upsell':
        // The upsell's own payment dates it; an order without one (not reported yet) by its last change.
        return sql`select p.v, min(u.t) as t from ${previous} p join (
            select o.visitor_id as v, coalesce(up.created_at, o.updated_at) as t from ${t('orders')} o
            left join ${t('payments')} up on up.payment_intent_id = o.upsell_payment_intent_id
            where o.status = 'paid' and o.upsell_status = 'accepted' and o.visitor_id is not null
          ) u on u.v = p.v and u.t >= ${from} and u.t <= ${d.time(end)} group by p.v`
    }
  }

  ctes.push(sql`seg as (select v, ${segmentOf(input, d, t, end)} as value from s1)`)
  const n = definition.steps.length
  const joins = sql.join(
    Array.from({ length: n - 1 }, (_, i) => sql.raw(`left join s${i + 2} on s${i + 2}.v = s1.v`)),
    sql` `,
  )
  const times = sql.raw(Array.from({ length: n }, (_, i) => `s${i + 1}.t as t${i + 1}`).join(', '))
  ctes.push(sql`vis as (select s1.v, s1.clicks, seg.value, ${times} from s1 join seg on seg.v = s1.v ${joins})`)
  return ctes
}

/**
 * PostgreSQL: one pass over the window's events of the funnel's steps (by funnel_step, set on
 * every write, and its index) groups them per visitor: the first entry (t1), the entries
 * (clicks), each later event step's first time, the entry event's own columns or the first
 * exposure when the breakdown needs them. When a visitor's first times are in step order (most
 * visitors) they are the steps' times; otherwise the steps from the first one out of order are
 * looked up in the visitor's events (by index). Payment and order steps are indexed lookups,
 * for the visitors who reached the step before. The figures are then grouped from these rows,
 * one per visitor. On a million events this is about three times faster than per-visitor
 * arrays searched step by step (docs/decisions/061).
 */
function postgresReport(input: FunnelReportInput, { d, t, start, end, stepValue, stepValues, strict, before }: Context): SQL {
  const definition = FUNNEL_DEFINITIONS[input.funnel]
  const n = definition.steps.length
  const upTo = d.time(end)
  const { breakdown } = input
  const num = (k: number) => sql.raw(String(k))
  const col = (name: string, k: number) => sql.raw(`${name}${k}`)

  // The first entry's own columns: the earliest entry by time, then by session id (the
  // SQLite statement's row_number order), found by the smallest array. The time in it is text
  // that sorts as the time does: its milliseconds since 1970 in 15 digits (exact: the column
  // holds milliseconds), half the cost of to_char.
  const sortableTime = sql.raw(`((date_part('epoch', occurred_at) * 1000)::bigint + 100000000000000)::text`)
  const entryColumn = breakdown && breakdown !== 'visitor_type' && breakdown !== 'variant' ? breakdown : undefined
  const entryColumns = entryColumn ? [sql`session_id`, sql`cast(${sql.raw(entryColumn)} as text)`] : []
  const isStep = (index: number, table?: string) => sql`${sql.raw(table ? `${table}.funnel_step` : 'funnel_step')} = ${stepValue(index)}`
  const aggregates: SQL[] = [sql`min(occurred_at) filter (where ${isStep(1)}) as t1`, sql`count(*) filter (where ${isStep(1)}) as clicks`]
  if (entryColumns.length)
    aggregates.push(sql`min(array[${sortableTime}, ${sql.join(entryColumns, sql`, `)}]) filter (where ${isStep(1)}) as entry`)
  // The event steps come first (definition.ts), then the payment and order steps.
  const eventSteps = definition.steps.findIndex((step) => step.kind !== 'event') + 1 || n + 1
  if (definition.steps.slice(eventSteps).some((step) => step.kind === 'event'))
    throw new Error(`funnel-report: the ${input.funnel} funnel has an event step after a payment or order step`)
  const m = eventSteps - 1
  for (let k = 2; k <= m; k++) aggregates.push(sql`min(occurred_at) filter (where ${isStep(k)}) as ${col('f', k)}`)
  let rows = sql`funnel_step in (${list(stepValues)}) and occurred_at >= ${d.time(start)}`
  if (breakdown === 'variant') {
    // The variant: the visitor's first exposure to the experiment up to the window's end (before
    // the window too), read in the same pass. The exposure event is no funnel step (tests/unit/funnel-steps.test.ts).
    const exposure = sql`event_type = ${EXPOSURE_EVENT} and ${d.jsonText('event_data', 'experiment_id')} = ${input.experiment ?? ''}`
    rows = sql`((${rows}) or (${exposure}))`
    // The pass's rows are the steps' events and the exposures: the exposures are those with no step.
    aggregates.push(
      sql`min(array[${sortableTime}, ${d.jsonText('event_data', 'variation_key')}]) filter (where funnel_step is null) as exposure`,
    )
  }
  const ctes: SQL[] = [
    sql`s1 as (
      select visitor_id as v, ${sql.join(aggregates, sql`, `)}
      from ${t('funnel_events')}
      where ${rows} and occurred_at <= ${upTo} and visitor_id is not null
      group by visitor_id
      having count(*) filter (where ${isStep(1)}) > 0
    )`,
  ]
  // An event step's time in strict order: the visitor's first time at each step of its path (the
  // steps it counts from, optional ones skipped, then itself), when those are in order (most
  // visitors); otherwise, when the first one out of order is before the step before (not
  // missing), each step's first event at or after the step before, looked up step by step in
  // the visitor's events; otherwise (a step never done) none. In any order: its first time.
  const first = (k: number) => (k === 1 ? sql`t1` : col('f', k))
  const path = (k: number): number[] => (k === 1 ? [1] : [...path(before(k)), k])
  const pairs = (k: number) =>
    path(k)
      .slice(1)
      .map((b, i) => [path(k)[i]!, b] as const)
  const inOrder = (k: number) =>
    sql.join(
      pairs(k).map(([a, b]) => sql`${first(b)} >= ${first(a)}`),
      sql` and `,
    )
  const outOfOrder = (k: number) =>
    sql.join(
      pairs(k).map(([a, b], i) => (i === 0 ? sql`${first(a)} > ${first(b)}` : sql`(${inOrder(a)} and ${first(a)} > ${first(b)})`)),
      sql` or `,
    )
  const lookup = (k: number): SQL =>
    sql`(select min(x.occurred_at) from ${t('funnel_events')} x where x.visitor_id = v and ${isStep(k, 'x')}
      and x.occurred_at >= ${before(k) === 1 ? sql`t1` : lookup(before(k))} and x.occurred_at <= ${upTo})`
  const eventTimes = Array.from({ length: m - 1 }, (_, i) => {
    const k = i + 2
    return strict
      ? sql`case when ${inOrder(k)} then ${first(k)} when ${outOfOrder(k)} then ${lookup(k)} end as ${col('t', k)}`
      : sql`${first(k)} as ${col('t', k)}`
  })
  // offset 0: computed once, not inlined in the steps after.
  if (m > 1) ctes.push(sql`${col('s', m)} as (select s1.*, ${sql.join(eventTimes, sql`, `)} from s1 offset 0)`)
  definition.steps.forEach((step, i) => {
    if (i < m || step.kind === 'event') return
    const k = i + 1
    // Strict: from the step it counts from (optional ones skipped); any order: from the window's start.
    const previous = strict ? col('t', before(k)) : sql`t1`
    const from = strict ? previous : d.time(start)
    let time: SQL
    switch (step.kind) {
      case 'payment':
        time = sql`case when ${previous} is not null then (
          select min(pay.created_at) from ${t('payments')} pay where pay.visitor_id = v and pay.kind in (${list(step.kinds)})
            and pay.status = ${SUCCEEDED} and pay.created_at >= ${from} and pay.created_at <= ${upTo}
        ) end`
        break
      case 'order-paid':
      case 'order-bump':
        time = sql`case when ${previous} is not null then (
          select min(o.paid_at) from ${t('orders')} o where o.visitor_id = v and o.status = 'paid'
            ${step.kind === 'order-bump' ? sql`and o.bump_selected` : sql``} and o.paid_at >= ${from} and o.paid_at <= ${upTo}
        ) end`
        break
      case 'order-upsell':
        time = sql`case when ${previous} is not null then (
          select min(coalesce(up.created_at, o.updated_at)) from ${t('orders')} o
            left join ${t('payments')} up on up.payment_intent_id = o.upsell_payment_intent_id
          where o.visitor_id = v and o.status = 'paid' and o.upsell_status = 'accepted'
            and coalesce(up.created_at, o.updated_at) >= ${from} and coalesce(up.created_at, o.updated_at) <= ${upTo}
        ) end`
        break
    }
    // Each step reads the one before: offset 0 keeps it computed once, not inlined in the next.
    ctes.push(sql`${col('s', k)} as (select ${col('s', i)}.*, ${time} as ${col('t', k)} from ${col('s', i)} offset 0)`)
  })
  const times = sql.raw(Array.from({ length: n }, (_, i) => `t${i + 1}`).join(', '))
  const last = col('s', n)
  const value = (() => {
    switch (breakdown) {
      case undefined:
        return sql`cast(null as text)`
      case 'visitor_type':
        // Returning: the visitor did something in another session before entering the funnel.
        // The entry's session is looked up only for visitors with an earlier event.
        return sql`case when exists (
            select 1 from ${t('funnel_events')} earlier where earlier.visitor_id = ${last}.v and earlier.occurred_at < ${last}.t1
              and earlier.session_id <> (
                select min(x.session_id) from ${t('funnel_events')} x where x.visitor_id = ${last}.v and x.occurred_at = ${last}.t1 and ${isStep(1, 'x')}
              )
          ) then 'returning' else 'new' end`
      case 'variant':
        return sql`coalesce(${last}.exposure[2], ${NONE})`
      default:
        // device is an enum: as text, it takes '(none)'.
        return sql`coalesce(${last}.entry[3], ${NONE})`
    }
  })()
  // The returning visitors' lookups in the order of the visitor index: a third faster than
  // in the grouping's order, the index pages read one after the other.
  const source = breakdown === 'visitor_type' ? sql`(select * from ${last} order by v collate "C") ${last}` : last
  ctes.push(sql`vis as (select ${last}.v, clicks, ${value} as value, ${times} from ${source})`)
  ctes.push(sql`rev as (
    select vis.value, pay.amount, pay.created_at from vis join ${t('payments')} pay on pay.visitor_id = vis.v
      and pay.kind in (${list(definition.revenueKinds)}) and pay.status = ${SUCCEEDED}
      and pay.created_at >= vis.t1 and pay.created_at <= ${upTo}
  )`)

  // Per segment (and for all, segment null): the visitors at each step, the median seconds
  // from the step before, the entries; in one grouping of the visitors.
  const segment = breakdown ? sql`case when grouping(value) = 0 then value end` : sql`cast(null as text)`
  const groupBy = breakdown ? sql`group by grouping sets ((), (value))` : sql``
  const perStep: SQL[] = []
  const unpivot: SQL[] = []
  for (let k = 1; k <= n; k++) {
    perStep.push(sql`cast(count(${col('t', k)}) as double precision) as ${col('c', k)}`)
    unpivot.push(sql`('visitors', ${num(k)}, ${col('c', k)})`)
    // In any order a step's time from "the step before" can be negative: no median.
    if (k > 1 && strict) {
      perStep.push(sql`percentile_cont(0.5) within group (order by ${d.seconds(`t${before(k)}`, `t${k}`)}) as ${col('m', k)}`)
      unpivot.push(sql`('median', ${num(k)}, ${col('m', k)})`)
    }
  }
  unpivot.push(sql`('clicks', 1, clicks)`)
  const daily = sql.join(
    Array.from({ length: n }, (_, i) => {
      const time = sql.raw(`t${i + 1}`)
      return sql`select ${num(i + 1)} as step, (${time} at time zone 'UTC')::date as day, count(*) as value from vis where ${time} is not null group by 2`
    }),
    sql` union all `,
  )
  return sql`with ${sql.join(ctes, sql`, `)}
    select f.metric, g.segment, f.step, cast(null as text) as day, f.value from (
      select ${segment} as segment, ${sql.join(perStep, sql`, `)}, cast(sum(clicks) as double precision) as clicks from vis ${groupBy}
    ) g cross join lateral (values ${sql.join(unpivot, sql`, `)}) f(metric, step, value)
    where f.value is not null
    union all select 'revenue', ${segment}, null, null, cast(sum(amount) as double precision) from rev ${groupBy}
    union all select 'daily-visitors', null, step, to_char(day, 'YYYY-MM-DD'), cast(value as double precision) from (${daily}) daily
    union all select 'daily-revenue', null, null, to_char((created_at at time zone 'UTC')::date, 'YYYY-MM-DD'), cast(sum(amount) as double precision)
      from rev group by 4`
}

/**
 * On SQLite the statement runs on a connection of its own in a worker thread (libsql runs it
 * synchronously: on the main thread it held the event loop for its whole length). Without a
 * file URL (a test's in-memory adapter) it runs on the adapter's connection.
 */
export async function sqliteRows(db: DrizzleAdapter, query: SQL): Promise<Record<string, unknown>[]> {
  const url = db.clientConfig?.url
  if (!url?.startsWith('file:') || !db.drizzle.dialect) return db.drizzle.all!(query)
  const { sql: text, params } = db.drizzle.dialect.sqlToQuery(query)
  return readOffThread(url, text, params)
}

/** Runs the statement on the adapter's connection (SQLite: off the event loop) and answers its figures. */
export async function sqlFunnelFigures(payload: Payload, dialect: SqlDialect, input: FunnelReportInput): Promise<FunnelFigure[]> {
  const db = payload.db as unknown as DrizzleAdapter
  const query = funnelReportSql(dialect, db.tables, input)
  const rows =
    dialect === 'postgres'
      ? await db.drizzle.transaction!(async (tx) => {
          // For this transaction only (set_config's `true`): no JIT, as PostgreSQL compiles a
          // statement this costly first (1.3 s of 3 s on a million events, for a statement run
          // once); 64 MB for the grouping per visitor (~40 MB for 100,000 visitors, which spills
          // to disk in batches with the default 4 MB); and the grouping's partial rows priced at a
          // tenth of the default per row passed between processes, so that a long window's pass is
          // shared by parallel workers (the default keeps it in one process, ~20 % slower).
          await tx.execute(
            sql`select set_config('jit', 'off', true), set_config('work_mem', '64MB', true), set_config('parallel_tuple_cost', '0.01', true)`,
          )
          return (await tx.execute(query)).rows
        })
      : await sqliteRows(db, query)
  return rows.map((row) => ({
    metric: row.metric as FunnelFigure['metric'],
    segment: row.segment == null ? null : String(row.segment),
    step: row.step == null ? null : Number(row.step),
    day: row.day == null ? null : String(row.day),
    value: Number(row.value),
  }))
}

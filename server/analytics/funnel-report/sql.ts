import { sql, type SQL } from 'drizzle-orm'
import type { Payload } from 'payload'
import type { FunnelReportInput } from '../../../contracts/funnel-report'
import { EXPOSURE_EVENT, FUNNEL_DEFINITIONS, NONE, SUCCEEDED, windowOf, type FunnelFigure, type StepSource } from './definition'

export type SqlDialect = 'postgres' | 'sqlite'

type DrizzleAdapter = {
  drizzle: {
    execute?: (query: SQL) => Promise<{ rows: Record<string, unknown>[] }>
    all?: (query: SQL) => Promise<Record<string, unknown>[]>
    transaction?: <T>(run: (tx: { execute: (query: SQL) => Promise<{ rows: Record<string, unknown>[] }> }) => Promise<T>) => Promise<T>
  }
  tables: Record<string, unknown>
}

/** The few expressions SQLite and PostgreSQL spell differently; dates are ISO text in SQLite. */
function dialectOf(dialect: SqlDialect) {
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
 * row per visitor and step reached (each step's first time at or after the step before),
 * then everything the report shows is grouped from those rows in the database. The answer
 * is a few hundred rows whatever the number of events.
 */
export function funnelReportSql(dialect: SqlDialect, tables: Record<string, unknown>, input: FunnelReportInput): SQL {
  const d = dialectOf(dialect)
  const definition = FUNNEL_DEFINITIONS[input.funnel]
  const { start, end } = windowOf(input)
  const t = (name: string) => sql`${tables[name] as SQL}`
  const events = definition.steps.flatMap((step, i) => (step.kind === 'event' ? [{ ...step, index: i + 1 }] : []))
  const path = d.jsonText('event_data', 'path')
  const stepOf = sql.join(
    events.map((e) =>
      // Step numbers inline: a bound parameter would make the column text on PostgreSQL.
      e.paths
        ? sql`when event_type = ${e.eventType} and ${path} in (${list(e.paths)}) then ${sql.raw(String(e.index))}`
        : sql`when event_type = ${e.eventType} then ${sql.raw(String(e.index))}`,
    ),
    sql` `,
  )
  const n = definition.steps.length
  const context = { d, t, start, end, stepOf, eventTypes: [...new Set(events.map((e) => e.eventType))] }
  const ctes = dialect === 'postgres' ? postgresVisitors(input, context) : sqliteVisitors(input, context)
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
          : sql`select segment, ${sql.raw(String(i + 1))} as step, ${sql.raw(`t${i + 1}`)} as t, ${d.seconds(`t${i}`, `t${i + 1}`)} as d from vg where ${sql.raw(`t${i + 1}`)} is not null`,
      ),
      sql` union all `,
    )})`,
  )
  ctes.push(sql`rev as (
    select vg.segment, pay.amount, pay.created_at from vg join ${t('payments')} pay on pay.visitor_id = vg.v
      and pay.kind in (${list(definition.revenueKinds)}) and pay.status = ${SUCCEEDED}
      and pay.created_at >= vg.t1 and pay.created_at <= ${d.time(end)}
  )`)

  const real = dialect === 'postgres' ? 'double precision' : 'real'
  const figure = (metric: string, rest: string) => sql.raw(`select '${metric}' as metric, ${rest}`)
  return sql`with ${sql.join(ctes, sql`, `)}
    ${figure('visitors', `segment, step, cast(null as text) as day, cast(count(*) as ${real}) as value from vs group by segment, step`)}
    union all ${figure(
      'median',
      // SQLite has no percentile: the middle one or two by rank (percentile_cont's answer too).
      dialect === 'postgres'
        ? `segment, step, cast(null as text) as day, percentile_cont(0.5) within group (order by d) as value from vs where step > 1 group by segment, step`
        : `segment, step, cast(null as text) as day, cast(avg(d) as ${real}) as value from (
        select segment, step, d, row_number() over (partition by segment, step order by d) as rn, count(*) over (partition by segment, step) as n
        from vs where step > 1
      ) ranked where rn in ((n + 1) / 2, (n + 2) / 2) group by segment, step`,
    )}
    union all ${figure('clicks', `segment, 1 as step, cast(null as text) as day, cast(sum(clicks) as ${real}) as value from vg group by segment`)}
    union all ${figure('revenue', `segment, cast(null as integer) as step, cast(null as text) as day, cast(sum(amount) as ${real}) as value from rev group by segment`)}
    union all select 'daily-visitors' as metric, segment, step, ${d.day('t')} as day, cast(count(*) as ${sql.raw(real)}) as value
      from vs where segment is null group by segment, step, ${d.day('t')}
    union all select 'daily-revenue' as metric, segment, cast(null as integer) as step, ${d.day('created_at')} as day, cast(sum(amount) as ${sql.raw(real)}) as value
      from rev where segment is null group by segment, ${d.day('created_at')}`
}

type Context = { d: ReturnType<typeof dialectOf>; t: (name: string) => SQL; start: string; end: string; stepOf: SQL; eventTypes: string[] }

/**
 * SQLite: each step joins the window's funnel events of its type to the visitors of the step
 * before (one row per visitor and step), ending with `vis`: a visitor, their entries (clicks),
 * their breakdown value and the time of each step reached.
 */
function sqliteVisitors(input: FunnelReportInput, { d, t, start, end, stepOf, eventTypes }: Context): SQL[] {
  const definition = FUNNEL_DEFINITIONS[input.funnel]
  const ctes: SQL[] = [
    sql`ev as (
      select visitor_id as v, occurred_at as t, session_id as sid, device, utm_source, utm_medium, utm_campaign,
        case ${stepOf} end as step
      from ${t('funnel_events')}
      where event_type in (${list(eventTypes)})
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
  definition.steps.forEach((step, i) => {
    if (i === 0) return
    ctes.push(sql`${sql.raw(`s${i + 1}`)} as (${nextStep(step, i + 1, sql.raw(`s${i}`))})`)
  })

  function nextStep(step: StepSource, index: number, previous: SQL): SQL {
    switch (step.kind) {
      case 'event':
        return sql`select p.v, min(ev.t) as t from ${previous} p join ev on ev.v = p.v and ev.step = ${sql.raw(String(index))} and ev.t >= p.t group by p.v`
      case 'payment':
        return sql`select p.v, min(pay.created_at) as t from ${previous} p join ${t('payments')} pay on pay.visitor_id = p.v
          and pay.kind in (${list(step.kinds)}) and pay.status = ${SUCCEEDED}
          and pay.created_at >= p.t and pay.created_at <= ${d.time(end)} group by p.v`
      case 'order-paid':
      case 'order-bump':
        return sql`select p.v, min(o.paid_at) as t from ${previous} p join ${t('orders')} o on o.visitor_id = p.v
          and o.status = 'paid' ${step.kind === 'order-bump' ? sql`and ${d.isTrue('o.bump_selected')}` : sql``}
          and o.paid_at >= p.t and o.paid_at <= ${d.time(end)} group by p.v`
      case 'order-upsell':
        // The upsell's own payment dates it; an order without one (not reported yet) by its last change.
        return sql`select p.v, min(u.t) as t from ${previous} p join (
            select o.visitor_id as v, coalesce(up.created_at, o.updated_at) as t from ${t('orders')} o
            left join ${t('payments')} up on up.payment_intent_id = o.upsell_payment_intent_id
            where o.status = 'paid' and o.upsell_status = 'accepted' and o.visitor_id is not null
          ) u on u.v = p.v and u.t >= p.t and u.t <= ${d.time(end)} group by p.v`
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
 * PostgreSQL: one pass over the window's funnel events groups them per visitor (the first
 * entry, the entries, and each later step's times as an array); each step's time is then the
 * first of its array at or after the step before, or the first payment or order row after it
 * (by index). A join per step over the whole window was five times slower on a million events.
 */
function postgresVisitors(input: FunnelReportInput, { t, start, end, stepOf, eventTypes, d }: Context): SQL[] {
  const definition = FUNNEL_DEFINITIONS[input.funnel]
  const first = (column: string) => sql.raw(`(array_agg(${column} order by occurred_at, session_id) filter (where step = 1))[1]`)
  const entry: SQL[] = []
  if (input.breakdown === 'visitor_type') entry.push(sql`${first('session_id')} as sid`)
  if (input.breakdown && input.breakdown !== 'visitor_type' && input.breakdown !== 'variant')
    entry.push(sql`${first(`cast(${input.breakdown} as text)`)} as ${sql.raw(input.breakdown)}`)
  const arrays = definition.steps.flatMap((step, i) =>
    i > 0 && step.kind === 'event' ? [sql.raw(`array_agg(occurred_at) filter (where step = ${i + 1}) as a${i + 1}`)] : [],
  )
  const per = sql`per as (
    select visitor_id as v, min(occurred_at) filter (where step = 1) as t, count(*) filter (where step = 1) as clicks
      ${sql.join([sql``, ...entry, ...arrays], sql`, `)}
    from (
      select visitor_id, occurred_at, session_id, device, utm_source, utm_medium, utm_campaign, case ${stepOf} end as step
      from ${t('funnel_events')}
      where event_type in (${list(eventTypes)}) and occurred_at >= ${d.time(start)} and occurred_at <= ${d.time(end)} and visitor_id is not null
    ) e
    where step is not null
    group by visitor_id
    having count(*) filter (where step = 1) > 0
  )`
  const laterals = definition.steps.map((step, i) => {
    if (i === 0) return sql``
    const previous = sql.raw(i === 1 ? 's1.t' : `l${i}.t`)
    const name = sql.raw(`l${i + 1}`)
    const upTo = d.time(end)
    let query: SQL
    switch (step.kind) {
      case 'event':
        query = sql`select min(x) as t from unnest(${sql.raw(`s1.a${i + 1}`)}) x where x >= ${previous}`
        break
      case 'payment':
        query = sql`select min(created_at) as t from ${t('payments')} pay where pay.visitor_id = s1.v and pay.kind in (${list(step.kinds)})
          and pay.status = ${SUCCEEDED} and pay.created_at >= ${previous} and pay.created_at <= ${upTo}`
        break
      case 'order-paid':
      case 'order-bump':
        query = sql`select min(paid_at) as t from ${t('orders')} o where o.visitor_id = s1.v and o.status = 'paid'
          ${step.kind === 'order-bump' ? sql`and o.bump_selected` : sql``} and o.paid_at >= ${previous} and o.paid_at <= ${upTo}`
        break
      case 'order-upsell':
        query = sql`select min(coalesce(up.created_at, o.updated_at)) as t from ${t('orders')} o
          left join ${t('payments')} up on up.payment_intent_id = o.upsell_payment_intent_id
          where o.visitor_id = s1.v and o.status = 'paid' and o.upsell_status = 'accepted'
            and coalesce(up.created_at, o.updated_at) >= ${previous} and coalesce(up.created_at, o.updated_at) <= ${upTo}`
        break
    }
    return sql`left join lateral (${query}) ${name} on true`
  })
  const times = sql.raw(['s1.t as t1', ...definition.steps.slice(1).map((_, i) => `l${i + 2}.t as t${i + 2}`)].join(', '))
  return [
    per,
    sql`vis as (select s1.v, s1.clicks, ${segmentOf(input, d, t, end)} as value, ${times} from per s1 ${sql.join(laterals, sql` `)})`,
  ]
}

/** The visitor's breakdown value, read from their first entry. */
function segmentOf(input: FunnelReportInput, d: ReturnType<typeof dialectOf>, t: (name: string) => SQL, end: string): SQL {
  switch (input.breakdown) {
    case undefined:
      return sql`cast(null as text)`
    case 'utm_source':
    case 'utm_medium':
    case 'utm_campaign':
    case 'device':
      // device is an enum on PostgreSQL: as text, it takes '(none)'.
      return sql`coalesce(cast(${sql.raw(`s1.${input.breakdown}`)} as text), ${NONE})`
    case 'visitor_type':
      // Returning: the visitor did something in another session before entering the funnel.
      return sql`case when exists (
          select 1 from ${t('funnel_events')} earlier where earlier.visitor_id = s1.v and earlier.occurred_at < s1.t and earlier.session_id <> s1.sid
        ) then 'returning' else 'new' end`
    case 'variant':
      return sql`coalesce((
          select ${d.jsonText('x.event_data', 'variation_key')} from ${t('funnel_events')} x
          where x.visitor_id = s1.v and x.event_type = ${EXPOSURE_EVENT} and ${d.jsonText('x.event_data', 'experiment_id')} = ${input.experiment ?? ''}
            and x.occurred_at <= ${d.time(end)}
          order by x.occurred_at limit 1
        ), ${NONE})`
  }
}

/** Runs the statement on the adapter's connection and answers its figures. */
export async function sqlFunnelFigures(payload: Payload, dialect: SqlDialect, input: FunnelReportInput): Promise<FunnelFigure[]> {
  const db = payload.db as unknown as DrizzleAdapter
  const query = funnelReportSql(dialect, db.tables, input)
  const rows =
    dialect === 'postgres'
      ? await db.drizzle.transaction!(async (tx) => {
          // PostgreSQL compiles a statement this costly with JIT first: on a million events that
          // took 1.3 s of 3 s, for a statement run once. Off for this transaction only.
          await tx.execute(sql`set local jit = off`)
          return (await tx.execute(query)).rows
        })
      : await db.drizzle.all!(query)
  return rows.map((row) => ({
    metric: row.metric as FunnelFigure['metric'],
    segment: row.segment == null ? null : String(row.segment),
    step: row.step == null ? null : Number(row.step),
    day: row.day == null ? null : String(row.day),
    value: Number(row.value),
  }))
}

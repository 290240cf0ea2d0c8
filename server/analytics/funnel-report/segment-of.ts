import { sql, type SQL } from 'drizzle-orm'
import type { FunnelReportInput } from '../../../contracts/funnel-report'
import { NONE } from '../../../collections/FunnelEvents/funnel-steps'
import { EXPOSURE_EVENT } from '../../../experiments/results'
import type { dialectOf } from './sql'

/** The visitor's breakdown value, read from their first entry. */
export function segmentOf(input: FunnelReportInput, d: ReturnType<typeof dialectOf>, t: (name: string) => SQL, end: string): SQL {
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

import pg from 'pg'
import { backfillExperimentExposuresSql } from '../../collections/ExperimentExposures/backfill'
import { timeAdminFunction } from './measure'

/** Visitors of the bench's exposures: four each (two per experiment), over 60 days. */
const VISITORS = 250_000
const EXPOSURES_PER_VISITOR = 4
export const EXPERIMENT_BENCH_EXPOSURES = VISITORS * EXPOSURES_PER_VISITOR
const FROM = '2026-09-01'

/**
 * Inserts a million exposures to two experiments of experiments/ (countdown, exit-intent), and
 * their conversions, straight into PostgreSQL in one statement per table (generate_series):
 * leads (10 % and 12 % per arm), checkouts (5 %), and payments with the visitor in their
 * metadata (2 %, one in ten refunded), some before the exposure, so every metric has work.
 * Each visitor's first exposures, which ingest keeps (docs/decisions/076), are then filled in by
 * the `results_fast` migration's backfill statement.
 */
export async function seedExposures(databaseUrl: string): Promise<{ seconds: number; events: number }> {
  const started = performance.now()
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    const time = (offset: string) =>
      `timestamptz '${FROM}T00:00:00Z' + ((v % 60) || ' days')::interval + (((v * 7919) % 80000) + ${offset} || ' seconds')::interval`
    await client.query(`
      insert into funnel_events (event_id, event_type, event_data, session_id, visitor_id, device, utm_source, occurred_at, updated_at, created_at)
      select 'bx-' || g, 'experiment_viewed',
        jsonb_build_object('experiment_id', case when j < 2 then 'countdown' else 'exit-intent' end,
          'variation_key', case when j < 2 then (case when v % 2 = 0 then 'shown' else 'hidden' end)
            else (case when v % 3 = 0 then 'discount' else 'control' end) end),
        's' || v, 'bv' || v, (case when v % 3 = 0 then 'mobile' else 'desktop' end)::enum_funnel_events_device,
        case when j = 0 then (array['google', 'facebook', 'newsletter', null])[1 + v % 4] end,
        at, at, at
      from generate_series(0, ${EXPERIMENT_BENCH_EXPOSURES - 1}) g,
        lateral (select g / ${EXPOSURES_PER_VISITOR} as v, g % ${EXPOSURES_PER_VISITOR} as j) ids,
        lateral (select ${time('j * 30')} as at) times`)
    const conversions = await client.query(`
      insert into funnel_events (event_id, event_type, event_data, session_id, visitor_id, occurred_at, updated_at, created_at)
      select 'bc-' || v || '-' || c.type, c.type, '{}'::jsonb, 's' || v, 'bv' || v, at, at, at
      from generate_series(0, ${VISITORS - 1}) v,
        lateral (values ('lead_captured', (v % 100) < case when v % 2 = 0 then 10 else 12 end), ('checkout_started', v % 20 = 7)) c(type, converts),
        lateral (select ${time('600')} as at) times
      where c.converts`)
    const payments = await client.query(`
      insert into payments (payment_intent_id, amount, status, kind, metadata, updated_at, created_at)
      select 'pi_bx_' || v, case when v % 3 = 0 then 97 else 49 end, case when v % 500 = 0 then 'refunded' else 'succeeded' end,
        'plan'::enum_payments_kind, jsonb_build_object('visitor_id', 'bv' || v, 'kind', 'plan'), at, at
      from generate_series(0, ${VISITORS - 1}, 50) v,
        lateral (select ${time('case when v % 7 = 0 then -600 else 900 end')} as at) t`)
    await client.query(backfillExperimentExposuresSql('postgres'))
    await client.query('analyze funnel_events; analyze payments; analyze experiment_exposures')
    return { seconds: (performance.now() - started) / 1000, events: (conversions.rowCount ?? 0) + (payments.rowCount ?? 0) }
  } finally {
    await client.end()
  }
}

/** POST /fn/experiment-results as an admin, `runs` times: the median and every time, in ms. */
export function timeExperimentResults(
  url: string,
  body: Record<string, unknown> = {},
  runs = 5,
): Promise<{ medianMs: number; runsMs: number[] }> {
  return timeAdminFunction(
    url,
    'experiment-results',
    body,
    (status, answer: { experiments?: Array<{ key: string; variations: Array<{ users: number }> }> }) =>
      status === 200 && Boolean(answer.experiments?.find((e) => e.key === 'countdown')?.variations[0]?.users),
    runs,
  )
}

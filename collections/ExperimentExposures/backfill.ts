/**
 * The first exposures of every experiment and visitor that has none yet, from funnel_events, in
 * one statement (docs/decisions/076): the `results_fast` migration's backfill, and the way the
 * bench and the tests that write exposures straight into the database keep the table in step.
 * The exposures counted are those ingest records (server/analytics/record-exposure.ts): a
 * non-empty visitor id, string experiment and variation keys; the first by time, then id.
 * `visitorsLike` limits it to visitor ids matching a LIKE pattern (a test's own visitors).
 */
export function backfillExperimentExposuresSql(dialect: 'postgres' | 'sqlite', visitorsLike?: string): string {
  const pg = dialect === 'postgres'
  const text = (key: string) => (pg ? `event_data->>'${key}'` : `json_extract(event_data, '$.${key}')`)
  const isString = (key: string) => (pg ? `jsonb_typeof(event_data->'${key}') = 'string'` : `json_type(event_data, '$.${key}') = 'text'`)
  const like = visitorsLike ? ` and visitor_id like '${visitorsLike.replace(/'/g, "''")}'` : ''
  const now = pg ? 'now()' : `strftime('%Y-%m-%dT%H:%M:%fZ', 'now')`
  return `insert into experiment_exposures
      (experiment_id, visitor_id, variation_key, first_at, first_event_id, session_id, device, one_variation, updated_at, created_at)
    select experiment_id, visitor_id, variation_key, occurred_at, id, session_id, ${pg ? 'cast(cast(device as text) as enum_experiment_exposures_device)' : 'device'}, one_variation, ${now}, ${now}
    from (
      select id, ${text('experiment_id')} as experiment_id, visitor_id, ${text('variation_key')} as variation_key, occurred_at, session_id, device,
        row_number() over (partition by ${text('experiment_id')}, visitor_id order by occurred_at, id) as rn,
        min(${text('variation_key')}) over (partition by ${text('experiment_id')}, visitor_id)
          = max(${text('variation_key')}) over (partition by ${text('experiment_id')}, visitor_id) as one_variation
      from funnel_events
      where event_type = 'experiment_viewed' and visitor_id <> ''${like}
        and ${isString('experiment_id')} and ${isString('variation_key')}
    ) firsts
    where rn = 1
    on conflict (experiment_id, visitor_id) do nothing`
}

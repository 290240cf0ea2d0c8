import pg from 'pg'
import { FUNNEL_EVENT_STEPS } from '../../collections/FunnelEvents/funnel-steps'
import { timeAdminFunction } from './measure'

/** Visitors of the bench's funnel events, ten events each, spread over 90 days. */
const VISITORS = 100_000
const EVENTS_PER_VISITOR = 10
export const FUNNEL_BENCH_EVENTS = VISITORS * EVENTS_PER_VISITOR
const FROM = '2026-08-01'
const TO = '2026-10-29' // 90 days

/**
 * Inserts a million funnel events (and the payments and orders of their buyers) straight
 * into PostgreSQL in one statement per table (generate_series): every step of both funnels,
 * exposures, utm tags and devices, so each report touches the whole window.
 */
export async function seedFunnelEvents(databaseUrl: string): Promise<{ seconds: number }> {
  const started = performance.now()
  // funnel_step as collections/FunnelEvents sets it on every write (funnelStepOf).
  const funnelStep = FUNNEL_EVENT_STEPS.map(
    (step) =>
      `when e.type = '${step.eventType}'${step.paths ? ` and e.data->>'path' in (${step.paths.map((path) => `'${path}'`).join(', ')})` : ''} then '${step.value}'`,
  ).join(' ')
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    await client.query(`
      insert into funnel_events (event_id, event_type, event_data, funnel_step, session_id, visitor_id, device, utm_source, utm_medium, utm_campaign, occurred_at, updated_at, created_at)
      select 'bench-' || g, e.type, e.data, (case ${funnelStep} end)::enum_funnel_events_funnel_step, 's' || v || '-' || (j / 9), 'v' || v,
        (case when v % 3 = 0 then 'mobile' else 'desktop' end)::enum_funnel_events_device,
        case when j = 0 then (array['google', 'facebook', 'newsletter', null])[1 + v % 4] end,
        case when j = 0 and v % 4 < 2 then 'cpc' end,
        case when j = 0 and v % 4 < 2 then 'autumn-' || (v % 7) end,
        at, at, at
      from generate_series(0, ${FUNNEL_BENCH_EVENTS - 1}) g,
        lateral (select g / ${EVENTS_PER_VISITOR} as v, g % ${EVENTS_PER_VISITOR} as j) ids,
        lateral (select timestamptz '${FROM}T00:00:00Z' + ((v % 90) || ' days')::interval + ((v * 7919) % 80000 || ' seconds')::interval
          + (j * 45 || ' seconds')::interval as at) times,
        lateral (select
          case j
            when 0 then 'page_view' when 1 then 'experiment_viewed'
            when 2 then case when v % 2 = 0 then 'lead_captured' else 'scroll_depth' end
            when 3 then 'page_view'
            when 4 then case when v % 4 = 0 then 'pricing_plan_click' else 'cta_click' end
            when 5 then case when v % 8 = 0 then 'checkout_started' else 'section_view' end
            when 6 then 'page_view'
            when 7 then case when v % 5 = 0 then 'offer_email_captured' else 'scroll_depth' end
            when 8 then case when v % 10 = 0 then 'viewed_checkout' else 'cta_click' end
            else 'page_view'
          end as type,
          case j
            when 0 then '{"path":"/"}'::jsonb
            when 1 then jsonb_build_object('experiment_id', 'countdown', 'variation_key', case when v % 2 = 0 then 'shown' else 'hidden' end)
            when 3 then '{"path":"/pricing"}'::jsonb
            when 6 then '{"path":"/offer"}'::jsonb
            when 9 then '{"path":"/"}'::jsonb
            else '{}'::jsonb
          end as data) e`)
    await client.query(`
      insert into payments (payment_intent_id, amount, status, kind, visitor_id, updated_at, created_at)
      select 'pi_bench_' || v, 49, 'succeeded', 'plan'::enum_payments_kind, 'v' || v, at, at
      from generate_series(0, ${VISITORS - 1}, 16) v,
        lateral (select timestamptz '${FROM}T00:00:00Z' + ((v % 90) || ' days')::interval + ((v * 7919) % 80000 + 600 || ' seconds')::interval as at) t`)
    await client.query(`
      insert into orders (email, status, bump_selected, base_price, base_amount, bump_amount, upsell_status, upsell_amount, total,
        checkout_session_id, visitor_id, paid_at, updated_at, created_at)
      select 'v' || v || '@bench.local', 'paid'::enum_orders_status, v % 40 = 0, 97, 97, case when v % 40 = 0 then 27 else 0 end,
        (case when v % 60 = 0 then 'accepted' else 'declined' end)::enum_orders_upsell_status, 0, 97,
        'cs_bench_' || v, 'v' || v, at, at, at
      from generate_series(0, ${VISITORS - 1}, 20) v,
        lateral (select timestamptz '${FROM}T00:00:00Z' + ((v % 90) || ' days')::interval + ((v * 7919) % 80000 + 900 || ' seconds')::interval as at) t`)
    await client.query('analyze funnel_events; analyze payments; analyze orders')
  } finally {
    await client.end()
  }
  return { seconds: (performance.now() - started) / 1000 }
}

/** POST /fn/funnel-report as an admin, `runs` times: the median and every time, in ms. */
export function timeFunnelReport(url: string, body: Record<string, unknown>, runs = 5): Promise<{ medianMs: number; runsMs: number[] }> {
  return timeAdminFunction(
    url,
    'funnel-report',
    { from: FROM, to: TO, ...body },
    (status, answer: { total?: { steps: { visitors: number }[] } }) => status === 200 && Boolean(answer.total?.steps[0]?.visitors),
    runs,
  )
}

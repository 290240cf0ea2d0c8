import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_funnel_events_funnel_step" AS ENUM('home_visit', 'home_lead', 'home_pricing_view', 'home_plan_click', 'home_checkout_started', 'offer_offer_view', 'offer_email_captured', 'offer_checkout_view');
  ALTER TABLE "funnel_events" ADD COLUMN "funnel_step" "enum_funnel_events_funnel_step";
  -- The stored events' funnel step, as collections/FunnelEvents sets it on every write from now on
  -- (the funnel definitions of collections/FunnelEvents/funnel-steps.ts at this migration), before the index on it.
  UPDATE "funnel_events" SET "funnel_step" = (CASE
      WHEN "event_type" = 'page_view' AND "event_data"->>'path' IN ('/', '/home') THEN 'home_visit'
      WHEN "event_type" = 'lead_captured' THEN 'home_lead'
      WHEN "event_type" = 'page_view' AND "event_data"->>'path' IN ('/pricing') THEN 'home_pricing_view'
      WHEN "event_type" = 'pricing_plan_click' THEN 'home_plan_click'
      WHEN "event_type" = 'checkout_started' THEN 'home_checkout_started'
      WHEN "event_type" = 'page_view' AND "event_data"->>'path' IN ('/offer') THEN 'offer_offer_view'
      WHEN "event_type" = 'offer_email_captured' THEN 'offer_email_captured'
      WHEN "event_type" = 'viewed_checkout' THEN 'offer_checkout_view'
    END)::"enum_funnel_events_funnel_step"
    WHERE "event_type" IN ('lead_captured', 'pricing_plan_click', 'checkout_started', 'offer_email_captured', 'viewed_checkout')
      OR ("event_type" = 'page_view' AND "event_data"->>'path' IN ('/', '/home', '/pricing', '/offer'));
  CREATE INDEX "funnel_step_occurred_at_idx" ON "funnel_events" USING btree ("funnel_step","occurred_at");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "funnel_step_occurred_at_idx";
  ALTER TABLE "funnel_events" DROP COLUMN "funnel_step";
  DROP TYPE "public"."enum_funnel_events_funnel_step";`)
}

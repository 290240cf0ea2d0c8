import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_funnel_events_flag_reason" AS ENUM('unverified_visitor', 'variation_mismatch');
  ALTER TABLE "funnel_events" ADD COLUMN "flagged" boolean DEFAULT false;
  ALTER TABLE "funnel_events" ADD COLUMN "flag_reason" "enum_funnel_events_flag_reason";
  ALTER TABLE "copy_tests" ADD COLUMN "paused_at" timestamp(3) with time zone;
  ALTER TABLE "copy_tests" ADD COLUMN "pause_reason" varchar;
  CREATE INDEX "flagged_event_type_occurred_at_idx" ON "funnel_events" USING btree ("flagged","event_type","occurred_at");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "flagged_event_type_occurred_at_idx";
  ALTER TABLE "funnel_events" DROP COLUMN "flagged";
  ALTER TABLE "funnel_events" DROP COLUMN "flag_reason";
  ALTER TABLE "copy_tests" DROP COLUMN "paused_at";
  ALTER TABLE "copy_tests" DROP COLUMN "pause_reason";
  DROP TYPE "public"."enum_funnel_events_flag_reason";`)
}

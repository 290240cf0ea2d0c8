import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "home" ADD COLUMN "roi_countdown_deadline" timestamp(3) with time zone;
  ALTER TABLE "home" ADD COLUMN "urgency_spots_capacity" numeric;
  ALTER TABLE "_home_v" ADD COLUMN "version_roi_countdown_deadline" timestamp(3) with time zone;
  ALTER TABLE "_home_v" ADD COLUMN "version_urgency_spots_capacity" numeric;
  ALTER TABLE "survey" ADD COLUMN "chat_ai_disclosure" boolean DEFAULT true;
  ALTER TABLE "survey" ADD COLUMN "chat_ai_label" varchar DEFAULT 'AI assistant';
  ALTER TABLE "_survey_v" ADD COLUMN "version_chat_ai_disclosure" boolean DEFAULT true;
  ALTER TABLE "_survey_v" ADD COLUMN "version_chat_ai_label" varchar DEFAULT 'AI assistant';
  ALTER TABLE "pricing" ADD COLUMN "top_bar_countdown_deadline" timestamp(3) with time zone;
  ALTER TABLE "_pricing_v" ADD COLUMN "version_top_bar_countdown_deadline" timestamp(3) with time zone;
  ALTER TABLE "home" DROP COLUMN "roi_live_counter_start";
  ALTER TABLE "home" DROP COLUMN "roi_live_counter_interval_seconds";
  ALTER TABLE "home" DROP COLUMN "roi_live_counter_rise_chance";
  ALTER TABLE "home" DROP COLUMN "urgency_price_rise_date";
  ALTER TABLE "home" DROP COLUMN "urgency_fast_action_hours";
  ALTER TABLE "home" DROP COLUMN "urgency_fast_action_limit_per_week";
  ALTER TABLE "home" DROP COLUMN "urgency_spots_left_min";
  ALTER TABLE "home" DROP COLUMN "urgency_spots_left_max";
  ALTER TABLE "home" DROP COLUMN "urgency_last_spot_sold_minutes";
  ALTER TABLE "_home_v" DROP COLUMN "version_roi_live_counter_start";
  ALTER TABLE "_home_v" DROP COLUMN "version_roi_live_counter_interval_seconds";
  ALTER TABLE "_home_v" DROP COLUMN "version_roi_live_counter_rise_chance";
  ALTER TABLE "_home_v" DROP COLUMN "version_urgency_price_rise_date";
  ALTER TABLE "_home_v" DROP COLUMN "version_urgency_fast_action_hours";
  ALTER TABLE "_home_v" DROP COLUMN "version_urgency_fast_action_limit_per_week";
  ALTER TABLE "_home_v" DROP COLUMN "version_urgency_spots_left_min";
  ALTER TABLE "_home_v" DROP COLUMN "version_urgency_spots_left_max";
  ALTER TABLE "_home_v" DROP COLUMN "version_urgency_last_spot_sold_minutes";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "home" ADD COLUMN "roi_live_counter_start" numeric DEFAULT 247;
  ALTER TABLE "home" ADD COLUMN "roi_live_counter_interval_seconds" numeric DEFAULT 15;
  ALTER TABLE "home" ADD COLUMN "roi_live_counter_rise_chance" numeric DEFAULT 0.3;
  ALTER TABLE "home" ADD COLUMN "urgency_price_rise_date" varchar;
  ALTER TABLE "home" ADD COLUMN "urgency_fast_action_hours" numeric DEFAULT 48;
  ALTER TABLE "home" ADD COLUMN "urgency_fast_action_limit_per_week" numeric DEFAULT 10;
  ALTER TABLE "home" ADD COLUMN "urgency_spots_left_min" numeric DEFAULT 2;
  ALTER TABLE "home" ADD COLUMN "urgency_spots_left_max" numeric DEFAULT 4;
  ALTER TABLE "home" ADD COLUMN "urgency_last_spot_sold_minutes" numeric DEFAULT 47;
  ALTER TABLE "_home_v" ADD COLUMN "version_roi_live_counter_start" numeric DEFAULT 247;
  ALTER TABLE "_home_v" ADD COLUMN "version_roi_live_counter_interval_seconds" numeric DEFAULT 15;
  ALTER TABLE "_home_v" ADD COLUMN "version_roi_live_counter_rise_chance" numeric DEFAULT 0.3;
  ALTER TABLE "_home_v" ADD COLUMN "version_urgency_price_rise_date" varchar;
  ALTER TABLE "_home_v" ADD COLUMN "version_urgency_fast_action_hours" numeric DEFAULT 48;
  ALTER TABLE "_home_v" ADD COLUMN "version_urgency_fast_action_limit_per_week" numeric DEFAULT 10;
  ALTER TABLE "_home_v" ADD COLUMN "version_urgency_spots_left_min" numeric DEFAULT 2;
  ALTER TABLE "_home_v" ADD COLUMN "version_urgency_spots_left_max" numeric DEFAULT 4;
  ALTER TABLE "_home_v" ADD COLUMN "version_urgency_last_spot_sold_minutes" numeric DEFAULT 47;
  ALTER TABLE "home" DROP COLUMN "roi_countdown_deadline";
  ALTER TABLE "home" DROP COLUMN "urgency_spots_capacity";
  ALTER TABLE "_home_v" DROP COLUMN "version_roi_countdown_deadline";
  ALTER TABLE "_home_v" DROP COLUMN "version_urgency_spots_capacity";
  ALTER TABLE "survey" DROP COLUMN "chat_ai_disclosure";
  ALTER TABLE "survey" DROP COLUMN "chat_ai_label";
  ALTER TABLE "_survey_v" DROP COLUMN "version_chat_ai_disclosure";
  ALTER TABLE "_survey_v" DROP COLUMN "version_chat_ai_label";
  ALTER TABLE "pricing" DROP COLUMN "top_bar_countdown_deadline";
  ALTER TABLE "_pricing_v" DROP COLUMN "version_top_bar_countdown_deadline";`)
}

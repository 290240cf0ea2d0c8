import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_legal_pages_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__legal_pages_v_version_status" AS ENUM('draft', 'published');
  CREATE TABLE "legal_pages" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"privacy_title" varchar,
  	"privacy_body" jsonb,
  	"terms_title" varchar,
  	"terms_body" jsonb,
  	"refunds_title" varchar,
  	"refunds_body" jsonb,
  	"contact_title" varchar,
  	"contact_body" jsonb,
  	"_status" "enum_legal_pages_status" DEFAULT 'draft',
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "_legal_pages_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_privacy_title" varchar,
  	"version_privacy_body" jsonb,
  	"version_terms_title" varchar,
  	"version_terms_body" jsonb,
  	"version_refunds_title" varchar,
  	"version_refunds_body" jsonb,
  	"version_contact_title" varchar,
  	"version_contact_body" jsonb,
  	"version__status" "enum__legal_pages_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  ALTER TABLE "site_settings" ADD COLUMN "reviews_rating" numeric DEFAULT 5 NOT NULL;
  ALTER TABLE "site_settings" ADD COLUMN "reviews_count" numeric DEFAULT 0 NOT NULL;
  ALTER TABLE "site_settings" ADD COLUMN "guarantee_summary" varchar DEFAULT '30-day money-back guarantee' NOT NULL;
  ALTER TABLE "site_settings" ADD COLUMN "footer_note" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "footer_privacy_label" varchar DEFAULT 'Privacy Policy' NOT NULL;
  ALTER TABLE "site_settings" ADD COLUMN "footer_terms_label" varchar DEFAULT 'Terms of Service' NOT NULL;
  ALTER TABLE "site_settings" ADD COLUMN "footer_refunds_label" varchar DEFAULT 'Refund Policy' NOT NULL;
  ALTER TABLE "site_settings" ADD COLUMN "footer_contact_label" varchar DEFAULT 'Contact' NOT NULL;
  ALTER TABLE "site_settings" ADD COLUMN "footer_members_label" varchar DEFAULT 'Your purchases' NOT NULL;
  ALTER TABLE "site_settings" ADD COLUMN "footer_sign_in_label" varchar DEFAULT 'Sign in' NOT NULL;
  ALTER TABLE "site_settings" ADD COLUMN "footer_privacy_note" varchar DEFAULT 'We handle your details as our {privacy} says.' NOT NULL;
  ALTER TABLE "home" ADD COLUMN "roi_countdown_deadline" timestamp(3) with time zone;
  ALTER TABLE "home" ADD COLUMN "urgency_spots_capacity" numeric;
  ALTER TABLE "_home_v" ADD COLUMN "version_roi_countdown_deadline" timestamp(3) with time zone;
  ALTER TABLE "_home_v" ADD COLUMN "version_urgency_spots_capacity" numeric;
  ALTER TABLE "survey" ADD COLUMN "chat_ai_disclosure" boolean DEFAULT true;
  ALTER TABLE "survey" ADD COLUMN "chat_ai_label" varchar DEFAULT 'AI assistant';
  ALTER TABLE "_survey_v" ADD COLUMN "version_chat_ai_disclosure" boolean DEFAULT true;
  ALTER TABLE "_survey_v" ADD COLUMN "version_chat_ai_label" varchar DEFAULT 'AI assistant';
  ALTER TABLE "offer" ADD COLUMN "success_upsell_payment_received_label" varchar DEFAULT 'Payment received: {paid}';
  ALTER TABLE "offer" ADD COLUMN "success_thanks_order_heading" varchar DEFAULT 'Your order';
  ALTER TABLE "offer" ADD COLUMN "success_thanks_order_number_label" varchar DEFAULT 'Order number';
  ALTER TABLE "offer" ADD COLUMN "success_thanks_order_total_label" varchar DEFAULT 'Total charged';
  ALTER TABLE "offer" ADD COLUMN "success_thanks_order_sent_to_label" varchar DEFAULT 'Your access link went to {email}';
  ALTER TABLE "offer" ADD COLUMN "success_thanks_order_members_label" varchar DEFAULT 'Go to your purchases';
  ALTER TABLE "_offer_v" ADD COLUMN "version_success_upsell_payment_received_label" varchar DEFAULT 'Payment received: {paid}';
  ALTER TABLE "_offer_v" ADD COLUMN "version_success_thanks_order_heading" varchar DEFAULT 'Your order';
  ALTER TABLE "_offer_v" ADD COLUMN "version_success_thanks_order_number_label" varchar DEFAULT 'Order number';
  ALTER TABLE "_offer_v" ADD COLUMN "version_success_thanks_order_total_label" varchar DEFAULT 'Total charged';
  ALTER TABLE "_offer_v" ADD COLUMN "version_success_thanks_order_sent_to_label" varchar DEFAULT 'Your access link went to {email}';
  ALTER TABLE "_offer_v" ADD COLUMN "version_success_thanks_order_members_label" varchar DEFAULT 'Go to your purchases';
  ALTER TABLE "pricing" ADD COLUMN "top_bar_countdown_deadline" timestamp(3) with time zone;
  ALTER TABLE "_pricing_v" ADD COLUMN "version_top_bar_countdown_deadline" timestamp(3) with time zone;
  CREATE INDEX "legal_pages__status_idx" ON "legal_pages" USING btree ("_status");
  CREATE INDEX "_legal_pages_v_version_version__status_idx" ON "_legal_pages_v" USING btree ("version__status");
  CREATE INDEX "_legal_pages_v_created_at_idx" ON "_legal_pages_v" USING btree ("created_at");
  CREATE INDEX "_legal_pages_v_updated_at_idx" ON "_legal_pages_v" USING btree ("updated_at");
  CREATE INDEX "_legal_pages_v_latest_idx" ON "_legal_pages_v" USING btree ("latest");
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
   DROP TABLE "legal_pages" CASCADE;
  DROP TABLE "_legal_pages_v" CASCADE;
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
  ALTER TABLE "site_settings" DROP COLUMN "reviews_rating";
  ALTER TABLE "site_settings" DROP COLUMN "reviews_count";
  ALTER TABLE "site_settings" DROP COLUMN "guarantee_summary";
  ALTER TABLE "site_settings" DROP COLUMN "footer_note";
  ALTER TABLE "site_settings" DROP COLUMN "footer_privacy_label";
  ALTER TABLE "site_settings" DROP COLUMN "footer_terms_label";
  ALTER TABLE "site_settings" DROP COLUMN "footer_refunds_label";
  ALTER TABLE "site_settings" DROP COLUMN "footer_contact_label";
  ALTER TABLE "site_settings" DROP COLUMN "footer_members_label";
  ALTER TABLE "site_settings" DROP COLUMN "footer_sign_in_label";
  ALTER TABLE "site_settings" DROP COLUMN "footer_privacy_note";
  ALTER TABLE "home" DROP COLUMN "roi_countdown_deadline";
  ALTER TABLE "home" DROP COLUMN "urgency_spots_capacity";
  ALTER TABLE "_home_v" DROP COLUMN "version_roi_countdown_deadline";
  ALTER TABLE "_home_v" DROP COLUMN "version_urgency_spots_capacity";
  ALTER TABLE "survey" DROP COLUMN "chat_ai_disclosure";
  ALTER TABLE "survey" DROP COLUMN "chat_ai_label";
  ALTER TABLE "_survey_v" DROP COLUMN "version_chat_ai_disclosure";
  ALTER TABLE "_survey_v" DROP COLUMN "version_chat_ai_label";
  ALTER TABLE "offer" DROP COLUMN "success_upsell_payment_received_label";
  ALTER TABLE "offer" DROP COLUMN "success_thanks_order_heading";
  ALTER TABLE "offer" DROP COLUMN "success_thanks_order_number_label";
  ALTER TABLE "offer" DROP COLUMN "success_thanks_order_total_label";
  ALTER TABLE "offer" DROP COLUMN "success_thanks_order_sent_to_label";
  ALTER TABLE "offer" DROP COLUMN "success_thanks_order_members_label";
  ALTER TABLE "_offer_v" DROP COLUMN "version_success_upsell_payment_received_label";
  ALTER TABLE "_offer_v" DROP COLUMN "version_success_thanks_order_heading";
  ALTER TABLE "_offer_v" DROP COLUMN "version_success_thanks_order_number_label";
  ALTER TABLE "_offer_v" DROP COLUMN "version_success_thanks_order_total_label";
  ALTER TABLE "_offer_v" DROP COLUMN "version_success_thanks_order_sent_to_label";
  ALTER TABLE "_offer_v" DROP COLUMN "version_success_thanks_order_members_label";
  ALTER TABLE "pricing" DROP COLUMN "top_bar_countdown_deadline";
  ALTER TABLE "_pricing_v" DROP COLUMN "version_top_bar_countdown_deadline";
  DROP TYPE "public"."enum_legal_pages_status";
  DROP TYPE "public"."enum__legal_pages_v_version_status";`)
}

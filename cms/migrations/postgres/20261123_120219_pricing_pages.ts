import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_pricing_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__pricing_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_success_page_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__success_page_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_cancel_page_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__cancel_page_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_demo_page_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__demo_page_v_version_status" AS ENUM('draft', 'published');
  CREATE TABLE "pricing_trial_features" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "pricing_three_options" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar,
  	"verdict" varchar,
  	"recommended" boolean DEFAULT false
  );
  
  CREATE TABLE "pricing_ps_notes" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"text" varchar
  );
  
  CREATE TABLE "pricing" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"top_bar_offer_text" varchar,
  	"top_bar_cta_label" varchar,
  	"top_bar_countdown_label" varchar,
  	"top_bar_countdown_default_hours" numeric DEFAULT 24,
  	"top_bar_countdown_hours_label" varchar,
  	"top_bar_countdown_minutes_label" varchar,
  	"top_bar_countdown_seconds_label" varchar,
  	"welcome_back_title" varchar,
  	"welcome_back_text" varchar,
  	"header_eyebrow" varchar,
  	"header_heading" varchar,
  	"header_subheading" varchar,
  	"coaching_badge" varchar,
  	"coaching_title" varchar,
  	"coaching_text" varchar,
  	"coaching_price_label" varchar,
  	"coaching_spots_label" varchar,
  	"coaching_response_label" varchar,
  	"coaching_cta_label" varchar,
  	"billing_label" varchar,
  	"billing_monthly_label" varchar,
  	"billing_annual_label" varchar,
  	"billing_annual_badge" varchar,
  	"billing_per_month" varchar,
  	"billing_per_year" varchar,
  	"billing_annual_note" varchar,
  	"checkout_plans_label" varchar,
  	"checkout_processing_label" varchar,
  	"checkout_opening_message" varchar,
  	"checkout_discount_note" varchar,
  	"paid_trial_name" varchar,
  	"paid_trial_price_label" varchar,
  	"paid_trial_then_label" varchar,
  	"paid_trial_description" varchar,
  	"paid_trial_spots_total" numeric DEFAULT 100,
  	"paid_trial_spots_left" numeric DEFAULT 0,
  	"paid_trial_spots_label" varchar,
  	"paid_trial_sold_out_label" varchar,
  	"paid_trial_next_opening_label" varchar,
  	"paid_trial_cta_label" varchar,
  	"waitlist_title" varchar,
  	"waitlist_text" varchar,
  	"waitlist_first_name_label" varchar,
  	"waitlist_last_name_label" varchar,
  	"waitlist_email_label" varchar,
  	"waitlist_phone_label" varchar,
  	"waitlist_submit_label" varchar,
  	"waitlist_busy_label" varchar,
  	"waitlist_success_message" varchar,
  	"waitlist_failure_message" varchar,
  	"consultation_badge" varchar,
  	"consultation_title" varchar,
  	"consultation_text" varchar,
  	"consultation_embed_title" varchar,
  	"consultation_fallback_text" varchar,
  	"consultation_fallback_link_label" varchar,
  	"consultation_open_label" varchar,
  	"comparison_heading" varchar,
  	"comparison_feature_column" varchar,
  	"comparison_columns_starter" varchar,
  	"comparison_columns_professional" varchar,
  	"comparison_columns_enterprise" varchar,
  	"comparison_included_label" varchar,
  	"comparison_not_included_label" varchar,
  	"faq_heading" varchar,
  	"three_options_heading" varchar,
  	"three_options_intro" varchar,
  	"final_cta_heading" varchar,
  	"final_cta_text" varchar,
  	"final_cta_plans_label" varchar,
  	"final_cta_demo_label" varchar,
  	"footer_note" varchar,
  	"demo_button_label" varchar,
  	"exit_intent_title" varchar,
  	"exit_intent_text" varchar,
  	"exit_intent_code" varchar,
  	"exit_intent_percent_off" numeric DEFAULT 20,
  	"exit_intent_code_label" varchar,
  	"exit_intent_copy_label" varchar,
  	"exit_intent_copied_message" varchar,
  	"exit_intent_claim_label" varchar,
  	"exit_intent_dismiss_label" varchar,
  	"exit_intent_applied_message" varchar,
  	"exit_intent_desktop_delay_seconds" numeric DEFAULT 30,
  	"exit_intent_mobile_delay_seconds" numeric DEFAULT 45,
  	"exit_intent_mobile_scroll_percent" numeric DEFAULT 50,
  	"meta_title" varchar,
  	"meta_description" varchar,
  	"meta_image_id" integer,
  	"_status" "enum_pricing_status" DEFAULT 'draft',
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "pricing_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"plans_id" integer,
  	"comparison_rows_id" integer,
  	"faqs_id" integer
  );
  
  CREATE TABLE "_pricing_trial_features_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pricing_three_options_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar,
  	"verdict" varchar,
  	"recommended" boolean DEFAULT false,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pricing_ps_notes_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pricing_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_top_bar_offer_text" varchar,
  	"version_top_bar_cta_label" varchar,
  	"version_top_bar_countdown_label" varchar,
  	"version_top_bar_countdown_default_hours" numeric DEFAULT 24,
  	"version_top_bar_countdown_hours_label" varchar,
  	"version_top_bar_countdown_minutes_label" varchar,
  	"version_top_bar_countdown_seconds_label" varchar,
  	"version_welcome_back_title" varchar,
  	"version_welcome_back_text" varchar,
  	"version_header_eyebrow" varchar,
  	"version_header_heading" varchar,
  	"version_header_subheading" varchar,
  	"version_coaching_badge" varchar,
  	"version_coaching_title" varchar,
  	"version_coaching_text" varchar,
  	"version_coaching_price_label" varchar,
  	"version_coaching_spots_label" varchar,
  	"version_coaching_response_label" varchar,
  	"version_coaching_cta_label" varchar,
  	"version_billing_label" varchar,
  	"version_billing_monthly_label" varchar,
  	"version_billing_annual_label" varchar,
  	"version_billing_annual_badge" varchar,
  	"version_billing_per_month" varchar,
  	"version_billing_per_year" varchar,
  	"version_billing_annual_note" varchar,
  	"version_checkout_plans_label" varchar,
  	"version_checkout_processing_label" varchar,
  	"version_checkout_opening_message" varchar,
  	"version_checkout_discount_note" varchar,
  	"version_paid_trial_name" varchar,
  	"version_paid_trial_price_label" varchar,
  	"version_paid_trial_then_label" varchar,
  	"version_paid_trial_description" varchar,
  	"version_paid_trial_spots_total" numeric DEFAULT 100,
  	"version_paid_trial_spots_left" numeric DEFAULT 0,
  	"version_paid_trial_spots_label" varchar,
  	"version_paid_trial_sold_out_label" varchar,
  	"version_paid_trial_next_opening_label" varchar,
  	"version_paid_trial_cta_label" varchar,
  	"version_waitlist_title" varchar,
  	"version_waitlist_text" varchar,
  	"version_waitlist_first_name_label" varchar,
  	"version_waitlist_last_name_label" varchar,
  	"version_waitlist_email_label" varchar,
  	"version_waitlist_phone_label" varchar,
  	"version_waitlist_submit_label" varchar,
  	"version_waitlist_busy_label" varchar,
  	"version_waitlist_success_message" varchar,
  	"version_waitlist_failure_message" varchar,
  	"version_consultation_badge" varchar,
  	"version_consultation_title" varchar,
  	"version_consultation_text" varchar,
  	"version_consultation_embed_title" varchar,
  	"version_consultation_fallback_text" varchar,
  	"version_consultation_fallback_link_label" varchar,
  	"version_consultation_open_label" varchar,
  	"version_comparison_heading" varchar,
  	"version_comparison_feature_column" varchar,
  	"version_comparison_columns_starter" varchar,
  	"version_comparison_columns_professional" varchar,
  	"version_comparison_columns_enterprise" varchar,
  	"version_comparison_included_label" varchar,
  	"version_comparison_not_included_label" varchar,
  	"version_faq_heading" varchar,
  	"version_three_options_heading" varchar,
  	"version_three_options_intro" varchar,
  	"version_final_cta_heading" varchar,
  	"version_final_cta_text" varchar,
  	"version_final_cta_plans_label" varchar,
  	"version_final_cta_demo_label" varchar,
  	"version_footer_note" varchar,
  	"version_demo_button_label" varchar,
  	"version_exit_intent_title" varchar,
  	"version_exit_intent_text" varchar,
  	"version_exit_intent_code" varchar,
  	"version_exit_intent_percent_off" numeric DEFAULT 20,
  	"version_exit_intent_code_label" varchar,
  	"version_exit_intent_copy_label" varchar,
  	"version_exit_intent_copied_message" varchar,
  	"version_exit_intent_claim_label" varchar,
  	"version_exit_intent_dismiss_label" varchar,
  	"version_exit_intent_applied_message" varchar,
  	"version_exit_intent_desktop_delay_seconds" numeric DEFAULT 30,
  	"version_exit_intent_mobile_delay_seconds" numeric DEFAULT 45,
  	"version_exit_intent_mobile_scroll_percent" numeric DEFAULT 50,
  	"version_meta_title" varchar,
  	"version_meta_description" varchar,
  	"version_meta_image_id" integer,
  	"version__status" "enum__pricing_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "_pricing_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"plans_id" integer,
  	"comparison_rows_id" integer,
  	"faqs_id" integer
  );
  
  CREATE TABLE "success_next_steps" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar
  );
  
  CREATE TABLE "success_page" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"text" varchar,
  	"checking_label" varchar,
  	"plan_label" varchar,
  	"renewal_label" varchar,
  	"pending_text" varchar,
  	"next_steps_heading" varchar,
  	"home_label" varchar,
  	"support_label" varchar,
  	"support_subject" varchar,
  	"meta_title" varchar,
  	"meta_description" varchar,
  	"meta_image_id" integer,
  	"_status" "enum_success_page_status" DEFAULT 'draft',
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "_success_next_steps_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_success_page_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_heading" varchar,
  	"version_text" varchar,
  	"version_checking_label" varchar,
  	"version_plan_label" varchar,
  	"version_renewal_label" varchar,
  	"version_pending_text" varchar,
  	"version_next_steps_heading" varchar,
  	"version_home_label" varchar,
  	"version_support_label" varchar,
  	"version_support_subject" varchar,
  	"version_meta_title" varchar,
  	"version_meta_description" varchar,
  	"version_meta_image_id" integer,
  	"version__status" "enum__success_page_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "cancel_reasons" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"reason" varchar,
  	"offer_title" varchar,
  	"offer_text" varchar,
  	"offer_cta_label" varchar,
  	"offer_cta_url" varchar
  );
  
  CREATE TABLE "cancel_page" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"text" varchar,
  	"reasons_label" varchar,
  	"offer_delay_ms" numeric DEFAULT 300,
  	"call_widget_title" varchar,
  	"call_widget_text" varchar,
  	"call_widget_cta_label" varchar,
  	"call_widget_dismiss_label" varchar,
  	"call_widget_dismiss_hours" numeric DEFAULT 24,
  	"home_label" varchar,
  	"meta_title" varchar,
  	"meta_description" varchar,
  	"meta_image_id" integer,
  	"_status" "enum_cancel_page_status" DEFAULT 'draft',
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "_cancel_reasons_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"reason" varchar,
  	"offer_title" varchar,
  	"offer_text" varchar,
  	"offer_cta_label" varchar,
  	"offer_cta_url" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_cancel_page_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_heading" varchar,
  	"version_text" varchar,
  	"version_reasons_label" varchar,
  	"version_offer_delay_ms" numeric DEFAULT 300,
  	"version_call_widget_title" varchar,
  	"version_call_widget_text" varchar,
  	"version_call_widget_cta_label" varchar,
  	"version_call_widget_dismiss_label" varchar,
  	"version_call_widget_dismiss_hours" numeric DEFAULT 24,
  	"version_home_label" varchar,
  	"version_meta_title" varchar,
  	"version_meta_description" varchar,
  	"version_meta_image_id" integer,
  	"version__status" "enum__cancel_page_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "demo_page" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"text" varchar,
  	"embed_title" varchar,
  	"fallback_text" varchar,
  	"fallback_link_label" varchar,
  	"open_label" varchar,
  	"home_label" varchar,
  	"meta_title" varchar,
  	"meta_description" varchar,
  	"meta_image_id" integer,
  	"_status" "enum_demo_page_status" DEFAULT 'draft',
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "_demo_page_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_heading" varchar,
  	"version_text" varchar,
  	"version_embed_title" varchar,
  	"version_fallback_text" varchar,
  	"version_fallback_link_label" varchar,
  	"version_open_label" varchar,
  	"version_home_label" varchar,
  	"version_meta_title" varchar,
  	"version_meta_description" varchar,
  	"version_meta_image_id" integer,
  	"version__status" "enum__demo_page_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  ALTER TABLE "pricing_trial_features" ADD CONSTRAINT "pricing_trial_features_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pricing"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pricing_three_options" ADD CONSTRAINT "pricing_three_options_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pricing"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pricing_ps_notes" ADD CONSTRAINT "pricing_ps_notes_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pricing"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pricing" ADD CONSTRAINT "pricing_meta_image_id_media_id_fk" FOREIGN KEY ("meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pricing_rels" ADD CONSTRAINT "pricing_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pricing"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pricing_rels" ADD CONSTRAINT "pricing_rels_plans_fk" FOREIGN KEY ("plans_id") REFERENCES "public"."plans"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pricing_rels" ADD CONSTRAINT "pricing_rels_comparison_rows_fk" FOREIGN KEY ("comparison_rows_id") REFERENCES "public"."comparison_rows"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pricing_rels" ADD CONSTRAINT "pricing_rels_faqs_fk" FOREIGN KEY ("faqs_id") REFERENCES "public"."faqs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pricing_trial_features_v" ADD CONSTRAINT "_pricing_trial_features_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pricing_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pricing_three_options_v" ADD CONSTRAINT "_pricing_three_options_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pricing_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pricing_ps_notes_v" ADD CONSTRAINT "_pricing_ps_notes_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pricing_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pricing_v" ADD CONSTRAINT "_pricing_v_version_meta_image_id_media_id_fk" FOREIGN KEY ("version_meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pricing_v_rels" ADD CONSTRAINT "_pricing_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_pricing_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pricing_v_rels" ADD CONSTRAINT "_pricing_v_rels_plans_fk" FOREIGN KEY ("plans_id") REFERENCES "public"."plans"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pricing_v_rels" ADD CONSTRAINT "_pricing_v_rels_comparison_rows_fk" FOREIGN KEY ("comparison_rows_id") REFERENCES "public"."comparison_rows"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pricing_v_rels" ADD CONSTRAINT "_pricing_v_rels_faqs_fk" FOREIGN KEY ("faqs_id") REFERENCES "public"."faqs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "success_next_steps" ADD CONSTRAINT "success_next_steps_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."success_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "success_page" ADD CONSTRAINT "success_page_meta_image_id_media_id_fk" FOREIGN KEY ("meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_success_next_steps_v" ADD CONSTRAINT "_success_next_steps_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_success_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_success_page_v" ADD CONSTRAINT "_success_page_v_version_meta_image_id_media_id_fk" FOREIGN KEY ("version_meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cancel_reasons" ADD CONSTRAINT "cancel_reasons_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."cancel_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cancel_page" ADD CONSTRAINT "cancel_page_meta_image_id_media_id_fk" FOREIGN KEY ("meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_cancel_reasons_v" ADD CONSTRAINT "_cancel_reasons_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_cancel_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_cancel_page_v" ADD CONSTRAINT "_cancel_page_v_version_meta_image_id_media_id_fk" FOREIGN KEY ("version_meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "demo_page" ADD CONSTRAINT "demo_page_meta_image_id_media_id_fk" FOREIGN KEY ("meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_demo_page_v" ADD CONSTRAINT "_demo_page_v_version_meta_image_id_media_id_fk" FOREIGN KEY ("version_meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "pricing_trial_features_order_idx" ON "pricing_trial_features" USING btree ("_order");
  CREATE INDEX "pricing_trial_features_parent_id_idx" ON "pricing_trial_features" USING btree ("_parent_id");
  CREATE INDEX "pricing_three_options_order_idx" ON "pricing_three_options" USING btree ("_order");
  CREATE INDEX "pricing_three_options_parent_id_idx" ON "pricing_three_options" USING btree ("_parent_id");
  CREATE INDEX "pricing_ps_notes_order_idx" ON "pricing_ps_notes" USING btree ("_order");
  CREATE INDEX "pricing_ps_notes_parent_id_idx" ON "pricing_ps_notes" USING btree ("_parent_id");
  CREATE INDEX "pricing_meta_meta_image_idx" ON "pricing" USING btree ("meta_image_id");
  CREATE INDEX "pricing__status_idx" ON "pricing" USING btree ("_status");
  CREATE INDEX "pricing_rels_order_idx" ON "pricing_rels" USING btree ("order");
  CREATE INDEX "pricing_rels_parent_idx" ON "pricing_rels" USING btree ("parent_id");
  CREATE INDEX "pricing_rels_path_idx" ON "pricing_rels" USING btree ("path");
  CREATE INDEX "pricing_rels_plans_id_idx" ON "pricing_rels" USING btree ("plans_id");
  CREATE INDEX "pricing_rels_comparison_rows_id_idx" ON "pricing_rels" USING btree ("comparison_rows_id");
  CREATE INDEX "pricing_rels_faqs_id_idx" ON "pricing_rels" USING btree ("faqs_id");
  CREATE INDEX "_pricing_trial_features_v_order_idx" ON "_pricing_trial_features_v" USING btree ("_order");
  CREATE INDEX "_pricing_trial_features_v_parent_id_idx" ON "_pricing_trial_features_v" USING btree ("_parent_id");
  CREATE INDEX "_pricing_three_options_v_order_idx" ON "_pricing_three_options_v" USING btree ("_order");
  CREATE INDEX "_pricing_three_options_v_parent_id_idx" ON "_pricing_three_options_v" USING btree ("_parent_id");
  CREATE INDEX "_pricing_ps_notes_v_order_idx" ON "_pricing_ps_notes_v" USING btree ("_order");
  CREATE INDEX "_pricing_ps_notes_v_parent_id_idx" ON "_pricing_ps_notes_v" USING btree ("_parent_id");
  CREATE INDEX "_pricing_v_version_meta_version_meta_image_idx" ON "_pricing_v" USING btree ("version_meta_image_id");
  CREATE INDEX "_pricing_v_version_version__status_idx" ON "_pricing_v" USING btree ("version__status");
  CREATE INDEX "_pricing_v_created_at_idx" ON "_pricing_v" USING btree ("created_at");
  CREATE INDEX "_pricing_v_updated_at_idx" ON "_pricing_v" USING btree ("updated_at");
  CREATE INDEX "_pricing_v_latest_idx" ON "_pricing_v" USING btree ("latest");
  CREATE INDEX "_pricing_v_rels_order_idx" ON "_pricing_v_rels" USING btree ("order");
  CREATE INDEX "_pricing_v_rels_parent_idx" ON "_pricing_v_rels" USING btree ("parent_id");
  CREATE INDEX "_pricing_v_rels_path_idx" ON "_pricing_v_rels" USING btree ("path");
  CREATE INDEX "_pricing_v_rels_plans_id_idx" ON "_pricing_v_rels" USING btree ("plans_id");
  CREATE INDEX "_pricing_v_rels_comparison_rows_id_idx" ON "_pricing_v_rels" USING btree ("comparison_rows_id");
  CREATE INDEX "_pricing_v_rels_faqs_id_idx" ON "_pricing_v_rels" USING btree ("faqs_id");
  CREATE INDEX "success_next_steps_order_idx" ON "success_next_steps" USING btree ("_order");
  CREATE INDEX "success_next_steps_parent_id_idx" ON "success_next_steps" USING btree ("_parent_id");
  CREATE INDEX "success_page_meta_meta_image_idx" ON "success_page" USING btree ("meta_image_id");
  CREATE INDEX "success_page__status_idx" ON "success_page" USING btree ("_status");
  CREATE INDEX "_success_next_steps_v_order_idx" ON "_success_next_steps_v" USING btree ("_order");
  CREATE INDEX "_success_next_steps_v_parent_id_idx" ON "_success_next_steps_v" USING btree ("_parent_id");
  CREATE INDEX "_success_page_v_version_meta_version_meta_image_idx" ON "_success_page_v" USING btree ("version_meta_image_id");
  CREATE INDEX "_success_page_v_version_version__status_idx" ON "_success_page_v" USING btree ("version__status");
  CREATE INDEX "_success_page_v_created_at_idx" ON "_success_page_v" USING btree ("created_at");
  CREATE INDEX "_success_page_v_updated_at_idx" ON "_success_page_v" USING btree ("updated_at");
  CREATE INDEX "_success_page_v_latest_idx" ON "_success_page_v" USING btree ("latest");
  CREATE INDEX "cancel_reasons_order_idx" ON "cancel_reasons" USING btree ("_order");
  CREATE INDEX "cancel_reasons_parent_id_idx" ON "cancel_reasons" USING btree ("_parent_id");
  CREATE INDEX "cancel_page_meta_meta_image_idx" ON "cancel_page" USING btree ("meta_image_id");
  CREATE INDEX "cancel_page__status_idx" ON "cancel_page" USING btree ("_status");
  CREATE INDEX "_cancel_reasons_v_order_idx" ON "_cancel_reasons_v" USING btree ("_order");
  CREATE INDEX "_cancel_reasons_v_parent_id_idx" ON "_cancel_reasons_v" USING btree ("_parent_id");
  CREATE INDEX "_cancel_page_v_version_meta_version_meta_image_idx" ON "_cancel_page_v" USING btree ("version_meta_image_id");
  CREATE INDEX "_cancel_page_v_version_version__status_idx" ON "_cancel_page_v" USING btree ("version__status");
  CREATE INDEX "_cancel_page_v_created_at_idx" ON "_cancel_page_v" USING btree ("created_at");
  CREATE INDEX "_cancel_page_v_updated_at_idx" ON "_cancel_page_v" USING btree ("updated_at");
  CREATE INDEX "_cancel_page_v_latest_idx" ON "_cancel_page_v" USING btree ("latest");
  CREATE INDEX "demo_page_meta_meta_image_idx" ON "demo_page" USING btree ("meta_image_id");
  CREATE INDEX "demo_page__status_idx" ON "demo_page" USING btree ("_status");
  CREATE INDEX "_demo_page_v_version_meta_version_meta_image_idx" ON "_demo_page_v" USING btree ("version_meta_image_id");
  CREATE INDEX "_demo_page_v_version_version__status_idx" ON "_demo_page_v" USING btree ("version__status");
  CREATE INDEX "_demo_page_v_created_at_idx" ON "_demo_page_v" USING btree ("created_at");
  CREATE INDEX "_demo_page_v_updated_at_idx" ON "_demo_page_v" USING btree ("updated_at");
  CREATE INDEX "_demo_page_v_latest_idx" ON "_demo_page_v" USING btree ("latest");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "pricing_trial_features" CASCADE;
  DROP TABLE "pricing_three_options" CASCADE;
  DROP TABLE "pricing_ps_notes" CASCADE;
  DROP TABLE "pricing" CASCADE;
  DROP TABLE "pricing_rels" CASCADE;
  DROP TABLE "_pricing_trial_features_v" CASCADE;
  DROP TABLE "_pricing_three_options_v" CASCADE;
  DROP TABLE "_pricing_ps_notes_v" CASCADE;
  DROP TABLE "_pricing_v" CASCADE;
  DROP TABLE "_pricing_v_rels" CASCADE;
  DROP TABLE "success_next_steps" CASCADE;
  DROP TABLE "success_page" CASCADE;
  DROP TABLE "_success_next_steps_v" CASCADE;
  DROP TABLE "_success_page_v" CASCADE;
  DROP TABLE "cancel_reasons" CASCADE;
  DROP TABLE "cancel_page" CASCADE;
  DROP TABLE "_cancel_reasons_v" CASCADE;
  DROP TABLE "_cancel_page_v" CASCADE;
  DROP TABLE "demo_page" CASCADE;
  DROP TABLE "_demo_page_v" CASCADE;
  DROP TYPE "public"."enum_pricing_status";
  DROP TYPE "public"."enum__pricing_v_version_status";
  DROP TYPE "public"."enum_success_page_status";
  DROP TYPE "public"."enum__success_page_v_version_status";
  DROP TYPE "public"."enum_cancel_page_status";
  DROP TYPE "public"."enum__cancel_page_v_version_status";
  DROP TYPE "public"."enum_demo_page_status";
  DROP TYPE "public"."enum__demo_page_v_version_status";`)
}

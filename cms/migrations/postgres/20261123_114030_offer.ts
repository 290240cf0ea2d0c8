import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_orders_status" AS ENUM('pending', 'paid');
  CREATE TYPE "public"."enum_orders_upsell_status" AS ENUM('offered', 'accepted', 'declined', 'requires_action', 'failed');
  CREATE TYPE "public"."enum_offer_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__offer_v_version_status" AS ENUM('draft', 'published');
  CREATE TABLE "orders" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"email" varchar NOT NULL,
  	"full_name" varchar,
  	"phone" varchar,
  	"offer_type" varchar DEFAULT 'agency_arbitrage_97',
  	"status" "enum_orders_status" DEFAULT 'pending' NOT NULL,
  	"bump_selected" boolean DEFAULT false,
  	"base_price" numeric NOT NULL,
  	"bump_price" numeric,
  	"base_amount" numeric DEFAULT 0 NOT NULL,
  	"bump_amount" numeric DEFAULT 0 NOT NULL,
  	"upsell_status" "enum_orders_upsell_status" DEFAULT 'offered' NOT NULL,
  	"upsell_amount" numeric DEFAULT 0 NOT NULL,
  	"total" numeric DEFAULT 0,
  	"currency" varchar DEFAULT 'usd',
  	"checkout_session_id" varchar NOT NULL,
  	"payment_intent_id" varchar,
  	"stripe_customer_id" varchar,
  	"payment_method_id" varchar,
  	"upsell_payment_intent_id" varchar,
  	"upsell_checkout_url" varchar,
  	"paid_at" timestamp(3) with time zone,
  	"confirmation_sent_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "offer_landing_what_you_get_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "offer_landing_steps_steps" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"description" varchar
  );
  
  CREATE TABLE "offer_landing_testimonials_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"role" varchar,
  	"quote" varchar,
  	"result" varchar
  );
  
  CREATE TABLE "offer_landing_problem_pains" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "offer_checkout_bump_bullets" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "offer_checkout_summary_included" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "offer_checkout_footer_notes" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "offer_success_upsell_bullets" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "offer_success_thanks_next_steps" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "offer" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"pricing_price_id" varchar,
  	"pricing_product_name" varchar,
  	"pricing_base_price" numeric DEFAULT 97,
  	"pricing_bump_name" varchar,
  	"pricing_bump_price" numeric DEFAULT 197,
  	"pricing_upsell_name" varchar,
  	"pricing_upsell_price" numeric DEFAULT 297,
  	"pricing_upsell_compare_at" numeric DEFAULT 997,
  	"pricing_value" numeric DEFAULT 2997,
  	"landing_hero_eyebrow" varchar,
  	"landing_hero_headline" varchar,
  	"landing_hero_subheadline" varchar,
  	"landing_hero_cta_label" varchar,
  	"landing_hero_cta_note" varchar,
  	"landing_what_you_get_heading" varchar,
  	"landing_what_you_get_value_label" varchar,
  	"landing_what_you_get_today_label" varchar,
  	"landing_steps_heading" varchar,
  	"landing_testimonials_heading" varchar,
  	"landing_problem_heading" varchar,
  	"landing_problem_closing" varchar,
  	"landing_solution_heading" varchar,
  	"landing_solution_text" varchar,
  	"landing_solution_cta_label" varchar,
  	"landing_guarantee_heading" varchar,
  	"landing_guarantee_text" varchar,
  	"landing_final_cta_heading" varchar,
  	"landing_final_cta_text" varchar,
  	"landing_final_cta_cta_label" varchar,
  	"landing_final_cta_guarantee_line" varchar,
  	"landing_sticky_bar_label" varchar,
  	"landing_email_modal_title" varchar,
  	"landing_email_modal_text" varchar,
  	"landing_email_modal_email_label" varchar,
  	"landing_email_modal_email_placeholder" varchar,
  	"landing_email_modal_submit_label" varchar,
  	"landing_email_modal_busy_label" varchar,
  	"landing_email_modal_invalid_email" varchar,
  	"landing_email_modal_privacy_note" varchar,
  	"checkout_heading" varchar,
  	"checkout_subheading" varchar,
  	"checkout_name_label" varchar,
  	"checkout_email_label" varchar,
  	"checkout_phone_label" varchar,
  	"checkout_fields_missing" varchar,
  	"checkout_start_over" varchar,
  	"checkout_failed" varchar,
  	"checkout_bump_headline" varchar,
  	"checkout_bump_badge" varchar,
  	"checkout_bump_claim" varchar,
  	"checkout_submit_label" varchar,
  	"checkout_processing_label" varchar,
  	"checkout_summary_heading" varchar,
  	"checkout_summary_value_label" varchar,
  	"checkout_summary_today_label" varchar,
  	"checkout_summary_split_label" varchar,
  	"checkout_summary_reviews" varchar,
  	"success_upsell_countdown_label" varchar,
  	"success_upsell_countdown_minutes" numeric DEFAULT 10,
  	"success_upsell_heading" varchar,
  	"success_upsell_text" varchar,
  	"success_upsell_price_label" varchar,
  	"success_upsell_save_label" varchar,
  	"success_upsell_accept_label" varchar,
  	"success_upsell_processing_label" varchar,
  	"success_upsell_decline_label" varchar,
  	"success_upsell_failed" varchar,
  	"success_thanks_heading" varchar,
  	"success_thanks_text" varchar,
  	"success_thanks_next_heading" varchar,
  	"success_thanks_cta_label" varchar,
  	"success_thanks_cta_href" varchar,
  	"success_thanks_support_line" varchar,
  	"email_subject" varchar,
  	"email_body" varchar,
  	"meta_title" varchar,
  	"meta_description" varchar,
  	"meta_image_id" integer,
  	"_status" "enum_offer_status" DEFAULT 'draft',
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "_offer_v_version_landing_what_you_get_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_offer_v_version_landing_steps_steps" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"description" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_offer_v_version_landing_testimonials_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"role" varchar,
  	"quote" varchar,
  	"result" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_offer_v_version_landing_problem_pains" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_offer_v_version_checkout_bump_bullets" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_offer_v_version_checkout_summary_included" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_offer_v_version_checkout_footer_notes" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_offer_v_version_success_upsell_bullets" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_offer_v_version_success_thanks_next_steps" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_offer_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_pricing_price_id" varchar,
  	"version_pricing_product_name" varchar,
  	"version_pricing_base_price" numeric DEFAULT 97,
  	"version_pricing_bump_name" varchar,
  	"version_pricing_bump_price" numeric DEFAULT 197,
  	"version_pricing_upsell_name" varchar,
  	"version_pricing_upsell_price" numeric DEFAULT 297,
  	"version_pricing_upsell_compare_at" numeric DEFAULT 997,
  	"version_pricing_value" numeric DEFAULT 2997,
  	"version_landing_hero_eyebrow" varchar,
  	"version_landing_hero_headline" varchar,
  	"version_landing_hero_subheadline" varchar,
  	"version_landing_hero_cta_label" varchar,
  	"version_landing_hero_cta_note" varchar,
  	"version_landing_what_you_get_heading" varchar,
  	"version_landing_what_you_get_value_label" varchar,
  	"version_landing_what_you_get_today_label" varchar,
  	"version_landing_steps_heading" varchar,
  	"version_landing_testimonials_heading" varchar,
  	"version_landing_problem_heading" varchar,
  	"version_landing_problem_closing" varchar,
  	"version_landing_solution_heading" varchar,
  	"version_landing_solution_text" varchar,
  	"version_landing_solution_cta_label" varchar,
  	"version_landing_guarantee_heading" varchar,
  	"version_landing_guarantee_text" varchar,
  	"version_landing_final_cta_heading" varchar,
  	"version_landing_final_cta_text" varchar,
  	"version_landing_final_cta_cta_label" varchar,
  	"version_landing_final_cta_guarantee_line" varchar,
  	"version_landing_sticky_bar_label" varchar,
  	"version_landing_email_modal_title" varchar,
  	"version_landing_email_modal_text" varchar,
  	"version_landing_email_modal_email_label" varchar,
  	"version_landing_email_modal_email_placeholder" varchar,
  	"version_landing_email_modal_submit_label" varchar,
  	"version_landing_email_modal_busy_label" varchar,
  	"version_landing_email_modal_invalid_email" varchar,
  	"version_landing_email_modal_privacy_note" varchar,
  	"version_checkout_heading" varchar,
  	"version_checkout_subheading" varchar,
  	"version_checkout_name_label" varchar,
  	"version_checkout_email_label" varchar,
  	"version_checkout_phone_label" varchar,
  	"version_checkout_fields_missing" varchar,
  	"version_checkout_start_over" varchar,
  	"version_checkout_failed" varchar,
  	"version_checkout_bump_headline" varchar,
  	"version_checkout_bump_badge" varchar,
  	"version_checkout_bump_claim" varchar,
  	"version_checkout_submit_label" varchar,
  	"version_checkout_processing_label" varchar,
  	"version_checkout_summary_heading" varchar,
  	"version_checkout_summary_value_label" varchar,
  	"version_checkout_summary_today_label" varchar,
  	"version_checkout_summary_split_label" varchar,
  	"version_checkout_summary_reviews" varchar,
  	"version_success_upsell_countdown_label" varchar,
  	"version_success_upsell_countdown_minutes" numeric DEFAULT 10,
  	"version_success_upsell_heading" varchar,
  	"version_success_upsell_text" varchar,
  	"version_success_upsell_price_label" varchar,
  	"version_success_upsell_save_label" varchar,
  	"version_success_upsell_accept_label" varchar,
  	"version_success_upsell_processing_label" varchar,
  	"version_success_upsell_decline_label" varchar,
  	"version_success_upsell_failed" varchar,
  	"version_success_thanks_heading" varchar,
  	"version_success_thanks_text" varchar,
  	"version_success_thanks_next_heading" varchar,
  	"version_success_thanks_cta_label" varchar,
  	"version_success_thanks_cta_href" varchar,
  	"version_success_thanks_support_line" varchar,
  	"version_email_subject" varchar,
  	"version_email_body" varchar,
  	"version_meta_title" varchar,
  	"version_meta_description" varchar,
  	"version_meta_image_id" integer,
  	"version__status" "enum__offer_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "orders_id" integer;
  ALTER TABLE "offer_landing_what_you_get_items" ADD CONSTRAINT "offer_landing_what_you_get_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."offer"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "offer_landing_steps_steps" ADD CONSTRAINT "offer_landing_steps_steps_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."offer"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "offer_landing_testimonials_items" ADD CONSTRAINT "offer_landing_testimonials_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."offer"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "offer_landing_problem_pains" ADD CONSTRAINT "offer_landing_problem_pains_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."offer"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "offer_checkout_bump_bullets" ADD CONSTRAINT "offer_checkout_bump_bullets_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."offer"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "offer_checkout_summary_included" ADD CONSTRAINT "offer_checkout_summary_included_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."offer"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "offer_checkout_footer_notes" ADD CONSTRAINT "offer_checkout_footer_notes_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."offer"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "offer_success_upsell_bullets" ADD CONSTRAINT "offer_success_upsell_bullets_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."offer"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "offer_success_thanks_next_steps" ADD CONSTRAINT "offer_success_thanks_next_steps_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."offer"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "offer" ADD CONSTRAINT "offer_meta_image_id_media_id_fk" FOREIGN KEY ("meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_offer_v_version_landing_what_you_get_items" ADD CONSTRAINT "_offer_v_version_landing_what_you_get_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_offer_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_offer_v_version_landing_steps_steps" ADD CONSTRAINT "_offer_v_version_landing_steps_steps_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_offer_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_offer_v_version_landing_testimonials_items" ADD CONSTRAINT "_offer_v_version_landing_testimonials_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_offer_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_offer_v_version_landing_problem_pains" ADD CONSTRAINT "_offer_v_version_landing_problem_pains_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_offer_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_offer_v_version_checkout_bump_bullets" ADD CONSTRAINT "_offer_v_version_checkout_bump_bullets_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_offer_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_offer_v_version_checkout_summary_included" ADD CONSTRAINT "_offer_v_version_checkout_summary_included_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_offer_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_offer_v_version_checkout_footer_notes" ADD CONSTRAINT "_offer_v_version_checkout_footer_notes_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_offer_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_offer_v_version_success_upsell_bullets" ADD CONSTRAINT "_offer_v_version_success_upsell_bullets_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_offer_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_offer_v_version_success_thanks_next_steps" ADD CONSTRAINT "_offer_v_version_success_thanks_next_steps_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_offer_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_offer_v" ADD CONSTRAINT "_offer_v_version_meta_image_id_media_id_fk" FOREIGN KEY ("version_meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "orders_email_idx" ON "orders" USING btree ("email");
  CREATE INDEX "orders_status_idx" ON "orders" USING btree ("status");
  CREATE INDEX "orders_upsell_status_idx" ON "orders" USING btree ("upsell_status");
  CREATE UNIQUE INDEX "orders_checkout_session_id_idx" ON "orders" USING btree ("checkout_session_id");
  CREATE INDEX "orders_payment_intent_id_idx" ON "orders" USING btree ("payment_intent_id");
  CREATE INDEX "orders_stripe_customer_id_idx" ON "orders" USING btree ("stripe_customer_id");
  CREATE INDEX "orders_upsell_payment_intent_id_idx" ON "orders" USING btree ("upsell_payment_intent_id");
  CREATE INDEX "orders_updated_at_idx" ON "orders" USING btree ("updated_at");
  CREATE INDEX "orders_created_at_idx" ON "orders" USING btree ("created_at");
  CREATE INDEX "offer_landing_what_you_get_items_order_idx" ON "offer_landing_what_you_get_items" USING btree ("_order");
  CREATE INDEX "offer_landing_what_you_get_items_parent_id_idx" ON "offer_landing_what_you_get_items" USING btree ("_parent_id");
  CREATE INDEX "offer_landing_steps_steps_order_idx" ON "offer_landing_steps_steps" USING btree ("_order");
  CREATE INDEX "offer_landing_steps_steps_parent_id_idx" ON "offer_landing_steps_steps" USING btree ("_parent_id");
  CREATE INDEX "offer_landing_testimonials_items_order_idx" ON "offer_landing_testimonials_items" USING btree ("_order");
  CREATE INDEX "offer_landing_testimonials_items_parent_id_idx" ON "offer_landing_testimonials_items" USING btree ("_parent_id");
  CREATE INDEX "offer_landing_problem_pains_order_idx" ON "offer_landing_problem_pains" USING btree ("_order");
  CREATE INDEX "offer_landing_problem_pains_parent_id_idx" ON "offer_landing_problem_pains" USING btree ("_parent_id");
  CREATE INDEX "offer_checkout_bump_bullets_order_idx" ON "offer_checkout_bump_bullets" USING btree ("_order");
  CREATE INDEX "offer_checkout_bump_bullets_parent_id_idx" ON "offer_checkout_bump_bullets" USING btree ("_parent_id");
  CREATE INDEX "offer_checkout_summary_included_order_idx" ON "offer_checkout_summary_included" USING btree ("_order");
  CREATE INDEX "offer_checkout_summary_included_parent_id_idx" ON "offer_checkout_summary_included" USING btree ("_parent_id");
  CREATE INDEX "offer_checkout_footer_notes_order_idx" ON "offer_checkout_footer_notes" USING btree ("_order");
  CREATE INDEX "offer_checkout_footer_notes_parent_id_idx" ON "offer_checkout_footer_notes" USING btree ("_parent_id");
  CREATE INDEX "offer_success_upsell_bullets_order_idx" ON "offer_success_upsell_bullets" USING btree ("_order");
  CREATE INDEX "offer_success_upsell_bullets_parent_id_idx" ON "offer_success_upsell_bullets" USING btree ("_parent_id");
  CREATE INDEX "offer_success_thanks_next_steps_order_idx" ON "offer_success_thanks_next_steps" USING btree ("_order");
  CREATE INDEX "offer_success_thanks_next_steps_parent_id_idx" ON "offer_success_thanks_next_steps" USING btree ("_parent_id");
  CREATE INDEX "offer_meta_meta_image_idx" ON "offer" USING btree ("meta_image_id");
  CREATE INDEX "offer__status_idx" ON "offer" USING btree ("_status");
  CREATE INDEX "_offer_v_version_landing_what_you_get_items_order_idx" ON "_offer_v_version_landing_what_you_get_items" USING btree ("_order");
  CREATE INDEX "_offer_v_version_landing_what_you_get_items_parent_id_idx" ON "_offer_v_version_landing_what_you_get_items" USING btree ("_parent_id");
  CREATE INDEX "_offer_v_version_landing_steps_steps_order_idx" ON "_offer_v_version_landing_steps_steps" USING btree ("_order");
  CREATE INDEX "_offer_v_version_landing_steps_steps_parent_id_idx" ON "_offer_v_version_landing_steps_steps" USING btree ("_parent_id");
  CREATE INDEX "_offer_v_version_landing_testimonials_items_order_idx" ON "_offer_v_version_landing_testimonials_items" USING btree ("_order");
  CREATE INDEX "_offer_v_version_landing_testimonials_items_parent_id_idx" ON "_offer_v_version_landing_testimonials_items" USING btree ("_parent_id");
  CREATE INDEX "_offer_v_version_landing_problem_pains_order_idx" ON "_offer_v_version_landing_problem_pains" USING btree ("_order");
  CREATE INDEX "_offer_v_version_landing_problem_pains_parent_id_idx" ON "_offer_v_version_landing_problem_pains" USING btree ("_parent_id");
  CREATE INDEX "_offer_v_version_checkout_bump_bullets_order_idx" ON "_offer_v_version_checkout_bump_bullets" USING btree ("_order");
  CREATE INDEX "_offer_v_version_checkout_bump_bullets_parent_id_idx" ON "_offer_v_version_checkout_bump_bullets" USING btree ("_parent_id");
  CREATE INDEX "_offer_v_version_checkout_summary_included_order_idx" ON "_offer_v_version_checkout_summary_included" USING btree ("_order");
  CREATE INDEX "_offer_v_version_checkout_summary_included_parent_id_idx" ON "_offer_v_version_checkout_summary_included" USING btree ("_parent_id");
  CREATE INDEX "_offer_v_version_checkout_footer_notes_order_idx" ON "_offer_v_version_checkout_footer_notes" USING btree ("_order");
  CREATE INDEX "_offer_v_version_checkout_footer_notes_parent_id_idx" ON "_offer_v_version_checkout_footer_notes" USING btree ("_parent_id");
  CREATE INDEX "_offer_v_version_success_upsell_bullets_order_idx" ON "_offer_v_version_success_upsell_bullets" USING btree ("_order");
  CREATE INDEX "_offer_v_version_success_upsell_bullets_parent_id_idx" ON "_offer_v_version_success_upsell_bullets" USING btree ("_parent_id");
  CREATE INDEX "_offer_v_version_success_thanks_next_steps_order_idx" ON "_offer_v_version_success_thanks_next_steps" USING btree ("_order");
  CREATE INDEX "_offer_v_version_success_thanks_next_steps_parent_id_idx" ON "_offer_v_version_success_thanks_next_steps" USING btree ("_parent_id");
  CREATE INDEX "_offer_v_version_meta_version_meta_image_idx" ON "_offer_v" USING btree ("version_meta_image_id");
  CREATE INDEX "_offer_v_version_version__status_idx" ON "_offer_v" USING btree ("version__status");
  CREATE INDEX "_offer_v_created_at_idx" ON "_offer_v" USING btree ("created_at");
  CREATE INDEX "_offer_v_updated_at_idx" ON "_offer_v" USING btree ("updated_at");
  CREATE INDEX "_offer_v_latest_idx" ON "_offer_v" USING btree ("latest");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_orders_fk" FOREIGN KEY ("orders_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_orders_id_idx" ON "payload_locked_documents_rels" USING btree ("orders_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "orders" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "offer_landing_what_you_get_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "offer_landing_steps_steps" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "offer_landing_testimonials_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "offer_landing_problem_pains" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "offer_checkout_bump_bullets" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "offer_checkout_summary_included" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "offer_checkout_footer_notes" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "offer_success_upsell_bullets" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "offer_success_thanks_next_steps" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "offer" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_offer_v_version_landing_what_you_get_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_offer_v_version_landing_steps_steps" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_offer_v_version_landing_testimonials_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_offer_v_version_landing_problem_pains" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_offer_v_version_checkout_bump_bullets" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_offer_v_version_checkout_summary_included" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_offer_v_version_checkout_footer_notes" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_offer_v_version_success_upsell_bullets" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_offer_v_version_success_thanks_next_steps" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_offer_v" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "orders" CASCADE;
  DROP TABLE "offer_landing_what_you_get_items" CASCADE;
  DROP TABLE "offer_landing_steps_steps" CASCADE;
  DROP TABLE "offer_landing_testimonials_items" CASCADE;
  DROP TABLE "offer_landing_problem_pains" CASCADE;
  DROP TABLE "offer_checkout_bump_bullets" CASCADE;
  DROP TABLE "offer_checkout_summary_included" CASCADE;
  DROP TABLE "offer_checkout_footer_notes" CASCADE;
  DROP TABLE "offer_success_upsell_bullets" CASCADE;
  DROP TABLE "offer_success_thanks_next_steps" CASCADE;
  DROP TABLE "offer" CASCADE;
  DROP TABLE "_offer_v_version_landing_what_you_get_items" CASCADE;
  DROP TABLE "_offer_v_version_landing_steps_steps" CASCADE;
  DROP TABLE "_offer_v_version_landing_testimonials_items" CASCADE;
  DROP TABLE "_offer_v_version_landing_problem_pains" CASCADE;
  DROP TABLE "_offer_v_version_checkout_bump_bullets" CASCADE;
  DROP TABLE "_offer_v_version_checkout_summary_included" CASCADE;
  DROP TABLE "_offer_v_version_checkout_footer_notes" CASCADE;
  DROP TABLE "_offer_v_version_success_upsell_bullets" CASCADE;
  DROP TABLE "_offer_v_version_success_thanks_next_steps" CASCADE;
  DROP TABLE "_offer_v" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_orders_fk";
  
  DROP INDEX "payload_locked_documents_rels_orders_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "orders_id";
  DROP TYPE "public"."enum_orders_status";
  DROP TYPE "public"."enum_orders_upsell_status";
  DROP TYPE "public"."enum_offer_status";
  DROP TYPE "public"."enum__offer_v_version_status";`)
}

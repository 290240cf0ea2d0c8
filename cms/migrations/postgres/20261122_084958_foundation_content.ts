import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_exports_format" AS ENUM('csv', 'json');
  CREATE TYPE "public"."enum_exports_sort_order" AS ENUM('asc', 'desc');
  CREATE TYPE "public"."enum_exports_drafts" AS ENUM('yes', 'no');
  CREATE TYPE "public"."enum_imports_import_mode" AS ENUM('create', 'update', 'upsert');
  CREATE TYPE "public"."enum_imports_status" AS ENUM('pending', 'completed', 'partial', 'failed');
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'createCollectionExport', 'createCollectionImport');
  CREATE TYPE "public"."enum_payload_jobs_log_state" AS ENUM('failed', 'succeeded');
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'createCollectionExport', 'createCollectionImport');
  CREATE TABLE "exports" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"format" "enum_exports_format" DEFAULT 'csv' NOT NULL,
  	"limit" numeric,
  	"page" numeric DEFAULT 1,
  	"sort" varchar,
  	"sort_order" "enum_exports_sort_order",
  	"drafts" "enum_exports_drafts" DEFAULT 'yes',
  	"collection_slug" varchar DEFAULT 'leads' NOT NULL,
  	"where" jsonb DEFAULT '{}'::jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric
  );
  
  CREATE TABLE "exports_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "imports" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"collection_slug" varchar NOT NULL,
  	"import_mode" "enum_imports_import_mode",
  	"match_field" varchar DEFAULT 'id',
  	"status" "enum_imports_status" DEFAULT 'pending',
  	"summary_imported" numeric,
  	"summary_updated" numeric,
  	"summary_total" numeric,
  	"summary_issues" numeric,
  	"summary_issue_details" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric
  );
  
  CREATE TABLE "payload_jobs_log" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"executed_at" timestamp(3) with time zone NOT NULL,
  	"completed_at" timestamp(3) with time zone NOT NULL,
  	"task_slug" "enum_payload_jobs_log_task_slug" NOT NULL,
  	"task_i_d" varchar NOT NULL,
  	"input" jsonb,
  	"output" jsonb,
  	"state" "enum_payload_jobs_log_state" NOT NULL,
  	"error" jsonb
  );
  
  CREATE TABLE "payload_jobs" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"input" jsonb,
  	"completed_at" timestamp(3) with time zone,
  	"total_tried" numeric DEFAULT 0,
  	"has_error" boolean DEFAULT false,
  	"error" jsonb,
  	"task_slug" "enum_payload_jobs_task_slug",
  	"queue" varchar DEFAULT 'default',
  	"wait_until" timestamp(3) with time zone,
  	"processing" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "home_sales_letter_paragraphs" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "home_origin_story_paragraphs" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_v_version_sales_letter_paragraphs" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_v_version_origin_story_paragraphs" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "home_sales_letter_paragraphs" CASCADE;
  DROP TABLE "home_origin_story_paragraphs" CASCADE;
  DROP TABLE "_home_v_version_sales_letter_paragraphs" CASCADE;
  DROP TABLE "_home_v_version_origin_story_paragraphs" CASCADE;
  ALTER TABLE "site_settings" ADD COLUMN "meta_title" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "meta_description" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "meta_image_id" integer;
  ALTER TABLE "home" ADD COLUMN "sales_letter_body" jsonb;
  ALTER TABLE "home" ADD COLUMN "video_testimonials_video_label" varchar;
  ALTER TABLE "home" ADD COLUMN "origin_story_body" jsonb;
  ALTER TABLE "home" ADD COLUMN "framework_principle_label" varchar;
  ALTER TABLE "home" ADD COLUMN "framework_benefit_label" varchar;
  ALTER TABLE "home" ADD COLUMN "testimonial_widget_placeholder" varchar;
  ALTER TABLE "home" ADD COLUMN "roi_countdown_hours_label" varchar;
  ALTER TABLE "home" ADD COLUMN "roi_countdown_minutes_label" varchar;
  ALTER TABLE "home" ADD COLUMN "roi_countdown_seconds_label" varchar;
  ALTER TABLE "home" ADD COLUMN "comparison_website_dev_price_from_label" varchar;
  ALTER TABLE "home" ADD COLUMN "bonus_stack_priceless_label" varchar;
  ALTER TABLE "home" ADD COLUMN "lead_modal_mrr_placeholder" varchar;
  ALTER TABLE "home" ADD COLUMN "lead_modal_privacy_note" varchar;
  ALTER TABLE "home" ADD COLUMN "lead_modal_captured_banner_region_label" varchar;
  ALTER TABLE "home" ADD COLUMN "meta_title" varchar;
  ALTER TABLE "home" ADD COLUMN "meta_description" varchar;
  ALTER TABLE "home" ADD COLUMN "meta_image_id" integer;
  ALTER TABLE "_home_v" ADD COLUMN "version_sales_letter_body" jsonb;
  ALTER TABLE "_home_v" ADD COLUMN "version_video_testimonials_video_label" varchar;
  ALTER TABLE "_home_v" ADD COLUMN "version_origin_story_body" jsonb;
  ALTER TABLE "_home_v" ADD COLUMN "version_framework_principle_label" varchar;
  ALTER TABLE "_home_v" ADD COLUMN "version_framework_benefit_label" varchar;
  ALTER TABLE "_home_v" ADD COLUMN "version_testimonial_widget_placeholder" varchar;
  ALTER TABLE "_home_v" ADD COLUMN "version_roi_countdown_hours_label" varchar;
  ALTER TABLE "_home_v" ADD COLUMN "version_roi_countdown_minutes_label" varchar;
  ALTER TABLE "_home_v" ADD COLUMN "version_roi_countdown_seconds_label" varchar;
  ALTER TABLE "_home_v" ADD COLUMN "version_comparison_website_dev_price_from_label" varchar;
  ALTER TABLE "_home_v" ADD COLUMN "version_bonus_stack_priceless_label" varchar;
  ALTER TABLE "_home_v" ADD COLUMN "version_lead_modal_mrr_placeholder" varchar;
  ALTER TABLE "_home_v" ADD COLUMN "version_lead_modal_privacy_note" varchar;
  ALTER TABLE "_home_v" ADD COLUMN "version_lead_modal_captured_banner_region_label" varchar;
  ALTER TABLE "_home_v" ADD COLUMN "version_meta_title" varchar;
  ALTER TABLE "_home_v" ADD COLUMN "version_meta_description" varchar;
  ALTER TABLE "_home_v" ADD COLUMN "version_meta_image_id" integer;
  ALTER TABLE "exports_texts" ADD CONSTRAINT "exports_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."exports"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_jobs_log" ADD CONSTRAINT "payload_jobs_log_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."payload_jobs"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "exports_updated_at_idx" ON "exports" USING btree ("updated_at");
  CREATE INDEX "exports_created_at_idx" ON "exports" USING btree ("created_at");
  CREATE UNIQUE INDEX "exports_filename_idx" ON "exports" USING btree ("filename");
  CREATE INDEX "exports_texts_order_parent" ON "exports_texts" USING btree ("order","parent_id");
  CREATE INDEX "imports_updated_at_idx" ON "imports" USING btree ("updated_at");
  CREATE INDEX "imports_created_at_idx" ON "imports" USING btree ("created_at");
  CREATE UNIQUE INDEX "imports_filename_idx" ON "imports" USING btree ("filename");
  CREATE INDEX "payload_jobs_log_order_idx" ON "payload_jobs_log" USING btree ("_order");
  CREATE INDEX "payload_jobs_log_parent_id_idx" ON "payload_jobs_log" USING btree ("_parent_id");
  CREATE INDEX "payload_jobs_completed_at_idx" ON "payload_jobs" USING btree ("completed_at");
  CREATE INDEX "payload_jobs_total_tried_idx" ON "payload_jobs" USING btree ("total_tried");
  CREATE INDEX "payload_jobs_has_error_idx" ON "payload_jobs" USING btree ("has_error");
  CREATE INDEX "payload_jobs_task_slug_idx" ON "payload_jobs" USING btree ("task_slug");
  CREATE INDEX "payload_jobs_queue_idx" ON "payload_jobs" USING btree ("queue");
  CREATE INDEX "payload_jobs_wait_until_idx" ON "payload_jobs" USING btree ("wait_until");
  CREATE INDEX "payload_jobs_processing_idx" ON "payload_jobs" USING btree ("processing");
  CREATE INDEX "payload_jobs_updated_at_idx" ON "payload_jobs" USING btree ("updated_at");
  CREATE INDEX "payload_jobs_created_at_idx" ON "payload_jobs" USING btree ("created_at");
  ALTER TABLE "site_settings" ADD CONSTRAINT "site_settings_meta_image_id_media_id_fk" FOREIGN KEY ("meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "home" ADD CONSTRAINT "home_meta_image_id_media_id_fk" FOREIGN KEY ("meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_home_v" ADD CONSTRAINT "_home_v_version_meta_image_id_media_id_fk" FOREIGN KEY ("version_meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "site_settings_meta_meta_image_idx" ON "site_settings" USING btree ("meta_image_id");
  CREATE INDEX "home_meta_meta_image_idx" ON "home" USING btree ("meta_image_id");
  CREATE INDEX "_home_v_version_meta_version_meta_image_idx" ON "_home_v" USING btree ("version_meta_image_id");
  ALTER TABLE "faqs" DROP COLUMN "answer";
  ALTER TABLE "_faqs_v" DROP COLUMN "version_answer";
  ALTER TABLE "objections" DROP COLUMN "answer";
  ALTER TABLE "_objections_v" DROP COLUMN "version_answer";
  ALTER TABLE "bonuses" DROP COLUMN "description";
  ALTER TABLE "_bonuses_v" DROP COLUMN "version_description";
  ALTER TABLE "guarantee_cards" DROP COLUMN "description";
  ALTER TABLE "_guarantee_cards_v" DROP COLUMN "version_description";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "home_sales_letter_paragraphs" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "home_origin_story_paragraphs" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "_home_v_version_sales_letter_paragraphs" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_home_v_version_origin_story_paragraphs" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  ALTER TABLE "exports" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "exports_texts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "imports" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload_jobs_log" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload_jobs" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "exports" CASCADE;
  DROP TABLE "exports_texts" CASCADE;
  DROP TABLE "imports" CASCADE;
  DROP TABLE "payload_jobs_log" CASCADE;
  DROP TABLE "payload_jobs" CASCADE;
  ALTER TABLE "site_settings" DROP CONSTRAINT "site_settings_meta_image_id_media_id_fk";
  
  ALTER TABLE "home" DROP CONSTRAINT "home_meta_image_id_media_id_fk";
  
  ALTER TABLE "_home_v" DROP CONSTRAINT "_home_v_version_meta_image_id_media_id_fk";
  
  DROP INDEX "site_settings_meta_meta_image_idx";
  DROP INDEX "home_meta_meta_image_idx";
  DROP INDEX "_home_v_version_meta_version_meta_image_idx";
  ALTER TABLE "faqs" ADD COLUMN "answer" varchar NOT NULL;
  ALTER TABLE "_faqs_v" ADD COLUMN "version_answer" varchar NOT NULL;
  ALTER TABLE "objections" ADD COLUMN "answer" varchar NOT NULL;
  ALTER TABLE "_objections_v" ADD COLUMN "version_answer" varchar NOT NULL;
  ALTER TABLE "bonuses" ADD COLUMN "description" varchar NOT NULL;
  ALTER TABLE "_bonuses_v" ADD COLUMN "version_description" varchar NOT NULL;
  ALTER TABLE "guarantee_cards" ADD COLUMN "description" varchar NOT NULL;
  ALTER TABLE "_guarantee_cards_v" ADD COLUMN "version_description" varchar NOT NULL;
  ALTER TABLE "home_sales_letter_paragraphs" ADD CONSTRAINT "home_sales_letter_paragraphs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_origin_story_paragraphs" ADD CONSTRAINT "home_origin_story_paragraphs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_v_version_sales_letter_paragraphs" ADD CONSTRAINT "_home_v_version_sales_letter_paragraphs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_v_version_origin_story_paragraphs" ADD CONSTRAINT "_home_v_version_origin_story_paragraphs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "home_sales_letter_paragraphs_order_idx" ON "home_sales_letter_paragraphs" USING btree ("_order");
  CREATE INDEX "home_sales_letter_paragraphs_parent_id_idx" ON "home_sales_letter_paragraphs" USING btree ("_parent_id");
  CREATE INDEX "home_origin_story_paragraphs_order_idx" ON "home_origin_story_paragraphs" USING btree ("_order");
  CREATE INDEX "home_origin_story_paragraphs_parent_id_idx" ON "home_origin_story_paragraphs" USING btree ("_parent_id");
  CREATE INDEX "_home_v_version_sales_letter_paragraphs_order_idx" ON "_home_v_version_sales_letter_paragraphs" USING btree ("_order");
  CREATE INDEX "_home_v_version_sales_letter_paragraphs_parent_id_idx" ON "_home_v_version_sales_letter_paragraphs" USING btree ("_parent_id");
  CREATE INDEX "_home_v_version_origin_story_paragraphs_order_idx" ON "_home_v_version_origin_story_paragraphs" USING btree ("_order");
  CREATE INDEX "_home_v_version_origin_story_paragraphs_parent_id_idx" ON "_home_v_version_origin_story_paragraphs" USING btree ("_parent_id");
  ALTER TABLE "site_settings" DROP COLUMN "meta_title";
  ALTER TABLE "site_settings" DROP COLUMN "meta_description";
  ALTER TABLE "site_settings" DROP COLUMN "meta_image_id";
  ALTER TABLE "home" DROP COLUMN "sales_letter_body";
  ALTER TABLE "home" DROP COLUMN "video_testimonials_video_label";
  ALTER TABLE "home" DROP COLUMN "origin_story_body";
  ALTER TABLE "home" DROP COLUMN "framework_principle_label";
  ALTER TABLE "home" DROP COLUMN "framework_benefit_label";
  ALTER TABLE "home" DROP COLUMN "testimonial_widget_placeholder";
  ALTER TABLE "home" DROP COLUMN "roi_countdown_hours_label";
  ALTER TABLE "home" DROP COLUMN "roi_countdown_minutes_label";
  ALTER TABLE "home" DROP COLUMN "roi_countdown_seconds_label";
  ALTER TABLE "home" DROP COLUMN "comparison_website_dev_price_from_label";
  ALTER TABLE "home" DROP COLUMN "bonus_stack_priceless_label";
  ALTER TABLE "home" DROP COLUMN "lead_modal_mrr_placeholder";
  ALTER TABLE "home" DROP COLUMN "lead_modal_privacy_note";
  ALTER TABLE "home" DROP COLUMN "lead_modal_captured_banner_region_label";
  ALTER TABLE "home" DROP COLUMN "meta_title";
  ALTER TABLE "home" DROP COLUMN "meta_description";
  ALTER TABLE "home" DROP COLUMN "meta_image_id";
  ALTER TABLE "_home_v" DROP COLUMN "version_sales_letter_body";
  ALTER TABLE "_home_v" DROP COLUMN "version_video_testimonials_video_label";
  ALTER TABLE "_home_v" DROP COLUMN "version_origin_story_body";
  ALTER TABLE "_home_v" DROP COLUMN "version_framework_principle_label";
  ALTER TABLE "_home_v" DROP COLUMN "version_framework_benefit_label";
  ALTER TABLE "_home_v" DROP COLUMN "version_testimonial_widget_placeholder";
  ALTER TABLE "_home_v" DROP COLUMN "version_roi_countdown_hours_label";
  ALTER TABLE "_home_v" DROP COLUMN "version_roi_countdown_minutes_label";
  ALTER TABLE "_home_v" DROP COLUMN "version_roi_countdown_seconds_label";
  ALTER TABLE "_home_v" DROP COLUMN "version_comparison_website_dev_price_from_label";
  ALTER TABLE "_home_v" DROP COLUMN "version_bonus_stack_priceless_label";
  ALTER TABLE "_home_v" DROP COLUMN "version_lead_modal_mrr_placeholder";
  ALTER TABLE "_home_v" DROP COLUMN "version_lead_modal_privacy_note";
  ALTER TABLE "_home_v" DROP COLUMN "version_lead_modal_captured_banner_region_label";
  ALTER TABLE "_home_v" DROP COLUMN "version_meta_title";
  ALTER TABLE "_home_v" DROP COLUMN "version_meta_description";
  ALTER TABLE "_home_v" DROP COLUMN "version_meta_image_id";
  DROP TYPE "public"."enum_exports_format";
  DROP TYPE "public"."enum_exports_sort_order";
  DROP TYPE "public"."enum_exports_drafts";
  DROP TYPE "public"."enum_imports_import_mode";
  DROP TYPE "public"."enum_imports_status";
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  DROP TYPE "public"."enum_payload_jobs_log_state";
  DROP TYPE "public"."enum_payload_jobs_task_slug";`)
}

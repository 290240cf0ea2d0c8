import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_price_rise_timing" AS ENUM('date', 'visitor_timer');
  CREATE TYPE "public"."enum_price_rise_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__price_rise_v_version_timing" AS ENUM('date', 'visitor_timer');
  CREATE TYPE "public"."enum__price_rise_v_version_status" AS ENUM('draft', 'published');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'schedulePublish';
  CREATE TABLE "price_rise" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"plan_id" integer,
  	"timing" "enum_price_rise_timing" DEFAULT 'date',
  	"rises_at" timestamp(3) with time zone,
  	"timer_hours" numeric DEFAULT 24,
  	"monthly_price" numeric,
  	"monthly_price_id" varchar,
  	"annual_price" numeric,
  	"annual_price_id" varchar,
  	"date_words" varchar DEFAULT 'on {date}',
  	"timer_words" varchar DEFAULT 'when your offer timer runs out',
  	"_status" "enum_price_rise_status" DEFAULT 'draft',
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "_price_rise_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_plan_id" integer,
  	"version_timing" "enum__price_rise_v_version_timing" DEFAULT 'date',
  	"version_rises_at" timestamp(3) with time zone,
  	"version_timer_hours" numeric DEFAULT 24,
  	"version_monthly_price" numeric,
  	"version_monthly_price_id" varchar,
  	"version_annual_price" numeric,
  	"version_annual_price_id" varchar,
  	"version_date_words" varchar DEFAULT 'on {date}',
  	"version_timer_words" varchar DEFAULT 'when your offer timer runs out',
  	"version__status" "enum__price_rise_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  ALTER TABLE "price_rise" ADD CONSTRAINT "price_rise_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_price_rise_v" ADD CONSTRAINT "_price_rise_v_version_plan_id_plans_id_fk" FOREIGN KEY ("version_plan_id") REFERENCES "public"."plans"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "price_rise_plan_idx" ON "price_rise" USING btree ("plan_id");
  CREATE INDEX "price_rise__status_idx" ON "price_rise" USING btree ("_status");
  CREATE INDEX "_price_rise_v_version_version_plan_idx" ON "_price_rise_v" USING btree ("version_plan_id");
  CREATE INDEX "_price_rise_v_version_version__status_idx" ON "_price_rise_v" USING btree ("version__status");
  CREATE INDEX "_price_rise_v_created_at_idx" ON "_price_rise_v" USING btree ("created_at");
  CREATE INDEX "_price_rise_v_updated_at_idx" ON "_price_rise_v" USING btree ("updated_at");
  CREATE INDEX "_price_rise_v_latest_idx" ON "_price_rise_v" USING btree ("latest");
  ALTER TABLE "home" DROP COLUMN "urgency_price_now";
  ALTER TABLE "home" DROP COLUMN "urgency_price_after";
  ALTER TABLE "_home_v" DROP COLUMN "version_urgency_price_now";
  ALTER TABLE "_home_v" DROP COLUMN "version_urgency_price_after";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "price_rise" CASCADE;
  DROP TABLE "_price_rise_v" CASCADE;
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'unread-digests', 'experiment-alerts', 'copy-tests', 'unsent-attachments', 'prune-old-records', 'sequence-event', 'sequence-step', 'createCollectionExport', 'createCollectionImport');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'unread-digests', 'experiment-alerts', 'copy-tests', 'unsent-attachments', 'prune-old-records', 'sequence-event', 'sequence-step', 'createCollectionExport', 'createCollectionImport');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  ALTER TABLE "home" ADD COLUMN "urgency_price_now" numeric DEFAULT 497;
  ALTER TABLE "home" ADD COLUMN "urgency_price_after" numeric DEFAULT 697;
  ALTER TABLE "_home_v" ADD COLUMN "version_urgency_price_now" numeric DEFAULT 497;
  ALTER TABLE "_home_v" ADD COLUMN "version_urgency_price_after" numeric DEFAULT 697;
  DROP TYPE "public"."enum_price_rise_timing";
  DROP TYPE "public"."enum_price_rise_status";
  DROP TYPE "public"."enum__price_rise_v_version_timing";
  DROP TYPE "public"."enum__price_rise_v_version_status";`)
}

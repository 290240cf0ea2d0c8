import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_sequences_stop_on" AS ENUM('any_payment', 'plan_payment', 'refund', 'dispute');
  CREATE TYPE "public"."enum_sequences_steps_delay_unit" AS ENUM('minutes', 'hours', 'days');
  CREATE TYPE "public"."enum_sequences_trigger" AS ENUM('lead_captured', 'checkout_started', 'offer_purchased');
  CREATE TYPE "public"."enum_sequence_enrolments_trigger" AS ENUM('lead_captured', 'checkout_started', 'offer_purchased');
  CREATE TYPE "public"."enum_sequence_enrolments_status" AS ENUM('active', 'stopped', 'completed');
  CREATE TYPE "public"."enum_sequence_sends_status" AS ENUM('sending', 'sent');
  CREATE TYPE "public"."enum_email_suppressions_reason" AS ENUM('unsubscribed', 'complaint', 'by_staff');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'unread-digests' BEFORE 'createCollectionExport';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'experiment-alerts' BEFORE 'createCollectionExport';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'copy-tests' BEFORE 'createCollectionExport';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'unsent-attachments' BEFORE 'createCollectionExport';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'prune-old-records' BEFORE 'createCollectionExport';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'sequence-event' BEFORE 'createCollectionExport';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'sequence-step' BEFORE 'createCollectionExport';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'unread-digests' BEFORE 'createCollectionExport';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'experiment-alerts' BEFORE 'createCollectionExport';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'copy-tests' BEFORE 'createCollectionExport';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'unsent-attachments' BEFORE 'createCollectionExport';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'prune-old-records' BEFORE 'createCollectionExport';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'sequence-event' BEFORE 'createCollectionExport';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'sequence-step' BEFORE 'createCollectionExport';
  CREATE TABLE "sequences_stop_on" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_sequences_stop_on",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "sequences_steps" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"delay" numeric DEFAULT 1 NOT NULL,
  	"delay_unit" "enum_sequences_steps_delay_unit" DEFAULT 'days' NOT NULL,
  	"subject" varchar NOT NULL,
  	"preheader" varchar,
  	"body" jsonb NOT NULL
  );
  
  CREATE TABLE "sequences" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"slug" varchar NOT NULL,
  	"active" boolean DEFAULT true,
  	"trigger" "enum_sequences_trigger" NOT NULL,
  	"sending_window_from_hour" numeric DEFAULT 8 NOT NULL,
  	"sending_window_to_hour" numeric DEFAULT 21 NOT NULL,
  	"sending_window_time_zone" varchar DEFAULT 'America/New_York' NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "sequence_enrolments" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"sequence_id" integer NOT NULL,
  	"email" varchar NOT NULL,
  	"trigger" "enum_sequence_enrolments_trigger" NOT NULL,
  	"triggered_at" timestamp(3) with time zone NOT NULL,
  	"enrol_key" varchar NOT NULL,
  	"status" "enum_sequence_enrolments_status" DEFAULT 'active' NOT NULL,
  	"next_step" numeric DEFAULT 0 NOT NULL,
  	"stop_reason" varchar,
  	"lead_id" integer,
  	"order_id" integer,
  	"time_zone" varchar,
  	"fields" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "sequence_sends" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"enrolment_id" integer NOT NULL,
  	"sequence_id" integer NOT NULL,
  	"step" numeric NOT NULL,
  	"email" varchar NOT NULL,
  	"claim_key" varchar NOT NULL,
  	"status" "enum_sequence_sends_status" DEFAULT 'sending' NOT NULL,
  	"subject" varchar,
  	"sent_at" timestamp(3) with time zone,
  	"clicked_at" timestamp(3) with time zone,
  	"opened_at" timestamp(3) with time zone,
  	"unsubscribed_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "email_suppressions" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"email" varchar NOT NULL,
  	"reason" "enum_email_suppressions_reason" DEFAULT 'unsubscribed' NOT NULL,
  	"send_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "experiment_settings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"holdout_percent" numeric DEFAULT 5 NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "payload_jobs" ADD COLUMN "slot" varchar;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "sequences_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "sequence_enrolments_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "sequence_sends_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "email_suppressions_id" integer;
  ALTER TABLE "sequences_stop_on" ADD CONSTRAINT "sequences_stop_on_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."sequences"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "sequences_steps" ADD CONSTRAINT "sequences_steps_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."sequences"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "sequence_enrolments" ADD CONSTRAINT "sequence_enrolments_sequence_id_sequences_id_fk" FOREIGN KEY ("sequence_id") REFERENCES "public"."sequences"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "sequence_enrolments" ADD CONSTRAINT "sequence_enrolments_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "sequence_enrolments" ADD CONSTRAINT "sequence_enrolments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "sequence_sends" ADD CONSTRAINT "sequence_sends_enrolment_id_sequence_enrolments_id_fk" FOREIGN KEY ("enrolment_id") REFERENCES "public"."sequence_enrolments"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "sequence_sends" ADD CONSTRAINT "sequence_sends_sequence_id_sequences_id_fk" FOREIGN KEY ("sequence_id") REFERENCES "public"."sequences"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "email_suppressions" ADD CONSTRAINT "email_suppressions_send_id_sequence_sends_id_fk" FOREIGN KEY ("send_id") REFERENCES "public"."sequence_sends"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "sequences_stop_on_order_idx" ON "sequences_stop_on" USING btree ("order");
  CREATE INDEX "sequences_stop_on_parent_idx" ON "sequences_stop_on" USING btree ("parent_id");
  CREATE INDEX "sequences_steps_order_idx" ON "sequences_steps" USING btree ("_order");
  CREATE INDEX "sequences_steps_parent_id_idx" ON "sequences_steps" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "sequences_slug_idx" ON "sequences" USING btree ("slug");
  CREATE INDEX "sequences_updated_at_idx" ON "sequences" USING btree ("updated_at");
  CREATE INDEX "sequences_created_at_idx" ON "sequences" USING btree ("created_at");
  CREATE INDEX "sequence_enrolments_sequence_idx" ON "sequence_enrolments" USING btree ("sequence_id");
  CREATE INDEX "sequence_enrolments_email_idx" ON "sequence_enrolments" USING btree ("email");
  CREATE UNIQUE INDEX "sequence_enrolments_enrol_key_idx" ON "sequence_enrolments" USING btree ("enrol_key");
  CREATE INDEX "sequence_enrolments_status_idx" ON "sequence_enrolments" USING btree ("status");
  CREATE INDEX "sequence_enrolments_lead_idx" ON "sequence_enrolments" USING btree ("lead_id");
  CREATE INDEX "sequence_enrolments_order_idx" ON "sequence_enrolments" USING btree ("order_id");
  CREATE INDEX "sequence_enrolments_updated_at_idx" ON "sequence_enrolments" USING btree ("updated_at");
  CREATE INDEX "sequence_enrolments_created_at_idx" ON "sequence_enrolments" USING btree ("created_at");
  CREATE INDEX "sequence_sends_enrolment_idx" ON "sequence_sends" USING btree ("enrolment_id");
  CREATE INDEX "sequence_sends_sequence_idx" ON "sequence_sends" USING btree ("sequence_id");
  CREATE INDEX "sequence_sends_step_idx" ON "sequence_sends" USING btree ("step");
  CREATE INDEX "sequence_sends_email_idx" ON "sequence_sends" USING btree ("email");
  CREATE UNIQUE INDEX "sequence_sends_claim_key_idx" ON "sequence_sends" USING btree ("claim_key");
  CREATE INDEX "sequence_sends_status_idx" ON "sequence_sends" USING btree ("status");
  CREATE INDEX "sequence_sends_sent_at_idx" ON "sequence_sends" USING btree ("sent_at");
  CREATE INDEX "sequence_sends_updated_at_idx" ON "sequence_sends" USING btree ("updated_at");
  CREATE INDEX "sequence_sends_created_at_idx" ON "sequence_sends" USING btree ("created_at");
  CREATE UNIQUE INDEX "email_suppressions_email_idx" ON "email_suppressions" USING btree ("email");
  CREATE INDEX "email_suppressions_send_idx" ON "email_suppressions" USING btree ("send_id");
  CREATE INDEX "email_suppressions_updated_at_idx" ON "email_suppressions" USING btree ("updated_at");
  CREATE INDEX "email_suppressions_created_at_idx" ON "email_suppressions" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_sequences_fk" FOREIGN KEY ("sequences_id") REFERENCES "public"."sequences"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_sequence_enrolments_fk" FOREIGN KEY ("sequence_enrolments_id") REFERENCES "public"."sequence_enrolments"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_sequence_sends_fk" FOREIGN KEY ("sequence_sends_id") REFERENCES "public"."sequence_sends"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_email_suppressions_fk" FOREIGN KEY ("email_suppressions_id") REFERENCES "public"."email_suppressions"("id") ON DELETE cascade ON UPDATE no action;
  CREATE UNIQUE INDEX "payload_jobs_slot_idx" ON "payload_jobs" USING btree ("slot");
  CREATE INDEX "payload_locked_documents_rels_sequences_id_idx" ON "payload_locked_documents_rels" USING btree ("sequences_id");
  CREATE INDEX "payload_locked_documents_rels_sequence_enrolments_id_idx" ON "payload_locked_documents_rels" USING btree ("sequence_enrolments_id");
  CREATE INDEX "payload_locked_documents_rels_sequence_sends_id_idx" ON "payload_locked_documents_rels" USING btree ("sequence_sends_id");
  CREATE INDEX "payload_locked_documents_rels_email_suppressions_id_idx" ON "payload_locked_documents_rels" USING btree ("email_suppressions_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "sequences_stop_on" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "sequences_steps" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "sequences" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "sequence_enrolments" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "sequence_sends" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "email_suppressions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "experiment_settings" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "sequences_stop_on" CASCADE;
  DROP TABLE "sequences_steps" CASCADE;
  DROP TABLE "sequences" CASCADE;
  DROP TABLE "sequence_enrolments" CASCADE;
  DROP TABLE "sequence_sends" CASCADE;
  DROP TABLE "email_suppressions" CASCADE;
  DROP TABLE "experiment_settings" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_sequences_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_sequence_enrolments_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_sequence_sends_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_email_suppressions_fk";
  
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'createCollectionExport', 'createCollectionImport');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'createCollectionExport', 'createCollectionImport');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "payload_jobs_slot_idx";
  DROP INDEX "payload_locked_documents_rels_sequences_id_idx";
  DROP INDEX "payload_locked_documents_rels_sequence_enrolments_id_idx";
  DROP INDEX "payload_locked_documents_rels_sequence_sends_id_idx";
  DROP INDEX "payload_locked_documents_rels_email_suppressions_id_idx";
  ALTER TABLE "payload_jobs" DROP COLUMN "slot";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "sequences_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "sequence_enrolments_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "sequence_sends_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "email_suppressions_id";
  DROP TYPE "public"."enum_sequences_stop_on";
  DROP TYPE "public"."enum_sequences_steps_delay_unit";
  DROP TYPE "public"."enum_sequences_trigger";
  DROP TYPE "public"."enum_sequence_enrolments_trigger";
  DROP TYPE "public"."enum_sequence_enrolments_status";
  DROP TYPE "public"."enum_sequence_sends_status";
  DROP TYPE "public"."enum_email_suppressions_reason";`)
}

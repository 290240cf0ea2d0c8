import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_experiment_controls_state" AS ENUM('running', 'stopped');
  CREATE TYPE "public"."enum_experiment_controls_target_device" AS ENUM('any', 'mobile', 'desktop');
  CREATE TABLE "experiment_controls" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"experiment" varchar NOT NULL,
  	"state" "enum_experiment_controls_state" NOT NULL,
  	"coverage" numeric NOT NULL,
  	"weights" jsonb NOT NULL,
  	"ends_at" timestamp(3) with time zone,
  	"target_device" "enum_experiment_controls_target_device" DEFAULT 'any' NOT NULL,
  	"target_utm_source" varchar,
  	"target_new_visitors" boolean DEFAULT false,
  	"served_variation" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "experiment_control_changes" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"experiment" varchar NOT NULL,
  	"user_id" integer,
  	"user_email" varchar NOT NULL,
  	"fields" varchar NOT NULL,
  	"snapshot" jsonb NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "experiment_controls_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "experiment_control_changes_id" integer;
  ALTER TABLE "experiment_control_changes" ADD CONSTRAINT "experiment_control_changes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE UNIQUE INDEX "experiment_controls_experiment_idx" ON "experiment_controls" USING btree ("experiment");
  CREATE INDEX "experiment_controls_updated_at_idx" ON "experiment_controls" USING btree ("updated_at");
  CREATE INDEX "experiment_controls_created_at_idx" ON "experiment_controls" USING btree ("created_at");
  CREATE INDEX "experiment_control_changes_experiment_idx" ON "experiment_control_changes" USING btree ("experiment");
  CREATE INDEX "experiment_control_changes_user_idx" ON "experiment_control_changes" USING btree ("user_id");
  CREATE INDEX "experiment_control_changes_updated_at_idx" ON "experiment_control_changes" USING btree ("updated_at");
  CREATE INDEX "experiment_control_changes_created_at_idx" ON "experiment_control_changes" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_experiment_controls_fk" FOREIGN KEY ("experiment_controls_id") REFERENCES "public"."experiment_controls"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_experiment_control_changes_fk" FOREIGN KEY ("experiment_control_changes_id") REFERENCES "public"."experiment_control_changes"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_experiment_controls_id_idx" ON "payload_locked_documents_rels" USING btree ("experiment_controls_id");
  CREATE INDEX "payload_locked_documents_rels_experiment_control_changes_idx" ON "payload_locked_documents_rels" USING btree ("experiment_control_changes_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "experiment_controls" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "experiment_control_changes" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "experiment_controls" CASCADE;
  DROP TABLE "experiment_control_changes" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_experiment_controls_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_experiment_control_changes_fk";
  
  DROP INDEX "payload_locked_documents_rels_experiment_controls_id_idx";
  DROP INDEX "payload_locked_documents_rels_experiment_control_changes_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "experiment_controls_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "experiment_control_changes_id";
  DROP TYPE "public"."enum_experiment_controls_state";
  DROP TYPE "public"."enum_experiment_controls_target_device";`)
}

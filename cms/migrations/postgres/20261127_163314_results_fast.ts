import { backfillExperimentExposuresSql } from '../../../collections/ExperimentExposures/backfill'
import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_experiment_exposures_device" AS ENUM('mobile', 'desktop');
  CREATE TABLE "experiment_exposures" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"experiment_id" varchar NOT NULL,
  	"visitor_id" varchar NOT NULL,
  	"variation_key" varchar NOT NULL,
  	"first_at" timestamp(3) with time zone NOT NULL,
  	"first_event_id" integer,
  	"session_id" varchar,
  	"device" "enum_experiment_exposures_device",
  	"one_variation" boolean DEFAULT true NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "experiment_exposures_id" integer;
  ALTER TABLE "experiment_exposures" ADD CONSTRAINT "experiment_exposures_first_event_id_funnel_events_id_fk" FOREIGN KEY ("first_event_id") REFERENCES "public"."funnel_events"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "experiment_exposures_visitor_id_idx" ON "experiment_exposures" USING btree ("visitor_id");
  CREATE INDEX "experiment_exposures_first_event_idx" ON "experiment_exposures" USING btree ("first_event_id");
  CREATE INDEX "experiment_exposures_updated_at_idx" ON "experiment_exposures" USING btree ("updated_at");
  CREATE INDEX "experiment_exposures_created_at_idx" ON "experiment_exposures" USING btree ("created_at");
  CREATE UNIQUE INDEX "experiment_id_visitor_id_idx" ON "experiment_exposures" USING btree ("experiment_id","visitor_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_experiment_exposures_fk" FOREIGN KEY ("experiment_exposures_id") REFERENCES "public"."experiment_exposures"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_experiment_exposures_id_idx" ON "payload_locked_documents_rels" USING btree ("experiment_exposures_id");`)
  // Every visitor's first exposure to each experiment so far (docs/decisions/076).
  await db.execute(sql.raw(backfillExperimentExposuresSql('postgres')))
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "experiment_exposures" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "experiment_exposures" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_experiment_exposures_fk";
  
  DROP INDEX "payload_locked_documents_rels_experiment_exposures_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "experiment_exposures_id";
  DROP TYPE "public"."enum_experiment_exposures_device";`)
}

import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "experiment_alerts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"alert_key" varchar NOT NULL,
  	"experiment" varchar NOT NULL,
  	"kind" varchar NOT NULL,
  	"message" varchar NOT NULL,
  	"notified_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "experiment_alerts_id" integer;
  CREATE UNIQUE INDEX "experiment_alerts_alert_key_idx" ON "experiment_alerts" USING btree ("alert_key");
  CREATE INDEX "experiment_alerts_experiment_idx" ON "experiment_alerts" USING btree ("experiment");
  CREATE INDEX "experiment_alerts_updated_at_idx" ON "experiment_alerts" USING btree ("updated_at");
  CREATE INDEX "experiment_alerts_created_at_idx" ON "experiment_alerts" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_experiment_alerts_fk" FOREIGN KEY ("experiment_alerts_id") REFERENCES "public"."experiment_alerts"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_experiment_alerts_id_idx" ON "payload_locked_documents_rels" USING btree ("experiment_alerts_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "experiment_alerts" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "experiment_alerts" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_experiment_alerts_fk";
  
  DROP INDEX "payload_locked_documents_rels_experiment_alerts_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "experiment_alerts_id";`)
}

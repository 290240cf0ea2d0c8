import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "local_payment_objects" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"stripe_id" varchar NOT NULL,
  	"object" varchar NOT NULL,
  	"customer" varchar,
  	"email" varchar,
  	"data" jsonb NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "local_payment_claims" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"claim" varchar NOT NULL,
  	"subject" varchar NOT NULL,
  	"claimed_until" timestamp(3) with time zone NOT NULL,
  	"answer" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "local_payment_deliveries" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"event_id" varchar NOT NULL,
  	"attempts" numeric DEFAULT 0 NOT NULL,
  	"next_at" timestamp(3) with time zone NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "local_payment_objects_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "local_payment_claims_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "local_payment_deliveries_id" integer;
  CREATE UNIQUE INDEX "local_payment_objects_stripe_id_idx" ON "local_payment_objects" USING btree ("stripe_id");
  CREATE INDEX "local_payment_objects_object_idx" ON "local_payment_objects" USING btree ("object");
  CREATE INDEX "local_payment_objects_customer_idx" ON "local_payment_objects" USING btree ("customer");
  CREATE INDEX "local_payment_objects_email_idx" ON "local_payment_objects" USING btree ("email");
  CREATE INDEX "local_payment_objects_updated_at_idx" ON "local_payment_objects" USING btree ("updated_at");
  CREATE INDEX "local_payment_objects_created_at_idx" ON "local_payment_objects" USING btree ("created_at");
  CREATE UNIQUE INDEX "local_payment_claims_claim_idx" ON "local_payment_claims" USING btree ("claim");
  CREATE INDEX "local_payment_claims_subject_idx" ON "local_payment_claims" USING btree ("subject");
  CREATE INDEX "local_payment_claims_updated_at_idx" ON "local_payment_claims" USING btree ("updated_at");
  CREATE INDEX "local_payment_claims_created_at_idx" ON "local_payment_claims" USING btree ("created_at");
  CREATE UNIQUE INDEX "local_payment_deliveries_event_id_idx" ON "local_payment_deliveries" USING btree ("event_id");
  CREATE INDEX "local_payment_deliveries_next_at_idx" ON "local_payment_deliveries" USING btree ("next_at");
  CREATE INDEX "local_payment_deliveries_updated_at_idx" ON "local_payment_deliveries" USING btree ("updated_at");
  CREATE INDEX "local_payment_deliveries_created_at_idx" ON "local_payment_deliveries" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_local_payment_objects_fk" FOREIGN KEY ("local_payment_objects_id") REFERENCES "public"."local_payment_objects"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_local_payment_claims_fk" FOREIGN KEY ("local_payment_claims_id") REFERENCES "public"."local_payment_claims"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_local_payment_deliveries_fk" FOREIGN KEY ("local_payment_deliveries_id") REFERENCES "public"."local_payment_deliveries"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_local_payment_objects_id_idx" ON "payload_locked_documents_rels" USING btree ("local_payment_objects_id");
  CREATE INDEX "payload_locked_documents_rels_local_payment_claims_id_idx" ON "payload_locked_documents_rels" USING btree ("local_payment_claims_id");
  CREATE INDEX "payload_locked_documents_rels_local_payment_deliveries_i_idx" ON "payload_locked_documents_rels" USING btree ("local_payment_deliveries_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "local_payment_objects" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "local_payment_claims" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "local_payment_deliveries" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "local_payment_objects" CASCADE;
  DROP TABLE "local_payment_claims" CASCADE;
  DROP TABLE "local_payment_deliveries" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_local_payment_objects_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_local_payment_claims_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_local_payment_deliveries_fk";
  
  DROP INDEX "payload_locked_documents_rels_local_payment_objects_id_idx";
  DROP INDEX "payload_locked_documents_rels_local_payment_claims_id_idx";
  DROP INDEX "payload_locked_documents_rels_local_payment_deliveries_i_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "local_payment_objects_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "local_payment_claims_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "local_payment_deliveries_id";`)
}

import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "function_call_keys" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"claim" varchar NOT NULL,
  	"subject" varchar NOT NULL,
  	"claimed_until" timestamp(3) with time zone NOT NULL,
  	"answer" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "leads" ADD COLUMN "idempotency_subject" varchar;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "function_call_keys_id" integer;
  CREATE UNIQUE INDEX "function_call_keys_claim_idx" ON "function_call_keys" USING btree ("claim");
  CREATE INDEX "function_call_keys_subject_idx" ON "function_call_keys" USING btree ("subject");
  CREATE INDEX "function_call_keys_updated_at_idx" ON "function_call_keys" USING btree ("updated_at");
  CREATE INDEX "function_call_keys_created_at_idx" ON "function_call_keys" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_function_call_keys_fk" FOREIGN KEY ("function_call_keys_id") REFERENCES "public"."function_call_keys"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "leads_idempotency_subject_idx" ON "leads" USING btree ("idempotency_subject");
  CREATE INDEX "payload_locked_documents_rels_function_call_keys_id_idx" ON "payload_locked_documents_rels" USING btree ("function_call_keys_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "function_call_keys" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "function_call_keys" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_function_call_keys_fk";
  
  DROP INDEX "leads_idempotency_subject_idx";
  DROP INDEX "payload_locked_documents_rels_function_call_keys_id_idx";
  ALTER TABLE "leads" DROP COLUMN "idempotency_subject";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "function_call_keys_id";`)
}

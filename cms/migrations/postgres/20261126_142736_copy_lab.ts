import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_copy_variants_slot" AS ENUM('home-headline', 'home-subheadline', 'home-cta', 'pricing-cta', 'offer-headline', 'offer-cta', 'upsell-headline');
  CREATE TYPE "public"."enum_copy_variants_angle" AS ENUM('social-proof', 'urgency', 'specificity', 'risk-reversal', 'curiosity', 'outcome', 'authority');
  CREATE TYPE "public"."enum_copy_variants_status" AS ENUM('draft', 'approved', 'rejected', 'running', 'won', 'lost', 'inconclusive');
  CREATE TYPE "public"."enum_copy_tests_slot" AS ENUM('home-headline', 'home-subheadline', 'home-cta', 'pricing-cta', 'offer-headline', 'offer-cta', 'upsell-headline');
  CREATE TYPE "public"."enum_copy_tests_rule" AS ENUM('fixed-horizon', 'sequential', 'bandit');
  CREATE TYPE "public"."enum_copy_tests_state" AS ENUM('running', 'stopped');
  CREATE TABLE "copy_variants" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"slot" "enum_copy_variants_slot" NOT NULL,
  	"text" varchar NOT NULL,
  	"angle" "enum_copy_variants_angle" NOT NULL,
  	"rationale" varchar,
  	"source" varchar NOT NULL,
  	"proposed_text" varchar,
  	"brief" varchar,
  	"edited" boolean DEFAULT false,
  	"status" "enum_copy_variants_status" DEFAULT 'draft' NOT NULL,
  	"reviewed_by_id" integer,
  	"result" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "copy_tests" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"slot" "enum_copy_tests_slot" NOT NULL,
  	"experiment" varchar NOT NULL,
  	"running_slot" varchar NOT NULL,
  	"rule" "enum_copy_tests_rule" NOT NULL,
  	"metric" varchar NOT NULL,
  	"state" "enum_copy_tests_state" DEFAULT 'running' NOT NULL,
  	"started_at" timestamp(3) with time zone NOT NULL,
  	"started_by_id" integer,
  	"started_by_email" varchar NOT NULL,
  	"ends_at" timestamp(3) with time zone NOT NULL,
  	"stopped_at" timestamp(3) with time zone,
  	"minimum_detectable_effect" numeric,
  	"min_sample_per_arm" numeric,
  	"arms" jsonb NOT NULL,
  	"weights" jsonb NOT NULL,
  	"last_reweight_at" timestamp(3) with time zone,
  	"figures" jsonb,
  	"decision" jsonb,
  	"promoted" jsonb,
  	"previous_text" varchar,
  	"rolled_back" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "copy_test_claims" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"claim_key" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "copy_variants_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "copy_tests_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "copy_test_claims_id" integer;
  ALTER TABLE "home" ADD COLUMN "version_note" varchar;
  ALTER TABLE "_home_v" ADD COLUMN "version_version_note" varchar;
  ALTER TABLE "offer" ADD COLUMN "version_note" varchar;
  ALTER TABLE "_offer_v" ADD COLUMN "version_version_note" varchar;
  ALTER TABLE "pricing" ADD COLUMN "version_note" varchar;
  ALTER TABLE "_pricing_v" ADD COLUMN "version_version_note" varchar;
  ALTER TABLE "copy_variants" ADD CONSTRAINT "copy_variants_reviewed_by_id_users_id_fk" FOREIGN KEY ("reviewed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "copy_tests" ADD CONSTRAINT "copy_tests_started_by_id_users_id_fk" FOREIGN KEY ("started_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "copy_variants_slot_idx" ON "copy_variants" USING btree ("slot");
  CREATE INDEX "copy_variants_status_idx" ON "copy_variants" USING btree ("status");
  CREATE INDEX "copy_variants_reviewed_by_idx" ON "copy_variants" USING btree ("reviewed_by_id");
  CREATE INDEX "copy_variants_updated_at_idx" ON "copy_variants" USING btree ("updated_at");
  CREATE INDEX "copy_variants_created_at_idx" ON "copy_variants" USING btree ("created_at");
  CREATE INDEX "copy_tests_slot_idx" ON "copy_tests" USING btree ("slot");
  CREATE UNIQUE INDEX "copy_tests_experiment_idx" ON "copy_tests" USING btree ("experiment");
  CREATE UNIQUE INDEX "copy_tests_running_slot_idx" ON "copy_tests" USING btree ("running_slot");
  CREATE INDEX "copy_tests_state_idx" ON "copy_tests" USING btree ("state");
  CREATE INDEX "copy_tests_started_by_idx" ON "copy_tests" USING btree ("started_by_id");
  CREATE INDEX "copy_tests_updated_at_idx" ON "copy_tests" USING btree ("updated_at");
  CREATE INDEX "copy_tests_created_at_idx" ON "copy_tests" USING btree ("created_at");
  CREATE UNIQUE INDEX "copy_test_claims_claim_key_idx" ON "copy_test_claims" USING btree ("claim_key");
  CREATE INDEX "copy_test_claims_updated_at_idx" ON "copy_test_claims" USING btree ("updated_at");
  CREATE INDEX "copy_test_claims_created_at_idx" ON "copy_test_claims" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_copy_variants_fk" FOREIGN KEY ("copy_variants_id") REFERENCES "public"."copy_variants"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_copy_tests_fk" FOREIGN KEY ("copy_tests_id") REFERENCES "public"."copy_tests"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_copy_test_claims_fk" FOREIGN KEY ("copy_test_claims_id") REFERENCES "public"."copy_test_claims"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_copy_variants_id_idx" ON "payload_locked_documents_rels" USING btree ("copy_variants_id");
  CREATE INDEX "payload_locked_documents_rels_copy_tests_id_idx" ON "payload_locked_documents_rels" USING btree ("copy_tests_id");
  CREATE INDEX "payload_locked_documents_rels_copy_test_claims_id_idx" ON "payload_locked_documents_rels" USING btree ("copy_test_claims_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "copy_variants" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "copy_tests" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "copy_test_claims" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "copy_variants" CASCADE;
  DROP TABLE "copy_tests" CASCADE;
  DROP TABLE "copy_test_claims" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_copy_variants_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_copy_tests_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_copy_test_claims_fk";
  
  DROP INDEX "payload_locked_documents_rels_copy_variants_id_idx";
  DROP INDEX "payload_locked_documents_rels_copy_tests_id_idx";
  DROP INDEX "payload_locked_documents_rels_copy_test_claims_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "copy_variants_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "copy_tests_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "copy_test_claims_id";
  ALTER TABLE "home" DROP COLUMN "version_note";
  ALTER TABLE "_home_v" DROP COLUMN "version_version_note";
  ALTER TABLE "offer" DROP COLUMN "version_note";
  ALTER TABLE "_offer_v" DROP COLUMN "version_version_note";
  ALTER TABLE "pricing" DROP COLUMN "version_note";
  ALTER TABLE "_pricing_v" DROP COLUMN "version_version_note";
  DROP TYPE "public"."enum_copy_variants_slot";
  DROP TYPE "public"."enum_copy_variants_angle";
  DROP TYPE "public"."enum_copy_variants_status";
  DROP TYPE "public"."enum_copy_tests_slot";
  DROP TYPE "public"."enum_copy_tests_rule";
  DROP TYPE "public"."enum_copy_tests_state";`)
}

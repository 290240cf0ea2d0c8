import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_consent_choices_choice" AS ENUM('accepted', 'rejected');
  CREATE TYPE "public"."enum_site_settings_cookie_consent_mode" AS ENUM('off', 'everyone', 'eu');
  CREATE TABLE "consent_choices" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"choice" "enum_consent_choices_choice" NOT NULL,
  	"banner_version" numeric NOT NULL,
  	"chosen_at" timestamp(3) with time zone NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "consent_choices_id" integer;
  ALTER TABLE "site_settings" ADD COLUMN "cookie_consent_mode" "enum_site_settings_cookie_consent_mode" DEFAULT 'eu' NOT NULL;
  ALTER TABLE "site_settings" ADD COLUMN "cookie_consent_version" numeric DEFAULT 1 NOT NULL;
  ALTER TABLE "site_settings" ADD COLUMN "cookie_consent_heading" varchar DEFAULT 'Cookies' NOT NULL;
  ALTER TABLE "site_settings" ADD COLUMN "cookie_consent_text" varchar DEFAULT 'We would like to use cookies to measure how visitors use this site and to test changes to it. Strictly necessary cookies for sign-in, security and checkout are always on.' NOT NULL;
  ALTER TABLE "site_settings" ADD COLUMN "cookie_consent_accept_label" varchar DEFAULT 'Accept' NOT NULL;
  ALTER TABLE "site_settings" ADD COLUMN "cookie_consent_reject_label" varchar DEFAULT 'Reject' NOT NULL;
  ALTER TABLE "site_settings" ADD COLUMN "cookie_consent_settings_label" varchar DEFAULT 'Cookie settings' NOT NULL;
  CREATE INDEX "consent_choices_chosen_at_idx" ON "consent_choices" USING btree ("chosen_at");
  CREATE INDEX "consent_choices_updated_at_idx" ON "consent_choices" USING btree ("updated_at");
  CREATE INDEX "consent_choices_created_at_idx" ON "consent_choices" USING btree ("created_at");
  CREATE INDEX "choice_chosen_at_idx" ON "consent_choices" USING btree ("choice","chosen_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_consent_choices_fk" FOREIGN KEY ("consent_choices_id") REFERENCES "public"."consent_choices"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_consent_choices_id_idx" ON "payload_locked_documents_rels" USING btree ("consent_choices_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "consent_choices" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "consent_choices" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_consent_choices_fk";
  
  DROP INDEX "payload_locked_documents_rels_consent_choices_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "consent_choices_id";
  ALTER TABLE "site_settings" DROP COLUMN "cookie_consent_mode";
  ALTER TABLE "site_settings" DROP COLUMN "cookie_consent_version";
  ALTER TABLE "site_settings" DROP COLUMN "cookie_consent_heading";
  ALTER TABLE "site_settings" DROP COLUMN "cookie_consent_text";
  ALTER TABLE "site_settings" DROP COLUMN "cookie_consent_accept_label";
  ALTER TABLE "site_settings" DROP COLUMN "cookie_consent_reject_label";
  ALTER TABLE "site_settings" DROP COLUMN "cookie_consent_settings_label";
  DROP TYPE "public"."enum_consent_choices_choice";
  DROP TYPE "public"."enum_site_settings_cookie_consent_mode";`)
}

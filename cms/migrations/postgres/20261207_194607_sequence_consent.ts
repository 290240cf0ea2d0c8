import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_leads_email_confirmed_by" AS ENUM('click', 'purchase', 'sign-in');
  ALTER TYPE "public"."enum_sequence_enrolments_status" ADD VALUE 'awaiting_confirmation' BEFORE 'stopped';
  ALTER TABLE "leads" ADD COLUMN "email_confirmed_at" timestamp(3) with time zone;
  ALTER TABLE "leads" ADD COLUMN "email_confirmed_by" "enum_leads_email_confirmed_by";
  ALTER TABLE "sequence_enrolments" ADD COLUMN "awaiting_since" timestamp(3) with time zone;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "sequence_enrolments" ALTER COLUMN "status" SET DATA TYPE text;
  ALTER TABLE "sequence_enrolments" ALTER COLUMN "status" SET DEFAULT 'active'::text;
  DROP TYPE "public"."enum_sequence_enrolments_status";
  CREATE TYPE "public"."enum_sequence_enrolments_status" AS ENUM('active', 'stopped', 'completed');
  ALTER TABLE "sequence_enrolments" ALTER COLUMN "status" SET DEFAULT 'active'::"public"."enum_sequence_enrolments_status";
  ALTER TABLE "sequence_enrolments" ALTER COLUMN "status" SET DATA TYPE "public"."enum_sequence_enrolments_status" USING "status"::"public"."enum_sequence_enrolments_status";
  ALTER TABLE "leads" DROP COLUMN "email_confirmed_at";
  ALTER TABLE "leads" DROP COLUMN "email_confirmed_by";
  ALTER TABLE "sequence_enrolments" DROP COLUMN "awaiting_since";
  DROP TYPE "public"."enum_leads_email_confirmed_by";`)
}

import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "copy_variants" ALTER COLUMN "slot" SET DATA TYPE varchar;
  ALTER TABLE "copy_tests" ALTER COLUMN "slot" SET DATA TYPE varchar;
  ALTER TABLE "sequence_sends" ADD COLUMN "turn_key" varchar;
  CREATE UNIQUE INDEX "sequence_sends_turn_key_idx" ON "sequence_sends" USING btree ("turn_key");
  DROP TYPE "public"."enum_copy_variants_slot";
  DROP TYPE "public"."enum_copy_tests_slot";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_copy_variants_slot" AS ENUM('home-headline', 'home-subheadline', 'home-cta', 'pricing-cta', 'offer-headline', 'offer-cta', 'upsell-headline');
  CREATE TYPE "public"."enum_copy_tests_slot" AS ENUM('home-headline', 'home-subheadline', 'home-cta', 'pricing-cta', 'offer-headline', 'offer-cta', 'upsell-headline');
  DROP INDEX "sequence_sends_turn_key_idx";
  ALTER TABLE "copy_variants" ALTER COLUMN "slot" SET DATA TYPE "public"."enum_copy_variants_slot" USING "slot"::"public"."enum_copy_variants_slot";
  ALTER TABLE "copy_tests" ALTER COLUMN "slot" SET DATA TYPE "public"."enum_copy_tests_slot" USING "slot"::"public"."enum_copy_tests_slot";
  ALTER TABLE "sequence_sends" DROP COLUMN "turn_key";`)
}

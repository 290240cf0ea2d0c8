import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "agency_product_subscriptions" ADD COLUMN "vendor_id" integer;
  ALTER TABLE "agency_product_subscriptions" ADD COLUMN "current_period_end" timestamp(3) with time zone;
  ALTER TABLE "agency_product_subscriptions" ADD COLUMN "cancel_at_period_end" boolean DEFAULT false;
  ALTER TABLE "agency_product_subscriptions" ADD CONSTRAINT "agency_product_subscriptions_vendor_id_users_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "agency_product_subscriptions_vendor_idx" ON "agency_product_subscriptions" USING btree ("vendor_id");
  CREATE UNIQUE INDEX "agency_product_subscriptions_stripe_subscription_id_idx" ON "agency_product_subscriptions" USING btree ("stripe_subscription_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "agency_product_subscriptions" DROP CONSTRAINT "agency_product_subscriptions_vendor_id_users_id_fk";
  
  DROP INDEX "agency_product_subscriptions_vendor_idx";
  DROP INDEX "agency_product_subscriptions_stripe_subscription_id_idx";
  ALTER TABLE "agency_product_subscriptions" DROP COLUMN "vendor_id";
  ALTER TABLE "agency_product_subscriptions" DROP COLUMN "current_period_end";
  ALTER TABLE "agency_product_subscriptions" DROP COLUMN "cancel_at_period_end";`)
}

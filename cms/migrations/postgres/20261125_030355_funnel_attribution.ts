import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_funnel_events_device" AS ENUM('mobile', 'desktop');
  CREATE TYPE "public"."enum_payments_kind" AS ENUM('plan', 'offer', 'upsell', 'vendor', 'other');
  ALTER TABLE "funnel_events" ADD COLUMN "device" "enum_funnel_events_device";
  ALTER TABLE "funnel_events" ADD COLUMN "utm_source" varchar;
  ALTER TABLE "funnel_events" ADD COLUMN "utm_medium" varchar;
  ALTER TABLE "funnel_events" ADD COLUMN "utm_campaign" varchar;
  ALTER TABLE "subscriptions" ADD COLUMN "visitor_id" varchar;
  ALTER TABLE "subscriptions" ADD COLUMN "lead_id" integer;
  ALTER TABLE "payments" ADD COLUMN "kind" "enum_payments_kind";
  ALTER TABLE "payments" ADD COLUMN "visitor_id" varchar;
  ALTER TABLE "payments" ADD COLUMN "lead_id" integer;
  ALTER TABLE "orders" ADD COLUMN "visitor_id" varchar;
  ALTER TABLE "orders" ADD COLUMN "lead_id" integer;
  ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payments" ADD CONSTRAINT "payments_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "orders" ADD CONSTRAINT "orders_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "funnel_events_device_idx" ON "funnel_events" USING btree ("device");
  CREATE INDEX "funnel_events_utm_source_idx" ON "funnel_events" USING btree ("utm_source");
  CREATE INDEX "subscriptions_visitor_id_idx" ON "subscriptions" USING btree ("visitor_id");
  CREATE INDEX "subscriptions_lead_idx" ON "subscriptions" USING btree ("lead_id");
  CREATE INDEX "payments_kind_idx" ON "payments" USING btree ("kind");
  CREATE INDEX "payments_visitor_id_idx" ON "payments" USING btree ("visitor_id");
  CREATE INDEX "payments_lead_idx" ON "payments" USING btree ("lead_id");
  CREATE INDEX "orders_visitor_id_idx" ON "orders" USING btree ("visitor_id");
  CREATE INDEX "orders_lead_idx" ON "orders" USING btree ("lead_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "subscriptions" DROP CONSTRAINT "subscriptions_lead_id_leads_id_fk";
  
  ALTER TABLE "payments" DROP CONSTRAINT "payments_lead_id_leads_id_fk";
  
  ALTER TABLE "orders" DROP CONSTRAINT "orders_lead_id_leads_id_fk";
  
  DROP INDEX "funnel_events_device_idx";
  DROP INDEX "funnel_events_utm_source_idx";
  DROP INDEX "subscriptions_visitor_id_idx";
  DROP INDEX "subscriptions_lead_idx";
  DROP INDEX "payments_kind_idx";
  DROP INDEX "payments_visitor_id_idx";
  DROP INDEX "payments_lead_idx";
  DROP INDEX "orders_visitor_id_idx";
  DROP INDEX "orders_lead_idx";
  ALTER TABLE "funnel_events" DROP COLUMN "device";
  ALTER TABLE "funnel_events" DROP COLUMN "utm_source";
  ALTER TABLE "funnel_events" DROP COLUMN "utm_medium";
  ALTER TABLE "funnel_events" DROP COLUMN "utm_campaign";
  ALTER TABLE "subscriptions" DROP COLUMN "visitor_id";
  ALTER TABLE "subscriptions" DROP COLUMN "lead_id";
  ALTER TABLE "payments" DROP COLUMN "kind";
  ALTER TABLE "payments" DROP COLUMN "visitor_id";
  ALTER TABLE "payments" DROP COLUMN "lead_id";
  ALTER TABLE "orders" DROP COLUMN "visitor_id";
  ALTER TABLE "orders" DROP COLUMN "lead_id";
  DROP TYPE "public"."enum_funnel_events_device";
  DROP TYPE "public"."enum_payments_kind";`)
}

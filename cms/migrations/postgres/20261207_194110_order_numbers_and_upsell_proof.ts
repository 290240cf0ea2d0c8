import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'
import { newOrderNumber } from '../../../collections/Orders/order-number'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_orders_upsell_decision" AS ENUM('accept', 'decline');
  ALTER TABLE "orders" ADD COLUMN "number" varchar;
  ALTER TABLE "orders" ADD COLUMN "upsell_decision" "enum_orders_upsell_decision";
  ALTER TABLE "orders" ADD COLUMN "upsell_decided_at" timestamp(3) with time zone;
  ALTER TABLE "orders" ADD COLUMN "upsell_offered_at" timestamp(3) with time zone;`)
  // Orders placed before: a number of their own (not their id), and their upsell's answer as taken.
  const { rows } = await db.execute<{ id: number }>(sql`SELECT "id" FROM "orders" WHERE "number" IS NULL;`)
  for (const { id } of rows) await db.execute(sql`UPDATE "orders" SET "number" = ${newOrderNumber()} WHERE "id" = ${id};`)
  await db.execute(sql`
  UPDATE "orders" SET "upsell_decision" = 'decline' WHERE "upsell_status" = 'declined';
  UPDATE "orders" SET "upsell_decision" = 'accept' WHERE "upsell_status" IN ('accepted', 'requires_action', 'failed');
  CREATE UNIQUE INDEX "orders_number_idx" ON "orders" USING btree ("number");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "orders_number_idx";
  ALTER TABLE "orders" DROP COLUMN "number";
  ALTER TABLE "orders" DROP COLUMN "upsell_decision";
  ALTER TABLE "orders" DROP COLUMN "upsell_decided_at";
  ALTER TABLE "orders" DROP COLUMN "upsell_offered_at";
  DROP TYPE "public"."enum_orders_upsell_decision";`)
}

import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_home_experiment_copy_field" AS ENUM('hero.headline', 'hero.subheadline', 'hero.cta_label');
  CREATE TYPE "public"."enum__home_experiment_copy_v_field" AS ENUM('hero.headline', 'hero.subheadline', 'hero.cta_label');
  CREATE TABLE "home_experiment_copy" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"experiment" varchar DEFAULT 'home-copy',
  	"variation" varchar DEFAULT 'variant',
  	"field" "enum_home_experiment_copy_field",
  	"text" varchar
  );
  
  CREATE TABLE "_home_experiment_copy_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"experiment" varchar DEFAULT 'home-copy',
  	"variation" varchar DEFAULT 'variant',
  	"field" "enum__home_experiment_copy_v_field",
  	"text" varchar,
  	"_uuid" varchar
  );
  
  ALTER TABLE "pricing" ADD COLUMN "value_stack_heading" varchar;
  ALTER TABLE "pricing" ADD COLUMN "value_stack_text" varchar;
  ALTER TABLE "pricing" ADD COLUMN "value_stack_total_label" varchar;
  ALTER TABLE "pricing" ADD COLUMN "value_stack_price_label" varchar;
  ALTER TABLE "pricing" ADD COLUMN "value_stack_savings_label" varchar;
  ALTER TABLE "pricing_rels" ADD COLUMN "value_stack_items_id" integer;
  ALTER TABLE "_pricing_v" ADD COLUMN "version_value_stack_heading" varchar;
  ALTER TABLE "_pricing_v" ADD COLUMN "version_value_stack_text" varchar;
  ALTER TABLE "_pricing_v" ADD COLUMN "version_value_stack_total_label" varchar;
  ALTER TABLE "_pricing_v" ADD COLUMN "version_value_stack_price_label" varchar;
  ALTER TABLE "_pricing_v" ADD COLUMN "version_value_stack_savings_label" varchar;
  ALTER TABLE "_pricing_v_rels" ADD COLUMN "value_stack_items_id" integer;
  ALTER TABLE "home_experiment_copy" ADD CONSTRAINT "home_experiment_copy_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_experiment_copy_v" ADD CONSTRAINT "_home_experiment_copy_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "home_experiment_copy_order_idx" ON "home_experiment_copy" USING btree ("_order");
  CREATE INDEX "home_experiment_copy_parent_id_idx" ON "home_experiment_copy" USING btree ("_parent_id");
  CREATE INDEX "_home_experiment_copy_v_order_idx" ON "_home_experiment_copy_v" USING btree ("_order");
  CREATE INDEX "_home_experiment_copy_v_parent_id_idx" ON "_home_experiment_copy_v" USING btree ("_parent_id");
  ALTER TABLE "pricing_rels" ADD CONSTRAINT "pricing_rels_value_stack_items_fk" FOREIGN KEY ("value_stack_items_id") REFERENCES "public"."value_stack_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pricing_v_rels" ADD CONSTRAINT "_pricing_v_rels_value_stack_items_fk" FOREIGN KEY ("value_stack_items_id") REFERENCES "public"."value_stack_items"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pricing_rels_value_stack_items_id_idx" ON "pricing_rels" USING btree ("value_stack_items_id");
  CREATE INDEX "_pricing_v_rels_value_stack_items_id_idx" ON "_pricing_v_rels" USING btree ("value_stack_items_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "home_experiment_copy" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_experiment_copy_v" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "home_experiment_copy" CASCADE;
  DROP TABLE "_home_experiment_copy_v" CASCADE;
  ALTER TABLE "pricing_rels" DROP CONSTRAINT "pricing_rels_value_stack_items_fk";
  
  ALTER TABLE "_pricing_v_rels" DROP CONSTRAINT "_pricing_v_rels_value_stack_items_fk";
  
  DROP INDEX "pricing_rels_value_stack_items_id_idx";
  DROP INDEX "_pricing_v_rels_value_stack_items_id_idx";
  ALTER TABLE "pricing" DROP COLUMN "value_stack_heading";
  ALTER TABLE "pricing" DROP COLUMN "value_stack_text";
  ALTER TABLE "pricing" DROP COLUMN "value_stack_total_label";
  ALTER TABLE "pricing" DROP COLUMN "value_stack_price_label";
  ALTER TABLE "pricing" DROP COLUMN "value_stack_savings_label";
  ALTER TABLE "pricing_rels" DROP COLUMN "value_stack_items_id";
  ALTER TABLE "_pricing_v" DROP COLUMN "version_value_stack_heading";
  ALTER TABLE "_pricing_v" DROP COLUMN "version_value_stack_text";
  ALTER TABLE "_pricing_v" DROP COLUMN "version_value_stack_total_label";
  ALTER TABLE "_pricing_v" DROP COLUMN "version_value_stack_price_label";
  ALTER TABLE "_pricing_v" DROP COLUMN "version_value_stack_savings_label";
  ALTER TABLE "_pricing_v_rels" DROP COLUMN "value_stack_items_id";
  DROP TYPE "public"."enum_home_experiment_copy_field";
  DROP TYPE "public"."enum__home_experiment_copy_v_field";`)
}

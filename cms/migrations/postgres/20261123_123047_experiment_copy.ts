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
  
  ALTER TABLE "home_experiment_copy" ADD CONSTRAINT "home_experiment_copy_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_experiment_copy_v" ADD CONSTRAINT "_home_experiment_copy_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "home_experiment_copy_order_idx" ON "home_experiment_copy" USING btree ("_order");
  CREATE INDEX "home_experiment_copy_parent_id_idx" ON "home_experiment_copy" USING btree ("_parent_id");
  CREATE INDEX "_home_experiment_copy_v_order_idx" ON "_home_experiment_copy_v" USING btree ("_order");
  CREATE INDEX "_home_experiment_copy_v_parent_id_idx" ON "_home_experiment_copy_v" USING btree ("_parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "home_experiment_copy" CASCADE;
  DROP TABLE "_home_experiment_copy_v" CASCADE;
  DROP TYPE "public"."enum_home_experiment_copy_field";
  DROP TYPE "public"."enum__home_experiment_copy_v_field";`)
}

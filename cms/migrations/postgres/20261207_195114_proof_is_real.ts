import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "spot_holds" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"slot_key" varchar NOT NULL,
  	"expires_at" timestamp(3) with time zone NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "home_joined_names" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_joined_names_v" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "home_joined_names" CASCADE;
  DROP TABLE "_home_joined_names_v" CASCADE;
  ALTER TABLE "orders" ADD COLUMN "buyer_city" varchar;
  ALTER TABLE "orders" ADD COLUMN "proof_private" boolean DEFAULT true;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "spot_holds_id" integer;
  ALTER TABLE "home" ADD COLUMN "video_player_engagement_viewers_min" numeric DEFAULT 5;
  ALTER TABLE "home" ADD COLUMN "video_player_engagement_joined_enabled" boolean DEFAULT true;
  ALTER TABLE "home" ADD COLUMN "video_player_engagement_joined_template_no_city" varchar;
  ALTER TABLE "_home_v" ADD COLUMN "version_video_player_engagement_viewers_min" numeric DEFAULT 5;
  ALTER TABLE "_home_v" ADD COLUMN "version_video_player_engagement_joined_enabled" boolean DEFAULT true;
  ALTER TABLE "_home_v" ADD COLUMN "version_video_player_engagement_joined_template_no_city" varchar;
  ALTER TABLE "offer" ADD COLUMN "checkout_proof_private_label" varchar;
  ALTER TABLE "offer" ADD COLUMN "checkout_bump_headline_variant" varchar;
  ALTER TABLE "offer" ADD COLUMN "checkout_bump_take_rate_min_orders" numeric DEFAULT 30;
  ALTER TABLE "_offer_v" ADD COLUMN "version_checkout_proof_private_label" varchar;
  ALTER TABLE "_offer_v" ADD COLUMN "version_checkout_bump_headline_variant" varchar;
  ALTER TABLE "_offer_v" ADD COLUMN "version_checkout_bump_take_rate_min_orders" numeric DEFAULT 30;
  CREATE UNIQUE INDEX "spot_holds_slot_key_idx" ON "spot_holds" USING btree ("slot_key");
  CREATE INDEX "spot_holds_expires_at_idx" ON "spot_holds" USING btree ("expires_at");
  CREATE INDEX "spot_holds_updated_at_idx" ON "spot_holds" USING btree ("updated_at");
  CREATE INDEX "spot_holds_created_at_idx" ON "spot_holds" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_spot_holds_fk" FOREIGN KEY ("spot_holds_id") REFERENCES "public"."spot_holds"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_spot_holds_id_idx" ON "payload_locked_documents_rels" USING btree ("spot_holds_id");
  ALTER TABLE "home" DROP COLUMN "video_player_engagement_viewers_start";
  ALTER TABLE "home" DROP COLUMN "video_player_engagement_viewers_cap";
  ALTER TABLE "home" DROP COLUMN "video_player_engagement_viewers_step_max";
  ALTER TABLE "home" DROP COLUMN "video_player_engagement_viewers_interval_min_seconds";
  ALTER TABLE "home" DROP COLUMN "video_player_engagement_viewers_interval_max_seconds";
  ALTER TABLE "_home_v" DROP COLUMN "version_video_player_engagement_viewers_start";
  ALTER TABLE "_home_v" DROP COLUMN "version_video_player_engagement_viewers_cap";
  ALTER TABLE "_home_v" DROP COLUMN "version_video_player_engagement_viewers_step_max";
  ALTER TABLE "_home_v" DROP COLUMN "version_video_player_engagement_viewers_interval_min_seconds";
  ALTER TABLE "_home_v" DROP COLUMN "version_video_player_engagement_viewers_interval_max_seconds";`)
  // Existing content (issue 39): the new required words, and the claim filled from the real take rate.
  await db.execute(sql`UPDATE "home" SET "video_player_engagement_joined_template_no_city" = '{name} just joined' WHERE "video_player_engagement_joined_template_no_city" IS NULL`)
  await db.execute(sql`UPDATE "_home_v" SET "version_video_player_engagement_joined_template_no_city" = '{name} just joined' WHERE "version_video_player_engagement_joined_template_no_city" IS NULL`)
  await db.execute(sql`UPDATE "offer" SET "checkout_proof_private_label" = 'Keep my purchase private (don''t show my first name and city to other visitors)' WHERE "checkout_proof_private_label" IS NULL`)
  await db.execute(sql`UPDATE "_offer_v" SET "version_checkout_proof_private_label" = 'Keep my purchase private (don''t show my first name and city to other visitors)' WHERE "version_checkout_proof_private_label" IS NULL`)
  await db.execute(sql`UPDATE "offer" SET "checkout_bump_claim" = '{percent}% of customers choose this upgrade' WHERE "checkout_bump_claim" = '73% of customers choose this upgrade'`)
  await db.execute(sql`UPDATE "_offer_v" SET "version_checkout_bump_claim" = '{percent}% of customers choose this upgrade' WHERE "version_checkout_bump_claim" = '73% of customers choose this upgrade'`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "home_joined_names" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"city" varchar
  );
  
  CREATE TABLE "_home_joined_names_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"city" varchar,
  	"_uuid" varchar
  );
  
  ALTER TABLE "spot_holds" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "spot_holds" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_spot_holds_fk";
  
  DROP INDEX "payload_locked_documents_rels_spot_holds_id_idx";
  ALTER TABLE "home" ADD COLUMN "video_player_engagement_viewers_start" numeric DEFAULT 12;
  ALTER TABLE "home" ADD COLUMN "video_player_engagement_viewers_cap" numeric DEFAULT 47;
  ALTER TABLE "home" ADD COLUMN "video_player_engagement_viewers_step_max" numeric DEFAULT 2;
  ALTER TABLE "home" ADD COLUMN "video_player_engagement_viewers_interval_min_seconds" numeric DEFAULT 8;
  ALTER TABLE "home" ADD COLUMN "video_player_engagement_viewers_interval_max_seconds" numeric DEFAULT 12;
  ALTER TABLE "_home_v" ADD COLUMN "version_video_player_engagement_viewers_start" numeric DEFAULT 12;
  ALTER TABLE "_home_v" ADD COLUMN "version_video_player_engagement_viewers_cap" numeric DEFAULT 47;
  ALTER TABLE "_home_v" ADD COLUMN "version_video_player_engagement_viewers_step_max" numeric DEFAULT 2;
  ALTER TABLE "_home_v" ADD COLUMN "version_video_player_engagement_viewers_interval_min_seconds" numeric DEFAULT 8;
  ALTER TABLE "_home_v" ADD COLUMN "version_video_player_engagement_viewers_interval_max_seconds" numeric DEFAULT 12;
  ALTER TABLE "home_joined_names" ADD CONSTRAINT "home_joined_names_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_joined_names_v" ADD CONSTRAINT "_home_joined_names_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "home_joined_names_order_idx" ON "home_joined_names" USING btree ("_order");
  CREATE INDEX "home_joined_names_parent_id_idx" ON "home_joined_names" USING btree ("_parent_id");
  CREATE INDEX "_home_joined_names_v_order_idx" ON "_home_joined_names_v" USING btree ("_order");
  CREATE INDEX "_home_joined_names_v_parent_id_idx" ON "_home_joined_names_v" USING btree ("_parent_id");
  ALTER TABLE "orders" DROP COLUMN "buyer_city";
  ALTER TABLE "orders" DROP COLUMN "proof_private";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "spot_holds_id";
  ALTER TABLE "home" DROP COLUMN "video_player_engagement_viewers_min";
  ALTER TABLE "home" DROP COLUMN "video_player_engagement_joined_enabled";
  ALTER TABLE "home" DROP COLUMN "video_player_engagement_joined_template_no_city";
  ALTER TABLE "_home_v" DROP COLUMN "version_video_player_engagement_viewers_min";
  ALTER TABLE "_home_v" DROP COLUMN "version_video_player_engagement_joined_enabled";
  ALTER TABLE "_home_v" DROP COLUMN "version_video_player_engagement_joined_template_no_city";
  ALTER TABLE "offer" DROP COLUMN "checkout_proof_private_label";
  ALTER TABLE "offer" DROP COLUMN "checkout_bump_headline_variant";
  ALTER TABLE "offer" DROP COLUMN "checkout_bump_take_rate_min_orders";
  ALTER TABLE "_offer_v" DROP COLUMN "version_checkout_proof_private_label";
  ALTER TABLE "_offer_v" DROP COLUMN "version_checkout_bump_headline_variant";
  ALTER TABLE "_offer_v" DROP COLUMN "version_checkout_bump_take_rate_min_orders";`)
}

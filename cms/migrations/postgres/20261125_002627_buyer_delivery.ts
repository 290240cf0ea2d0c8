import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_orders_access_revoked_reason" AS ENUM('refunded', 'disputed');
  CREATE TABLE "buyer_files" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"description" varchar,
  	"prefix" varchar DEFAULT 'buyer-files',
  	"_objectkey" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric
  );
  
  CREATE TABLE "member_links" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"email" varchar NOT NULL,
  	"token_hash" varchar NOT NULL,
  	"expires_at" timestamp(3) with time zone NOT NULL,
  	"used_at" timestamp(3) with time zone,
  	"replaced_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "member_sessions" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"email" varchar NOT NULL,
  	"token_hash" varchar NOT NULL,
  	"link" varchar NOT NULL,
  	"expires_at" timestamp(3) with time zone NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "offer_delivery_onboarding_steps" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"description" varchar
  );
  
  CREATE TABLE "offer_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"buyer_files_id" integer
  );
  
  CREATE TABLE "_offer_v_version_delivery_onboarding_steps" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"description" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_offer_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"buyer_files_id" integer
  );
  
  ALTER TABLE "orders" ADD COLUMN "access_sent_at" timestamp(3) with time zone;
  ALTER TABLE "orders" ADD COLUMN "access_revoked_at" timestamp(3) with time zone;
  ALTER TABLE "orders" ADD COLUMN "upsell_access_revoked_at" timestamp(3) with time zone;
  ALTER TABLE "orders" ADD COLUMN "access_revoked_reason" "enum_orders_access_revoked_reason";
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "buyer_files_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "member_links_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "member_sessions_id" integer;
  ALTER TABLE "offer" ADD COLUMN "delivery_onboarding_heading" varchar;
  ALTER TABLE "offer" ADD COLUMN "delivery_onboarding_booking_label" varchar;
  ALTER TABLE "offer" ADD COLUMN "delivery_onboarding_booking_url" varchar;
  ALTER TABLE "offer" ADD COLUMN "delivery_access_email_subject" varchar;
  ALTER TABLE "offer" ADD COLUMN "delivery_access_email_body" varchar;
  ALTER TABLE "offer" ADD COLUMN "delivery_upsell_email_subject" varchar;
  ALTER TABLE "offer" ADD COLUMN "delivery_upsell_email_body" varchar;
  ALTER TABLE "offer" ADD COLUMN "delivery_link_email_subject" varchar;
  ALTER TABLE "offer" ADD COLUMN "delivery_link_email_body" varchar;
  ALTER TABLE "offer" ADD COLUMN "delivery_page_heading" varchar;
  ALTER TABLE "offer" ADD COLUMN "delivery_page_intro" varchar;
  ALTER TABLE "offer" ADD COLUMN "delivery_page_loading" varchar;
  ALTER TABLE "offer" ADD COLUMN "delivery_page_files_heading" varchar;
  ALTER TABLE "offer" ADD COLUMN "delivery_page_download_label" varchar;
  ALTER TABLE "offer" ADD COLUMN "delivery_page_no_access" varchar;
  ALTER TABLE "offer" ADD COLUMN "delivery_page_request_heading" varchar;
  ALTER TABLE "offer" ADD COLUMN "delivery_page_request_text" varchar;
  ALTER TABLE "offer" ADD COLUMN "delivery_page_email_label" varchar;
  ALTER TABLE "offer" ADD COLUMN "delivery_page_submit_label" varchar;
  ALTER TABLE "offer" ADD COLUMN "delivery_page_busy_label" varchar;
  ALTER TABLE "offer" ADD COLUMN "delivery_page_sent" varchar;
  ALTER TABLE "offer" ADD COLUMN "delivery_page_invalid_email" varchar;
  ALTER TABLE "offer" ADD COLUMN "delivery_page_link_used" varchar;
  ALTER TABLE "offer" ADD COLUMN "delivery_page_link_expired" varchar;
  ALTER TABLE "offer" ADD COLUMN "delivery_page_link_invalid" varchar;
  ALTER TABLE "offer" ADD COLUMN "delivery_page_sign_out_label" varchar;
  ALTER TABLE "_offer_v" ADD COLUMN "version_delivery_onboarding_heading" varchar;
  ALTER TABLE "_offer_v" ADD COLUMN "version_delivery_onboarding_booking_label" varchar;
  ALTER TABLE "_offer_v" ADD COLUMN "version_delivery_onboarding_booking_url" varchar;
  ALTER TABLE "_offer_v" ADD COLUMN "version_delivery_access_email_subject" varchar;
  ALTER TABLE "_offer_v" ADD COLUMN "version_delivery_access_email_body" varchar;
  ALTER TABLE "_offer_v" ADD COLUMN "version_delivery_upsell_email_subject" varchar;
  ALTER TABLE "_offer_v" ADD COLUMN "version_delivery_upsell_email_body" varchar;
  ALTER TABLE "_offer_v" ADD COLUMN "version_delivery_link_email_subject" varchar;
  ALTER TABLE "_offer_v" ADD COLUMN "version_delivery_link_email_body" varchar;
  ALTER TABLE "_offer_v" ADD COLUMN "version_delivery_page_heading" varchar;
  ALTER TABLE "_offer_v" ADD COLUMN "version_delivery_page_intro" varchar;
  ALTER TABLE "_offer_v" ADD COLUMN "version_delivery_page_loading" varchar;
  ALTER TABLE "_offer_v" ADD COLUMN "version_delivery_page_files_heading" varchar;
  ALTER TABLE "_offer_v" ADD COLUMN "version_delivery_page_download_label" varchar;
  ALTER TABLE "_offer_v" ADD COLUMN "version_delivery_page_no_access" varchar;
  ALTER TABLE "_offer_v" ADD COLUMN "version_delivery_page_request_heading" varchar;
  ALTER TABLE "_offer_v" ADD COLUMN "version_delivery_page_request_text" varchar;
  ALTER TABLE "_offer_v" ADD COLUMN "version_delivery_page_email_label" varchar;
  ALTER TABLE "_offer_v" ADD COLUMN "version_delivery_page_submit_label" varchar;
  ALTER TABLE "_offer_v" ADD COLUMN "version_delivery_page_busy_label" varchar;
  ALTER TABLE "_offer_v" ADD COLUMN "version_delivery_page_sent" varchar;
  ALTER TABLE "_offer_v" ADD COLUMN "version_delivery_page_invalid_email" varchar;
  ALTER TABLE "_offer_v" ADD COLUMN "version_delivery_page_link_used" varchar;
  ALTER TABLE "_offer_v" ADD COLUMN "version_delivery_page_link_expired" varchar;
  ALTER TABLE "_offer_v" ADD COLUMN "version_delivery_page_link_invalid" varchar;
  ALTER TABLE "_offer_v" ADD COLUMN "version_delivery_page_sign_out_label" varchar;
  ALTER TABLE "offer_delivery_onboarding_steps" ADD CONSTRAINT "offer_delivery_onboarding_steps_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."offer"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "offer_rels" ADD CONSTRAINT "offer_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."offer"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "offer_rels" ADD CONSTRAINT "offer_rels_buyer_files_fk" FOREIGN KEY ("buyer_files_id") REFERENCES "public"."buyer_files"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_offer_v_version_delivery_onboarding_steps" ADD CONSTRAINT "_offer_v_version_delivery_onboarding_steps_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_offer_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_offer_v_rels" ADD CONSTRAINT "_offer_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_offer_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_offer_v_rels" ADD CONSTRAINT "_offer_v_rels_buyer_files_fk" FOREIGN KEY ("buyer_files_id") REFERENCES "public"."buyer_files"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "buyer_files_updated_at_idx" ON "buyer_files" USING btree ("updated_at");
  CREATE INDEX "buyer_files_created_at_idx" ON "buyer_files" USING btree ("created_at");
  CREATE UNIQUE INDEX "buyer_files_filename_idx" ON "buyer_files" USING btree ("filename");
  CREATE INDEX "member_links_email_idx" ON "member_links" USING btree ("email");
  CREATE UNIQUE INDEX "member_links_token_hash_idx" ON "member_links" USING btree ("token_hash");
  CREATE INDEX "member_links_updated_at_idx" ON "member_links" USING btree ("updated_at");
  CREATE INDEX "member_links_created_at_idx" ON "member_links" USING btree ("created_at");
  CREATE INDEX "member_sessions_email_idx" ON "member_sessions" USING btree ("email");
  CREATE UNIQUE INDEX "member_sessions_token_hash_idx" ON "member_sessions" USING btree ("token_hash");
  CREATE UNIQUE INDEX "member_sessions_link_idx" ON "member_sessions" USING btree ("link");
  CREATE INDEX "member_sessions_updated_at_idx" ON "member_sessions" USING btree ("updated_at");
  CREATE INDEX "member_sessions_created_at_idx" ON "member_sessions" USING btree ("created_at");
  CREATE INDEX "offer_delivery_onboarding_steps_order_idx" ON "offer_delivery_onboarding_steps" USING btree ("_order");
  CREATE INDEX "offer_delivery_onboarding_steps_parent_id_idx" ON "offer_delivery_onboarding_steps" USING btree ("_parent_id");
  CREATE INDEX "offer_rels_order_idx" ON "offer_rels" USING btree ("order");
  CREATE INDEX "offer_rels_parent_idx" ON "offer_rels" USING btree ("parent_id");
  CREATE INDEX "offer_rels_path_idx" ON "offer_rels" USING btree ("path");
  CREATE INDEX "offer_rels_buyer_files_id_idx" ON "offer_rels" USING btree ("buyer_files_id");
  CREATE INDEX "_offer_v_version_delivery_onboarding_steps_order_idx" ON "_offer_v_version_delivery_onboarding_steps" USING btree ("_order");
  CREATE INDEX "_offer_v_version_delivery_onboarding_steps_parent_id_idx" ON "_offer_v_version_delivery_onboarding_steps" USING btree ("_parent_id");
  CREATE INDEX "_offer_v_rels_order_idx" ON "_offer_v_rels" USING btree ("order");
  CREATE INDEX "_offer_v_rels_parent_idx" ON "_offer_v_rels" USING btree ("parent_id");
  CREATE INDEX "_offer_v_rels_path_idx" ON "_offer_v_rels" USING btree ("path");
  CREATE INDEX "_offer_v_rels_buyer_files_id_idx" ON "_offer_v_rels" USING btree ("buyer_files_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_buyer_files_fk" FOREIGN KEY ("buyer_files_id") REFERENCES "public"."buyer_files"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_member_links_fk" FOREIGN KEY ("member_links_id") REFERENCES "public"."member_links"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_member_sessions_fk" FOREIGN KEY ("member_sessions_id") REFERENCES "public"."member_sessions"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "orders_access_revoked_at_idx" ON "orders" USING btree ("access_revoked_at");
  CREATE INDEX "payload_locked_documents_rels_buyer_files_id_idx" ON "payload_locked_documents_rels" USING btree ("buyer_files_id");
  CREATE INDEX "payload_locked_documents_rels_member_links_id_idx" ON "payload_locked_documents_rels" USING btree ("member_links_id");
  CREATE INDEX "payload_locked_documents_rels_member_sessions_id_idx" ON "payload_locked_documents_rels" USING btree ("member_sessions_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "buyer_files" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "member_links" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "member_sessions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "offer_delivery_onboarding_steps" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "offer_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_offer_v_version_delivery_onboarding_steps" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_offer_v_rels" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "buyer_files" CASCADE;
  DROP TABLE "member_links" CASCADE;
  DROP TABLE "member_sessions" CASCADE;
  DROP TABLE "offer_delivery_onboarding_steps" CASCADE;
  DROP TABLE "offer_rels" CASCADE;
  DROP TABLE "_offer_v_version_delivery_onboarding_steps" CASCADE;
  DROP TABLE "_offer_v_rels" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_buyer_files_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_member_links_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_member_sessions_fk";
  
  DROP INDEX "orders_access_revoked_at_idx";
  DROP INDEX "payload_locked_documents_rels_buyer_files_id_idx";
  DROP INDEX "payload_locked_documents_rels_member_links_id_idx";
  DROP INDEX "payload_locked_documents_rels_member_sessions_id_idx";
  ALTER TABLE "orders" DROP COLUMN "access_sent_at";
  ALTER TABLE "orders" DROP COLUMN "access_revoked_at";
  ALTER TABLE "orders" DROP COLUMN "upsell_access_revoked_at";
  ALTER TABLE "orders" DROP COLUMN "access_revoked_reason";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "buyer_files_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "member_links_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "member_sessions_id";
  ALTER TABLE "offer" DROP COLUMN "delivery_onboarding_heading";
  ALTER TABLE "offer" DROP COLUMN "delivery_onboarding_booking_label";
  ALTER TABLE "offer" DROP COLUMN "delivery_onboarding_booking_url";
  ALTER TABLE "offer" DROP COLUMN "delivery_access_email_subject";
  ALTER TABLE "offer" DROP COLUMN "delivery_access_email_body";
  ALTER TABLE "offer" DROP COLUMN "delivery_upsell_email_subject";
  ALTER TABLE "offer" DROP COLUMN "delivery_upsell_email_body";
  ALTER TABLE "offer" DROP COLUMN "delivery_link_email_subject";
  ALTER TABLE "offer" DROP COLUMN "delivery_link_email_body";
  ALTER TABLE "offer" DROP COLUMN "delivery_page_heading";
  ALTER TABLE "offer" DROP COLUMN "delivery_page_intro";
  ALTER TABLE "offer" DROP COLUMN "delivery_page_loading";
  ALTER TABLE "offer" DROP COLUMN "delivery_page_files_heading";
  ALTER TABLE "offer" DROP COLUMN "delivery_page_download_label";
  ALTER TABLE "offer" DROP COLUMN "delivery_page_no_access";
  ALTER TABLE "offer" DROP COLUMN "delivery_page_request_heading";
  ALTER TABLE "offer" DROP COLUMN "delivery_page_request_text";
  ALTER TABLE "offer" DROP COLUMN "delivery_page_email_label";
  ALTER TABLE "offer" DROP COLUMN "delivery_page_submit_label";
  ALTER TABLE "offer" DROP COLUMN "delivery_page_busy_label";
  ALTER TABLE "offer" DROP COLUMN "delivery_page_sent";
  ALTER TABLE "offer" DROP COLUMN "delivery_page_invalid_email";
  ALTER TABLE "offer" DROP COLUMN "delivery_page_link_used";
  ALTER TABLE "offer" DROP COLUMN "delivery_page_link_expired";
  ALTER TABLE "offer" DROP COLUMN "delivery_page_link_invalid";
  ALTER TABLE "offer" DROP COLUMN "delivery_page_sign_out_label";
  ALTER TABLE "_offer_v" DROP COLUMN "version_delivery_onboarding_heading";
  ALTER TABLE "_offer_v" DROP COLUMN "version_delivery_onboarding_booking_label";
  ALTER TABLE "_offer_v" DROP COLUMN "version_delivery_onboarding_booking_url";
  ALTER TABLE "_offer_v" DROP COLUMN "version_delivery_access_email_subject";
  ALTER TABLE "_offer_v" DROP COLUMN "version_delivery_access_email_body";
  ALTER TABLE "_offer_v" DROP COLUMN "version_delivery_upsell_email_subject";
  ALTER TABLE "_offer_v" DROP COLUMN "version_delivery_upsell_email_body";
  ALTER TABLE "_offer_v" DROP COLUMN "version_delivery_link_email_subject";
  ALTER TABLE "_offer_v" DROP COLUMN "version_delivery_link_email_body";
  ALTER TABLE "_offer_v" DROP COLUMN "version_delivery_page_heading";
  ALTER TABLE "_offer_v" DROP COLUMN "version_delivery_page_intro";
  ALTER TABLE "_offer_v" DROP COLUMN "version_delivery_page_loading";
  ALTER TABLE "_offer_v" DROP COLUMN "version_delivery_page_files_heading";
  ALTER TABLE "_offer_v" DROP COLUMN "version_delivery_page_download_label";
  ALTER TABLE "_offer_v" DROP COLUMN "version_delivery_page_no_access";
  ALTER TABLE "_offer_v" DROP COLUMN "version_delivery_page_request_heading";
  ALTER TABLE "_offer_v" DROP COLUMN "version_delivery_page_request_text";
  ALTER TABLE "_offer_v" DROP COLUMN "version_delivery_page_email_label";
  ALTER TABLE "_offer_v" DROP COLUMN "version_delivery_page_submit_label";
  ALTER TABLE "_offer_v" DROP COLUMN "version_delivery_page_busy_label";
  ALTER TABLE "_offer_v" DROP COLUMN "version_delivery_page_sent";
  ALTER TABLE "_offer_v" DROP COLUMN "version_delivery_page_invalid_email";
  ALTER TABLE "_offer_v" DROP COLUMN "version_delivery_page_link_used";
  ALTER TABLE "_offer_v" DROP COLUMN "version_delivery_page_link_expired";
  ALTER TABLE "_offer_v" DROP COLUMN "version_delivery_page_link_invalid";
  ALTER TABLE "_offer_v" DROP COLUMN "version_delivery_page_sign_out_label";
  DROP TYPE "public"."enum_orders_access_revoked_reason";`)
}

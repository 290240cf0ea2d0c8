import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "cancel_checklist_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"item" varchar
  );
  
  CREATE TABLE "_cancel_checklist_items_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"item" varchar,
  	"_uuid" varchar
  );
  
  ALTER TABLE "demo_videos" ALTER COLUMN "video_url" DROP NOT NULL;
  ALTER TABLE "_demo_videos_v" ALTER COLUMN "version_video_url" DROP NOT NULL;
  ALTER TABLE "testimonials" ADD COLUMN "video_id" integer;
  ALTER TABLE "_testimonials_v" ADD COLUMN "version_video_id" integer;
  ALTER TABLE "demo_videos" ADD COLUMN "video_id" integer;
  ALTER TABLE "_demo_videos_v" ADD COLUMN "version_video_id" integer;
  ALTER TABLE "vendor_products" ADD COLUMN "demo_video_id" integer;
  ALTER TABLE "home" ADD COLUMN "urgency_spots_left_label" varchar;
  ALTER TABLE "home" ADD COLUMN "urgency_spots_left_min" numeric DEFAULT 2;
  ALTER TABLE "home" ADD COLUMN "urgency_spots_left_max" numeric DEFAULT 4;
  ALTER TABLE "home" ADD COLUMN "urgency_last_spot_sold_label" varchar;
  ALTER TABLE "home" ADD COLUMN "urgency_last_spot_sold_minutes" numeric DEFAULT 47;
  ALTER TABLE "_home_v" ADD COLUMN "version_urgency_spots_left_label" varchar;
  ALTER TABLE "_home_v" ADD COLUMN "version_urgency_spots_left_min" numeric DEFAULT 2;
  ALTER TABLE "_home_v" ADD COLUMN "version_urgency_spots_left_max" numeric DEFAULT 4;
  ALTER TABLE "_home_v" ADD COLUMN "version_urgency_last_spot_sold_label" varchar;
  ALTER TABLE "_home_v" ADD COLUMN "version_urgency_last_spot_sold_minutes" numeric DEFAULT 47;
  ALTER TABLE "cancel_page" ADD COLUMN "checklist_heading" varchar;
  ALTER TABLE "cancel_page" ADD COLUMN "checklist_text" varchar;
  ALTER TABLE "cancel_page" ADD COLUMN "checklist_email_label" varchar DEFAULT 'Email';
  ALTER TABLE "cancel_page" ADD COLUMN "checklist_submit_label" varchar DEFAULT 'Send me the checklist';
  ALTER TABLE "cancel_page" ADD COLUMN "checklist_busy_label" varchar DEFAULT 'Sending...';
  ALTER TABLE "cancel_page" ADD COLUMN "checklist_sent_message" varchar DEFAULT 'Checklist sent to your email!';
  ALTER TABLE "cancel_page" ADD COLUMN "checklist_email_subject" varchar;
  ALTER TABLE "cancel_page" ADD COLUMN "checklist_email_intro" varchar;
  ALTER TABLE "_cancel_page_v" ADD COLUMN "version_checklist_heading" varchar;
  ALTER TABLE "_cancel_page_v" ADD COLUMN "version_checklist_text" varchar;
  ALTER TABLE "_cancel_page_v" ADD COLUMN "version_checklist_email_label" varchar DEFAULT 'Email';
  ALTER TABLE "_cancel_page_v" ADD COLUMN "version_checklist_submit_label" varchar DEFAULT 'Send me the checklist';
  ALTER TABLE "_cancel_page_v" ADD COLUMN "version_checklist_busy_label" varchar DEFAULT 'Sending...';
  ALTER TABLE "_cancel_page_v" ADD COLUMN "version_checklist_sent_message" varchar DEFAULT 'Checklist sent to your email!';
  ALTER TABLE "_cancel_page_v" ADD COLUMN "version_checklist_email_subject" varchar;
  ALTER TABLE "_cancel_page_v" ADD COLUMN "version_checklist_email_intro" varchar;
  ALTER TABLE "cancel_checklist_items" ADD CONSTRAINT "cancel_checklist_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."cancel_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_cancel_checklist_items_v" ADD CONSTRAINT "_cancel_checklist_items_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_cancel_page_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "cancel_checklist_items_order_idx" ON "cancel_checklist_items" USING btree ("_order");
  CREATE INDEX "cancel_checklist_items_parent_id_idx" ON "cancel_checklist_items" USING btree ("_parent_id");
  CREATE INDEX "_cancel_checklist_items_v_order_idx" ON "_cancel_checklist_items_v" USING btree ("_order");
  CREATE INDEX "_cancel_checklist_items_v_parent_id_idx" ON "_cancel_checklist_items_v" USING btree ("_parent_id");
  ALTER TABLE "testimonials" ADD CONSTRAINT "testimonials_video_id_media_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_testimonials_v" ADD CONSTRAINT "_testimonials_v_version_video_id_media_id_fk" FOREIGN KEY ("version_video_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "demo_videos" ADD CONSTRAINT "demo_videos_video_id_media_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_demo_videos_v" ADD CONSTRAINT "_demo_videos_v_version_video_id_media_id_fk" FOREIGN KEY ("version_video_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "vendor_products" ADD CONSTRAINT "vendor_products_demo_video_id_media_id_fk" FOREIGN KEY ("demo_video_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "testimonials_video_idx" ON "testimonials" USING btree ("video_id");
  CREATE INDEX "_testimonials_v_version_version_video_idx" ON "_testimonials_v" USING btree ("version_video_id");
  CREATE INDEX "demo_videos_video_idx" ON "demo_videos" USING btree ("video_id");
  CREATE INDEX "_demo_videos_v_version_version_video_idx" ON "_demo_videos_v" USING btree ("version_video_id");
  CREATE INDEX "vendor_products_demo_video_idx" ON "vendor_products" USING btree ("demo_video_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "cancel_checklist_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_cancel_checklist_items_v" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "cancel_checklist_items" CASCADE;
  DROP TABLE "_cancel_checklist_items_v" CASCADE;
  ALTER TABLE "testimonials" DROP CONSTRAINT "testimonials_video_id_media_id_fk";
  
  ALTER TABLE "_testimonials_v" DROP CONSTRAINT "_testimonials_v_version_video_id_media_id_fk";
  
  ALTER TABLE "demo_videos" DROP CONSTRAINT "demo_videos_video_id_media_id_fk";
  
  ALTER TABLE "_demo_videos_v" DROP CONSTRAINT "_demo_videos_v_version_video_id_media_id_fk";
  
  ALTER TABLE "vendor_products" DROP CONSTRAINT "vendor_products_demo_video_id_media_id_fk";
  
  DROP INDEX "testimonials_video_idx";
  DROP INDEX "_testimonials_v_version_version_video_idx";
  DROP INDEX "demo_videos_video_idx";
  DROP INDEX "_demo_videos_v_version_version_video_idx";
  DROP INDEX "vendor_products_demo_video_idx";
  ALTER TABLE "demo_videos" ALTER COLUMN "video_url" SET NOT NULL;
  ALTER TABLE "_demo_videos_v" ALTER COLUMN "version_video_url" SET NOT NULL;
  ALTER TABLE "testimonials" DROP COLUMN "video_id";
  ALTER TABLE "_testimonials_v" DROP COLUMN "version_video_id";
  ALTER TABLE "demo_videos" DROP COLUMN "video_id";
  ALTER TABLE "_demo_videos_v" DROP COLUMN "version_video_id";
  ALTER TABLE "vendor_products" DROP COLUMN "demo_video_id";
  ALTER TABLE "home" DROP COLUMN "urgency_spots_left_label";
  ALTER TABLE "home" DROP COLUMN "urgency_spots_left_min";
  ALTER TABLE "home" DROP COLUMN "urgency_spots_left_max";
  ALTER TABLE "home" DROP COLUMN "urgency_last_spot_sold_label";
  ALTER TABLE "home" DROP COLUMN "urgency_last_spot_sold_minutes";
  ALTER TABLE "_home_v" DROP COLUMN "version_urgency_spots_left_label";
  ALTER TABLE "_home_v" DROP COLUMN "version_urgency_spots_left_min";
  ALTER TABLE "_home_v" DROP COLUMN "version_urgency_spots_left_max";
  ALTER TABLE "_home_v" DROP COLUMN "version_urgency_last_spot_sold_label";
  ALTER TABLE "_home_v" DROP COLUMN "version_urgency_last_spot_sold_minutes";
  ALTER TABLE "cancel_page" DROP COLUMN "checklist_heading";
  ALTER TABLE "cancel_page" DROP COLUMN "checklist_text";
  ALTER TABLE "cancel_page" DROP COLUMN "checklist_email_label";
  ALTER TABLE "cancel_page" DROP COLUMN "checklist_submit_label";
  ALTER TABLE "cancel_page" DROP COLUMN "checklist_busy_label";
  ALTER TABLE "cancel_page" DROP COLUMN "checklist_sent_message";
  ALTER TABLE "cancel_page" DROP COLUMN "checklist_email_subject";
  ALTER TABLE "cancel_page" DROP COLUMN "checklist_email_intro";
  ALTER TABLE "_cancel_page_v" DROP COLUMN "version_checklist_heading";
  ALTER TABLE "_cancel_page_v" DROP COLUMN "version_checklist_text";
  ALTER TABLE "_cancel_page_v" DROP COLUMN "version_checklist_email_label";
  ALTER TABLE "_cancel_page_v" DROP COLUMN "version_checklist_submit_label";
  ALTER TABLE "_cancel_page_v" DROP COLUMN "version_checklist_busy_label";
  ALTER TABLE "_cancel_page_v" DROP COLUMN "version_checklist_sent_message";
  ALTER TABLE "_cancel_page_v" DROP COLUMN "version_checklist_email_subject";
  ALTER TABLE "_cancel_page_v" DROP COLUMN "version_checklist_email_intro";`)
}

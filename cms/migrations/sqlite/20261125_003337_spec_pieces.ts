import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`cancel_checklist_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`item\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`cancel_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`cancel_checklist_items_order_idx\` ON \`cancel_checklist_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`cancel_checklist_items_parent_id_idx\` ON \`cancel_checklist_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_cancel_checklist_items_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`item\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_cancel_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_cancel_checklist_items_v_order_idx\` ON \`_cancel_checklist_items_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_cancel_checklist_items_v_parent_id_idx\` ON \`_cancel_checklist_items_v\` (\`_parent_id\`);`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_demo_videos\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`description\` text,
  	\`video_id\` integer,
  	\`video_url\` text,
  	\`price_claim\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`video_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  // Edited by hand: drizzle-kit copied the new video_id column from the old table, which has none (NULL for every row).
  await db.run(sql`INSERT INTO \`__new_demo_videos\`("id", "title", "description", "video_id", "video_url", "price_claim", "updated_at", "created_at") SELECT "id", "title", "description", NULL, "video_url", "price_claim", "updated_at", "created_at" FROM \`demo_videos\`;`)
  await db.run(sql`DROP TABLE \`demo_videos\`;`)
  await db.run(sql`ALTER TABLE \`__new_demo_videos\` RENAME TO \`demo_videos\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`demo_videos_video_idx\` ON \`demo_videos\` (\`video_id\`);`)
  await db.run(sql`CREATE INDEX \`demo_videos_updated_at_idx\` ON \`demo_videos\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`demo_videos_created_at_idx\` ON \`demo_videos\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new__demo_videos_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_title\` text NOT NULL,
  	\`version_description\` text,
  	\`version_video_id\` integer,
  	\`version_video_url\` text,
  	\`version_price_claim\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`demo_videos\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_video_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  // Edited by hand, as above: version_video_id is new.
  await db.run(sql`INSERT INTO \`__new__demo_videos_v\`("id", "parent_id", "version_title", "version_description", "version_video_id", "version_video_url", "version_price_claim", "version_updated_at", "version_created_at", "created_at", "updated_at") SELECT "id", "parent_id", "version_title", "version_description", NULL, "version_video_url", "version_price_claim", "version_updated_at", "version_created_at", "created_at", "updated_at" FROM \`_demo_videos_v\`;`)
  await db.run(sql`DROP TABLE \`_demo_videos_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__demo_videos_v\` RENAME TO \`_demo_videos_v\`;`)
  await db.run(sql`CREATE INDEX \`_demo_videos_v_parent_idx\` ON \`_demo_videos_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_demo_videos_v_version_version_video_idx\` ON \`_demo_videos_v\` (\`version_video_id\`);`)
  await db.run(sql`CREATE INDEX \`_demo_videos_v_version_version_updated_at_idx\` ON \`_demo_videos_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_demo_videos_v_version_version_created_at_idx\` ON \`_demo_videos_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_demo_videos_v_created_at_idx\` ON \`_demo_videos_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_demo_videos_v_updated_at_idx\` ON \`_demo_videos_v\` (\`updated_at\`);`)
  await db.run(sql`ALTER TABLE \`testimonials\` ADD \`video_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`testimonials_video_idx\` ON \`testimonials\` (\`video_id\`);`)
  await db.run(sql`ALTER TABLE \`_testimonials_v\` ADD \`version_video_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`_testimonials_v_version_version_video_idx\` ON \`_testimonials_v\` (\`version_video_id\`);`)
  await db.run(sql`ALTER TABLE \`vendor_products\` ADD \`demo_video_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`vendor_products_demo_video_idx\` ON \`vendor_products\` (\`demo_video_id\`);`)
  await db.run(sql`ALTER TABLE \`home\` ADD \`urgency_spots_left_label\` text;`)
  await db.run(sql`ALTER TABLE \`home\` ADD \`urgency_spots_left_min\` numeric DEFAULT 2;`)
  await db.run(sql`ALTER TABLE \`home\` ADD \`urgency_spots_left_max\` numeric DEFAULT 4;`)
  await db.run(sql`ALTER TABLE \`home\` ADD \`urgency_last_spot_sold_label\` text;`)
  await db.run(sql`ALTER TABLE \`home\` ADD \`urgency_last_spot_sold_minutes\` numeric DEFAULT 47;`)
  await db.run(sql`ALTER TABLE \`_home_v\` ADD \`version_urgency_spots_left_label\` text;`)
  await db.run(sql`ALTER TABLE \`_home_v\` ADD \`version_urgency_spots_left_min\` numeric DEFAULT 2;`)
  await db.run(sql`ALTER TABLE \`_home_v\` ADD \`version_urgency_spots_left_max\` numeric DEFAULT 4;`)
  await db.run(sql`ALTER TABLE \`_home_v\` ADD \`version_urgency_last_spot_sold_label\` text;`)
  await db.run(sql`ALTER TABLE \`_home_v\` ADD \`version_urgency_last_spot_sold_minutes\` numeric DEFAULT 47;`)
  await db.run(sql`ALTER TABLE \`cancel_page\` ADD \`checklist_heading\` text;`)
  await db.run(sql`ALTER TABLE \`cancel_page\` ADD \`checklist_text\` text;`)
  await db.run(sql`ALTER TABLE \`cancel_page\` ADD \`checklist_email_label\` text DEFAULT 'Email';`)
  await db.run(sql`ALTER TABLE \`cancel_page\` ADD \`checklist_submit_label\` text DEFAULT 'Send me the checklist';`)
  await db.run(sql`ALTER TABLE \`cancel_page\` ADD \`checklist_busy_label\` text DEFAULT 'Sending...';`)
  await db.run(sql`ALTER TABLE \`cancel_page\` ADD \`checklist_sent_message\` text DEFAULT 'Checklist sent to your email!';`)
  await db.run(sql`ALTER TABLE \`cancel_page\` ADD \`checklist_email_subject\` text;`)
  await db.run(sql`ALTER TABLE \`cancel_page\` ADD \`checklist_email_intro\` text;`)
  await db.run(sql`ALTER TABLE \`_cancel_page_v\` ADD \`version_checklist_heading\` text;`)
  await db.run(sql`ALTER TABLE \`_cancel_page_v\` ADD \`version_checklist_text\` text;`)
  await db.run(sql`ALTER TABLE \`_cancel_page_v\` ADD \`version_checklist_email_label\` text DEFAULT 'Email';`)
  await db.run(sql`ALTER TABLE \`_cancel_page_v\` ADD \`version_checklist_submit_label\` text DEFAULT 'Send me the checklist';`)
  await db.run(sql`ALTER TABLE \`_cancel_page_v\` ADD \`version_checklist_busy_label\` text DEFAULT 'Sending...';`)
  await db.run(sql`ALTER TABLE \`_cancel_page_v\` ADD \`version_checklist_sent_message\` text DEFAULT 'Checklist sent to your email!';`)
  await db.run(sql`ALTER TABLE \`_cancel_page_v\` ADD \`version_checklist_email_subject\` text;`)
  await db.run(sql`ALTER TABLE \`_cancel_page_v\` ADD \`version_checklist_email_intro\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`cancel_checklist_items\`;`)
  await db.run(sql`DROP TABLE \`_cancel_checklist_items_v\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_testimonials\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`title\` text NOT NULL,
  	\`video_embed\` text,
  	\`quote\` text NOT NULL,
  	\`highlight\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`INSERT INTO \`__new_testimonials\`("id", "name", "title", "video_embed", "quote", "highlight", "updated_at", "created_at") SELECT "id", "name", "title", "video_embed", "quote", "highlight", "updated_at", "created_at" FROM \`testimonials\`;`)
  await db.run(sql`DROP TABLE \`testimonials\`;`)
  await db.run(sql`ALTER TABLE \`__new_testimonials\` RENAME TO \`testimonials\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`testimonials_updated_at_idx\` ON \`testimonials\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`testimonials_created_at_idx\` ON \`testimonials\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new__testimonials_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_name\` text NOT NULL,
  	\`version_title\` text NOT NULL,
  	\`version_video_embed\` text,
  	\`version_quote\` text NOT NULL,
  	\`version_highlight\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`testimonials\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new__testimonials_v\`("id", "parent_id", "version_name", "version_title", "version_video_embed", "version_quote", "version_highlight", "version_updated_at", "version_created_at", "created_at", "updated_at") SELECT "id", "parent_id", "version_name", "version_title", "version_video_embed", "version_quote", "version_highlight", "version_updated_at", "version_created_at", "created_at", "updated_at" FROM \`_testimonials_v\`;`)
  await db.run(sql`DROP TABLE \`_testimonials_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__testimonials_v\` RENAME TO \`_testimonials_v\`;`)
  await db.run(sql`CREATE INDEX \`_testimonials_v_parent_idx\` ON \`_testimonials_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_testimonials_v_version_version_updated_at_idx\` ON \`_testimonials_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_testimonials_v_version_version_created_at_idx\` ON \`_testimonials_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_testimonials_v_created_at_idx\` ON \`_testimonials_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_testimonials_v_updated_at_idx\` ON \`_testimonials_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_demo_videos\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`description\` text,
  	\`video_url\` text NOT NULL,
  	\`price_claim\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`INSERT INTO \`__new_demo_videos\`("id", "title", "description", "video_url", "price_claim", "updated_at", "created_at") SELECT "id", "title", "description", "video_url", "price_claim", "updated_at", "created_at" FROM \`demo_videos\`;`)
  await db.run(sql`DROP TABLE \`demo_videos\`;`)
  await db.run(sql`ALTER TABLE \`__new_demo_videos\` RENAME TO \`demo_videos\`;`)
  await db.run(sql`CREATE INDEX \`demo_videos_updated_at_idx\` ON \`demo_videos\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`demo_videos_created_at_idx\` ON \`demo_videos\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new__demo_videos_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_title\` text NOT NULL,
  	\`version_description\` text,
  	\`version_video_url\` text NOT NULL,
  	\`version_price_claim\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`demo_videos\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new__demo_videos_v\`("id", "parent_id", "version_title", "version_description", "version_video_url", "version_price_claim", "version_updated_at", "version_created_at", "created_at", "updated_at") SELECT "id", "parent_id", "version_title", "version_description", "version_video_url", "version_price_claim", "version_updated_at", "version_created_at", "created_at", "updated_at" FROM \`_demo_videos_v\`;`)
  await db.run(sql`DROP TABLE \`_demo_videos_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__demo_videos_v\` RENAME TO \`_demo_videos_v\`;`)
  await db.run(sql`CREATE INDEX \`_demo_videos_v_parent_idx\` ON \`_demo_videos_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_demo_videos_v_version_version_updated_at_idx\` ON \`_demo_videos_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_demo_videos_v_version_version_created_at_idx\` ON \`_demo_videos_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_demo_videos_v_created_at_idx\` ON \`_demo_videos_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_demo_videos_v_updated_at_idx\` ON \`_demo_videos_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_vendor_products\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`vendor_id\` integer NOT NULL,
  	\`name\` text NOT NULL,
  	\`description\` text,
  	\`category\` text NOT NULL,
  	\`logo_url\` text,
  	\`demo_video_url\` text,
  	\`is_active\` integer DEFAULT true,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`vendor_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_vendor_products\`("id", "vendor_id", "name", "description", "category", "logo_url", "demo_video_url", "is_active", "updated_at", "created_at") SELECT "id", "vendor_id", "name", "description", "category", "logo_url", "demo_video_url", "is_active", "updated_at", "created_at" FROM \`vendor_products\`;`)
  await db.run(sql`DROP TABLE \`vendor_products\`;`)
  await db.run(sql`ALTER TABLE \`__new_vendor_products\` RENAME TO \`vendor_products\`;`)
  await db.run(sql`CREATE INDEX \`vendor_products_vendor_idx\` ON \`vendor_products\` (\`vendor_id\`);`)
  await db.run(sql`CREATE INDEX \`vendor_products_is_active_idx\` ON \`vendor_products\` (\`is_active\`);`)
  await db.run(sql`CREATE INDEX \`vendor_products_updated_at_idx\` ON \`vendor_products\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`vendor_products_created_at_idx\` ON \`vendor_products\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`home\` DROP COLUMN \`urgency_spots_left_label\`;`)
  await db.run(sql`ALTER TABLE \`home\` DROP COLUMN \`urgency_spots_left_min\`;`)
  await db.run(sql`ALTER TABLE \`home\` DROP COLUMN \`urgency_spots_left_max\`;`)
  await db.run(sql`ALTER TABLE \`home\` DROP COLUMN \`urgency_last_spot_sold_label\`;`)
  await db.run(sql`ALTER TABLE \`home\` DROP COLUMN \`urgency_last_spot_sold_minutes\`;`)
  await db.run(sql`ALTER TABLE \`_home_v\` DROP COLUMN \`version_urgency_spots_left_label\`;`)
  await db.run(sql`ALTER TABLE \`_home_v\` DROP COLUMN \`version_urgency_spots_left_min\`;`)
  await db.run(sql`ALTER TABLE \`_home_v\` DROP COLUMN \`version_urgency_spots_left_max\`;`)
  await db.run(sql`ALTER TABLE \`_home_v\` DROP COLUMN \`version_urgency_last_spot_sold_label\`;`)
  await db.run(sql`ALTER TABLE \`_home_v\` DROP COLUMN \`version_urgency_last_spot_sold_minutes\`;`)
  await db.run(sql`ALTER TABLE \`cancel_page\` DROP COLUMN \`checklist_heading\`;`)
  await db.run(sql`ALTER TABLE \`cancel_page\` DROP COLUMN \`checklist_text\`;`)
  await db.run(sql`ALTER TABLE \`cancel_page\` DROP COLUMN \`checklist_email_label\`;`)
  await db.run(sql`ALTER TABLE \`cancel_page\` DROP COLUMN \`checklist_submit_label\`;`)
  await db.run(sql`ALTER TABLE \`cancel_page\` DROP COLUMN \`checklist_busy_label\`;`)
  await db.run(sql`ALTER TABLE \`cancel_page\` DROP COLUMN \`checklist_sent_message\`;`)
  await db.run(sql`ALTER TABLE \`cancel_page\` DROP COLUMN \`checklist_email_subject\`;`)
  await db.run(sql`ALTER TABLE \`cancel_page\` DROP COLUMN \`checklist_email_intro\`;`)
  await db.run(sql`ALTER TABLE \`_cancel_page_v\` DROP COLUMN \`version_checklist_heading\`;`)
  await db.run(sql`ALTER TABLE \`_cancel_page_v\` DROP COLUMN \`version_checklist_text\`;`)
  await db.run(sql`ALTER TABLE \`_cancel_page_v\` DROP COLUMN \`version_checklist_email_label\`;`)
  await db.run(sql`ALTER TABLE \`_cancel_page_v\` DROP COLUMN \`version_checklist_submit_label\`;`)
  await db.run(sql`ALTER TABLE \`_cancel_page_v\` DROP COLUMN \`version_checklist_busy_label\`;`)
  await db.run(sql`ALTER TABLE \`_cancel_page_v\` DROP COLUMN \`version_checklist_sent_message\`;`)
  await db.run(sql`ALTER TABLE \`_cancel_page_v\` DROP COLUMN \`version_checklist_email_subject\`;`)
  await db.run(sql`ALTER TABLE \`_cancel_page_v\` DROP COLUMN \`version_checklist_email_intro\`;`)
}

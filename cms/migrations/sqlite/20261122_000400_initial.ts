import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`users_sessions\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`created_at\` text,
  	\`expires_at\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`users_sessions_order_idx\` ON \`users_sessions\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`users_sessions_parent_id_idx\` ON \`users_sessions\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`users\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`role\` text DEFAULT 'agency' NOT NULL,
  	\`company_name\` text,
  	\`company_logo_url\` text,
  	\`agency_brand_color\` text DEFAULT '#8B5CF6',
  	\`trial_ends_at\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`email\` text NOT NULL,
  	\`reset_password_token\` text,
  	\`reset_password_expiration\` text,
  	\`salt\` text,
  	\`hash\` text,
  	\`reset_password_requested_at\` text,
  	\`login_attempts\` numeric DEFAULT 0,
  	\`lock_until\` text
  );
  `)
  await db.run(sql`CREATE INDEX \`users_updated_at_idx\` ON \`users\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`users_created_at_idx\` ON \`users\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`users_email_idx\` ON \`users\` (\`email\`);`)
  await db.run(sql`CREATE TABLE \`media\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`alt\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`url\` text,
  	\`thumbnail_u_r_l\` text,
  	\`filename\` text,
  	\`mime_type\` text,
  	\`filesize\` numeric,
  	\`width\` numeric,
  	\`height\` numeric,
  	\`focal_x\` numeric,
  	\`focal_y\` numeric
  );
  `)
  await db.run(sql`CREATE INDEX \`media_updated_at_idx\` ON \`media\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`media_created_at_idx\` ON \`media\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`media_filename_idx\` ON \`media\` (\`filename\`);`)
  await db.run(sql`CREATE TABLE \`testimonials\` (
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
  await db.run(sql`CREATE INDEX \`testimonials_updated_at_idx\` ON \`testimonials\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`testimonials_created_at_idx\` ON \`testimonials\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`_testimonials_v\` (
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
  await db.run(sql`CREATE INDEX \`_testimonials_v_parent_idx\` ON \`_testimonials_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_testimonials_v_version_version_updated_at_idx\` ON \`_testimonials_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_testimonials_v_version_version_created_at_idx\` ON \`_testimonials_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_testimonials_v_created_at_idx\` ON \`_testimonials_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_testimonials_v_updated_at_idx\` ON \`_testimonials_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE TABLE \`win_cards\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`achievement\` text NOT NULL,
  	\`timeline\` text NOT NULL,
  	\`value\` text NOT NULL,
  	\`highlight\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`win_cards_updated_at_idx\` ON \`win_cards\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`win_cards_created_at_idx\` ON \`win_cards\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`_win_cards_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_name\` text NOT NULL,
  	\`version_achievement\` text NOT NULL,
  	\`version_timeline\` text NOT NULL,
  	\`version_value\` text NOT NULL,
  	\`version_highlight\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`win_cards\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_win_cards_v_parent_idx\` ON \`_win_cards_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_win_cards_v_version_version_updated_at_idx\` ON \`_win_cards_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_win_cards_v_version_version_created_at_idx\` ON \`_win_cards_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_win_cards_v_created_at_idx\` ON \`_win_cards_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_win_cards_v_updated_at_idx\` ON \`_win_cards_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE TABLE \`framework_steps\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`letter\` text NOT NULL,
  	\`word\` text NOT NULL,
  	\`description\` text NOT NULL,
  	\`principle\` text NOT NULL,
  	\`benefit\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`framework_steps_updated_at_idx\` ON \`framework_steps\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`framework_steps_created_at_idx\` ON \`framework_steps\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`_framework_steps_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_letter\` text NOT NULL,
  	\`version_word\` text NOT NULL,
  	\`version_description\` text NOT NULL,
  	\`version_principle\` text NOT NULL,
  	\`version_benefit\` text NOT NULL,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`framework_steps\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_framework_steps_v_parent_idx\` ON \`_framework_steps_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_framework_steps_v_version_version_updated_at_idx\` ON \`_framework_steps_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_framework_steps_v_version_version_created_at_idx\` ON \`_framework_steps_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_framework_steps_v_created_at_idx\` ON \`_framework_steps_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_framework_steps_v_updated_at_idx\` ON \`_framework_steps_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE TABLE \`faqs\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`question\` text NOT NULL,
  	\`answer\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`faqs_updated_at_idx\` ON \`faqs\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`faqs_created_at_idx\` ON \`faqs\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`_faqs_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_question\` text NOT NULL,
  	\`version_answer\` text NOT NULL,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`faqs\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_faqs_v_parent_idx\` ON \`_faqs_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_faqs_v_version_version_updated_at_idx\` ON \`_faqs_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_faqs_v_version_version_created_at_idx\` ON \`_faqs_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_faqs_v_created_at_idx\` ON \`_faqs_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_faqs_v_updated_at_idx\` ON \`_faqs_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE TABLE \`objections\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`objection\` text NOT NULL,
  	\`answer\` text NOT NULL,
  	\`proof\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`objections_updated_at_idx\` ON \`objections\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`objections_created_at_idx\` ON \`objections\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`_objections_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_title\` text NOT NULL,
  	\`version_objection\` text NOT NULL,
  	\`version_answer\` text NOT NULL,
  	\`version_proof\` text NOT NULL,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`objections\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_objections_v_parent_idx\` ON \`_objections_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_objections_v_version_version_updated_at_idx\` ON \`_objections_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_objections_v_version_version_created_at_idx\` ON \`_objections_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_objections_v_created_at_idx\` ON \`_objections_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_objections_v_updated_at_idx\` ON \`_objections_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE TABLE \`bonuses\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`description\` text NOT NULL,
  	\`value\` numeric,
  	\`priceless\` integer DEFAULT false,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`bonuses_updated_at_idx\` ON \`bonuses\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`bonuses_created_at_idx\` ON \`bonuses\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`_bonuses_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_title\` text NOT NULL,
  	\`version_description\` text NOT NULL,
  	\`version_value\` numeric,
  	\`version_priceless\` integer DEFAULT false,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`bonuses\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_bonuses_v_parent_idx\` ON \`_bonuses_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_bonuses_v_version_version_updated_at_idx\` ON \`_bonuses_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_bonuses_v_version_version_created_at_idx\` ON \`_bonuses_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_bonuses_v_created_at_idx\` ON \`_bonuses_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_bonuses_v_updated_at_idx\` ON \`_bonuses_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE TABLE \`value_stack_items\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`item_name\` text NOT NULL,
  	\`monthly_value\` numeric NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`value_stack_items_updated_at_idx\` ON \`value_stack_items\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`value_stack_items_created_at_idx\` ON \`value_stack_items\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`_value_stack_items_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_item_name\` text NOT NULL,
  	\`version_monthly_value\` numeric NOT NULL,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`value_stack_items\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_value_stack_items_v_parent_idx\` ON \`_value_stack_items_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_value_stack_items_v_version_version_updated_at_idx\` ON \`_value_stack_items_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_value_stack_items_v_version_version_created_at_idx\` ON \`_value_stack_items_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_value_stack_items_v_created_at_idx\` ON \`_value_stack_items_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_value_stack_items_v_updated_at_idx\` ON \`_value_stack_items_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE TABLE \`guarantee_cards\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`description\` text NOT NULL,
  	\`badge\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`guarantee_cards_updated_at_idx\` ON \`guarantee_cards\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`guarantee_cards_created_at_idx\` ON \`guarantee_cards\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`_guarantee_cards_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_title\` text NOT NULL,
  	\`version_description\` text NOT NULL,
  	\`version_badge\` text NOT NULL,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`guarantee_cards\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_guarantee_cards_v_parent_idx\` ON \`_guarantee_cards_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_guarantee_cards_v_version_version_updated_at_idx\` ON \`_guarantee_cards_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_guarantee_cards_v_version_version_created_at_idx\` ON \`_guarantee_cards_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_guarantee_cards_v_created_at_idx\` ON \`_guarantee_cards_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_guarantee_cards_v_updated_at_idx\` ON \`_guarantee_cards_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE TABLE \`demo_videos\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`description\` text,
  	\`video_url\` text NOT NULL,
  	\`price_claim\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`demo_videos_updated_at_idx\` ON \`demo_videos\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`demo_videos_created_at_idx\` ON \`demo_videos\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`_demo_videos_v\` (
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
  await db.run(sql`CREATE INDEX \`_demo_videos_v_parent_idx\` ON \`_demo_videos_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_demo_videos_v_version_version_updated_at_idx\` ON \`_demo_videos_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_demo_videos_v_version_version_created_at_idx\` ON \`_demo_videos_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_demo_videos_v_created_at_idx\` ON \`_demo_videos_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_demo_videos_v_updated_at_idx\` ON \`_demo_videos_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE TABLE \`comparison_rows\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`starter_kind\` text DEFAULT 'text' NOT NULL,
  	\`starter_text\` text,
  	\`professional_kind\` text DEFAULT 'text' NOT NULL,
  	\`professional_text\` text,
  	\`enterprise_kind\` text DEFAULT 'text' NOT NULL,
  	\`enterprise_text\` text,
  	\`demo_video_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`demo_video_id\`) REFERENCES \`demo_videos\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`comparison_rows_demo_video_idx\` ON \`comparison_rows\` (\`demo_video_id\`);`)
  await db.run(sql`CREATE INDEX \`comparison_rows_updated_at_idx\` ON \`comparison_rows\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`comparison_rows_created_at_idx\` ON \`comparison_rows\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`_comparison_rows_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_name\` text NOT NULL,
  	\`version_starter_kind\` text DEFAULT 'text' NOT NULL,
  	\`version_starter_text\` text,
  	\`version_professional_kind\` text DEFAULT 'text' NOT NULL,
  	\`version_professional_text\` text,
  	\`version_enterprise_kind\` text DEFAULT 'text' NOT NULL,
  	\`version_enterprise_text\` text,
  	\`version_demo_video_id\` integer,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`comparison_rows\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_demo_video_id\`) REFERENCES \`demo_videos\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_comparison_rows_v_parent_idx\` ON \`_comparison_rows_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_comparison_rows_v_version_version_demo_video_idx\` ON \`_comparison_rows_v\` (\`version_demo_video_id\`);`)
  await db.run(sql`CREATE INDEX \`_comparison_rows_v_version_version_updated_at_idx\` ON \`_comparison_rows_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_comparison_rows_v_version_version_created_at_idx\` ON \`_comparison_rows_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_comparison_rows_v_created_at_idx\` ON \`_comparison_rows_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_comparison_rows_v_updated_at_idx\` ON \`_comparison_rows_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE TABLE \`leads\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`email\` text,
  	\`first_name\` text,
  	\`last_name\` text,
  	\`full_name\` text,
  	\`phone\` text,
  	\`monthly_recurring_revenue\` text,
  	\`clicked_pricing_tier\` text,
  	\`payment_attempted\` integer DEFAULT false,
  	\`viewed_pricing\` integer DEFAULT false,
  	\`survey_responses\` text,
  	\`modal_context\` text,
  	\`metadata\` text,
  	\`utm_source\` text,
  	\`utm_medium\` text,
  	\`utm_campaign\` text,
  	\`utm_term\` text,
  	\`utm_content\` text,
  	\`session_id\` text,
  	\`time_spent_on_survey\` numeric,
  	\`user_agent\` text,
  	\`assigned_to\` text,
  	\`lead_type\` text,
  	\`funnel_step\` text,
  	\`offer_type\` text,
  	\`survey_response\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`leads_email_idx\` ON \`leads\` (\`email\`);`)
  await db.run(sql`CREATE INDEX \`leads_modal_context_idx\` ON \`leads\` (\`modal_context\`);`)
  await db.run(sql`CREATE INDEX \`leads_session_id_idx\` ON \`leads\` (\`session_id\`);`)
  await db.run(sql`CREATE INDEX \`leads_updated_at_idx\` ON \`leads\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`leads_created_at_idx\` ON \`leads\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`funnel_events\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`event_id\` text NOT NULL,
  	\`event_type\` text NOT NULL,
  	\`event_data\` text,
  	\`session_id\` text NOT NULL,
  	\`visitor_id\` text,
  	\`lead_id\` text,
  	\`page_url\` text,
  	\`scroll_depth\` numeric,
  	\`time_on_page\` numeric,
  	\`experiment_variants\` text,
  	\`occurred_at\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`funnel_events_event_id_idx\` ON \`funnel_events\` (\`event_id\`);`)
  await db.run(sql`CREATE INDEX \`funnel_events_event_type_idx\` ON \`funnel_events\` (\`event_type\`);`)
  await db.run(sql`CREATE INDEX \`funnel_events_session_id_idx\` ON \`funnel_events\` (\`session_id\`);`)
  await db.run(sql`CREATE INDEX \`funnel_events_visitor_id_idx\` ON \`funnel_events\` (\`visitor_id\`);`)
  await db.run(sql`CREATE INDEX \`funnel_events_occurred_at_idx\` ON \`funnel_events\` (\`occurred_at\`);`)
  await db.run(sql`CREATE INDEX \`funnel_events_updated_at_idx\` ON \`funnel_events\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`funnel_events_created_at_idx\` ON \`funnel_events\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`payload_kv\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`key\` text NOT NULL,
  	\`data\` text NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`payload_kv_key_idx\` ON \`payload_kv\` (\`key\`);`)
  await db.run(sql`CREATE TABLE \`payload_locked_documents\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`global_slug\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_global_slug_idx\` ON \`payload_locked_documents\` (\`global_slug\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_updated_at_idx\` ON \`payload_locked_documents\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_created_at_idx\` ON \`payload_locked_documents\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`users_id\` integer,
  	\`media_id\` integer,
  	\`testimonials_id\` integer,
  	\`win_cards_id\` integer,
  	\`framework_steps_id\` integer,
  	\`faqs_id\` integer,
  	\`objections_id\` integer,
  	\`bonuses_id\` integer,
  	\`value_stack_items_id\` integer,
  	\`guarantee_cards_id\` integer,
  	\`demo_videos_id\` integer,
  	\`comparison_rows_id\` integer,
  	\`leads_id\` integer,
  	\`funnel_events_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`testimonials_id\`) REFERENCES \`testimonials\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`win_cards_id\`) REFERENCES \`win_cards\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`framework_steps_id\`) REFERENCES \`framework_steps\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`faqs_id\`) REFERENCES \`faqs\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`objections_id\`) REFERENCES \`objections\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`bonuses_id\`) REFERENCES \`bonuses\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`value_stack_items_id\`) REFERENCES \`value_stack_items\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`guarantee_cards_id\`) REFERENCES \`guarantee_cards\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`demo_videos_id\`) REFERENCES \`demo_videos\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`comparison_rows_id\`) REFERENCES \`comparison_rows\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`leads_id\`) REFERENCES \`leads\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`funnel_events_id\`) REFERENCES \`funnel_events\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_testimonials_id_idx\` ON \`payload_locked_documents_rels\` (\`testimonials_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_win_cards_id_idx\` ON \`payload_locked_documents_rels\` (\`win_cards_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_framework_steps_id_idx\` ON \`payload_locked_documents_rels\` (\`framework_steps_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_faqs_id_idx\` ON \`payload_locked_documents_rels\` (\`faqs_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_objections_id_idx\` ON \`payload_locked_documents_rels\` (\`objections_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_bonuses_id_idx\` ON \`payload_locked_documents_rels\` (\`bonuses_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_value_stack_items_id_idx\` ON \`payload_locked_documents_rels\` (\`value_stack_items_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_guarantee_cards_id_idx\` ON \`payload_locked_documents_rels\` (\`guarantee_cards_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_demo_videos_id_idx\` ON \`payload_locked_documents_rels\` (\`demo_videos_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_comparison_rows_id_idx\` ON \`payload_locked_documents_rels\` (\`comparison_rows_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_leads_id_idx\` ON \`payload_locked_documents_rels\` (\`leads_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_funnel_events_id_idx\` ON \`payload_locked_documents_rels\` (\`funnel_events_id\`);`)
  await db.run(sql`CREATE TABLE \`payload_preferences\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`key\` text,
  	\`value\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_preferences_key_idx\` ON \`payload_preferences\` (\`key\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_updated_at_idx\` ON \`payload_preferences\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_created_at_idx\` ON \`payload_preferences\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`payload_preferences_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`users_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_preferences\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_order_idx\` ON \`payload_preferences_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_parent_idx\` ON \`payload_preferences_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_path_idx\` ON \`payload_preferences_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_users_id_idx\` ON \`payload_preferences_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE TABLE \`payload_migrations\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`batch\` numeric,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_migrations_updated_at_idx\` ON \`payload_migrations\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_migrations_created_at_idx\` ON \`payload_migrations\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`site_settings\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`theme\` text DEFAULT 'system' NOT NULL,
  	\`support_email\` text DEFAULT 'support@example.com' NOT NULL,
  	\`payment_links_get_started_url\` text,
  	\`embeds_booking_widget_url\` text,
  	\`embeds_coaching_booking_url\` text,
  	\`embeds_testimonial_widget_url\` text,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`CREATE TABLE \`home_sales_letter_paragraphs\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`home_sales_letter_paragraphs_order_idx\` ON \`home_sales_letter_paragraphs\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`home_sales_letter_paragraphs_parent_id_idx\` ON \`home_sales_letter_paragraphs\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`home_three_pillars_pillars\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`description\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`home_three_pillars_pillars_order_idx\` ON \`home_three_pillars_pillars\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`home_three_pillars_pillars_parent_id_idx\` ON \`home_three_pillars_pillars\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`home_origin_story_paragraphs\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`home_origin_story_paragraphs_order_idx\` ON \`home_origin_story_paragraphs\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`home_origin_story_paragraphs_parent_id_idx\` ON \`home_origin_story_paragraphs\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`home_stats_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`value\` text,
  	\`label\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`home_stats_items_order_idx\` ON \`home_stats_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`home_stats_items_parent_id_idx\` ON \`home_stats_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`home_stats_differentiators\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`description\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`home_stats_differentiators_order_idx\` ON \`home_stats_differentiators\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`home_stats_differentiators_parent_id_idx\` ON \`home_stats_differentiators\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`home_exit_benefits\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`home_exit_benefits_order_idx\` ON \`home_exit_benefits\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`home_exit_benefits_parent_id_idx\` ON \`home_exit_benefits\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`home_joined_names\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`city\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`home_joined_names_order_idx\` ON \`home_joined_names\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`home_joined_names_parent_id_idx\` ON \`home_joined_names\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`home_milestones\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`from_percent\` numeric DEFAULT 30,
  	\`to_percent\` numeric DEFAULT 35,
  	\`message\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`home_milestones_order_idx\` ON \`home_milestones\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`home_milestones_parent_id_idx\` ON \`home_milestones\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`home\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`header_scarcity_line\` text,
  	\`welcome_back_title\` text,
  	\`welcome_back_text\` text,
  	\`hero_headline\` text,
  	\`hero_subheadline\` text,
  	\`hero_cta_label\` text,
  	\`hero_video_id\` integer,
  	\`sales_letter_heading\` text,
  	\`video_testimonials_heading\` text,
  	\`three_pillars_heading\` text,
  	\`three_pillars_intro\` text,
  	\`three_pillars_illustration_before_label\` text,
  	\`three_pillars_illustration_before_result\` text,
  	\`three_pillars_illustration_after_label\` text,
  	\`three_pillars_illustration_after_result\` text,
  	\`three_pillars_illustration_search_query\` text,
  	\`three_pillars_markup_calculator_heading\` text,
  	\`three_pillars_markup_calculator_delivery_cost_label\` text,
  	\`three_pillars_markup_calculator_delivery_cost_min\` numeric DEFAULT 100,
  	\`three_pillars_markup_calculator_delivery_cost_max\` numeric DEFAULT 2000,
  	\`three_pillars_markup_calculator_delivery_cost_step\` numeric DEFAULT 50,
  	\`three_pillars_markup_calculator_delivery_cost_default\` numeric DEFAULT 500,
  	\`three_pillars_markup_calculator_multiplier_label\` text,
  	\`three_pillars_markup_calculator_multiplier_min\` numeric DEFAULT 2,
  	\`three_pillars_markup_calculator_multiplier_max\` numeric DEFAULT 20,
  	\`three_pillars_markup_calculator_multiplier_step\` numeric DEFAULT 1,
  	\`three_pillars_markup_calculator_multiplier_default\` numeric DEFAULT 10,
  	\`three_pillars_markup_calculator_cost_label\` text,
  	\`three_pillars_markup_calculator_revenue_label\` text,
  	\`three_pillars_markup_calculator_profit_label\` text,
  	\`three_pillars_markup_calculator_margin_label\` text,
  	\`three_pillars_markup_calculator_cost_bar_px\` numeric DEFAULT 80,
  	\`three_pillars_markup_calculator_max_bar_px\` numeric DEFAULT 400,
  	\`origin_story_heading\` text,
  	\`origin_story_cta_label\` text,
  	\`framework_heading\` text,
  	\`framework_subheading\` text,
  	\`framework_cta_label\` text,
  	\`member_wins_heading\` text,
  	\`member_wins_cta_label\` text,
  	\`testimonial_widget_heading\` text,
  	\`testimonial_widget_embed_url\` text,
  	\`roi_heading\` text,
  	\`roi_personalized_heading\` text,
  	\`roi_subheading\` text,
  	\`roi_clients_label\` text,
  	\`roi_clients_min\` numeric DEFAULT 1,
  	\`roi_clients_max\` numeric DEFAULT 50,
  	\`roi_clients_step\` numeric DEFAULT 1,
  	\`roi_clients_default\` numeric DEFAULT 5,
  	\`roi_hours_per_week_label\` text,
  	\`roi_hours_per_week_min\` numeric DEFAULT 5,
  	\`roi_hours_per_week_max\` numeric DEFAULT 40,
  	\`roi_hours_per_week_step\` numeric DEFAULT 1,
  	\`roi_hours_per_week_default\` numeric DEFAULT 15,
  	\`roi_avg_client_value_label\` text,
  	\`roi_avg_client_value_min\` numeric DEFAULT 500,
  	\`roi_avg_client_value_max\` numeric DEFAULT 10000,
  	\`roi_avg_client_value_step\` numeric DEFAULT 100,
  	\`roi_avg_client_value_default\` numeric DEFAULT 2000,
  	\`roi_formula_weeks_per_month\` numeric DEFAULT 4,
  	\`roi_formula_automation_factor\` numeric DEFAULT 0.6,
  	\`roi_formula_hourly_value\` numeric DEFAULT 100,
  	\`roi_formula_tools_replaced\` numeric DEFAULT 7,
  	\`roi_formula_tool_monthly_cost\` numeric DEFAULT 50,
  	\`roi_formula_hours_per_new_client\` numeric DEFAULT 10,
  	\`roi_time_value_label\` text,
  	\`roi_tools_label\` text,
  	\`roi_new_revenue_label\` text,
  	\`roi_total_label\` text,
  	\`roi_yearly_label\` text,
  	\`roi_cta_display\` text,
  	\`roi_cta_interactive\` text,
  	\`roi_footer_guarantee\` text,
  	\`roi_footer_setup\` text,
  	\`roi_modal_title\` text,
  	\`roi_modal_text\` text,
  	\`roi_modal_submit_label\` text,
  	\`roi_modal_busy_label\` text,
  	\`roi_modal_success_message\` text,
  	\`roi_modal_required_message\` text,
  	\`roi_modal_failure_message\` text,
  	\`roi_live_counter_label\` text,
  	\`roi_live_counter_start\` numeric DEFAULT 247,
  	\`roi_live_counter_interval_seconds\` numeric DEFAULT 15,
  	\`roi_live_counter_rise_chance\` numeric DEFAULT 0.3,
  	\`roi_countdown_label\` text,
  	\`roi_countdown_default_hours\` numeric DEFAULT 24,
  	\`stats_heading\` text,
  	\`stats_differentiators_heading\` text,
  	\`urgency_heading\` text,
  	\`urgency_price_lock\` text,
  	\`urgency_price_now\` numeric DEFAULT 497,
  	\`urgency_price_after\` numeric DEFAULT 697,
  	\`urgency_price_rise_date\` text,
  	\`urgency_fast_action_title\` text,
  	\`urgency_fast_action_text\` text,
  	\`urgency_fast_action_hours\` numeric DEFAULT 48,
  	\`urgency_fast_action_value\` numeric DEFAULT 497,
  	\`urgency_fast_action_limit_per_week\` numeric DEFAULT 10,
  	\`pricing_heading\` text,
  	\`pricing_total_label\` text,
  	\`pricing_price_label\` text,
  	\`pricing_price\` numeric DEFAULT 497,
  	\`pricing_savings_label\` text,
  	\`pricing_onboarding_bonus_label\` text,
  	\`pricing_onboarding_bonus_value\` numeric DEFAULT 997,
  	\`pricing_cta_label\` text,
  	\`pricing_get_started_label\` text,
  	\`comparison_heading\` text,
  	\`comparison_columns_starter\` text,
  	\`comparison_columns_professional\` text,
  	\`comparison_columns_enterprise\` text,
  	\`comparison_demo_label\` text,
  	\`comparison_website_dev_label\` text,
  	\`comparison_website_dev_title\` text,
  	\`comparison_website_dev_text\` text,
  	\`comparison_website_dev_starter_label\` text,
  	\`comparison_website_dev_starter_price\` numeric DEFAULT 2500,
  	\`comparison_website_dev_premium_label\` text,
  	\`comparison_website_dev_premium_price\` numeric DEFAULT 5000,
  	\`guarantee_heading\` text,
  	\`objections_heading\` text,
  	\`bonus_stack_heading\` text,
  	\`bonus_stack_total_label\` text,
  	\`final_cta_heading\` text,
  	\`final_cta_text\` text,
  	\`final_cta_cta_label\` text,
  	\`footer_note\` text,
  	\`lead_modal_hero_headline\` text,
  	\`lead_modal_hero_subtitle\` text,
  	\`lead_modal_framework_headline\` text,
  	\`lead_modal_framework_subtitle\` text,
  	\`lead_modal_case_study_headline\` text,
  	\`lead_modal_case_study_subtitle\` text,
  	\`lead_modal_final_headline\` text,
  	\`lead_modal_final_subtitle\` text,
  	\`lead_modal_first_name_label\` text,
  	\`lead_modal_last_name_label\` text,
  	\`lead_modal_email_label\` text,
  	\`lead_modal_phone_label\` text,
  	\`lead_modal_mrr_label\` text,
  	\`lead_modal_submit_label\` text,
  	\`lead_modal_busy_label\` text,
  	\`lead_modal_success_title\` text,
  	\`lead_modal_success_text\` text,
  	\`lead_modal_error_title\` text,
  	\`lead_modal_error_fallback\` text,
  	\`lead_modal_exit_confirmation_title\` text,
  	\`lead_modal_exit_confirmation_text\` text,
  	\`lead_modal_exit_confirmation_stay_label\` text,
  	\`lead_modal_exit_confirmation_leave_label\` text,
  	\`lead_modal_captured_banner_text\` text,
  	\`lead_modal_captured_banner_button_label\` text,
  	\`video_player_duration_seconds\` numeric DEFAULT 871,
  	\`video_player_lead_gate_seconds\` numeric DEFAULT 60,
  	\`video_player_unlock_threshold\` numeric DEFAULT 100,
  	\`video_player_exit_intent_below_percent\` numeric DEFAULT 90,
  	\`video_player_progress_curve_fast_until\` numeric DEFAULT 25,
  	\`video_player_progress_curve_fast_rate\` numeric DEFAULT 1.5,
  	\`video_player_progress_curve_normal_until\` numeric DEFAULT 75,
  	\`video_player_progress_curve_slow_rate\` numeric DEFAULT 0.6,
  	\`video_player_locked_badge\` text,
  	\`video_player_unlocked_badge\` text,
  	\`video_player_exit_title\` text,
  	\`video_player_exit_text\` text,
  	\`video_player_continue_label\` text,
  	\`video_player_mute_label\` text,
  	\`video_player_unmute_label\` text,
  	\`video_player_fullscreen_label\` text,
  	\`video_player_engagement_viewers_start\` numeric DEFAULT 12,
  	\`video_player_engagement_viewers_cap\` numeric DEFAULT 47,
  	\`video_player_engagement_viewers_step_max\` numeric DEFAULT 2,
  	\`video_player_engagement_viewers_interval_min_seconds\` numeric DEFAULT 8,
  	\`video_player_engagement_viewers_interval_max_seconds\` numeric DEFAULT 12,
  	\`video_player_engagement_viewers_label\` text,
  	\`video_player_engagement_joined_interval_min_seconds\` numeric DEFAULT 10,
  	\`video_player_engagement_joined_interval_max_seconds\` numeric DEFAULT 20,
  	\`video_player_engagement_joined_template\` text,
  	\`video_player_engagement_emojis\` text,
  	\`video_player_engagement_emoji_seconds\` numeric DEFAULT 3,
  	\`video_player_engagement_spots_left_badge\` text,
  	\`scroll_gates_first\` numeric DEFAULT 30,
  	\`scroll_gates_second\` numeric DEFAULT 60,
  	\`scroll_gates_third\` numeric DEFAULT 90,
  	\`scroll_gates_debounce_ms\` numeric DEFAULT 100,
  	\`_status\` text DEFAULT 'draft',
  	\`updated_at\` text,
  	\`created_at\` text,
  	FOREIGN KEY (\`hero_video_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`home_hero_hero_video_idx\` ON \`home\` (\`hero_video_id\`);`)
  await db.run(sql`CREATE INDEX \`home__status_idx\` ON \`home\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`home_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`testimonials_id\` integer,
  	\`framework_steps_id\` integer,
  	\`win_cards_id\` integer,
  	\`value_stack_items_id\` integer,
  	\`comparison_rows_id\` integer,
  	\`guarantee_cards_id\` integer,
  	\`objections_id\` integer,
  	\`bonuses_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`home\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`testimonials_id\`) REFERENCES \`testimonials\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`framework_steps_id\`) REFERENCES \`framework_steps\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`win_cards_id\`) REFERENCES \`win_cards\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`value_stack_items_id\`) REFERENCES \`value_stack_items\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`comparison_rows_id\`) REFERENCES \`comparison_rows\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`guarantee_cards_id\`) REFERENCES \`guarantee_cards\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`objections_id\`) REFERENCES \`objections\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`bonuses_id\`) REFERENCES \`bonuses\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`home_rels_order_idx\` ON \`home_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`home_rels_parent_idx\` ON \`home_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`home_rels_path_idx\` ON \`home_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`home_rels_testimonials_id_idx\` ON \`home_rels\` (\`testimonials_id\`);`)
  await db.run(sql`CREATE INDEX \`home_rels_framework_steps_id_idx\` ON \`home_rels\` (\`framework_steps_id\`);`)
  await db.run(sql`CREATE INDEX \`home_rels_win_cards_id_idx\` ON \`home_rels\` (\`win_cards_id\`);`)
  await db.run(sql`CREATE INDEX \`home_rels_value_stack_items_id_idx\` ON \`home_rels\` (\`value_stack_items_id\`);`)
  await db.run(sql`CREATE INDEX \`home_rels_comparison_rows_id_idx\` ON \`home_rels\` (\`comparison_rows_id\`);`)
  await db.run(sql`CREATE INDEX \`home_rels_guarantee_cards_id_idx\` ON \`home_rels\` (\`guarantee_cards_id\`);`)
  await db.run(sql`CREATE INDEX \`home_rels_objections_id_idx\` ON \`home_rels\` (\`objections_id\`);`)
  await db.run(sql`CREATE INDEX \`home_rels_bonuses_id_idx\` ON \`home_rels\` (\`bonuses_id\`);`)
  await db.run(sql`CREATE TABLE \`_home_v_version_sales_letter_paragraphs\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`text\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_home_v_version_sales_letter_paragraphs_order_idx\` ON \`_home_v_version_sales_letter_paragraphs\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_version_sales_letter_paragraphs_parent_id_idx\` ON \`_home_v_version_sales_letter_paragraphs\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_home_v_version_three_pillars_pillars\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`description\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_home_v_version_three_pillars_pillars_order_idx\` ON \`_home_v_version_three_pillars_pillars\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_version_three_pillars_pillars_parent_id_idx\` ON \`_home_v_version_three_pillars_pillars\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_home_v_version_origin_story_paragraphs\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`text\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_home_v_version_origin_story_paragraphs_order_idx\` ON \`_home_v_version_origin_story_paragraphs\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_version_origin_story_paragraphs_parent_id_idx\` ON \`_home_v_version_origin_story_paragraphs\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_home_v_version_stats_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`value\` text,
  	\`label\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_home_v_version_stats_items_order_idx\` ON \`_home_v_version_stats_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_version_stats_items_parent_id_idx\` ON \`_home_v_version_stats_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_home_v_version_stats_differentiators\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`description\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_home_v_version_stats_differentiators_order_idx\` ON \`_home_v_version_stats_differentiators\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_version_stats_differentiators_parent_id_idx\` ON \`_home_v_version_stats_differentiators\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_home_exit_benefits_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`text\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_home_exit_benefits_v_order_idx\` ON \`_home_exit_benefits_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_home_exit_benefits_v_parent_id_idx\` ON \`_home_exit_benefits_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_home_joined_names_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`city\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_home_joined_names_v_order_idx\` ON \`_home_joined_names_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_home_joined_names_v_parent_id_idx\` ON \`_home_joined_names_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_home_milestones_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`from_percent\` numeric DEFAULT 30,
  	\`to_percent\` numeric DEFAULT 35,
  	\`message\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_home_milestones_v_order_idx\` ON \`_home_milestones_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_home_milestones_v_parent_id_idx\` ON \`_home_milestones_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_home_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version_header_scarcity_line\` text,
  	\`version_welcome_back_title\` text,
  	\`version_welcome_back_text\` text,
  	\`version_hero_headline\` text,
  	\`version_hero_subheadline\` text,
  	\`version_hero_cta_label\` text,
  	\`version_hero_video_id\` integer,
  	\`version_sales_letter_heading\` text,
  	\`version_video_testimonials_heading\` text,
  	\`version_three_pillars_heading\` text,
  	\`version_three_pillars_intro\` text,
  	\`version_three_pillars_illustration_before_label\` text,
  	\`version_three_pillars_illustration_before_result\` text,
  	\`version_three_pillars_illustration_after_label\` text,
  	\`version_three_pillars_illustration_after_result\` text,
  	\`version_three_pillars_illustration_search_query\` text,
  	\`version_three_pillars_markup_calculator_heading\` text,
  	\`version_three_pillars_markup_calculator_delivery_cost_label\` text,
  	\`version_three_pillars_markup_calculator_delivery_cost_min\` numeric DEFAULT 100,
  	\`version_three_pillars_markup_calculator_delivery_cost_max\` numeric DEFAULT 2000,
  	\`version_three_pillars_markup_calculator_delivery_cost_step\` numeric DEFAULT 50,
  	\`version_three_pillars_markup_calculator_delivery_cost_default\` numeric DEFAULT 500,
  	\`version_three_pillars_markup_calculator_multiplier_label\` text,
  	\`version_three_pillars_markup_calculator_multiplier_min\` numeric DEFAULT 2,
  	\`version_three_pillars_markup_calculator_multiplier_max\` numeric DEFAULT 20,
  	\`version_three_pillars_markup_calculator_multiplier_step\` numeric DEFAULT 1,
  	\`version_three_pillars_markup_calculator_multiplier_default\` numeric DEFAULT 10,
  	\`version_three_pillars_markup_calculator_cost_label\` text,
  	\`version_three_pillars_markup_calculator_revenue_label\` text,
  	\`version_three_pillars_markup_calculator_profit_label\` text,
  	\`version_three_pillars_markup_calculator_margin_label\` text,
  	\`version_three_pillars_markup_calculator_cost_bar_px\` numeric DEFAULT 80,
  	\`version_three_pillars_markup_calculator_max_bar_px\` numeric DEFAULT 400,
  	\`version_origin_story_heading\` text,
  	\`version_origin_story_cta_label\` text,
  	\`version_framework_heading\` text,
  	\`version_framework_subheading\` text,
  	\`version_framework_cta_label\` text,
  	\`version_member_wins_heading\` text,
  	\`version_member_wins_cta_label\` text,
  	\`version_testimonial_widget_heading\` text,
  	\`version_testimonial_widget_embed_url\` text,
  	\`version_roi_heading\` text,
  	\`version_roi_personalized_heading\` text,
  	\`version_roi_subheading\` text,
  	\`version_roi_clients_label\` text,
  	\`version_roi_clients_min\` numeric DEFAULT 1,
  	\`version_roi_clients_max\` numeric DEFAULT 50,
  	\`version_roi_clients_step\` numeric DEFAULT 1,
  	\`version_roi_clients_default\` numeric DEFAULT 5,
  	\`version_roi_hours_per_week_label\` text,
  	\`version_roi_hours_per_week_min\` numeric DEFAULT 5,
  	\`version_roi_hours_per_week_max\` numeric DEFAULT 40,
  	\`version_roi_hours_per_week_step\` numeric DEFAULT 1,
  	\`version_roi_hours_per_week_default\` numeric DEFAULT 15,
  	\`version_roi_avg_client_value_label\` text,
  	\`version_roi_avg_client_value_min\` numeric DEFAULT 500,
  	\`version_roi_avg_client_value_max\` numeric DEFAULT 10000,
  	\`version_roi_avg_client_value_step\` numeric DEFAULT 100,
  	\`version_roi_avg_client_value_default\` numeric DEFAULT 2000,
  	\`version_roi_formula_weeks_per_month\` numeric DEFAULT 4,
  	\`version_roi_formula_automation_factor\` numeric DEFAULT 0.6,
  	\`version_roi_formula_hourly_value\` numeric DEFAULT 100,
  	\`version_roi_formula_tools_replaced\` numeric DEFAULT 7,
  	\`version_roi_formula_tool_monthly_cost\` numeric DEFAULT 50,
  	\`version_roi_formula_hours_per_new_client\` numeric DEFAULT 10,
  	\`version_roi_time_value_label\` text,
  	\`version_roi_tools_label\` text,
  	\`version_roi_new_revenue_label\` text,
  	\`version_roi_total_label\` text,
  	\`version_roi_yearly_label\` text,
  	\`version_roi_cta_display\` text,
  	\`version_roi_cta_interactive\` text,
  	\`version_roi_footer_guarantee\` text,
  	\`version_roi_footer_setup\` text,
  	\`version_roi_modal_title\` text,
  	\`version_roi_modal_text\` text,
  	\`version_roi_modal_submit_label\` text,
  	\`version_roi_modal_busy_label\` text,
  	\`version_roi_modal_success_message\` text,
  	\`version_roi_modal_required_message\` text,
  	\`version_roi_modal_failure_message\` text,
  	\`version_roi_live_counter_label\` text,
  	\`version_roi_live_counter_start\` numeric DEFAULT 247,
  	\`version_roi_live_counter_interval_seconds\` numeric DEFAULT 15,
  	\`version_roi_live_counter_rise_chance\` numeric DEFAULT 0.3,
  	\`version_roi_countdown_label\` text,
  	\`version_roi_countdown_default_hours\` numeric DEFAULT 24,
  	\`version_stats_heading\` text,
  	\`version_stats_differentiators_heading\` text,
  	\`version_urgency_heading\` text,
  	\`version_urgency_price_lock\` text,
  	\`version_urgency_price_now\` numeric DEFAULT 497,
  	\`version_urgency_price_after\` numeric DEFAULT 697,
  	\`version_urgency_price_rise_date\` text,
  	\`version_urgency_fast_action_title\` text,
  	\`version_urgency_fast_action_text\` text,
  	\`version_urgency_fast_action_hours\` numeric DEFAULT 48,
  	\`version_urgency_fast_action_value\` numeric DEFAULT 497,
  	\`version_urgency_fast_action_limit_per_week\` numeric DEFAULT 10,
  	\`version_pricing_heading\` text,
  	\`version_pricing_total_label\` text,
  	\`version_pricing_price_label\` text,
  	\`version_pricing_price\` numeric DEFAULT 497,
  	\`version_pricing_savings_label\` text,
  	\`version_pricing_onboarding_bonus_label\` text,
  	\`version_pricing_onboarding_bonus_value\` numeric DEFAULT 997,
  	\`version_pricing_cta_label\` text,
  	\`version_pricing_get_started_label\` text,
  	\`version_comparison_heading\` text,
  	\`version_comparison_columns_starter\` text,
  	\`version_comparison_columns_professional\` text,
  	\`version_comparison_columns_enterprise\` text,
  	\`version_comparison_demo_label\` text,
  	\`version_comparison_website_dev_label\` text,
  	\`version_comparison_website_dev_title\` text,
  	\`version_comparison_website_dev_text\` text,
  	\`version_comparison_website_dev_starter_label\` text,
  	\`version_comparison_website_dev_starter_price\` numeric DEFAULT 2500,
  	\`version_comparison_website_dev_premium_label\` text,
  	\`version_comparison_website_dev_premium_price\` numeric DEFAULT 5000,
  	\`version_guarantee_heading\` text,
  	\`version_objections_heading\` text,
  	\`version_bonus_stack_heading\` text,
  	\`version_bonus_stack_total_label\` text,
  	\`version_final_cta_heading\` text,
  	\`version_final_cta_text\` text,
  	\`version_final_cta_cta_label\` text,
  	\`version_footer_note\` text,
  	\`version_lead_modal_hero_headline\` text,
  	\`version_lead_modal_hero_subtitle\` text,
  	\`version_lead_modal_framework_headline\` text,
  	\`version_lead_modal_framework_subtitle\` text,
  	\`version_lead_modal_case_study_headline\` text,
  	\`version_lead_modal_case_study_subtitle\` text,
  	\`version_lead_modal_final_headline\` text,
  	\`version_lead_modal_final_subtitle\` text,
  	\`version_lead_modal_first_name_label\` text,
  	\`version_lead_modal_last_name_label\` text,
  	\`version_lead_modal_email_label\` text,
  	\`version_lead_modal_phone_label\` text,
  	\`version_lead_modal_mrr_label\` text,
  	\`version_lead_modal_submit_label\` text,
  	\`version_lead_modal_busy_label\` text,
  	\`version_lead_modal_success_title\` text,
  	\`version_lead_modal_success_text\` text,
  	\`version_lead_modal_error_title\` text,
  	\`version_lead_modal_error_fallback\` text,
  	\`version_lead_modal_exit_confirmation_title\` text,
  	\`version_lead_modal_exit_confirmation_text\` text,
  	\`version_lead_modal_exit_confirmation_stay_label\` text,
  	\`version_lead_modal_exit_confirmation_leave_label\` text,
  	\`version_lead_modal_captured_banner_text\` text,
  	\`version_lead_modal_captured_banner_button_label\` text,
  	\`version_video_player_duration_seconds\` numeric DEFAULT 871,
  	\`version_video_player_lead_gate_seconds\` numeric DEFAULT 60,
  	\`version_video_player_unlock_threshold\` numeric DEFAULT 100,
  	\`version_video_player_exit_intent_below_percent\` numeric DEFAULT 90,
  	\`version_video_player_progress_curve_fast_until\` numeric DEFAULT 25,
  	\`version_video_player_progress_curve_fast_rate\` numeric DEFAULT 1.5,
  	\`version_video_player_progress_curve_normal_until\` numeric DEFAULT 75,
  	\`version_video_player_progress_curve_slow_rate\` numeric DEFAULT 0.6,
  	\`version_video_player_locked_badge\` text,
  	\`version_video_player_unlocked_badge\` text,
  	\`version_video_player_exit_title\` text,
  	\`version_video_player_exit_text\` text,
  	\`version_video_player_continue_label\` text,
  	\`version_video_player_mute_label\` text,
  	\`version_video_player_unmute_label\` text,
  	\`version_video_player_fullscreen_label\` text,
  	\`version_video_player_engagement_viewers_start\` numeric DEFAULT 12,
  	\`version_video_player_engagement_viewers_cap\` numeric DEFAULT 47,
  	\`version_video_player_engagement_viewers_step_max\` numeric DEFAULT 2,
  	\`version_video_player_engagement_viewers_interval_min_seconds\` numeric DEFAULT 8,
  	\`version_video_player_engagement_viewers_interval_max_seconds\` numeric DEFAULT 12,
  	\`version_video_player_engagement_viewers_label\` text,
  	\`version_video_player_engagement_joined_interval_min_seconds\` numeric DEFAULT 10,
  	\`version_video_player_engagement_joined_interval_max_seconds\` numeric DEFAULT 20,
  	\`version_video_player_engagement_joined_template\` text,
  	\`version_video_player_engagement_emojis\` text,
  	\`version_video_player_engagement_emoji_seconds\` numeric DEFAULT 3,
  	\`version_video_player_engagement_spots_left_badge\` text,
  	\`version_scroll_gates_first\` numeric DEFAULT 30,
  	\`version_scroll_gates_second\` numeric DEFAULT 60,
  	\`version_scroll_gates_third\` numeric DEFAULT 90,
  	\`version_scroll_gates_debounce_ms\` numeric DEFAULT 100,
  	\`version__status\` text DEFAULT 'draft',
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	\`autosave\` integer,
  	FOREIGN KEY (\`version_hero_video_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_home_v_version_hero_version_hero_video_idx\` ON \`_home_v\` (\`version_hero_video_id\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_version_version__status_idx\` ON \`_home_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_created_at_idx\` ON \`_home_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_updated_at_idx\` ON \`_home_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_latest_idx\` ON \`_home_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_autosave_idx\` ON \`_home_v\` (\`autosave\`);`)
  await db.run(sql`CREATE TABLE \`_home_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`testimonials_id\` integer,
  	\`framework_steps_id\` integer,
  	\`win_cards_id\` integer,
  	\`value_stack_items_id\` integer,
  	\`comparison_rows_id\` integer,
  	\`guarantee_cards_id\` integer,
  	\`objections_id\` integer,
  	\`bonuses_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_home_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`testimonials_id\`) REFERENCES \`testimonials\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`framework_steps_id\`) REFERENCES \`framework_steps\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`win_cards_id\`) REFERENCES \`win_cards\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`value_stack_items_id\`) REFERENCES \`value_stack_items\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`comparison_rows_id\`) REFERENCES \`comparison_rows\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`guarantee_cards_id\`) REFERENCES \`guarantee_cards\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`objections_id\`) REFERENCES \`objections\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`bonuses_id\`) REFERENCES \`bonuses\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_home_v_rels_order_idx\` ON \`_home_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_rels_parent_idx\` ON \`_home_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_rels_path_idx\` ON \`_home_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_rels_testimonials_id_idx\` ON \`_home_v_rels\` (\`testimonials_id\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_rels_framework_steps_id_idx\` ON \`_home_v_rels\` (\`framework_steps_id\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_rels_win_cards_id_idx\` ON \`_home_v_rels\` (\`win_cards_id\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_rels_value_stack_items_id_idx\` ON \`_home_v_rels\` (\`value_stack_items_id\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_rels_comparison_rows_id_idx\` ON \`_home_v_rels\` (\`comparison_rows_id\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_rels_guarantee_cards_id_idx\` ON \`_home_v_rels\` (\`guarantee_cards_id\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_rels_objections_id_idx\` ON \`_home_v_rels\` (\`objections_id\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_rels_bonuses_id_idx\` ON \`_home_v_rels\` (\`bonuses_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`users_sessions\`;`)
  await db.run(sql`DROP TABLE \`users\`;`)
  await db.run(sql`DROP TABLE \`media\`;`)
  await db.run(sql`DROP TABLE \`testimonials\`;`)
  await db.run(sql`DROP TABLE \`_testimonials_v\`;`)
  await db.run(sql`DROP TABLE \`win_cards\`;`)
  await db.run(sql`DROP TABLE \`_win_cards_v\`;`)
  await db.run(sql`DROP TABLE \`framework_steps\`;`)
  await db.run(sql`DROP TABLE \`_framework_steps_v\`;`)
  await db.run(sql`DROP TABLE \`faqs\`;`)
  await db.run(sql`DROP TABLE \`_faqs_v\`;`)
  await db.run(sql`DROP TABLE \`objections\`;`)
  await db.run(sql`DROP TABLE \`_objections_v\`;`)
  await db.run(sql`DROP TABLE \`bonuses\`;`)
  await db.run(sql`DROP TABLE \`_bonuses_v\`;`)
  await db.run(sql`DROP TABLE \`value_stack_items\`;`)
  await db.run(sql`DROP TABLE \`_value_stack_items_v\`;`)
  await db.run(sql`DROP TABLE \`guarantee_cards\`;`)
  await db.run(sql`DROP TABLE \`_guarantee_cards_v\`;`)
  await db.run(sql`DROP TABLE \`demo_videos\`;`)
  await db.run(sql`DROP TABLE \`_demo_videos_v\`;`)
  await db.run(sql`DROP TABLE \`comparison_rows\`;`)
  await db.run(sql`DROP TABLE \`_comparison_rows_v\`;`)
  await db.run(sql`DROP TABLE \`leads\`;`)
  await db.run(sql`DROP TABLE \`funnel_events\`;`)
  await db.run(sql`DROP TABLE \`payload_kv\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_preferences\`;`)
  await db.run(sql`DROP TABLE \`payload_preferences_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_migrations\`;`)
  await db.run(sql`DROP TABLE \`site_settings\`;`)
  await db.run(sql`DROP TABLE \`home_sales_letter_paragraphs\`;`)
  await db.run(sql`DROP TABLE \`home_three_pillars_pillars\`;`)
  await db.run(sql`DROP TABLE \`home_origin_story_paragraphs\`;`)
  await db.run(sql`DROP TABLE \`home_stats_items\`;`)
  await db.run(sql`DROP TABLE \`home_stats_differentiators\`;`)
  await db.run(sql`DROP TABLE \`home_exit_benefits\`;`)
  await db.run(sql`DROP TABLE \`home_joined_names\`;`)
  await db.run(sql`DROP TABLE \`home_milestones\`;`)
  await db.run(sql`DROP TABLE \`home\`;`)
  await db.run(sql`DROP TABLE \`home_rels\`;`)
  await db.run(sql`DROP TABLE \`_home_v_version_sales_letter_paragraphs\`;`)
  await db.run(sql`DROP TABLE \`_home_v_version_three_pillars_pillars\`;`)
  await db.run(sql`DROP TABLE \`_home_v_version_origin_story_paragraphs\`;`)
  await db.run(sql`DROP TABLE \`_home_v_version_stats_items\`;`)
  await db.run(sql`DROP TABLE \`_home_v_version_stats_differentiators\`;`)
  await db.run(sql`DROP TABLE \`_home_exit_benefits_v\`;`)
  await db.run(sql`DROP TABLE \`_home_joined_names_v\`;`)
  await db.run(sql`DROP TABLE \`_home_milestones_v\`;`)
  await db.run(sql`DROP TABLE \`_home_v\`;`)
  await db.run(sql`DROP TABLE \`_home_v_rels\`;`)
}

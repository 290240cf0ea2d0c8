import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`buyer_files\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`description\` text,
  	\`prefix\` text DEFAULT 'buyer-files',
  	\`_objectkey\` text,
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
  await db.run(sql`CREATE INDEX \`buyer_files_updated_at_idx\` ON \`buyer_files\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`buyer_files_created_at_idx\` ON \`buyer_files\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`buyer_files_filename_idx\` ON \`buyer_files\` (\`filename\`);`)
  await db.run(sql`CREATE TABLE \`member_links\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`email\` text NOT NULL,
  	\`token_hash\` text NOT NULL,
  	\`expires_at\` text NOT NULL,
  	\`used_at\` text,
  	\`replaced_at\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`member_links_email_idx\` ON \`member_links\` (\`email\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`member_links_token_hash_idx\` ON \`member_links\` (\`token_hash\`);`)
  await db.run(sql`CREATE INDEX \`member_links_updated_at_idx\` ON \`member_links\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`member_links_created_at_idx\` ON \`member_links\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`member_sessions\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`email\` text NOT NULL,
  	\`token_hash\` text NOT NULL,
  	\`link\` text NOT NULL,
  	\`expires_at\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`member_sessions_email_idx\` ON \`member_sessions\` (\`email\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`member_sessions_token_hash_idx\` ON \`member_sessions\` (\`token_hash\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`member_sessions_link_idx\` ON \`member_sessions\` (\`link\`);`)
  await db.run(sql`CREATE INDEX \`member_sessions_updated_at_idx\` ON \`member_sessions\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`member_sessions_created_at_idx\` ON \`member_sessions\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`offer_delivery_onboarding_steps\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`description\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`offer\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`offer_delivery_onboarding_steps_order_idx\` ON \`offer_delivery_onboarding_steps\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`offer_delivery_onboarding_steps_parent_id_idx\` ON \`offer_delivery_onboarding_steps\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`offer_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`buyer_files_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`offer\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`buyer_files_id\`) REFERENCES \`buyer_files\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`offer_rels_order_idx\` ON \`offer_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`offer_rels_parent_idx\` ON \`offer_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`offer_rels_path_idx\` ON \`offer_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`offer_rels_buyer_files_id_idx\` ON \`offer_rels\` (\`buyer_files_id\`);`)
  await db.run(sql`CREATE TABLE \`_offer_v_version_delivery_onboarding_steps\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`description\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_offer_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_offer_v_version_delivery_onboarding_steps_order_idx\` ON \`_offer_v_version_delivery_onboarding_steps\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_offer_v_version_delivery_onboarding_steps_parent_id_idx\` ON \`_offer_v_version_delivery_onboarding_steps\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_offer_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`buyer_files_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_offer_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`buyer_files_id\`) REFERENCES \`buyer_files\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_offer_v_rels_order_idx\` ON \`_offer_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_offer_v_rels_parent_idx\` ON \`_offer_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_offer_v_rels_path_idx\` ON \`_offer_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_offer_v_rels_buyer_files_id_idx\` ON \`_offer_v_rels\` (\`buyer_files_id\`);`)
  await db.run(sql`ALTER TABLE \`orders\` ADD \`access_sent_at\` text;`)
  await db.run(sql`ALTER TABLE \`orders\` ADD \`access_revoked_at\` text;`)
  await db.run(sql`ALTER TABLE \`orders\` ADD \`upsell_access_revoked_at\` text;`)
  await db.run(sql`ALTER TABLE \`orders\` ADD \`access_revoked_reason\` text;`)
  await db.run(sql`CREATE INDEX \`orders_access_revoked_at_idx\` ON \`orders\` (\`access_revoked_at\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`buyer_files_id\` integer REFERENCES buyer_files(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`member_links_id\` integer REFERENCES member_links(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`member_sessions_id\` integer REFERENCES member_sessions(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_buyer_files_id_idx\` ON \`payload_locked_documents_rels\` (\`buyer_files_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_member_links_id_idx\` ON \`payload_locked_documents_rels\` (\`member_links_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_member_sessions_id_idx\` ON \`payload_locked_documents_rels\` (\`member_sessions_id\`);`)
  await db.run(sql`ALTER TABLE \`offer\` ADD \`delivery_onboarding_heading\` text;`)
  await db.run(sql`ALTER TABLE \`offer\` ADD \`delivery_onboarding_booking_label\` text;`)
  await db.run(sql`ALTER TABLE \`offer\` ADD \`delivery_onboarding_booking_url\` text;`)
  await db.run(sql`ALTER TABLE \`offer\` ADD \`delivery_access_email_subject\` text;`)
  await db.run(sql`ALTER TABLE \`offer\` ADD \`delivery_access_email_body\` text;`)
  await db.run(sql`ALTER TABLE \`offer\` ADD \`delivery_upsell_email_subject\` text;`)
  await db.run(sql`ALTER TABLE \`offer\` ADD \`delivery_upsell_email_body\` text;`)
  await db.run(sql`ALTER TABLE \`offer\` ADD \`delivery_link_email_subject\` text;`)
  await db.run(sql`ALTER TABLE \`offer\` ADD \`delivery_link_email_body\` text;`)
  await db.run(sql`ALTER TABLE \`offer\` ADD \`delivery_page_heading\` text;`)
  await db.run(sql`ALTER TABLE \`offer\` ADD \`delivery_page_intro\` text;`)
  await db.run(sql`ALTER TABLE \`offer\` ADD \`delivery_page_loading\` text;`)
  await db.run(sql`ALTER TABLE \`offer\` ADD \`delivery_page_files_heading\` text;`)
  await db.run(sql`ALTER TABLE \`offer\` ADD \`delivery_page_download_label\` text;`)
  await db.run(sql`ALTER TABLE \`offer\` ADD \`delivery_page_no_access\` text;`)
  await db.run(sql`ALTER TABLE \`offer\` ADD \`delivery_page_request_heading\` text;`)
  await db.run(sql`ALTER TABLE \`offer\` ADD \`delivery_page_request_text\` text;`)
  await db.run(sql`ALTER TABLE \`offer\` ADD \`delivery_page_email_label\` text;`)
  await db.run(sql`ALTER TABLE \`offer\` ADD \`delivery_page_submit_label\` text;`)
  await db.run(sql`ALTER TABLE \`offer\` ADD \`delivery_page_busy_label\` text;`)
  await db.run(sql`ALTER TABLE \`offer\` ADD \`delivery_page_sent\` text;`)
  await db.run(sql`ALTER TABLE \`offer\` ADD \`delivery_page_invalid_email\` text;`)
  await db.run(sql`ALTER TABLE \`offer\` ADD \`delivery_page_link_used\` text;`)
  await db.run(sql`ALTER TABLE \`offer\` ADD \`delivery_page_link_expired\` text;`)
  await db.run(sql`ALTER TABLE \`offer\` ADD \`delivery_page_link_invalid\` text;`)
  await db.run(sql`ALTER TABLE \`offer\` ADD \`delivery_page_sign_out_label\` text;`)
  await db.run(sql`ALTER TABLE \`_offer_v\` ADD \`version_delivery_onboarding_heading\` text;`)
  await db.run(sql`ALTER TABLE \`_offer_v\` ADD \`version_delivery_onboarding_booking_label\` text;`)
  await db.run(sql`ALTER TABLE \`_offer_v\` ADD \`version_delivery_onboarding_booking_url\` text;`)
  await db.run(sql`ALTER TABLE \`_offer_v\` ADD \`version_delivery_access_email_subject\` text;`)
  await db.run(sql`ALTER TABLE \`_offer_v\` ADD \`version_delivery_access_email_body\` text;`)
  await db.run(sql`ALTER TABLE \`_offer_v\` ADD \`version_delivery_upsell_email_subject\` text;`)
  await db.run(sql`ALTER TABLE \`_offer_v\` ADD \`version_delivery_upsell_email_body\` text;`)
  await db.run(sql`ALTER TABLE \`_offer_v\` ADD \`version_delivery_link_email_subject\` text;`)
  await db.run(sql`ALTER TABLE \`_offer_v\` ADD \`version_delivery_link_email_body\` text;`)
  await db.run(sql`ALTER TABLE \`_offer_v\` ADD \`version_delivery_page_heading\` text;`)
  await db.run(sql`ALTER TABLE \`_offer_v\` ADD \`version_delivery_page_intro\` text;`)
  await db.run(sql`ALTER TABLE \`_offer_v\` ADD \`version_delivery_page_loading\` text;`)
  await db.run(sql`ALTER TABLE \`_offer_v\` ADD \`version_delivery_page_files_heading\` text;`)
  await db.run(sql`ALTER TABLE \`_offer_v\` ADD \`version_delivery_page_download_label\` text;`)
  await db.run(sql`ALTER TABLE \`_offer_v\` ADD \`version_delivery_page_no_access\` text;`)
  await db.run(sql`ALTER TABLE \`_offer_v\` ADD \`version_delivery_page_request_heading\` text;`)
  await db.run(sql`ALTER TABLE \`_offer_v\` ADD \`version_delivery_page_request_text\` text;`)
  await db.run(sql`ALTER TABLE \`_offer_v\` ADD \`version_delivery_page_email_label\` text;`)
  await db.run(sql`ALTER TABLE \`_offer_v\` ADD \`version_delivery_page_submit_label\` text;`)
  await db.run(sql`ALTER TABLE \`_offer_v\` ADD \`version_delivery_page_busy_label\` text;`)
  await db.run(sql`ALTER TABLE \`_offer_v\` ADD \`version_delivery_page_sent\` text;`)
  await db.run(sql`ALTER TABLE \`_offer_v\` ADD \`version_delivery_page_invalid_email\` text;`)
  await db.run(sql`ALTER TABLE \`_offer_v\` ADD \`version_delivery_page_link_used\` text;`)
  await db.run(sql`ALTER TABLE \`_offer_v\` ADD \`version_delivery_page_link_expired\` text;`)
  await db.run(sql`ALTER TABLE \`_offer_v\` ADD \`version_delivery_page_link_invalid\` text;`)
  await db.run(sql`ALTER TABLE \`_offer_v\` ADD \`version_delivery_page_sign_out_label\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`buyer_files\`;`)
  await db.run(sql`DROP TABLE \`member_links\`;`)
  await db.run(sql`DROP TABLE \`member_sessions\`;`)
  await db.run(sql`DROP TABLE \`offer_delivery_onboarding_steps\`;`)
  await db.run(sql`DROP TABLE \`offer_rels\`;`)
  await db.run(sql`DROP TABLE \`_offer_v_version_delivery_onboarding_steps\`;`)
  await db.run(sql`DROP TABLE \`_offer_v_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
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
  	\`plans_id\` integer,
  	\`leads_id\` integer,
  	\`funnel_events_id\` integer,
  	\`customers_id\` integer,
  	\`subscriptions_id\` integer,
  	\`payments_id\` integer,
  	\`payment_events_id\` integer,
  	\`orders_id\` integer,
  	\`vendor_products_id\` integer,
  	\`agency_product_subscriptions_id\` integer,
  	\`conversations_id\` integer,
  	\`conversation_participants_id\` integer,
  	\`messages_id\` integer,
  	\`chat_attachments_id\` integer,
  	\`client_invitations_id\` integer,
  	\`notifications_id\` integer,
  	\`local_payment_objects_id\` integer,
  	\`local_payment_claims_id\` integer,
  	\`local_payment_deliveries_id\` integer,
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
  	FOREIGN KEY (\`plans_id\`) REFERENCES \`plans\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`leads_id\`) REFERENCES \`leads\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`funnel_events_id\`) REFERENCES \`funnel_events\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`customers_id\`) REFERENCES \`customers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`subscriptions_id\`) REFERENCES \`subscriptions\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`payments_id\`) REFERENCES \`payments\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`payment_events_id\`) REFERENCES \`payment_events\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`orders_id\`) REFERENCES \`orders\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`vendor_products_id\`) REFERENCES \`vendor_products\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`agency_product_subscriptions_id\`) REFERENCES \`agency_product_subscriptions\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`conversations_id\`) REFERENCES \`conversations\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`conversation_participants_id\`) REFERENCES \`conversation_participants\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`messages_id\`) REFERENCES \`messages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`chat_attachments_id\`) REFERENCES \`chat_attachments\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`client_invitations_id\`) REFERENCES \`client_invitations\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`notifications_id\`) REFERENCES \`notifications\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`local_payment_objects_id\`) REFERENCES \`local_payment_objects\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`local_payment_claims_id\`) REFERENCES \`local_payment_claims\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`local_payment_deliveries_id\`) REFERENCES \`local_payment_deliveries\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "users_id", "media_id", "testimonials_id", "win_cards_id", "framework_steps_id", "faqs_id", "objections_id", "bonuses_id", "value_stack_items_id", "guarantee_cards_id", "demo_videos_id", "comparison_rows_id", "plans_id", "leads_id", "funnel_events_id", "customers_id", "subscriptions_id", "payments_id", "payment_events_id", "orders_id", "vendor_products_id", "agency_product_subscriptions_id", "conversations_id", "conversation_participants_id", "messages_id", "chat_attachments_id", "client_invitations_id", "notifications_id", "local_payment_objects_id", "local_payment_claims_id", "local_payment_deliveries_id") SELECT "id", "order", "parent_id", "path", "users_id", "media_id", "testimonials_id", "win_cards_id", "framework_steps_id", "faqs_id", "objections_id", "bonuses_id", "value_stack_items_id", "guarantee_cards_id", "demo_videos_id", "comparison_rows_id", "plans_id", "leads_id", "funnel_events_id", "customers_id", "subscriptions_id", "payments_id", "payment_events_id", "orders_id", "vendor_products_id", "agency_product_subscriptions_id", "conversations_id", "conversation_participants_id", "messages_id", "chat_attachments_id", "client_invitations_id", "notifications_id", "local_payment_objects_id", "local_payment_claims_id", "local_payment_deliveries_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_plans_id_idx\` ON \`payload_locked_documents_rels\` (\`plans_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_leads_id_idx\` ON \`payload_locked_documents_rels\` (\`leads_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_funnel_events_id_idx\` ON \`payload_locked_documents_rels\` (\`funnel_events_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_customers_id_idx\` ON \`payload_locked_documents_rels\` (\`customers_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_subscriptions_id_idx\` ON \`payload_locked_documents_rels\` (\`subscriptions_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_payments_id_idx\` ON \`payload_locked_documents_rels\` (\`payments_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_payment_events_id_idx\` ON \`payload_locked_documents_rels\` (\`payment_events_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_orders_id_idx\` ON \`payload_locked_documents_rels\` (\`orders_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_vendor_products_id_idx\` ON \`payload_locked_documents_rels\` (\`vendor_products_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_agency_product_subscriptio_idx\` ON \`payload_locked_documents_rels\` (\`agency_product_subscriptions_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_conversations_id_idx\` ON \`payload_locked_documents_rels\` (\`conversations_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_conversation_participants__idx\` ON \`payload_locked_documents_rels\` (\`conversation_participants_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_messages_id_idx\` ON \`payload_locked_documents_rels\` (\`messages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_chat_attachments_id_idx\` ON \`payload_locked_documents_rels\` (\`chat_attachments_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_client_invitations_id_idx\` ON \`payload_locked_documents_rels\` (\`client_invitations_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_notifications_id_idx\` ON \`payload_locked_documents_rels\` (\`notifications_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_local_payment_objects_id_idx\` ON \`payload_locked_documents_rels\` (\`local_payment_objects_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_local_payment_claims_id_idx\` ON \`payload_locked_documents_rels\` (\`local_payment_claims_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_local_payment_deliveries_i_idx\` ON \`payload_locked_documents_rels\` (\`local_payment_deliveries_id\`);`)
  await db.run(sql`DROP INDEX \`orders_access_revoked_at_idx\`;`)
  await db.run(sql`ALTER TABLE \`orders\` DROP COLUMN \`access_sent_at\`;`)
  await db.run(sql`ALTER TABLE \`orders\` DROP COLUMN \`access_revoked_at\`;`)
  await db.run(sql`ALTER TABLE \`orders\` DROP COLUMN \`upsell_access_revoked_at\`;`)
  await db.run(sql`ALTER TABLE \`orders\` DROP COLUMN \`access_revoked_reason\`;`)
  await db.run(sql`ALTER TABLE \`offer\` DROP COLUMN \`delivery_onboarding_heading\`;`)
  await db.run(sql`ALTER TABLE \`offer\` DROP COLUMN \`delivery_onboarding_booking_label\`;`)
  await db.run(sql`ALTER TABLE \`offer\` DROP COLUMN \`delivery_onboarding_booking_url\`;`)
  await db.run(sql`ALTER TABLE \`offer\` DROP COLUMN \`delivery_access_email_subject\`;`)
  await db.run(sql`ALTER TABLE \`offer\` DROP COLUMN \`delivery_access_email_body\`;`)
  await db.run(sql`ALTER TABLE \`offer\` DROP COLUMN \`delivery_upsell_email_subject\`;`)
  await db.run(sql`ALTER TABLE \`offer\` DROP COLUMN \`delivery_upsell_email_body\`;`)
  await db.run(sql`ALTER TABLE \`offer\` DROP COLUMN \`delivery_link_email_subject\`;`)
  await db.run(sql`ALTER TABLE \`offer\` DROP COLUMN \`delivery_link_email_body\`;`)
  await db.run(sql`ALTER TABLE \`offer\` DROP COLUMN \`delivery_page_heading\`;`)
  await db.run(sql`ALTER TABLE \`offer\` DROP COLUMN \`delivery_page_intro\`;`)
  await db.run(sql`ALTER TABLE \`offer\` DROP COLUMN \`delivery_page_loading\`;`)
  await db.run(sql`ALTER TABLE \`offer\` DROP COLUMN \`delivery_page_files_heading\`;`)
  await db.run(sql`ALTER TABLE \`offer\` DROP COLUMN \`delivery_page_download_label\`;`)
  await db.run(sql`ALTER TABLE \`offer\` DROP COLUMN \`delivery_page_no_access\`;`)
  await db.run(sql`ALTER TABLE \`offer\` DROP COLUMN \`delivery_page_request_heading\`;`)
  await db.run(sql`ALTER TABLE \`offer\` DROP COLUMN \`delivery_page_request_text\`;`)
  await db.run(sql`ALTER TABLE \`offer\` DROP COLUMN \`delivery_page_email_label\`;`)
  await db.run(sql`ALTER TABLE \`offer\` DROP COLUMN \`delivery_page_submit_label\`;`)
  await db.run(sql`ALTER TABLE \`offer\` DROP COLUMN \`delivery_page_busy_label\`;`)
  await db.run(sql`ALTER TABLE \`offer\` DROP COLUMN \`delivery_page_sent\`;`)
  await db.run(sql`ALTER TABLE \`offer\` DROP COLUMN \`delivery_page_invalid_email\`;`)
  await db.run(sql`ALTER TABLE \`offer\` DROP COLUMN \`delivery_page_link_used\`;`)
  await db.run(sql`ALTER TABLE \`offer\` DROP COLUMN \`delivery_page_link_expired\`;`)
  await db.run(sql`ALTER TABLE \`offer\` DROP COLUMN \`delivery_page_link_invalid\`;`)
  await db.run(sql`ALTER TABLE \`offer\` DROP COLUMN \`delivery_page_sign_out_label\`;`)
  await db.run(sql`ALTER TABLE \`_offer_v\` DROP COLUMN \`version_delivery_onboarding_heading\`;`)
  await db.run(sql`ALTER TABLE \`_offer_v\` DROP COLUMN \`version_delivery_onboarding_booking_label\`;`)
  await db.run(sql`ALTER TABLE \`_offer_v\` DROP COLUMN \`version_delivery_onboarding_booking_url\`;`)
  await db.run(sql`ALTER TABLE \`_offer_v\` DROP COLUMN \`version_delivery_access_email_subject\`;`)
  await db.run(sql`ALTER TABLE \`_offer_v\` DROP COLUMN \`version_delivery_access_email_body\`;`)
  await db.run(sql`ALTER TABLE \`_offer_v\` DROP COLUMN \`version_delivery_upsell_email_subject\`;`)
  await db.run(sql`ALTER TABLE \`_offer_v\` DROP COLUMN \`version_delivery_upsell_email_body\`;`)
  await db.run(sql`ALTER TABLE \`_offer_v\` DROP COLUMN \`version_delivery_link_email_subject\`;`)
  await db.run(sql`ALTER TABLE \`_offer_v\` DROP COLUMN \`version_delivery_link_email_body\`;`)
  await db.run(sql`ALTER TABLE \`_offer_v\` DROP COLUMN \`version_delivery_page_heading\`;`)
  await db.run(sql`ALTER TABLE \`_offer_v\` DROP COLUMN \`version_delivery_page_intro\`;`)
  await db.run(sql`ALTER TABLE \`_offer_v\` DROP COLUMN \`version_delivery_page_loading\`;`)
  await db.run(sql`ALTER TABLE \`_offer_v\` DROP COLUMN \`version_delivery_page_files_heading\`;`)
  await db.run(sql`ALTER TABLE \`_offer_v\` DROP COLUMN \`version_delivery_page_download_label\`;`)
  await db.run(sql`ALTER TABLE \`_offer_v\` DROP COLUMN \`version_delivery_page_no_access\`;`)
  await db.run(sql`ALTER TABLE \`_offer_v\` DROP COLUMN \`version_delivery_page_request_heading\`;`)
  await db.run(sql`ALTER TABLE \`_offer_v\` DROP COLUMN \`version_delivery_page_request_text\`;`)
  await db.run(sql`ALTER TABLE \`_offer_v\` DROP COLUMN \`version_delivery_page_email_label\`;`)
  await db.run(sql`ALTER TABLE \`_offer_v\` DROP COLUMN \`version_delivery_page_submit_label\`;`)
  await db.run(sql`ALTER TABLE \`_offer_v\` DROP COLUMN \`version_delivery_page_busy_label\`;`)
  await db.run(sql`ALTER TABLE \`_offer_v\` DROP COLUMN \`version_delivery_page_sent\`;`)
  await db.run(sql`ALTER TABLE \`_offer_v\` DROP COLUMN \`version_delivery_page_invalid_email\`;`)
  await db.run(sql`ALTER TABLE \`_offer_v\` DROP COLUMN \`version_delivery_page_link_used\`;`)
  await db.run(sql`ALTER TABLE \`_offer_v\` DROP COLUMN \`version_delivery_page_link_expired\`;`)
  await db.run(sql`ALTER TABLE \`_offer_v\` DROP COLUMN \`version_delivery_page_link_invalid\`;`)
  await db.run(sql`ALTER TABLE \`_offer_v\` DROP COLUMN \`version_delivery_page_sign_out_label\`;`)
}

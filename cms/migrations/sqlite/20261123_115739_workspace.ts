import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`vendor_products_pricing_tiers\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`tier_name\` text NOT NULL,
  	\`price_monthly\` numeric NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`vendor_products\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`vendor_products_pricing_tiers_order_idx\` ON \`vendor_products_pricing_tiers\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`vendor_products_pricing_tiers_parent_id_idx\` ON \`vendor_products_pricing_tiers\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`vendor_products\` (
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
  await db.run(sql`CREATE INDEX \`vendor_products_vendor_idx\` ON \`vendor_products\` (\`vendor_id\`);`)
  await db.run(sql`CREATE INDEX \`vendor_products_is_active_idx\` ON \`vendor_products\` (\`is_active\`);`)
  await db.run(sql`CREATE INDEX \`vendor_products_updated_at_idx\` ON \`vendor_products\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`vendor_products_created_at_idx\` ON \`vendor_products\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`agency_product_subscriptions\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`agency_user_id\` integer NOT NULL,
  	\`product_id\` integer NOT NULL,
  	\`tier_name\` text NOT NULL,
  	\`price_monthly\` numeric NOT NULL,
  	\`status\` text DEFAULT 'active' NOT NULL,
  	\`stripe_subscription_id\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`agency_user_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`product_id\`) REFERENCES \`vendor_products\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`agency_product_subscriptions_agency_user_idx\` ON \`agency_product_subscriptions\` (\`agency_user_id\`);`)
  await db.run(sql`CREATE INDEX \`agency_product_subscriptions_product_idx\` ON \`agency_product_subscriptions\` (\`product_id\`);`)
  await db.run(sql`CREATE INDEX \`agency_product_subscriptions_status_idx\` ON \`agency_product_subscriptions\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`agency_product_subscriptions_updated_at_idx\` ON \`agency_product_subscriptions\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`agency_product_subscriptions_created_at_idx\` ON \`agency_product_subscriptions\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`conversations\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`agency_user_id\` integer NOT NULL,
  	\`vendor_id\` integer NOT NULL,
  	\`client_user_id\` integer,
  	\`product_id\` integer,
  	\`subject\` text NOT NULL,
  	\`type\` text DEFAULT 'vendor_agency' NOT NULL,
  	\`is_archived\` integer DEFAULT false,
  	\`last_message_at\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`agency_user_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`vendor_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`client_user_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`product_id\`) REFERENCES \`vendor_products\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`conversations_agency_user_idx\` ON \`conversations\` (\`agency_user_id\`);`)
  await db.run(sql`CREATE INDEX \`conversations_vendor_idx\` ON \`conversations\` (\`vendor_id\`);`)
  await db.run(sql`CREATE INDEX \`conversations_client_user_idx\` ON \`conversations\` (\`client_user_id\`);`)
  await db.run(sql`CREATE INDEX \`conversations_product_idx\` ON \`conversations\` (\`product_id\`);`)
  await db.run(sql`CREATE INDEX \`conversations_type_idx\` ON \`conversations\` (\`type\`);`)
  await db.run(sql`CREATE INDEX \`conversations_is_archived_idx\` ON \`conversations\` (\`is_archived\`);`)
  await db.run(sql`CREATE INDEX \`conversations_last_message_at_idx\` ON \`conversations\` (\`last_message_at\`);`)
  await db.run(sql`CREATE INDEX \`conversations_updated_at_idx\` ON \`conversations\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`conversations_created_at_idx\` ON \`conversations\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`conversation_participants\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`conversation_id\` integer NOT NULL,
  	\`user_id\` integer,
  	\`role\` text NOT NULL,
  	\`client_email\` text,
  	\`slot_key\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`conversation_id\`) REFERENCES \`conversations\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`user_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`conversation_participants_conversation_idx\` ON \`conversation_participants\` (\`conversation_id\`);`)
  await db.run(sql`CREATE INDEX \`conversation_participants_user_idx\` ON \`conversation_participants\` (\`user_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`conversation_participants_slot_key_idx\` ON \`conversation_participants\` (\`slot_key\`);`)
  await db.run(sql`CREATE INDEX \`conversation_participants_updated_at_idx\` ON \`conversation_participants\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`conversation_participants_created_at_idx\` ON \`conversation_participants\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`messages\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`conversation_id\` integer NOT NULL,
  	\`sender_id\` integer NOT NULL,
  	\`sender_role\` text NOT NULL,
  	\`content\` text NOT NULL,
  	\`attachments\` text DEFAULT '[]',
  	\`sent_at\` text NOT NULL,
  	\`read_at\` text,
  	\`sequence\` numeric NOT NULL,
  	\`client_message_id\` text NOT NULL,
  	\`sequence_key\` text NOT NULL,
  	\`client_key\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`conversation_id\`) REFERENCES \`conversations\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`sender_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`messages_conversation_idx\` ON \`messages\` (\`conversation_id\`);`)
  await db.run(sql`CREATE INDEX \`messages_sender_idx\` ON \`messages\` (\`sender_id\`);`)
  await db.run(sql`CREATE INDEX \`messages_sent_at_idx\` ON \`messages\` (\`sent_at\`);`)
  await db.run(sql`CREATE INDEX \`messages_read_at_idx\` ON \`messages\` (\`read_at\`);`)
  await db.run(sql`CREATE INDEX \`messages_sequence_idx\` ON \`messages\` (\`sequence\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`messages_sequence_key_idx\` ON \`messages\` (\`sequence_key\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`messages_client_key_idx\` ON \`messages\` (\`client_key\`);`)
  await db.run(sql`CREATE INDEX \`messages_updated_at_idx\` ON \`messages\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`messages_created_at_idx\` ON \`messages\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`client_invitations\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`conversation_id\` integer NOT NULL,
  	\`client_email\` text NOT NULL,
  	\`token_hash\` text NOT NULL,
  	\`expires_at\` text NOT NULL,
  	\`accepted_at\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`conversation_id\`) REFERENCES \`conversations\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`client_invitations_conversation_idx\` ON \`client_invitations\` (\`conversation_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`client_invitations_token_hash_idx\` ON \`client_invitations\` (\`token_hash\`);`)
  await db.run(sql`CREATE INDEX \`client_invitations_updated_at_idx\` ON \`client_invitations\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`client_invitations_created_at_idx\` ON \`client_invitations\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`notifications\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`user_id\` integer NOT NULL,
  	\`title\` text NOT NULL,
  	\`message\` text NOT NULL,
  	\`link\` text,
  	\`read_at\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`user_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`notifications_user_idx\` ON \`notifications\` (\`user_id\`);`)
  await db.run(sql`CREATE INDEX \`notifications_read_at_idx\` ON \`notifications\` (\`read_at\`);`)
  await db.run(sql`CREATE INDEX \`notifications_updated_at_idx\` ON \`notifications\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`notifications_created_at_idx\` ON \`notifications\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`vendor_products_id\` integer REFERENCES vendor_products(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`agency_product_subscriptions_id\` integer REFERENCES agency_product_subscriptions(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`conversations_id\` integer REFERENCES conversations(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`conversation_participants_id\` integer REFERENCES conversation_participants(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`messages_id\` integer REFERENCES messages(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`client_invitations_id\` integer REFERENCES client_invitations(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`notifications_id\` integer REFERENCES notifications(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_vendor_products_id_idx\` ON \`payload_locked_documents_rels\` (\`vendor_products_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_agency_product_subscriptio_idx\` ON \`payload_locked_documents_rels\` (\`agency_product_subscriptions_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_conversations_id_idx\` ON \`payload_locked_documents_rels\` (\`conversations_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_conversation_participants__idx\` ON \`payload_locked_documents_rels\` (\`conversation_participants_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_messages_id_idx\` ON \`payload_locked_documents_rels\` (\`messages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_client_invitations_id_idx\` ON \`payload_locked_documents_rels\` (\`client_invitations_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_notifications_id_idx\` ON \`payload_locked_documents_rels\` (\`notifications_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`vendor_products_pricing_tiers\`;`)
  await db.run(sql`DROP TABLE \`vendor_products\`;`)
  await db.run(sql`DROP TABLE \`agency_product_subscriptions\`;`)
  await db.run(sql`DROP TABLE \`conversations\`;`)
  await db.run(sql`DROP TABLE \`conversation_participants\`;`)
  await db.run(sql`DROP TABLE \`messages\`;`)
  await db.run(sql`DROP TABLE \`client_invitations\`;`)
  await db.run(sql`DROP TABLE \`notifications\`;`)
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
  	FOREIGN KEY (\`orders_id\`) REFERENCES \`orders\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "users_id", "media_id", "testimonials_id", "win_cards_id", "framework_steps_id", "faqs_id", "objections_id", "bonuses_id", "value_stack_items_id", "guarantee_cards_id", "demo_videos_id", "comparison_rows_id", "plans_id", "leads_id", "funnel_events_id", "customers_id", "subscriptions_id", "payments_id", "payment_events_id", "orders_id") SELECT "id", "order", "parent_id", "path", "users_id", "media_id", "testimonials_id", "win_cards_id", "framework_steps_id", "faqs_id", "objections_id", "bonuses_id", "value_stack_items_id", "guarantee_cards_id", "demo_videos_id", "comparison_rows_id", "plans_id", "leads_id", "funnel_events_id", "customers_id", "subscriptions_id", "payments_id", "payment_events_id", "orders_id" FROM \`payload_locked_documents_rels\`;`)
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
}

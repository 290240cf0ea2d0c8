import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`local_payment_objects\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`stripe_id\` text NOT NULL,
  	\`object\` text NOT NULL,
  	\`customer\` text,
  	\`email\` text,
  	\`data\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`local_payment_objects_stripe_id_idx\` ON \`local_payment_objects\` (\`stripe_id\`);`)
  await db.run(sql`CREATE INDEX \`local_payment_objects_object_idx\` ON \`local_payment_objects\` (\`object\`);`)
  await db.run(sql`CREATE INDEX \`local_payment_objects_customer_idx\` ON \`local_payment_objects\` (\`customer\`);`)
  await db.run(sql`CREATE INDEX \`local_payment_objects_email_idx\` ON \`local_payment_objects\` (\`email\`);`)
  await db.run(sql`CREATE INDEX \`local_payment_objects_updated_at_idx\` ON \`local_payment_objects\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`local_payment_objects_created_at_idx\` ON \`local_payment_objects\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`local_payment_claims\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`claim\` text NOT NULL,
  	\`subject\` text NOT NULL,
  	\`claimed_until\` text NOT NULL,
  	\`answer\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`local_payment_claims_claim_idx\` ON \`local_payment_claims\` (\`claim\`);`)
  await db.run(sql`CREATE INDEX \`local_payment_claims_subject_idx\` ON \`local_payment_claims\` (\`subject\`);`)
  await db.run(sql`CREATE INDEX \`local_payment_claims_updated_at_idx\` ON \`local_payment_claims\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`local_payment_claims_created_at_idx\` ON \`local_payment_claims\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`local_payment_deliveries\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`event_id\` text NOT NULL,
  	\`attempts\` numeric DEFAULT 0 NOT NULL,
  	\`next_at\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`local_payment_deliveries_event_id_idx\` ON \`local_payment_deliveries\` (\`event_id\`);`)
  await db.run(sql`CREATE INDEX \`local_payment_deliveries_next_at_idx\` ON \`local_payment_deliveries\` (\`next_at\`);`)
  await db.run(sql`CREATE INDEX \`local_payment_deliveries_updated_at_idx\` ON \`local_payment_deliveries\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`local_payment_deliveries_created_at_idx\` ON \`local_payment_deliveries\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`local_payment_objects_id\` integer REFERENCES local_payment_objects(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`local_payment_claims_id\` integer REFERENCES local_payment_claims(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`local_payment_deliveries_id\` integer REFERENCES local_payment_deliveries(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_local_payment_objects_id_idx\` ON \`payload_locked_documents_rels\` (\`local_payment_objects_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_local_payment_claims_id_idx\` ON \`payload_locked_documents_rels\` (\`local_payment_claims_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_local_payment_deliveries_i_idx\` ON \`payload_locked_documents_rels\` (\`local_payment_deliveries_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`local_payment_objects\`;`)
  await db.run(sql`DROP TABLE \`local_payment_claims\`;`)
  await db.run(sql`DROP TABLE \`local_payment_deliveries\`;`)
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
  	\`client_invitations_id\` integer,
  	\`notifications_id\` integer,
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
  	FOREIGN KEY (\`client_invitations_id\`) REFERENCES \`client_invitations\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`notifications_id\`) REFERENCES \`notifications\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "users_id", "media_id", "testimonials_id", "win_cards_id", "framework_steps_id", "faqs_id", "objections_id", "bonuses_id", "value_stack_items_id", "guarantee_cards_id", "demo_videos_id", "comparison_rows_id", "plans_id", "leads_id", "funnel_events_id", "customers_id", "subscriptions_id", "payments_id", "payment_events_id", "orders_id", "vendor_products_id", "agency_product_subscriptions_id", "conversations_id", "conversation_participants_id", "messages_id", "client_invitations_id", "notifications_id") SELECT "id", "order", "parent_id", "path", "users_id", "media_id", "testimonials_id", "win_cards_id", "framework_steps_id", "faqs_id", "objections_id", "bonuses_id", "value_stack_items_id", "guarantee_cards_id", "demo_videos_id", "comparison_rows_id", "plans_id", "leads_id", "funnel_events_id", "customers_id", "subscriptions_id", "payments_id", "payment_events_id", "orders_id", "vendor_products_id", "agency_product_subscriptions_id", "conversations_id", "conversation_participants_id", "messages_id", "client_invitations_id", "notifications_id" FROM \`payload_locked_documents_rels\`;`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_client_invitations_id_idx\` ON \`payload_locked_documents_rels\` (\`client_invitations_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_notifications_id_idx\` ON \`payload_locked_documents_rels\` (\`notifications_id\`);`)
}

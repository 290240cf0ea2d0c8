import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`consent_choices\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`choice\` text NOT NULL,
  	\`banner_version\` numeric NOT NULL,
  	\`chosen_at\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`consent_choices_chosen_at_idx\` ON \`consent_choices\` (\`chosen_at\`);`)
  await db.run(sql`CREATE INDEX \`consent_choices_updated_at_idx\` ON \`consent_choices\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`consent_choices_created_at_idx\` ON \`consent_choices\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`choice_chosen_at_idx\` ON \`consent_choices\` (\`choice\`,\`chosen_at\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`consent_choices_id\` integer REFERENCES consent_choices(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_consent_choices_id_idx\` ON \`payload_locked_documents_rels\` (\`consent_choices_id\`);`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`cookie_consent_mode\` text DEFAULT 'eu' NOT NULL;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`cookie_consent_version\` numeric DEFAULT 1 NOT NULL;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`cookie_consent_heading\` text DEFAULT 'Cookies' NOT NULL;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`cookie_consent_text\` text DEFAULT 'We would like to use cookies to measure how visitors use this site and to test changes to it. Strictly necessary cookies for sign-in, security and checkout are always on.' NOT NULL;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`cookie_consent_accept_label\` text DEFAULT 'Accept' NOT NULL;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`cookie_consent_reject_label\` text DEFAULT 'Reject' NOT NULL;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`cookie_consent_settings_label\` text DEFAULT 'Cookie settings' NOT NULL;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`consent_choices\`;`)
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
  	\`experiment_exposures_id\` integer,
  	\`customers_id\` integer,
  	\`subscriptions_id\` integer,
  	\`payments_id\` integer,
  	\`payment_events_id\` integer,
  	\`orders_id\` integer,
  	\`categories_id\` integer,
  	\`vendor_products_id\` integer,
  	\`agency_product_subscriptions_id\` integer,
  	\`conversations_id\` integer,
  	\`conversation_participants_id\` integer,
  	\`messages_id\` integer,
  	\`chat_attachments_id\` integer,
  	\`client_invitations_id\` integer,
  	\`notifications_id\` integer,
  	\`company_logos_id\` integer,
  	\`client_chat_links_id\` integer,
  	\`digest_sends_id\` integer,
  	\`experiment_alerts_id\` integer,
  	\`local_payment_objects_id\` integer,
  	\`local_payment_claims_id\` integer,
  	\`local_payment_deliveries_id\` integer,
  	\`function_call_keys_id\` integer,
  	\`buyer_files_id\` integer,
  	\`member_links_id\` integer,
  	\`member_sessions_id\` integer,
  	\`experiment_controls_id\` integer,
  	\`experiment_control_changes_id\` integer,
  	\`copy_variants_id\` integer,
  	\`copy_tests_id\` integer,
  	\`copy_test_claims_id\` integer,
  	\`spot_holds_id\` integer,
  	\`sequences_id\` integer,
  	\`sequence_enrolments_id\` integer,
  	\`sequence_sends_id\` integer,
  	\`email_suppressions_id\` integer,
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
  	FOREIGN KEY (\`experiment_exposures_id\`) REFERENCES \`experiment_exposures\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`customers_id\`) REFERENCES \`customers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`subscriptions_id\`) REFERENCES \`subscriptions\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`payments_id\`) REFERENCES \`payments\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`payment_events_id\`) REFERENCES \`payment_events\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`orders_id\`) REFERENCES \`orders\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`categories_id\`) REFERENCES \`categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`vendor_products_id\`) REFERENCES \`vendor_products\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`agency_product_subscriptions_id\`) REFERENCES \`agency_product_subscriptions\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`conversations_id\`) REFERENCES \`conversations\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`conversation_participants_id\`) REFERENCES \`conversation_participants\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`messages_id\`) REFERENCES \`messages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`chat_attachments_id\`) REFERENCES \`chat_attachments\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`client_invitations_id\`) REFERENCES \`client_invitations\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`notifications_id\`) REFERENCES \`notifications\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`company_logos_id\`) REFERENCES \`company_logos\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`client_chat_links_id\`) REFERENCES \`client_chat_links\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`digest_sends_id\`) REFERENCES \`digest_sends\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`experiment_alerts_id\`) REFERENCES \`experiment_alerts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`local_payment_objects_id\`) REFERENCES \`local_payment_objects\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`local_payment_claims_id\`) REFERENCES \`local_payment_claims\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`local_payment_deliveries_id\`) REFERENCES \`local_payment_deliveries\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`function_call_keys_id\`) REFERENCES \`function_call_keys\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`buyer_files_id\`) REFERENCES \`buyer_files\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`member_links_id\`) REFERENCES \`member_links\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`member_sessions_id\`) REFERENCES \`member_sessions\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`experiment_controls_id\`) REFERENCES \`experiment_controls\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`experiment_control_changes_id\`) REFERENCES \`experiment_control_changes\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`copy_variants_id\`) REFERENCES \`copy_variants\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`copy_tests_id\`) REFERENCES \`copy_tests\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`copy_test_claims_id\`) REFERENCES \`copy_test_claims\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`spot_holds_id\`) REFERENCES \`spot_holds\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`sequences_id\`) REFERENCES \`sequences\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`sequence_enrolments_id\`) REFERENCES \`sequence_enrolments\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`sequence_sends_id\`) REFERENCES \`sequence_sends\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`email_suppressions_id\`) REFERENCES \`email_suppressions\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "users_id", "media_id", "testimonials_id", "win_cards_id", "framework_steps_id", "faqs_id", "objections_id", "bonuses_id", "value_stack_items_id", "guarantee_cards_id", "demo_videos_id", "comparison_rows_id", "plans_id", "leads_id", "funnel_events_id", "experiment_exposures_id", "customers_id", "subscriptions_id", "payments_id", "payment_events_id", "orders_id", "categories_id", "vendor_products_id", "agency_product_subscriptions_id", "conversations_id", "conversation_participants_id", "messages_id", "chat_attachments_id", "client_invitations_id", "notifications_id", "company_logos_id", "client_chat_links_id", "digest_sends_id", "experiment_alerts_id", "local_payment_objects_id", "local_payment_claims_id", "local_payment_deliveries_id", "function_call_keys_id", "buyer_files_id", "member_links_id", "member_sessions_id", "experiment_controls_id", "experiment_control_changes_id", "copy_variants_id", "copy_tests_id", "copy_test_claims_id", "spot_holds_id", "sequences_id", "sequence_enrolments_id", "sequence_sends_id", "email_suppressions_id") SELECT "id", "order", "parent_id", "path", "users_id", "media_id", "testimonials_id", "win_cards_id", "framework_steps_id", "faqs_id", "objections_id", "bonuses_id", "value_stack_items_id", "guarantee_cards_id", "demo_videos_id", "comparison_rows_id", "plans_id", "leads_id", "funnel_events_id", "experiment_exposures_id", "customers_id", "subscriptions_id", "payments_id", "payment_events_id", "orders_id", "categories_id", "vendor_products_id", "agency_product_subscriptions_id", "conversations_id", "conversation_participants_id", "messages_id", "chat_attachments_id", "client_invitations_id", "notifications_id", "company_logos_id", "client_chat_links_id", "digest_sends_id", "experiment_alerts_id", "local_payment_objects_id", "local_payment_claims_id", "local_payment_deliveries_id", "function_call_keys_id", "buyer_files_id", "member_links_id", "member_sessions_id", "experiment_controls_id", "experiment_control_changes_id", "copy_variants_id", "copy_tests_id", "copy_test_claims_id", "spot_holds_id", "sequences_id", "sequence_enrolments_id", "sequence_sends_id", "email_suppressions_id" FROM \`payload_locked_documents_rels\`;`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_experiment_exposures_id_idx\` ON \`payload_locked_documents_rels\` (\`experiment_exposures_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_customers_id_idx\` ON \`payload_locked_documents_rels\` (\`customers_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_subscriptions_id_idx\` ON \`payload_locked_documents_rels\` (\`subscriptions_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_payments_id_idx\` ON \`payload_locked_documents_rels\` (\`payments_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_payment_events_id_idx\` ON \`payload_locked_documents_rels\` (\`payment_events_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_orders_id_idx\` ON \`payload_locked_documents_rels\` (\`orders_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_categories_id_idx\` ON \`payload_locked_documents_rels\` (\`categories_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_vendor_products_id_idx\` ON \`payload_locked_documents_rels\` (\`vendor_products_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_agency_product_subscriptio_idx\` ON \`payload_locked_documents_rels\` (\`agency_product_subscriptions_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_conversations_id_idx\` ON \`payload_locked_documents_rels\` (\`conversations_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_conversation_participants__idx\` ON \`payload_locked_documents_rels\` (\`conversation_participants_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_messages_id_idx\` ON \`payload_locked_documents_rels\` (\`messages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_chat_attachments_id_idx\` ON \`payload_locked_documents_rels\` (\`chat_attachments_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_client_invitations_id_idx\` ON \`payload_locked_documents_rels\` (\`client_invitations_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_notifications_id_idx\` ON \`payload_locked_documents_rels\` (\`notifications_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_company_logos_id_idx\` ON \`payload_locked_documents_rels\` (\`company_logos_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_client_chat_links_id_idx\` ON \`payload_locked_documents_rels\` (\`client_chat_links_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_digest_sends_id_idx\` ON \`payload_locked_documents_rels\` (\`digest_sends_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_experiment_alerts_id_idx\` ON \`payload_locked_documents_rels\` (\`experiment_alerts_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_local_payment_objects_id_idx\` ON \`payload_locked_documents_rels\` (\`local_payment_objects_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_local_payment_claims_id_idx\` ON \`payload_locked_documents_rels\` (\`local_payment_claims_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_local_payment_deliveries_i_idx\` ON \`payload_locked_documents_rels\` (\`local_payment_deliveries_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_function_call_keys_id_idx\` ON \`payload_locked_documents_rels\` (\`function_call_keys_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_buyer_files_id_idx\` ON \`payload_locked_documents_rels\` (\`buyer_files_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_member_links_id_idx\` ON \`payload_locked_documents_rels\` (\`member_links_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_member_sessions_id_idx\` ON \`payload_locked_documents_rels\` (\`member_sessions_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_experiment_controls_id_idx\` ON \`payload_locked_documents_rels\` (\`experiment_controls_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_experiment_control_changes_idx\` ON \`payload_locked_documents_rels\` (\`experiment_control_changes_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_copy_variants_id_idx\` ON \`payload_locked_documents_rels\` (\`copy_variants_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_copy_tests_id_idx\` ON \`payload_locked_documents_rels\` (\`copy_tests_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_copy_test_claims_id_idx\` ON \`payload_locked_documents_rels\` (\`copy_test_claims_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_spot_holds_id_idx\` ON \`payload_locked_documents_rels\` (\`spot_holds_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_sequences_id_idx\` ON \`payload_locked_documents_rels\` (\`sequences_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_sequence_enrolments_id_idx\` ON \`payload_locked_documents_rels\` (\`sequence_enrolments_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_sequence_sends_id_idx\` ON \`payload_locked_documents_rels\` (\`sequence_sends_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_email_suppressions_id_idx\` ON \`payload_locked_documents_rels\` (\`email_suppressions_id\`);`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`cookie_consent_mode\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`cookie_consent_version\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`cookie_consent_heading\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`cookie_consent_text\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`cookie_consent_accept_label\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`cookie_consent_reject_label\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`cookie_consent_settings_label\`;`)
}

import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`pricing_trial_features\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pricing\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pricing_trial_features_order_idx\` ON \`pricing_trial_features\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pricing_trial_features_parent_id_idx\` ON \`pricing_trial_features\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pricing_three_options\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`text\` text,
  	\`verdict\` text,
  	\`recommended\` integer DEFAULT false,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pricing\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pricing_three_options_order_idx\` ON \`pricing_three_options\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pricing_three_options_parent_id_idx\` ON \`pricing_three_options\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pricing_ps_notes\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text,
  	\`text\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pricing\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pricing_ps_notes_order_idx\` ON \`pricing_ps_notes\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pricing_ps_notes_parent_id_idx\` ON \`pricing_ps_notes\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pricing\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`top_bar_offer_text\` text,
  	\`top_bar_cta_label\` text,
  	\`top_bar_countdown_label\` text,
  	\`top_bar_countdown_default_hours\` numeric DEFAULT 24,
  	\`top_bar_countdown_hours_label\` text,
  	\`top_bar_countdown_minutes_label\` text,
  	\`top_bar_countdown_seconds_label\` text,
  	\`welcome_back_title\` text,
  	\`welcome_back_text\` text,
  	\`header_eyebrow\` text,
  	\`header_heading\` text,
  	\`header_subheading\` text,
  	\`coaching_badge\` text,
  	\`coaching_title\` text,
  	\`coaching_text\` text,
  	\`coaching_price_label\` text,
  	\`coaching_spots_label\` text,
  	\`coaching_response_label\` text,
  	\`coaching_cta_label\` text,
  	\`billing_label\` text,
  	\`billing_monthly_label\` text,
  	\`billing_annual_label\` text,
  	\`billing_annual_badge\` text,
  	\`billing_per_month\` text,
  	\`billing_per_year\` text,
  	\`billing_annual_note\` text,
  	\`checkout_plans_label\` text,
  	\`checkout_processing_label\` text,
  	\`checkout_opening_message\` text,
  	\`checkout_discount_note\` text,
  	\`paid_trial_name\` text,
  	\`paid_trial_price_label\` text,
  	\`paid_trial_then_label\` text,
  	\`paid_trial_description\` text,
  	\`paid_trial_spots_total\` numeric DEFAULT 100,
  	\`paid_trial_spots_left\` numeric DEFAULT 0,
  	\`paid_trial_spots_label\` text,
  	\`paid_trial_sold_out_label\` text,
  	\`paid_trial_next_opening_label\` text,
  	\`paid_trial_cta_label\` text,
  	\`waitlist_title\` text,
  	\`waitlist_text\` text,
  	\`waitlist_first_name_label\` text,
  	\`waitlist_last_name_label\` text,
  	\`waitlist_email_label\` text,
  	\`waitlist_phone_label\` text,
  	\`waitlist_submit_label\` text,
  	\`waitlist_busy_label\` text,
  	\`waitlist_success_message\` text,
  	\`waitlist_failure_message\` text,
  	\`consultation_badge\` text,
  	\`consultation_title\` text,
  	\`consultation_text\` text,
  	\`consultation_embed_title\` text,
  	\`consultation_fallback_text\` text,
  	\`consultation_fallback_link_label\` text,
  	\`consultation_open_label\` text,
  	\`comparison_heading\` text,
  	\`comparison_feature_column\` text,
  	\`comparison_columns_starter\` text,
  	\`comparison_columns_professional\` text,
  	\`comparison_columns_enterprise\` text,
  	\`comparison_included_label\` text,
  	\`comparison_not_included_label\` text,
  	\`faq_heading\` text,
  	\`three_options_heading\` text,
  	\`three_options_intro\` text,
  	\`final_cta_heading\` text,
  	\`final_cta_text\` text,
  	\`final_cta_plans_label\` text,
  	\`final_cta_demo_label\` text,
  	\`footer_note\` text,
  	\`demo_button_label\` text,
  	\`exit_intent_title\` text,
  	\`exit_intent_text\` text,
  	\`exit_intent_code\` text,
  	\`exit_intent_percent_off\` numeric DEFAULT 20,
  	\`exit_intent_code_label\` text,
  	\`exit_intent_copy_label\` text,
  	\`exit_intent_copied_message\` text,
  	\`exit_intent_claim_label\` text,
  	\`exit_intent_dismiss_label\` text,
  	\`exit_intent_applied_message\` text,
  	\`exit_intent_desktop_delay_seconds\` numeric DEFAULT 30,
  	\`exit_intent_mobile_delay_seconds\` numeric DEFAULT 45,
  	\`exit_intent_mobile_scroll_percent\` numeric DEFAULT 50,
  	\`meta_title\` text,
  	\`meta_description\` text,
  	\`meta_image_id\` integer,
  	\`_status\` text DEFAULT 'draft',
  	\`updated_at\` text,
  	\`created_at\` text,
  	FOREIGN KEY (\`meta_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`pricing_meta_meta_image_idx\` ON \`pricing\` (\`meta_image_id\`);`)
  await db.run(sql`CREATE INDEX \`pricing__status_idx\` ON \`pricing\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`pricing_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`plans_id\` integer,
  	\`comparison_rows_id\` integer,
  	\`faqs_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`pricing\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`plans_id\`) REFERENCES \`plans\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`comparison_rows_id\`) REFERENCES \`comparison_rows\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`faqs_id\`) REFERENCES \`faqs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pricing_rels_order_idx\` ON \`pricing_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`pricing_rels_parent_idx\` ON \`pricing_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pricing_rels_path_idx\` ON \`pricing_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`pricing_rels_plans_id_idx\` ON \`pricing_rels\` (\`plans_id\`);`)
  await db.run(sql`CREATE INDEX \`pricing_rels_comparison_rows_id_idx\` ON \`pricing_rels\` (\`comparison_rows_id\`);`)
  await db.run(sql`CREATE INDEX \`pricing_rels_faqs_id_idx\` ON \`pricing_rels\` (\`faqs_id\`);`)
  await db.run(sql`CREATE TABLE \`_pricing_trial_features_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`text\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pricing_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pricing_trial_features_v_order_idx\` ON \`_pricing_trial_features_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pricing_trial_features_v_parent_id_idx\` ON \`_pricing_trial_features_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pricing_three_options_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`text\` text,
  	\`verdict\` text,
  	\`recommended\` integer DEFAULT false,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pricing_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pricing_three_options_v_order_idx\` ON \`_pricing_three_options_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pricing_three_options_v_parent_id_idx\` ON \`_pricing_three_options_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pricing_ps_notes_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`label\` text,
  	\`text\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pricing_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pricing_ps_notes_v_order_idx\` ON \`_pricing_ps_notes_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pricing_ps_notes_v_parent_id_idx\` ON \`_pricing_ps_notes_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pricing_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version_top_bar_offer_text\` text,
  	\`version_top_bar_cta_label\` text,
  	\`version_top_bar_countdown_label\` text,
  	\`version_top_bar_countdown_default_hours\` numeric DEFAULT 24,
  	\`version_top_bar_countdown_hours_label\` text,
  	\`version_top_bar_countdown_minutes_label\` text,
  	\`version_top_bar_countdown_seconds_label\` text,
  	\`version_welcome_back_title\` text,
  	\`version_welcome_back_text\` text,
  	\`version_header_eyebrow\` text,
  	\`version_header_heading\` text,
  	\`version_header_subheading\` text,
  	\`version_coaching_badge\` text,
  	\`version_coaching_title\` text,
  	\`version_coaching_text\` text,
  	\`version_coaching_price_label\` text,
  	\`version_coaching_spots_label\` text,
  	\`version_coaching_response_label\` text,
  	\`version_coaching_cta_label\` text,
  	\`version_billing_label\` text,
  	\`version_billing_monthly_label\` text,
  	\`version_billing_annual_label\` text,
  	\`version_billing_annual_badge\` text,
  	\`version_billing_per_month\` text,
  	\`version_billing_per_year\` text,
  	\`version_billing_annual_note\` text,
  	\`version_checkout_plans_label\` text,
  	\`version_checkout_processing_label\` text,
  	\`version_checkout_opening_message\` text,
  	\`version_checkout_discount_note\` text,
  	\`version_paid_trial_name\` text,
  	\`version_paid_trial_price_label\` text,
  	\`version_paid_trial_then_label\` text,
  	\`version_paid_trial_description\` text,
  	\`version_paid_trial_spots_total\` numeric DEFAULT 100,
  	\`version_paid_trial_spots_left\` numeric DEFAULT 0,
  	\`version_paid_trial_spots_label\` text,
  	\`version_paid_trial_sold_out_label\` text,
  	\`version_paid_trial_next_opening_label\` text,
  	\`version_paid_trial_cta_label\` text,
  	\`version_waitlist_title\` text,
  	\`version_waitlist_text\` text,
  	\`version_waitlist_first_name_label\` text,
  	\`version_waitlist_last_name_label\` text,
  	\`version_waitlist_email_label\` text,
  	\`version_waitlist_phone_label\` text,
  	\`version_waitlist_submit_label\` text,
  	\`version_waitlist_busy_label\` text,
  	\`version_waitlist_success_message\` text,
  	\`version_waitlist_failure_message\` text,
  	\`version_consultation_badge\` text,
  	\`version_consultation_title\` text,
  	\`version_consultation_text\` text,
  	\`version_consultation_embed_title\` text,
  	\`version_consultation_fallback_text\` text,
  	\`version_consultation_fallback_link_label\` text,
  	\`version_consultation_open_label\` text,
  	\`version_comparison_heading\` text,
  	\`version_comparison_feature_column\` text,
  	\`version_comparison_columns_starter\` text,
  	\`version_comparison_columns_professional\` text,
  	\`version_comparison_columns_enterprise\` text,
  	\`version_comparison_included_label\` text,
  	\`version_comparison_not_included_label\` text,
  	\`version_faq_heading\` text,
  	\`version_three_options_heading\` text,
  	\`version_three_options_intro\` text,
  	\`version_final_cta_heading\` text,
  	\`version_final_cta_text\` text,
  	\`version_final_cta_plans_label\` text,
  	\`version_final_cta_demo_label\` text,
  	\`version_footer_note\` text,
  	\`version_demo_button_label\` text,
  	\`version_exit_intent_title\` text,
  	\`version_exit_intent_text\` text,
  	\`version_exit_intent_code\` text,
  	\`version_exit_intent_percent_off\` numeric DEFAULT 20,
  	\`version_exit_intent_code_label\` text,
  	\`version_exit_intent_copy_label\` text,
  	\`version_exit_intent_copied_message\` text,
  	\`version_exit_intent_claim_label\` text,
  	\`version_exit_intent_dismiss_label\` text,
  	\`version_exit_intent_applied_message\` text,
  	\`version_exit_intent_desktop_delay_seconds\` numeric DEFAULT 30,
  	\`version_exit_intent_mobile_delay_seconds\` numeric DEFAULT 45,
  	\`version_exit_intent_mobile_scroll_percent\` numeric DEFAULT 50,
  	\`version_meta_title\` text,
  	\`version_meta_description\` text,
  	\`version_meta_image_id\` integer,
  	\`version__status\` text DEFAULT 'draft',
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`version_meta_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_pricing_v_version_meta_version_meta_image_idx\` ON \`_pricing_v\` (\`version_meta_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_pricing_v_version_version__status_idx\` ON \`_pricing_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_pricing_v_created_at_idx\` ON \`_pricing_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_pricing_v_updated_at_idx\` ON \`_pricing_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_pricing_v_latest_idx\` ON \`_pricing_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_pricing_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`plans_id\` integer,
  	\`comparison_rows_id\` integer,
  	\`faqs_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_pricing_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`plans_id\`) REFERENCES \`plans\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`comparison_rows_id\`) REFERENCES \`comparison_rows\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`faqs_id\`) REFERENCES \`faqs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pricing_v_rels_order_idx\` ON \`_pricing_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_pricing_v_rels_parent_idx\` ON \`_pricing_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pricing_v_rels_path_idx\` ON \`_pricing_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_pricing_v_rels_plans_id_idx\` ON \`_pricing_v_rels\` (\`plans_id\`);`)
  await db.run(sql`CREATE INDEX \`_pricing_v_rels_comparison_rows_id_idx\` ON \`_pricing_v_rels\` (\`comparison_rows_id\`);`)
  await db.run(sql`CREATE INDEX \`_pricing_v_rels_faqs_id_idx\` ON \`_pricing_v_rels\` (\`faqs_id\`);`)
  await db.run(sql`CREATE TABLE \`success_next_steps\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`text\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`success_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`success_next_steps_order_idx\` ON \`success_next_steps\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`success_next_steps_parent_id_idx\` ON \`success_next_steps\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`success_page\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`text\` text,
  	\`checking_label\` text,
  	\`plan_label\` text,
  	\`renewal_label\` text,
  	\`pending_text\` text,
  	\`next_steps_heading\` text,
  	\`home_label\` text,
  	\`support_label\` text,
  	\`support_subject\` text,
  	\`meta_title\` text,
  	\`meta_description\` text,
  	\`meta_image_id\` integer,
  	\`_status\` text DEFAULT 'draft',
  	\`updated_at\` text,
  	\`created_at\` text,
  	FOREIGN KEY (\`meta_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`success_page_meta_meta_image_idx\` ON \`success_page\` (\`meta_image_id\`);`)
  await db.run(sql`CREATE INDEX \`success_page__status_idx\` ON \`success_page\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`_success_next_steps_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`text\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_success_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_success_next_steps_v_order_idx\` ON \`_success_next_steps_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_success_next_steps_v_parent_id_idx\` ON \`_success_next_steps_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_success_page_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version_heading\` text,
  	\`version_text\` text,
  	\`version_checking_label\` text,
  	\`version_plan_label\` text,
  	\`version_renewal_label\` text,
  	\`version_pending_text\` text,
  	\`version_next_steps_heading\` text,
  	\`version_home_label\` text,
  	\`version_support_label\` text,
  	\`version_support_subject\` text,
  	\`version_meta_title\` text,
  	\`version_meta_description\` text,
  	\`version_meta_image_id\` integer,
  	\`version__status\` text DEFAULT 'draft',
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`version_meta_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_success_page_v_version_meta_version_meta_image_idx\` ON \`_success_page_v\` (\`version_meta_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_success_page_v_version_version__status_idx\` ON \`_success_page_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_success_page_v_created_at_idx\` ON \`_success_page_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_success_page_v_updated_at_idx\` ON \`_success_page_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_success_page_v_latest_idx\` ON \`_success_page_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`cancel_reasons\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`reason\` text,
  	\`offer_title\` text,
  	\`offer_text\` text,
  	\`offer_cta_label\` text,
  	\`offer_cta_url\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`cancel_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`cancel_reasons_order_idx\` ON \`cancel_reasons\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`cancel_reasons_parent_id_idx\` ON \`cancel_reasons\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`cancel_page\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`text\` text,
  	\`reasons_label\` text,
  	\`offer_delay_ms\` numeric DEFAULT 300,
  	\`call_widget_title\` text,
  	\`call_widget_text\` text,
  	\`call_widget_cta_label\` text,
  	\`call_widget_dismiss_label\` text,
  	\`call_widget_dismiss_hours\` numeric DEFAULT 24,
  	\`home_label\` text,
  	\`meta_title\` text,
  	\`meta_description\` text,
  	\`meta_image_id\` integer,
  	\`_status\` text DEFAULT 'draft',
  	\`updated_at\` text,
  	\`created_at\` text,
  	FOREIGN KEY (\`meta_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`cancel_page_meta_meta_image_idx\` ON \`cancel_page\` (\`meta_image_id\`);`)
  await db.run(sql`CREATE INDEX \`cancel_page__status_idx\` ON \`cancel_page\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`_cancel_reasons_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`reason\` text,
  	\`offer_title\` text,
  	\`offer_text\` text,
  	\`offer_cta_label\` text,
  	\`offer_cta_url\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_cancel_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_cancel_reasons_v_order_idx\` ON \`_cancel_reasons_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_cancel_reasons_v_parent_id_idx\` ON \`_cancel_reasons_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_cancel_page_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version_heading\` text,
  	\`version_text\` text,
  	\`version_reasons_label\` text,
  	\`version_offer_delay_ms\` numeric DEFAULT 300,
  	\`version_call_widget_title\` text,
  	\`version_call_widget_text\` text,
  	\`version_call_widget_cta_label\` text,
  	\`version_call_widget_dismiss_label\` text,
  	\`version_call_widget_dismiss_hours\` numeric DEFAULT 24,
  	\`version_home_label\` text,
  	\`version_meta_title\` text,
  	\`version_meta_description\` text,
  	\`version_meta_image_id\` integer,
  	\`version__status\` text DEFAULT 'draft',
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`version_meta_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_cancel_page_v_version_meta_version_meta_image_idx\` ON \`_cancel_page_v\` (\`version_meta_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_cancel_page_v_version_version__status_idx\` ON \`_cancel_page_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_cancel_page_v_created_at_idx\` ON \`_cancel_page_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_cancel_page_v_updated_at_idx\` ON \`_cancel_page_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_cancel_page_v_latest_idx\` ON \`_cancel_page_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`demo_page\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`text\` text,
  	\`embed_title\` text,
  	\`fallback_text\` text,
  	\`fallback_link_label\` text,
  	\`open_label\` text,
  	\`home_label\` text,
  	\`meta_title\` text,
  	\`meta_description\` text,
  	\`meta_image_id\` integer,
  	\`_status\` text DEFAULT 'draft',
  	\`updated_at\` text,
  	\`created_at\` text,
  	FOREIGN KEY (\`meta_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`demo_page_meta_meta_image_idx\` ON \`demo_page\` (\`meta_image_id\`);`)
  await db.run(sql`CREATE INDEX \`demo_page__status_idx\` ON \`demo_page\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`_demo_page_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version_heading\` text,
  	\`version_text\` text,
  	\`version_embed_title\` text,
  	\`version_fallback_text\` text,
  	\`version_fallback_link_label\` text,
  	\`version_open_label\` text,
  	\`version_home_label\` text,
  	\`version_meta_title\` text,
  	\`version_meta_description\` text,
  	\`version_meta_image_id\` integer,
  	\`version__status\` text DEFAULT 'draft',
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`version_meta_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_demo_page_v_version_meta_version_meta_image_idx\` ON \`_demo_page_v\` (\`version_meta_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_demo_page_v_version_version__status_idx\` ON \`_demo_page_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_demo_page_v_created_at_idx\` ON \`_demo_page_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_demo_page_v_updated_at_idx\` ON \`_demo_page_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_demo_page_v_latest_idx\` ON \`_demo_page_v\` (\`latest\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`pricing_trial_features\`;`)
  await db.run(sql`DROP TABLE \`pricing_three_options\`;`)
  await db.run(sql`DROP TABLE \`pricing_ps_notes\`;`)
  await db.run(sql`DROP TABLE \`pricing\`;`)
  await db.run(sql`DROP TABLE \`pricing_rels\`;`)
  await db.run(sql`DROP TABLE \`_pricing_trial_features_v\`;`)
  await db.run(sql`DROP TABLE \`_pricing_three_options_v\`;`)
  await db.run(sql`DROP TABLE \`_pricing_ps_notes_v\`;`)
  await db.run(sql`DROP TABLE \`_pricing_v\`;`)
  await db.run(sql`DROP TABLE \`_pricing_v_rels\`;`)
  await db.run(sql`DROP TABLE \`success_next_steps\`;`)
  await db.run(sql`DROP TABLE \`success_page\`;`)
  await db.run(sql`DROP TABLE \`_success_next_steps_v\`;`)
  await db.run(sql`DROP TABLE \`_success_page_v\`;`)
  await db.run(sql`DROP TABLE \`cancel_reasons\`;`)
  await db.run(sql`DROP TABLE \`cancel_page\`;`)
  await db.run(sql`DROP TABLE \`_cancel_reasons_v\`;`)
  await db.run(sql`DROP TABLE \`_cancel_page_v\`;`)
  await db.run(sql`DROP TABLE \`demo_page\`;`)
  await db.run(sql`DROP TABLE \`_demo_page_v\`;`)
}

import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`orders\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`email\` text NOT NULL,
  	\`full_name\` text,
  	\`phone\` text,
  	\`offer_type\` text DEFAULT 'agency_arbitrage_97',
  	\`status\` text DEFAULT 'pending' NOT NULL,
  	\`bump_selected\` integer DEFAULT false,
  	\`base_price\` numeric NOT NULL,
  	\`bump_price\` numeric,
  	\`base_amount\` numeric DEFAULT 0 NOT NULL,
  	\`bump_amount\` numeric DEFAULT 0 NOT NULL,
  	\`upsell_status\` text DEFAULT 'offered' NOT NULL,
  	\`upsell_amount\` numeric DEFAULT 0 NOT NULL,
  	\`total\` numeric DEFAULT 0,
  	\`currency\` text DEFAULT 'usd',
  	\`checkout_session_id\` text NOT NULL,
  	\`payment_intent_id\` text,
  	\`stripe_customer_id\` text,
  	\`payment_method_id\` text,
  	\`upsell_payment_intent_id\` text,
  	\`upsell_checkout_url\` text,
  	\`paid_at\` text,
  	\`confirmation_sent_at\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`orders_email_idx\` ON \`orders\` (\`email\`);`)
  await db.run(sql`CREATE INDEX \`orders_status_idx\` ON \`orders\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`orders_upsell_status_idx\` ON \`orders\` (\`upsell_status\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`orders_checkout_session_id_idx\` ON \`orders\` (\`checkout_session_id\`);`)
  await db.run(sql`CREATE INDEX \`orders_payment_intent_id_idx\` ON \`orders\` (\`payment_intent_id\`);`)
  await db.run(sql`CREATE INDEX \`orders_stripe_customer_id_idx\` ON \`orders\` (\`stripe_customer_id\`);`)
  await db.run(sql`CREATE INDEX \`orders_upsell_payment_intent_id_idx\` ON \`orders\` (\`upsell_payment_intent_id\`);`)
  await db.run(sql`CREATE INDEX \`orders_updated_at_idx\` ON \`orders\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`orders_created_at_idx\` ON \`orders\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`offer_landing_what_you_get_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`offer\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`offer_landing_what_you_get_items_order_idx\` ON \`offer_landing_what_you_get_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`offer_landing_what_you_get_items_parent_id_idx\` ON \`offer_landing_what_you_get_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`offer_landing_steps_steps\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`description\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`offer\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`offer_landing_steps_steps_order_idx\` ON \`offer_landing_steps_steps\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`offer_landing_steps_steps_parent_id_idx\` ON \`offer_landing_steps_steps\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`offer_landing_testimonials_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`role\` text,
  	\`quote\` text,
  	\`result\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`offer\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`offer_landing_testimonials_items_order_idx\` ON \`offer_landing_testimonials_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`offer_landing_testimonials_items_parent_id_idx\` ON \`offer_landing_testimonials_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`offer_landing_problem_pains\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`offer\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`offer_landing_problem_pains_order_idx\` ON \`offer_landing_problem_pains\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`offer_landing_problem_pains_parent_id_idx\` ON \`offer_landing_problem_pains\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`offer_checkout_bump_bullets\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`offer\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`offer_checkout_bump_bullets_order_idx\` ON \`offer_checkout_bump_bullets\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`offer_checkout_bump_bullets_parent_id_idx\` ON \`offer_checkout_bump_bullets\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`offer_checkout_summary_included\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`offer\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`offer_checkout_summary_included_order_idx\` ON \`offer_checkout_summary_included\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`offer_checkout_summary_included_parent_id_idx\` ON \`offer_checkout_summary_included\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`offer_checkout_footer_notes\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`offer\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`offer_checkout_footer_notes_order_idx\` ON \`offer_checkout_footer_notes\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`offer_checkout_footer_notes_parent_id_idx\` ON \`offer_checkout_footer_notes\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`offer_success_upsell_bullets\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`offer\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`offer_success_upsell_bullets_order_idx\` ON \`offer_success_upsell_bullets\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`offer_success_upsell_bullets_parent_id_idx\` ON \`offer_success_upsell_bullets\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`offer_success_thanks_next_steps\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`offer\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`offer_success_thanks_next_steps_order_idx\` ON \`offer_success_thanks_next_steps\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`offer_success_thanks_next_steps_parent_id_idx\` ON \`offer_success_thanks_next_steps\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`offer\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`pricing_price_id\` text,
  	\`pricing_product_name\` text,
  	\`pricing_base_price\` numeric DEFAULT 97,
  	\`pricing_bump_name\` text,
  	\`pricing_bump_price\` numeric DEFAULT 197,
  	\`pricing_upsell_name\` text,
  	\`pricing_upsell_price\` numeric DEFAULT 297,
  	\`pricing_upsell_compare_at\` numeric DEFAULT 997,
  	\`pricing_value\` numeric DEFAULT 2997,
  	\`landing_hero_eyebrow\` text,
  	\`landing_hero_headline\` text,
  	\`landing_hero_subheadline\` text,
  	\`landing_hero_cta_label\` text,
  	\`landing_hero_cta_note\` text,
  	\`landing_what_you_get_heading\` text,
  	\`landing_what_you_get_value_label\` text,
  	\`landing_what_you_get_today_label\` text,
  	\`landing_steps_heading\` text,
  	\`landing_testimonials_heading\` text,
  	\`landing_problem_heading\` text,
  	\`landing_problem_closing\` text,
  	\`landing_solution_heading\` text,
  	\`landing_solution_text\` text,
  	\`landing_solution_cta_label\` text,
  	\`landing_guarantee_heading\` text,
  	\`landing_guarantee_text\` text,
  	\`landing_final_cta_heading\` text,
  	\`landing_final_cta_text\` text,
  	\`landing_final_cta_cta_label\` text,
  	\`landing_final_cta_guarantee_line\` text,
  	\`landing_sticky_bar_label\` text,
  	\`landing_email_modal_title\` text,
  	\`landing_email_modal_text\` text,
  	\`landing_email_modal_email_label\` text,
  	\`landing_email_modal_email_placeholder\` text,
  	\`landing_email_modal_submit_label\` text,
  	\`landing_email_modal_busy_label\` text,
  	\`landing_email_modal_invalid_email\` text,
  	\`landing_email_modal_privacy_note\` text,
  	\`checkout_heading\` text,
  	\`checkout_subheading\` text,
  	\`checkout_name_label\` text,
  	\`checkout_email_label\` text,
  	\`checkout_phone_label\` text,
  	\`checkout_fields_missing\` text,
  	\`checkout_start_over\` text,
  	\`checkout_failed\` text,
  	\`checkout_bump_headline\` text,
  	\`checkout_bump_badge\` text,
  	\`checkout_bump_claim\` text,
  	\`checkout_submit_label\` text,
  	\`checkout_processing_label\` text,
  	\`checkout_summary_heading\` text,
  	\`checkout_summary_value_label\` text,
  	\`checkout_summary_today_label\` text,
  	\`checkout_summary_split_label\` text,
  	\`checkout_summary_reviews\` text,
  	\`success_upsell_countdown_label\` text,
  	\`success_upsell_countdown_minutes\` numeric DEFAULT 10,
  	\`success_upsell_heading\` text,
  	\`success_upsell_text\` text,
  	\`success_upsell_price_label\` text,
  	\`success_upsell_save_label\` text,
  	\`success_upsell_accept_label\` text,
  	\`success_upsell_processing_label\` text,
  	\`success_upsell_decline_label\` text,
  	\`success_upsell_failed\` text,
  	\`success_thanks_heading\` text,
  	\`success_thanks_text\` text,
  	\`success_thanks_next_heading\` text,
  	\`success_thanks_cta_label\` text,
  	\`success_thanks_cta_href\` text,
  	\`success_thanks_support_line\` text,
  	\`email_subject\` text,
  	\`email_body\` text,
  	\`meta_title\` text,
  	\`meta_description\` text,
  	\`meta_image_id\` integer,
  	\`_status\` text DEFAULT 'draft',
  	\`updated_at\` text,
  	\`created_at\` text,
  	FOREIGN KEY (\`meta_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`offer_meta_meta_image_idx\` ON \`offer\` (\`meta_image_id\`);`)
  await db.run(sql`CREATE INDEX \`offer__status_idx\` ON \`offer\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`_offer_v_version_landing_what_you_get_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`text\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_offer_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_offer_v_version_landing_what_you_get_items_order_idx\` ON \`_offer_v_version_landing_what_you_get_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_offer_v_version_landing_what_you_get_items_parent_id_idx\` ON \`_offer_v_version_landing_what_you_get_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_offer_v_version_landing_steps_steps\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`description\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_offer_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_offer_v_version_landing_steps_steps_order_idx\` ON \`_offer_v_version_landing_steps_steps\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_offer_v_version_landing_steps_steps_parent_id_idx\` ON \`_offer_v_version_landing_steps_steps\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_offer_v_version_landing_testimonials_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`role\` text,
  	\`quote\` text,
  	\`result\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_offer_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_offer_v_version_landing_testimonials_items_order_idx\` ON \`_offer_v_version_landing_testimonials_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_offer_v_version_landing_testimonials_items_parent_id_idx\` ON \`_offer_v_version_landing_testimonials_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_offer_v_version_landing_problem_pains\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`text\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_offer_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_offer_v_version_landing_problem_pains_order_idx\` ON \`_offer_v_version_landing_problem_pains\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_offer_v_version_landing_problem_pains_parent_id_idx\` ON \`_offer_v_version_landing_problem_pains\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_offer_v_version_checkout_bump_bullets\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`text\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_offer_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_offer_v_version_checkout_bump_bullets_order_idx\` ON \`_offer_v_version_checkout_bump_bullets\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_offer_v_version_checkout_bump_bullets_parent_id_idx\` ON \`_offer_v_version_checkout_bump_bullets\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_offer_v_version_checkout_summary_included\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`text\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_offer_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_offer_v_version_checkout_summary_included_order_idx\` ON \`_offer_v_version_checkout_summary_included\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_offer_v_version_checkout_summary_included_parent_id_idx\` ON \`_offer_v_version_checkout_summary_included\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_offer_v_version_checkout_footer_notes\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`text\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_offer_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_offer_v_version_checkout_footer_notes_order_idx\` ON \`_offer_v_version_checkout_footer_notes\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_offer_v_version_checkout_footer_notes_parent_id_idx\` ON \`_offer_v_version_checkout_footer_notes\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_offer_v_version_success_upsell_bullets\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`text\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_offer_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_offer_v_version_success_upsell_bullets_order_idx\` ON \`_offer_v_version_success_upsell_bullets\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_offer_v_version_success_upsell_bullets_parent_id_idx\` ON \`_offer_v_version_success_upsell_bullets\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_offer_v_version_success_thanks_next_steps\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`text\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_offer_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_offer_v_version_success_thanks_next_steps_order_idx\` ON \`_offer_v_version_success_thanks_next_steps\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_offer_v_version_success_thanks_next_steps_parent_id_idx\` ON \`_offer_v_version_success_thanks_next_steps\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_offer_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version_pricing_price_id\` text,
  	\`version_pricing_product_name\` text,
  	\`version_pricing_base_price\` numeric DEFAULT 97,
  	\`version_pricing_bump_name\` text,
  	\`version_pricing_bump_price\` numeric DEFAULT 197,
  	\`version_pricing_upsell_name\` text,
  	\`version_pricing_upsell_price\` numeric DEFAULT 297,
  	\`version_pricing_upsell_compare_at\` numeric DEFAULT 997,
  	\`version_pricing_value\` numeric DEFAULT 2997,
  	\`version_landing_hero_eyebrow\` text,
  	\`version_landing_hero_headline\` text,
  	\`version_landing_hero_subheadline\` text,
  	\`version_landing_hero_cta_label\` text,
  	\`version_landing_hero_cta_note\` text,
  	\`version_landing_what_you_get_heading\` text,
  	\`version_landing_what_you_get_value_label\` text,
  	\`version_landing_what_you_get_today_label\` text,
  	\`version_landing_steps_heading\` text,
  	\`version_landing_testimonials_heading\` text,
  	\`version_landing_problem_heading\` text,
  	\`version_landing_problem_closing\` text,
  	\`version_landing_solution_heading\` text,
  	\`version_landing_solution_text\` text,
  	\`version_landing_solution_cta_label\` text,
  	\`version_landing_guarantee_heading\` text,
  	\`version_landing_guarantee_text\` text,
  	\`version_landing_final_cta_heading\` text,
  	\`version_landing_final_cta_text\` text,
  	\`version_landing_final_cta_cta_label\` text,
  	\`version_landing_final_cta_guarantee_line\` text,
  	\`version_landing_sticky_bar_label\` text,
  	\`version_landing_email_modal_title\` text,
  	\`version_landing_email_modal_text\` text,
  	\`version_landing_email_modal_email_label\` text,
  	\`version_landing_email_modal_email_placeholder\` text,
  	\`version_landing_email_modal_submit_label\` text,
  	\`version_landing_email_modal_busy_label\` text,
  	\`version_landing_email_modal_invalid_email\` text,
  	\`version_landing_email_modal_privacy_note\` text,
  	\`version_checkout_heading\` text,
  	\`version_checkout_subheading\` text,
  	\`version_checkout_name_label\` text,
  	\`version_checkout_email_label\` text,
  	\`version_checkout_phone_label\` text,
  	\`version_checkout_fields_missing\` text,
  	\`version_checkout_start_over\` text,
  	\`version_checkout_failed\` text,
  	\`version_checkout_bump_headline\` text,
  	\`version_checkout_bump_badge\` text,
  	\`version_checkout_bump_claim\` text,
  	\`version_checkout_submit_label\` text,
  	\`version_checkout_processing_label\` text,
  	\`version_checkout_summary_heading\` text,
  	\`version_checkout_summary_value_label\` text,
  	\`version_checkout_summary_today_label\` text,
  	\`version_checkout_summary_split_label\` text,
  	\`version_checkout_summary_reviews\` text,
  	\`version_success_upsell_countdown_label\` text,
  	\`version_success_upsell_countdown_minutes\` numeric DEFAULT 10,
  	\`version_success_upsell_heading\` text,
  	\`version_success_upsell_text\` text,
  	\`version_success_upsell_price_label\` text,
  	\`version_success_upsell_save_label\` text,
  	\`version_success_upsell_accept_label\` text,
  	\`version_success_upsell_processing_label\` text,
  	\`version_success_upsell_decline_label\` text,
  	\`version_success_upsell_failed\` text,
  	\`version_success_thanks_heading\` text,
  	\`version_success_thanks_text\` text,
  	\`version_success_thanks_next_heading\` text,
  	\`version_success_thanks_cta_label\` text,
  	\`version_success_thanks_cta_href\` text,
  	\`version_success_thanks_support_line\` text,
  	\`version_email_subject\` text,
  	\`version_email_body\` text,
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
  await db.run(sql`CREATE INDEX \`_offer_v_version_meta_version_meta_image_idx\` ON \`_offer_v\` (\`version_meta_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_offer_v_version_version__status_idx\` ON \`_offer_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_offer_v_created_at_idx\` ON \`_offer_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_offer_v_updated_at_idx\` ON \`_offer_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_offer_v_latest_idx\` ON \`_offer_v\` (\`latest\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`orders_id\` integer REFERENCES orders(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_orders_id_idx\` ON \`payload_locked_documents_rels\` (\`orders_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`orders\`;`)
  await db.run(sql`DROP TABLE \`offer_landing_what_you_get_items\`;`)
  await db.run(sql`DROP TABLE \`offer_landing_steps_steps\`;`)
  await db.run(sql`DROP TABLE \`offer_landing_testimonials_items\`;`)
  await db.run(sql`DROP TABLE \`offer_landing_problem_pains\`;`)
  await db.run(sql`DROP TABLE \`offer_checkout_bump_bullets\`;`)
  await db.run(sql`DROP TABLE \`offer_checkout_summary_included\`;`)
  await db.run(sql`DROP TABLE \`offer_checkout_footer_notes\`;`)
  await db.run(sql`DROP TABLE \`offer_success_upsell_bullets\`;`)
  await db.run(sql`DROP TABLE \`offer_success_thanks_next_steps\`;`)
  await db.run(sql`DROP TABLE \`offer\`;`)
  await db.run(sql`DROP TABLE \`_offer_v_version_landing_what_you_get_items\`;`)
  await db.run(sql`DROP TABLE \`_offer_v_version_landing_steps_steps\`;`)
  await db.run(sql`DROP TABLE \`_offer_v_version_landing_testimonials_items\`;`)
  await db.run(sql`DROP TABLE \`_offer_v_version_landing_problem_pains\`;`)
  await db.run(sql`DROP TABLE \`_offer_v_version_checkout_bump_bullets\`;`)
  await db.run(sql`DROP TABLE \`_offer_v_version_checkout_summary_included\`;`)
  await db.run(sql`DROP TABLE \`_offer_v_version_checkout_footer_notes\`;`)
  await db.run(sql`DROP TABLE \`_offer_v_version_success_upsell_bullets\`;`)
  await db.run(sql`DROP TABLE \`_offer_v_version_success_thanks_next_steps\`;`)
  await db.run(sql`DROP TABLE \`_offer_v\`;`)
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
  	FOREIGN KEY (\`payment_events_id\`) REFERENCES \`payment_events\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "users_id", "media_id", "testimonials_id", "win_cards_id", "framework_steps_id", "faqs_id", "objections_id", "bonuses_id", "value_stack_items_id", "guarantee_cards_id", "demo_videos_id", "comparison_rows_id", "plans_id", "leads_id", "funnel_events_id", "customers_id", "subscriptions_id", "payments_id", "payment_events_id") SELECT "id", "order", "parent_id", "path", "users_id", "media_id", "testimonials_id", "win_cards_id", "framework_steps_id", "faqs_id", "objections_id", "bonuses_id", "value_stack_items_id", "guarantee_cards_id", "demo_videos_id", "comparison_rows_id", "plans_id", "leads_id", "funnel_events_id", "customers_id", "subscriptions_id", "payments_id", "payment_events_id" FROM \`payload_locked_documents_rels\`;`)
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
}

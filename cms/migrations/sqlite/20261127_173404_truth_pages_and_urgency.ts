import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`legal_pages\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`privacy_title\` text,
  	\`privacy_body\` text,
  	\`terms_title\` text,
  	\`terms_body\` text,
  	\`refunds_title\` text,
  	\`refunds_body\` text,
  	\`contact_title\` text,
  	\`contact_body\` text,
  	\`_status\` text DEFAULT 'draft',
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`CREATE INDEX \`legal_pages__status_idx\` ON \`legal_pages\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`_legal_pages_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version_privacy_title\` text,
  	\`version_privacy_body\` text,
  	\`version_terms_title\` text,
  	\`version_terms_body\` text,
  	\`version_refunds_title\` text,
  	\`version_refunds_body\` text,
  	\`version_contact_title\` text,
  	\`version_contact_body\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer
  );
  `)
  await db.run(sql`CREATE INDEX \`_legal_pages_v_version_version__status_idx\` ON \`_legal_pages_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_legal_pages_v_created_at_idx\` ON \`_legal_pages_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_legal_pages_v_updated_at_idx\` ON \`_legal_pages_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_legal_pages_v_latest_idx\` ON \`_legal_pages_v\` (\`latest\`);`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`reviews_rating\` numeric DEFAULT 5 NOT NULL;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`reviews_count\` numeric DEFAULT 0 NOT NULL;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`guarantee_summary\` text DEFAULT '30-day money-back guarantee' NOT NULL;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`footer_note\` text;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`footer_privacy_label\` text DEFAULT 'Privacy Policy' NOT NULL;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`footer_terms_label\` text DEFAULT 'Terms of Service' NOT NULL;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`footer_refunds_label\` text DEFAULT 'Refund Policy' NOT NULL;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`footer_contact_label\` text DEFAULT 'Contact' NOT NULL;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`footer_members_label\` text DEFAULT 'Your purchases' NOT NULL;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`footer_sign_in_label\` text DEFAULT 'Sign in' NOT NULL;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`footer_privacy_note\` text DEFAULT 'We handle your details as our {privacy} says.' NOT NULL;`)
  await db.run(sql`ALTER TABLE \`home\` ADD \`roi_countdown_deadline\` text;`)
  await db.run(sql`ALTER TABLE \`home\` ADD \`urgency_spots_capacity\` numeric;`)
  await db.run(sql`ALTER TABLE \`home\` DROP COLUMN \`roi_live_counter_start\`;`)
  await db.run(sql`ALTER TABLE \`home\` DROP COLUMN \`roi_live_counter_interval_seconds\`;`)
  await db.run(sql`ALTER TABLE \`home\` DROP COLUMN \`roi_live_counter_rise_chance\`;`)
  await db.run(sql`ALTER TABLE \`home\` DROP COLUMN \`urgency_price_rise_date\`;`)
  await db.run(sql`ALTER TABLE \`home\` DROP COLUMN \`urgency_fast_action_hours\`;`)
  await db.run(sql`ALTER TABLE \`home\` DROP COLUMN \`urgency_fast_action_limit_per_week\`;`)
  await db.run(sql`ALTER TABLE \`home\` DROP COLUMN \`urgency_spots_left_min\`;`)
  await db.run(sql`ALTER TABLE \`home\` DROP COLUMN \`urgency_spots_left_max\`;`)
  await db.run(sql`ALTER TABLE \`home\` DROP COLUMN \`urgency_last_spot_sold_minutes\`;`)
  await db.run(sql`ALTER TABLE \`_home_v\` ADD \`version_roi_countdown_deadline\` text;`)
  await db.run(sql`ALTER TABLE \`_home_v\` ADD \`version_urgency_spots_capacity\` numeric;`)
  await db.run(sql`ALTER TABLE \`_home_v\` DROP COLUMN \`version_roi_live_counter_start\`;`)
  await db.run(sql`ALTER TABLE \`_home_v\` DROP COLUMN \`version_roi_live_counter_interval_seconds\`;`)
  await db.run(sql`ALTER TABLE \`_home_v\` DROP COLUMN \`version_roi_live_counter_rise_chance\`;`)
  await db.run(sql`ALTER TABLE \`_home_v\` DROP COLUMN \`version_urgency_price_rise_date\`;`)
  await db.run(sql`ALTER TABLE \`_home_v\` DROP COLUMN \`version_urgency_fast_action_hours\`;`)
  await db.run(sql`ALTER TABLE \`_home_v\` DROP COLUMN \`version_urgency_fast_action_limit_per_week\`;`)
  await db.run(sql`ALTER TABLE \`_home_v\` DROP COLUMN \`version_urgency_spots_left_min\`;`)
  await db.run(sql`ALTER TABLE \`_home_v\` DROP COLUMN \`version_urgency_spots_left_max\`;`)
  await db.run(sql`ALTER TABLE \`_home_v\` DROP COLUMN \`version_urgency_last_spot_sold_minutes\`;`)
  await db.run(sql`ALTER TABLE \`survey\` ADD \`chat_ai_disclosure\` integer DEFAULT true;`)
  await db.run(sql`ALTER TABLE \`survey\` ADD \`chat_ai_label\` text DEFAULT 'AI assistant';`)
  await db.run(sql`ALTER TABLE \`_survey_v\` ADD \`version_chat_ai_disclosure\` integer DEFAULT true;`)
  await db.run(sql`ALTER TABLE \`_survey_v\` ADD \`version_chat_ai_label\` text DEFAULT 'AI assistant';`)
  await db.run(sql`ALTER TABLE \`offer\` ADD \`success_upsell_payment_received_label\` text DEFAULT 'Payment received: {paid}';`)
  await db.run(sql`ALTER TABLE \`offer\` ADD \`success_thanks_order_heading\` text DEFAULT 'Your order';`)
  await db.run(sql`ALTER TABLE \`offer\` ADD \`success_thanks_order_number_label\` text DEFAULT 'Order number';`)
  await db.run(sql`ALTER TABLE \`offer\` ADD \`success_thanks_order_total_label\` text DEFAULT 'Total charged';`)
  await db.run(sql`ALTER TABLE \`offer\` ADD \`success_thanks_order_sent_to_label\` text DEFAULT 'Your access link went to {email}';`)
  await db.run(sql`ALTER TABLE \`offer\` ADD \`success_thanks_order_members_label\` text DEFAULT 'Go to your purchases';`)
  await db.run(sql`ALTER TABLE \`_offer_v\` ADD \`version_success_upsell_payment_received_label\` text DEFAULT 'Payment received: {paid}';`)
  await db.run(sql`ALTER TABLE \`_offer_v\` ADD \`version_success_thanks_order_heading\` text DEFAULT 'Your order';`)
  await db.run(sql`ALTER TABLE \`_offer_v\` ADD \`version_success_thanks_order_number_label\` text DEFAULT 'Order number';`)
  await db.run(sql`ALTER TABLE \`_offer_v\` ADD \`version_success_thanks_order_total_label\` text DEFAULT 'Total charged';`)
  await db.run(sql`ALTER TABLE \`_offer_v\` ADD \`version_success_thanks_order_sent_to_label\` text DEFAULT 'Your access link went to {email}';`)
  await db.run(sql`ALTER TABLE \`_offer_v\` ADD \`version_success_thanks_order_members_label\` text DEFAULT 'Go to your purchases';`)
  await db.run(sql`ALTER TABLE \`pricing\` ADD \`top_bar_countdown_deadline\` text;`)
  await db.run(sql`ALTER TABLE \`_pricing_v\` ADD \`version_top_bar_countdown_deadline\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`legal_pages\`;`)
  await db.run(sql`DROP TABLE \`_legal_pages_v\`;`)
  await db.run(sql`ALTER TABLE \`home\` ADD \`roi_live_counter_start\` numeric DEFAULT 247;`)
  await db.run(sql`ALTER TABLE \`home\` ADD \`roi_live_counter_interval_seconds\` numeric DEFAULT 15;`)
  await db.run(sql`ALTER TABLE \`home\` ADD \`roi_live_counter_rise_chance\` numeric DEFAULT 0.3;`)
  await db.run(sql`ALTER TABLE \`home\` ADD \`urgency_price_rise_date\` text;`)
  await db.run(sql`ALTER TABLE \`home\` ADD \`urgency_fast_action_hours\` numeric DEFAULT 48;`)
  await db.run(sql`ALTER TABLE \`home\` ADD \`urgency_fast_action_limit_per_week\` numeric DEFAULT 10;`)
  await db.run(sql`ALTER TABLE \`home\` ADD \`urgency_spots_left_min\` numeric DEFAULT 2;`)
  await db.run(sql`ALTER TABLE \`home\` ADD \`urgency_spots_left_max\` numeric DEFAULT 4;`)
  await db.run(sql`ALTER TABLE \`home\` ADD \`urgency_last_spot_sold_minutes\` numeric DEFAULT 47;`)
  await db.run(sql`ALTER TABLE \`home\` DROP COLUMN \`roi_countdown_deadline\`;`)
  await db.run(sql`ALTER TABLE \`home\` DROP COLUMN \`urgency_spots_capacity\`;`)
  await db.run(sql`ALTER TABLE \`_home_v\` ADD \`version_roi_live_counter_start\` numeric DEFAULT 247;`)
  await db.run(sql`ALTER TABLE \`_home_v\` ADD \`version_roi_live_counter_interval_seconds\` numeric DEFAULT 15;`)
  await db.run(sql`ALTER TABLE \`_home_v\` ADD \`version_roi_live_counter_rise_chance\` numeric DEFAULT 0.3;`)
  await db.run(sql`ALTER TABLE \`_home_v\` ADD \`version_urgency_price_rise_date\` text;`)
  await db.run(sql`ALTER TABLE \`_home_v\` ADD \`version_urgency_fast_action_hours\` numeric DEFAULT 48;`)
  await db.run(sql`ALTER TABLE \`_home_v\` ADD \`version_urgency_fast_action_limit_per_week\` numeric DEFAULT 10;`)
  await db.run(sql`ALTER TABLE \`_home_v\` ADD \`version_urgency_spots_left_min\` numeric DEFAULT 2;`)
  await db.run(sql`ALTER TABLE \`_home_v\` ADD \`version_urgency_spots_left_max\` numeric DEFAULT 4;`)
  await db.run(sql`ALTER TABLE \`_home_v\` ADD \`version_urgency_last_spot_sold_minutes\` numeric DEFAULT 47;`)
  await db.run(sql`ALTER TABLE \`_home_v\` DROP COLUMN \`version_roi_countdown_deadline\`;`)
  await db.run(sql`ALTER TABLE \`_home_v\` DROP COLUMN \`version_urgency_spots_capacity\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`reviews_rating\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`reviews_count\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`guarantee_summary\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`footer_note\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`footer_privacy_label\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`footer_terms_label\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`footer_refunds_label\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`footer_contact_label\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`footer_members_label\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`footer_sign_in_label\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`footer_privacy_note\`;`)
  await db.run(sql`ALTER TABLE \`survey\` DROP COLUMN \`chat_ai_disclosure\`;`)
  await db.run(sql`ALTER TABLE \`survey\` DROP COLUMN \`chat_ai_label\`;`)
  await db.run(sql`ALTER TABLE \`_survey_v\` DROP COLUMN \`version_chat_ai_disclosure\`;`)
  await db.run(sql`ALTER TABLE \`_survey_v\` DROP COLUMN \`version_chat_ai_label\`;`)
  await db.run(sql`ALTER TABLE \`offer\` DROP COLUMN \`success_upsell_payment_received_label\`;`)
  await db.run(sql`ALTER TABLE \`offer\` DROP COLUMN \`success_thanks_order_heading\`;`)
  await db.run(sql`ALTER TABLE \`offer\` DROP COLUMN \`success_thanks_order_number_label\`;`)
  await db.run(sql`ALTER TABLE \`offer\` DROP COLUMN \`success_thanks_order_total_label\`;`)
  await db.run(sql`ALTER TABLE \`offer\` DROP COLUMN \`success_thanks_order_sent_to_label\`;`)
  await db.run(sql`ALTER TABLE \`offer\` DROP COLUMN \`success_thanks_order_members_label\`;`)
  await db.run(sql`ALTER TABLE \`_offer_v\` DROP COLUMN \`version_success_upsell_payment_received_label\`;`)
  await db.run(sql`ALTER TABLE \`_offer_v\` DROP COLUMN \`version_success_thanks_order_heading\`;`)
  await db.run(sql`ALTER TABLE \`_offer_v\` DROP COLUMN \`version_success_thanks_order_number_label\`;`)
  await db.run(sql`ALTER TABLE \`_offer_v\` DROP COLUMN \`version_success_thanks_order_total_label\`;`)
  await db.run(sql`ALTER TABLE \`_offer_v\` DROP COLUMN \`version_success_thanks_order_sent_to_label\`;`)
  await db.run(sql`ALTER TABLE \`_offer_v\` DROP COLUMN \`version_success_thanks_order_members_label\`;`)
  await db.run(sql`ALTER TABLE \`pricing\` DROP COLUMN \`top_bar_countdown_deadline\`;`)
  await db.run(sql`ALTER TABLE \`_pricing_v\` DROP COLUMN \`version_top_bar_countdown_deadline\`;`)
}

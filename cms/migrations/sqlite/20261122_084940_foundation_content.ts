import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`exports\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`format\` text DEFAULT 'csv' NOT NULL,
  	\`limit\` numeric,
  	\`page\` numeric DEFAULT 1,
  	\`sort\` text,
  	\`sort_order\` text,
  	\`drafts\` text DEFAULT 'yes',
  	\`collection_slug\` text DEFAULT 'leads' NOT NULL,
  	\`where\` text DEFAULT '{}',
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
  await db.run(sql`CREATE INDEX \`exports_updated_at_idx\` ON \`exports\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`exports_created_at_idx\` ON \`exports\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`exports_filename_idx\` ON \`exports\` (\`filename\`);`)
  await db.run(sql`CREATE TABLE \`exports_texts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`exports\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`exports_texts_order_parent\` ON \`exports_texts\` (\`order\`,\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`imports\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`collection_slug\` text NOT NULL,
  	\`import_mode\` text,
  	\`match_field\` text DEFAULT 'id',
  	\`status\` text DEFAULT 'pending',
  	\`summary_imported\` numeric,
  	\`summary_updated\` numeric,
  	\`summary_total\` numeric,
  	\`summary_issues\` numeric,
  	\`summary_issue_details\` text,
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
  await db.run(sql`CREATE INDEX \`imports_updated_at_idx\` ON \`imports\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`imports_created_at_idx\` ON \`imports\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`imports_filename_idx\` ON \`imports\` (\`filename\`);`)
  await db.run(sql`CREATE TABLE \`payload_jobs_log\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`executed_at\` text NOT NULL,
  	\`completed_at\` text NOT NULL,
  	\`task_slug\` text NOT NULL,
  	\`task_i_d\` text NOT NULL,
  	\`input\` text,
  	\`output\` text,
  	\`state\` text NOT NULL,
  	\`error\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`payload_jobs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_jobs_log_order_idx\` ON \`payload_jobs_log\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_log_parent_id_idx\` ON \`payload_jobs_log\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`payload_jobs\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`input\` text,
  	\`completed_at\` text,
  	\`total_tried\` numeric DEFAULT 0,
  	\`has_error\` integer DEFAULT false,
  	\`error\` text,
  	\`task_slug\` text,
  	\`queue\` text DEFAULT 'default',
  	\`wait_until\` text,
  	\`processing\` integer DEFAULT false,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_jobs_completed_at_idx\` ON \`payload_jobs\` (\`completed_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_total_tried_idx\` ON \`payload_jobs\` (\`total_tried\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_has_error_idx\` ON \`payload_jobs\` (\`has_error\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_task_slug_idx\` ON \`payload_jobs\` (\`task_slug\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_queue_idx\` ON \`payload_jobs\` (\`queue\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_wait_until_idx\` ON \`payload_jobs\` (\`wait_until\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_processing_idx\` ON \`payload_jobs\` (\`processing\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_updated_at_idx\` ON \`payload_jobs\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_created_at_idx\` ON \`payload_jobs\` (\`created_at\`);`)
  await db.run(sql`DROP TABLE \`home_sales_letter_paragraphs\`;`)
  await db.run(sql`DROP TABLE \`home_origin_story_paragraphs\`;`)
  await db.run(sql`DROP TABLE \`_home_v_version_sales_letter_paragraphs\`;`)
  await db.run(sql`DROP TABLE \`_home_v_version_origin_story_paragraphs\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`meta_title\` text;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`meta_description\` text;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`meta_image_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`site_settings_meta_meta_image_idx\` ON \`site_settings\` (\`meta_image_id\`);`)
  await db.run(sql`ALTER TABLE \`home\` ADD \`sales_letter_body\` text;`)
  await db.run(sql`ALTER TABLE \`home\` ADD \`video_testimonials_video_label\` text;`)
  await db.run(sql`ALTER TABLE \`home\` ADD \`origin_story_body\` text;`)
  await db.run(sql`ALTER TABLE \`home\` ADD \`framework_principle_label\` text;`)
  await db.run(sql`ALTER TABLE \`home\` ADD \`framework_benefit_label\` text;`)
  await db.run(sql`ALTER TABLE \`home\` ADD \`testimonial_widget_placeholder\` text;`)
  await db.run(sql`ALTER TABLE \`home\` ADD \`roi_countdown_hours_label\` text;`)
  await db.run(sql`ALTER TABLE \`home\` ADD \`roi_countdown_minutes_label\` text;`)
  await db.run(sql`ALTER TABLE \`home\` ADD \`roi_countdown_seconds_label\` text;`)
  await db.run(sql`ALTER TABLE \`home\` ADD \`comparison_website_dev_price_from_label\` text;`)
  await db.run(sql`ALTER TABLE \`home\` ADD \`bonus_stack_priceless_label\` text;`)
  await db.run(sql`ALTER TABLE \`home\` ADD \`lead_modal_mrr_placeholder\` text;`)
  await db.run(sql`ALTER TABLE \`home\` ADD \`lead_modal_privacy_note\` text;`)
  await db.run(sql`ALTER TABLE \`home\` ADD \`lead_modal_captured_banner_region_label\` text;`)
  await db.run(sql`ALTER TABLE \`home\` ADD \`meta_title\` text;`)
  await db.run(sql`ALTER TABLE \`home\` ADD \`meta_description\` text;`)
  await db.run(sql`ALTER TABLE \`home\` ADD \`meta_image_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`home_meta_meta_image_idx\` ON \`home\` (\`meta_image_id\`);`)
  await db.run(sql`ALTER TABLE \`_home_v\` ADD \`version_sales_letter_body\` text;`)
  await db.run(sql`ALTER TABLE \`_home_v\` ADD \`version_video_testimonials_video_label\` text;`)
  await db.run(sql`ALTER TABLE \`_home_v\` ADD \`version_origin_story_body\` text;`)
  await db.run(sql`ALTER TABLE \`_home_v\` ADD \`version_framework_principle_label\` text;`)
  await db.run(sql`ALTER TABLE \`_home_v\` ADD \`version_framework_benefit_label\` text;`)
  await db.run(sql`ALTER TABLE \`_home_v\` ADD \`version_testimonial_widget_placeholder\` text;`)
  await db.run(sql`ALTER TABLE \`_home_v\` ADD \`version_roi_countdown_hours_label\` text;`)
  await db.run(sql`ALTER TABLE \`_home_v\` ADD \`version_roi_countdown_minutes_label\` text;`)
  await db.run(sql`ALTER TABLE \`_home_v\` ADD \`version_roi_countdown_seconds_label\` text;`)
  await db.run(sql`ALTER TABLE \`_home_v\` ADD \`version_comparison_website_dev_price_from_label\` text;`)
  await db.run(sql`ALTER TABLE \`_home_v\` ADD \`version_bonus_stack_priceless_label\` text;`)
  await db.run(sql`ALTER TABLE \`_home_v\` ADD \`version_lead_modal_mrr_placeholder\` text;`)
  await db.run(sql`ALTER TABLE \`_home_v\` ADD \`version_lead_modal_privacy_note\` text;`)
  await db.run(sql`ALTER TABLE \`_home_v\` ADD \`version_lead_modal_captured_banner_region_label\` text;`)
  await db.run(sql`ALTER TABLE \`_home_v\` ADD \`version_meta_title\` text;`)
  await db.run(sql`ALTER TABLE \`_home_v\` ADD \`version_meta_description\` text;`)
  await db.run(sql`ALTER TABLE \`_home_v\` ADD \`version_meta_image_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`_home_v_version_meta_version_meta_image_idx\` ON \`_home_v\` (\`version_meta_image_id\`);`)
  await db.run(sql`ALTER TABLE \`faqs\` DROP COLUMN \`answer\`;`)
  await db.run(sql`ALTER TABLE \`_faqs_v\` DROP COLUMN \`version_answer\`;`)
  await db.run(sql`ALTER TABLE \`objections\` DROP COLUMN \`answer\`;`)
  await db.run(sql`ALTER TABLE \`_objections_v\` DROP COLUMN \`version_answer\`;`)
  await db.run(sql`ALTER TABLE \`bonuses\` DROP COLUMN \`description\`;`)
  await db.run(sql`ALTER TABLE \`_bonuses_v\` DROP COLUMN \`version_description\`;`)
  await db.run(sql`ALTER TABLE \`guarantee_cards\` DROP COLUMN \`description\`;`)
  await db.run(sql`ALTER TABLE \`_guarantee_cards_v\` DROP COLUMN \`version_description\`;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
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
  await db.run(sql`DROP TABLE \`exports\`;`)
  await db.run(sql`DROP TABLE \`exports_texts\`;`)
  await db.run(sql`DROP TABLE \`imports\`;`)
  await db.run(sql`DROP TABLE \`payload_jobs_log\`;`)
  await db.run(sql`DROP TABLE \`payload_jobs\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_site_settings\` (
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
  await db.run(sql`INSERT INTO \`__new_site_settings\`("id", "theme", "support_email", "payment_links_get_started_url", "embeds_booking_widget_url", "embeds_coaching_booking_url", "embeds_testimonial_widget_url", "updated_at", "created_at") SELECT "id", "theme", "support_email", "payment_links_get_started_url", "embeds_booking_widget_url", "embeds_coaching_booking_url", "embeds_testimonial_widget_url", "updated_at", "created_at" FROM \`site_settings\`;`)
  await db.run(sql`DROP TABLE \`site_settings\`;`)
  await db.run(sql`ALTER TABLE \`__new_site_settings\` RENAME TO \`site_settings\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE TABLE \`__new_home\` (
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
  await db.run(sql`INSERT INTO \`__new_home\`("id", "header_scarcity_line", "welcome_back_title", "welcome_back_text", "hero_headline", "hero_subheadline", "hero_cta_label", "hero_video_id", "sales_letter_heading", "video_testimonials_heading", "three_pillars_heading", "three_pillars_intro", "three_pillars_illustration_before_label", "three_pillars_illustration_before_result", "three_pillars_illustration_after_label", "three_pillars_illustration_after_result", "three_pillars_illustration_search_query", "three_pillars_markup_calculator_heading", "three_pillars_markup_calculator_delivery_cost_label", "three_pillars_markup_calculator_delivery_cost_min", "three_pillars_markup_calculator_delivery_cost_max", "three_pillars_markup_calculator_delivery_cost_step", "three_pillars_markup_calculator_delivery_cost_default", "three_pillars_markup_calculator_multiplier_label", "three_pillars_markup_calculator_multiplier_min", "three_pillars_markup_calculator_multiplier_max", "three_pillars_markup_calculator_multiplier_step", "three_pillars_markup_calculator_multiplier_default", "three_pillars_markup_calculator_cost_label", "three_pillars_markup_calculator_revenue_label", "three_pillars_markup_calculator_profit_label", "three_pillars_markup_calculator_margin_label", "three_pillars_markup_calculator_cost_bar_px", "three_pillars_markup_calculator_max_bar_px", "origin_story_heading", "origin_story_cta_label", "framework_heading", "framework_subheading", "framework_cta_label", "member_wins_heading", "member_wins_cta_label", "testimonial_widget_heading", "testimonial_widget_embed_url", "roi_heading", "roi_personalized_heading", "roi_subheading", "roi_clients_label", "roi_clients_min", "roi_clients_max", "roi_clients_step", "roi_clients_default", "roi_hours_per_week_label", "roi_hours_per_week_min", "roi_hours_per_week_max", "roi_hours_per_week_step", "roi_hours_per_week_default", "roi_avg_client_value_label", "roi_avg_client_value_min", "roi_avg_client_value_max", "roi_avg_client_value_step", "roi_avg_client_value_default", "roi_formula_weeks_per_month", "roi_formula_automation_factor", "roi_formula_hourly_value", "roi_formula_tools_replaced", "roi_formula_tool_monthly_cost", "roi_formula_hours_per_new_client", "roi_time_value_label", "roi_tools_label", "roi_new_revenue_label", "roi_total_label", "roi_yearly_label", "roi_cta_display", "roi_cta_interactive", "roi_footer_guarantee", "roi_footer_setup", "roi_modal_title", "roi_modal_text", "roi_modal_submit_label", "roi_modal_busy_label", "roi_modal_success_message", "roi_modal_required_message", "roi_modal_failure_message", "roi_live_counter_label", "roi_live_counter_start", "roi_live_counter_interval_seconds", "roi_live_counter_rise_chance", "roi_countdown_label", "roi_countdown_default_hours", "stats_heading", "stats_differentiators_heading", "urgency_heading", "urgency_price_lock", "urgency_price_now", "urgency_price_after", "urgency_price_rise_date", "urgency_fast_action_title", "urgency_fast_action_text", "urgency_fast_action_hours", "urgency_fast_action_value", "urgency_fast_action_limit_per_week", "pricing_heading", "pricing_total_label", "pricing_price_label", "pricing_price", "pricing_savings_label", "pricing_onboarding_bonus_label", "pricing_onboarding_bonus_value", "pricing_cta_label", "pricing_get_started_label", "comparison_heading", "comparison_columns_starter", "comparison_columns_professional", "comparison_columns_enterprise", "comparison_demo_label", "comparison_website_dev_label", "comparison_website_dev_title", "comparison_website_dev_text", "comparison_website_dev_starter_label", "comparison_website_dev_starter_price", "comparison_website_dev_premium_label", "comparison_website_dev_premium_price", "guarantee_heading", "objections_heading", "bonus_stack_heading", "bonus_stack_total_label", "final_cta_heading", "final_cta_text", "final_cta_cta_label", "footer_note", "lead_modal_hero_headline", "lead_modal_hero_subtitle", "lead_modal_framework_headline", "lead_modal_framework_subtitle", "lead_modal_case_study_headline", "lead_modal_case_study_subtitle", "lead_modal_final_headline", "lead_modal_final_subtitle", "lead_modal_first_name_label", "lead_modal_last_name_label", "lead_modal_email_label", "lead_modal_phone_label", "lead_modal_mrr_label", "lead_modal_submit_label", "lead_modal_busy_label", "lead_modal_success_title", "lead_modal_success_text", "lead_modal_error_title", "lead_modal_error_fallback", "lead_modal_exit_confirmation_title", "lead_modal_exit_confirmation_text", "lead_modal_exit_confirmation_stay_label", "lead_modal_exit_confirmation_leave_label", "lead_modal_captured_banner_text", "lead_modal_captured_banner_button_label", "video_player_duration_seconds", "video_player_lead_gate_seconds", "video_player_unlock_threshold", "video_player_exit_intent_below_percent", "video_player_progress_curve_fast_until", "video_player_progress_curve_fast_rate", "video_player_progress_curve_normal_until", "video_player_progress_curve_slow_rate", "video_player_locked_badge", "video_player_unlocked_badge", "video_player_exit_title", "video_player_exit_text", "video_player_continue_label", "video_player_mute_label", "video_player_unmute_label", "video_player_fullscreen_label", "video_player_engagement_viewers_start", "video_player_engagement_viewers_cap", "video_player_engagement_viewers_step_max", "video_player_engagement_viewers_interval_min_seconds", "video_player_engagement_viewers_interval_max_seconds", "video_player_engagement_viewers_label", "video_player_engagement_joined_interval_min_seconds", "video_player_engagement_joined_interval_max_seconds", "video_player_engagement_joined_template", "video_player_engagement_emojis", "video_player_engagement_emoji_seconds", "video_player_engagement_spots_left_badge", "scroll_gates_first", "scroll_gates_second", "scroll_gates_third", "scroll_gates_debounce_ms", "_status", "updated_at", "created_at") SELECT "id", "header_scarcity_line", "welcome_back_title", "welcome_back_text", "hero_headline", "hero_subheadline", "hero_cta_label", "hero_video_id", "sales_letter_heading", "video_testimonials_heading", "three_pillars_heading", "three_pillars_intro", "three_pillars_illustration_before_label", "three_pillars_illustration_before_result", "three_pillars_illustration_after_label", "three_pillars_illustration_after_result", "three_pillars_illustration_search_query", "three_pillars_markup_calculator_heading", "three_pillars_markup_calculator_delivery_cost_label", "three_pillars_markup_calculator_delivery_cost_min", "three_pillars_markup_calculator_delivery_cost_max", "three_pillars_markup_calculator_delivery_cost_step", "three_pillars_markup_calculator_delivery_cost_default", "three_pillars_markup_calculator_multiplier_label", "three_pillars_markup_calculator_multiplier_min", "three_pillars_markup_calculator_multiplier_max", "three_pillars_markup_calculator_multiplier_step", "three_pillars_markup_calculator_multiplier_default", "three_pillars_markup_calculator_cost_label", "three_pillars_markup_calculator_revenue_label", "three_pillars_markup_calculator_profit_label", "three_pillars_markup_calculator_margin_label", "three_pillars_markup_calculator_cost_bar_px", "three_pillars_markup_calculator_max_bar_px", "origin_story_heading", "origin_story_cta_label", "framework_heading", "framework_subheading", "framework_cta_label", "member_wins_heading", "member_wins_cta_label", "testimonial_widget_heading", "testimonial_widget_embed_url", "roi_heading", "roi_personalized_heading", "roi_subheading", "roi_clients_label", "roi_clients_min", "roi_clients_max", "roi_clients_step", "roi_clients_default", "roi_hours_per_week_label", "roi_hours_per_week_min", "roi_hours_per_week_max", "roi_hours_per_week_step", "roi_hours_per_week_default", "roi_avg_client_value_label", "roi_avg_client_value_min", "roi_avg_client_value_max", "roi_avg_client_value_step", "roi_avg_client_value_default", "roi_formula_weeks_per_month", "roi_formula_automation_factor", "roi_formula_hourly_value", "roi_formula_tools_replaced", "roi_formula_tool_monthly_cost", "roi_formula_hours_per_new_client", "roi_time_value_label", "roi_tools_label", "roi_new_revenue_label", "roi_total_label", "roi_yearly_label", "roi_cta_display", "roi_cta_interactive", "roi_footer_guarantee", "roi_footer_setup", "roi_modal_title", "roi_modal_text", "roi_modal_submit_label", "roi_modal_busy_label", "roi_modal_success_message", "roi_modal_required_message", "roi_modal_failure_message", "roi_live_counter_label", "roi_live_counter_start", "roi_live_counter_interval_seconds", "roi_live_counter_rise_chance", "roi_countdown_label", "roi_countdown_default_hours", "stats_heading", "stats_differentiators_heading", "urgency_heading", "urgency_price_lock", "urgency_price_now", "urgency_price_after", "urgency_price_rise_date", "urgency_fast_action_title", "urgency_fast_action_text", "urgency_fast_action_hours", "urgency_fast_action_value", "urgency_fast_action_limit_per_week", "pricing_heading", "pricing_total_label", "pricing_price_label", "pricing_price", "pricing_savings_label", "pricing_onboarding_bonus_label", "pricing_onboarding_bonus_value", "pricing_cta_label", "pricing_get_started_label", "comparison_heading", "comparison_columns_starter", "comparison_columns_professional", "comparison_columns_enterprise", "comparison_demo_label", "comparison_website_dev_label", "comparison_website_dev_title", "comparison_website_dev_text", "comparison_website_dev_starter_label", "comparison_website_dev_starter_price", "comparison_website_dev_premium_label", "comparison_website_dev_premium_price", "guarantee_heading", "objections_heading", "bonus_stack_heading", "bonus_stack_total_label", "final_cta_heading", "final_cta_text", "final_cta_cta_label", "footer_note", "lead_modal_hero_headline", "lead_modal_hero_subtitle", "lead_modal_framework_headline", "lead_modal_framework_subtitle", "lead_modal_case_study_headline", "lead_modal_case_study_subtitle", "lead_modal_final_headline", "lead_modal_final_subtitle", "lead_modal_first_name_label", "lead_modal_last_name_label", "lead_modal_email_label", "lead_modal_phone_label", "lead_modal_mrr_label", "lead_modal_submit_label", "lead_modal_busy_label", "lead_modal_success_title", "lead_modal_success_text", "lead_modal_error_title", "lead_modal_error_fallback", "lead_modal_exit_confirmation_title", "lead_modal_exit_confirmation_text", "lead_modal_exit_confirmation_stay_label", "lead_modal_exit_confirmation_leave_label", "lead_modal_captured_banner_text", "lead_modal_captured_banner_button_label", "video_player_duration_seconds", "video_player_lead_gate_seconds", "video_player_unlock_threshold", "video_player_exit_intent_below_percent", "video_player_progress_curve_fast_until", "video_player_progress_curve_fast_rate", "video_player_progress_curve_normal_until", "video_player_progress_curve_slow_rate", "video_player_locked_badge", "video_player_unlocked_badge", "video_player_exit_title", "video_player_exit_text", "video_player_continue_label", "video_player_mute_label", "video_player_unmute_label", "video_player_fullscreen_label", "video_player_engagement_viewers_start", "video_player_engagement_viewers_cap", "video_player_engagement_viewers_step_max", "video_player_engagement_viewers_interval_min_seconds", "video_player_engagement_viewers_interval_max_seconds", "video_player_engagement_viewers_label", "video_player_engagement_joined_interval_min_seconds", "video_player_engagement_joined_interval_max_seconds", "video_player_engagement_joined_template", "video_player_engagement_emojis", "video_player_engagement_emoji_seconds", "video_player_engagement_spots_left_badge", "scroll_gates_first", "scroll_gates_second", "scroll_gates_third", "scroll_gates_debounce_ms", "_status", "updated_at", "created_at" FROM \`home\`;`)
  await db.run(sql`DROP TABLE \`home\`;`)
  await db.run(sql`ALTER TABLE \`__new_home\` RENAME TO \`home\`;`)
  await db.run(sql`CREATE INDEX \`home_hero_hero_video_idx\` ON \`home\` (\`hero_video_id\`);`)
  await db.run(sql`CREATE INDEX \`home__status_idx\` ON \`home\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new__home_v\` (
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
  await db.run(sql`INSERT INTO \`__new__home_v\`("id", "version_header_scarcity_line", "version_welcome_back_title", "version_welcome_back_text", "version_hero_headline", "version_hero_subheadline", "version_hero_cta_label", "version_hero_video_id", "version_sales_letter_heading", "version_video_testimonials_heading", "version_three_pillars_heading", "version_three_pillars_intro", "version_three_pillars_illustration_before_label", "version_three_pillars_illustration_before_result", "version_three_pillars_illustration_after_label", "version_three_pillars_illustration_after_result", "version_three_pillars_illustration_search_query", "version_three_pillars_markup_calculator_heading", "version_three_pillars_markup_calculator_delivery_cost_label", "version_three_pillars_markup_calculator_delivery_cost_min", "version_three_pillars_markup_calculator_delivery_cost_max", "version_three_pillars_markup_calculator_delivery_cost_step", "version_three_pillars_markup_calculator_delivery_cost_default", "version_three_pillars_markup_calculator_multiplier_label", "version_three_pillars_markup_calculator_multiplier_min", "version_three_pillars_markup_calculator_multiplier_max", "version_three_pillars_markup_calculator_multiplier_step", "version_three_pillars_markup_calculator_multiplier_default", "version_three_pillars_markup_calculator_cost_label", "version_three_pillars_markup_calculator_revenue_label", "version_three_pillars_markup_calculator_profit_label", "version_three_pillars_markup_calculator_margin_label", "version_three_pillars_markup_calculator_cost_bar_px", "version_three_pillars_markup_calculator_max_bar_px", "version_origin_story_heading", "version_origin_story_cta_label", "version_framework_heading", "version_framework_subheading", "version_framework_cta_label", "version_member_wins_heading", "version_member_wins_cta_label", "version_testimonial_widget_heading", "version_testimonial_widget_embed_url", "version_roi_heading", "version_roi_personalized_heading", "version_roi_subheading", "version_roi_clients_label", "version_roi_clients_min", "version_roi_clients_max", "version_roi_clients_step", "version_roi_clients_default", "version_roi_hours_per_week_label", "version_roi_hours_per_week_min", "version_roi_hours_per_week_max", "version_roi_hours_per_week_step", "version_roi_hours_per_week_default", "version_roi_avg_client_value_label", "version_roi_avg_client_value_min", "version_roi_avg_client_value_max", "version_roi_avg_client_value_step", "version_roi_avg_client_value_default", "version_roi_formula_weeks_per_month", "version_roi_formula_automation_factor", "version_roi_formula_hourly_value", "version_roi_formula_tools_replaced", "version_roi_formula_tool_monthly_cost", "version_roi_formula_hours_per_new_client", "version_roi_time_value_label", "version_roi_tools_label", "version_roi_new_revenue_label", "version_roi_total_label", "version_roi_yearly_label", "version_roi_cta_display", "version_roi_cta_interactive", "version_roi_footer_guarantee", "version_roi_footer_setup", "version_roi_modal_title", "version_roi_modal_text", "version_roi_modal_submit_label", "version_roi_modal_busy_label", "version_roi_modal_success_message", "version_roi_modal_required_message", "version_roi_modal_failure_message", "version_roi_live_counter_label", "version_roi_live_counter_start", "version_roi_live_counter_interval_seconds", "version_roi_live_counter_rise_chance", "version_roi_countdown_label", "version_roi_countdown_default_hours", "version_stats_heading", "version_stats_differentiators_heading", "version_urgency_heading", "version_urgency_price_lock", "version_urgency_price_now", "version_urgency_price_after", "version_urgency_price_rise_date", "version_urgency_fast_action_title", "version_urgency_fast_action_text", "version_urgency_fast_action_hours", "version_urgency_fast_action_value", "version_urgency_fast_action_limit_per_week", "version_pricing_heading", "version_pricing_total_label", "version_pricing_price_label", "version_pricing_price", "version_pricing_savings_label", "version_pricing_onboarding_bonus_label", "version_pricing_onboarding_bonus_value", "version_pricing_cta_label", "version_pricing_get_started_label", "version_comparison_heading", "version_comparison_columns_starter", "version_comparison_columns_professional", "version_comparison_columns_enterprise", "version_comparison_demo_label", "version_comparison_website_dev_label", "version_comparison_website_dev_title", "version_comparison_website_dev_text", "version_comparison_website_dev_starter_label", "version_comparison_website_dev_starter_price", "version_comparison_website_dev_premium_label", "version_comparison_website_dev_premium_price", "version_guarantee_heading", "version_objections_heading", "version_bonus_stack_heading", "version_bonus_stack_total_label", "version_final_cta_heading", "version_final_cta_text", "version_final_cta_cta_label", "version_footer_note", "version_lead_modal_hero_headline", "version_lead_modal_hero_subtitle", "version_lead_modal_framework_headline", "version_lead_modal_framework_subtitle", "version_lead_modal_case_study_headline", "version_lead_modal_case_study_subtitle", "version_lead_modal_final_headline", "version_lead_modal_final_subtitle", "version_lead_modal_first_name_label", "version_lead_modal_last_name_label", "version_lead_modal_email_label", "version_lead_modal_phone_label", "version_lead_modal_mrr_label", "version_lead_modal_submit_label", "version_lead_modal_busy_label", "version_lead_modal_success_title", "version_lead_modal_success_text", "version_lead_modal_error_title", "version_lead_modal_error_fallback", "version_lead_modal_exit_confirmation_title", "version_lead_modal_exit_confirmation_text", "version_lead_modal_exit_confirmation_stay_label", "version_lead_modal_exit_confirmation_leave_label", "version_lead_modal_captured_banner_text", "version_lead_modal_captured_banner_button_label", "version_video_player_duration_seconds", "version_video_player_lead_gate_seconds", "version_video_player_unlock_threshold", "version_video_player_exit_intent_below_percent", "version_video_player_progress_curve_fast_until", "version_video_player_progress_curve_fast_rate", "version_video_player_progress_curve_normal_until", "version_video_player_progress_curve_slow_rate", "version_video_player_locked_badge", "version_video_player_unlocked_badge", "version_video_player_exit_title", "version_video_player_exit_text", "version_video_player_continue_label", "version_video_player_mute_label", "version_video_player_unmute_label", "version_video_player_fullscreen_label", "version_video_player_engagement_viewers_start", "version_video_player_engagement_viewers_cap", "version_video_player_engagement_viewers_step_max", "version_video_player_engagement_viewers_interval_min_seconds", "version_video_player_engagement_viewers_interval_max_seconds", "version_video_player_engagement_viewers_label", "version_video_player_engagement_joined_interval_min_seconds", "version_video_player_engagement_joined_interval_max_seconds", "version_video_player_engagement_joined_template", "version_video_player_engagement_emojis", "version_video_player_engagement_emoji_seconds", "version_video_player_engagement_spots_left_badge", "version_scroll_gates_first", "version_scroll_gates_second", "version_scroll_gates_third", "version_scroll_gates_debounce_ms", "version__status", "version_updated_at", "version_created_at", "created_at", "updated_at", "latest", "autosave") SELECT "id", "version_header_scarcity_line", "version_welcome_back_title", "version_welcome_back_text", "version_hero_headline", "version_hero_subheadline", "version_hero_cta_label", "version_hero_video_id", "version_sales_letter_heading", "version_video_testimonials_heading", "version_three_pillars_heading", "version_three_pillars_intro", "version_three_pillars_illustration_before_label", "version_three_pillars_illustration_before_result", "version_three_pillars_illustration_after_label", "version_three_pillars_illustration_after_result", "version_three_pillars_illustration_search_query", "version_three_pillars_markup_calculator_heading", "version_three_pillars_markup_calculator_delivery_cost_label", "version_three_pillars_markup_calculator_delivery_cost_min", "version_three_pillars_markup_calculator_delivery_cost_max", "version_three_pillars_markup_calculator_delivery_cost_step", "version_three_pillars_markup_calculator_delivery_cost_default", "version_three_pillars_markup_calculator_multiplier_label", "version_three_pillars_markup_calculator_multiplier_min", "version_three_pillars_markup_calculator_multiplier_max", "version_three_pillars_markup_calculator_multiplier_step", "version_three_pillars_markup_calculator_multiplier_default", "version_three_pillars_markup_calculator_cost_label", "version_three_pillars_markup_calculator_revenue_label", "version_three_pillars_markup_calculator_profit_label", "version_three_pillars_markup_calculator_margin_label", "version_three_pillars_markup_calculator_cost_bar_px", "version_three_pillars_markup_calculator_max_bar_px", "version_origin_story_heading", "version_origin_story_cta_label", "version_framework_heading", "version_framework_subheading", "version_framework_cta_label", "version_member_wins_heading", "version_member_wins_cta_label", "version_testimonial_widget_heading", "version_testimonial_widget_embed_url", "version_roi_heading", "version_roi_personalized_heading", "version_roi_subheading", "version_roi_clients_label", "version_roi_clients_min", "version_roi_clients_max", "version_roi_clients_step", "version_roi_clients_default", "version_roi_hours_per_week_label", "version_roi_hours_per_week_min", "version_roi_hours_per_week_max", "version_roi_hours_per_week_step", "version_roi_hours_per_week_default", "version_roi_avg_client_value_label", "version_roi_avg_client_value_min", "version_roi_avg_client_value_max", "version_roi_avg_client_value_step", "version_roi_avg_client_value_default", "version_roi_formula_weeks_per_month", "version_roi_formula_automation_factor", "version_roi_formula_hourly_value", "version_roi_formula_tools_replaced", "version_roi_formula_tool_monthly_cost", "version_roi_formula_hours_per_new_client", "version_roi_time_value_label", "version_roi_tools_label", "version_roi_new_revenue_label", "version_roi_total_label", "version_roi_yearly_label", "version_roi_cta_display", "version_roi_cta_interactive", "version_roi_footer_guarantee", "version_roi_footer_setup", "version_roi_modal_title", "version_roi_modal_text", "version_roi_modal_submit_label", "version_roi_modal_busy_label", "version_roi_modal_success_message", "version_roi_modal_required_message", "version_roi_modal_failure_message", "version_roi_live_counter_label", "version_roi_live_counter_start", "version_roi_live_counter_interval_seconds", "version_roi_live_counter_rise_chance", "version_roi_countdown_label", "version_roi_countdown_default_hours", "version_stats_heading", "version_stats_differentiators_heading", "version_urgency_heading", "version_urgency_price_lock", "version_urgency_price_now", "version_urgency_price_after", "version_urgency_price_rise_date", "version_urgency_fast_action_title", "version_urgency_fast_action_text", "version_urgency_fast_action_hours", "version_urgency_fast_action_value", "version_urgency_fast_action_limit_per_week", "version_pricing_heading", "version_pricing_total_label", "version_pricing_price_label", "version_pricing_price", "version_pricing_savings_label", "version_pricing_onboarding_bonus_label", "version_pricing_onboarding_bonus_value", "version_pricing_cta_label", "version_pricing_get_started_label", "version_comparison_heading", "version_comparison_columns_starter", "version_comparison_columns_professional", "version_comparison_columns_enterprise", "version_comparison_demo_label", "version_comparison_website_dev_label", "version_comparison_website_dev_title", "version_comparison_website_dev_text", "version_comparison_website_dev_starter_label", "version_comparison_website_dev_starter_price", "version_comparison_website_dev_premium_label", "version_comparison_website_dev_premium_price", "version_guarantee_heading", "version_objections_heading", "version_bonus_stack_heading", "version_bonus_stack_total_label", "version_final_cta_heading", "version_final_cta_text", "version_final_cta_cta_label", "version_footer_note", "version_lead_modal_hero_headline", "version_lead_modal_hero_subtitle", "version_lead_modal_framework_headline", "version_lead_modal_framework_subtitle", "version_lead_modal_case_study_headline", "version_lead_modal_case_study_subtitle", "version_lead_modal_final_headline", "version_lead_modal_final_subtitle", "version_lead_modal_first_name_label", "version_lead_modal_last_name_label", "version_lead_modal_email_label", "version_lead_modal_phone_label", "version_lead_modal_mrr_label", "version_lead_modal_submit_label", "version_lead_modal_busy_label", "version_lead_modal_success_title", "version_lead_modal_success_text", "version_lead_modal_error_title", "version_lead_modal_error_fallback", "version_lead_modal_exit_confirmation_title", "version_lead_modal_exit_confirmation_text", "version_lead_modal_exit_confirmation_stay_label", "version_lead_modal_exit_confirmation_leave_label", "version_lead_modal_captured_banner_text", "version_lead_modal_captured_banner_button_label", "version_video_player_duration_seconds", "version_video_player_lead_gate_seconds", "version_video_player_unlock_threshold", "version_video_player_exit_intent_below_percent", "version_video_player_progress_curve_fast_until", "version_video_player_progress_curve_fast_rate", "version_video_player_progress_curve_normal_until", "version_video_player_progress_curve_slow_rate", "version_video_player_locked_badge", "version_video_player_unlocked_badge", "version_video_player_exit_title", "version_video_player_exit_text", "version_video_player_continue_label", "version_video_player_mute_label", "version_video_player_unmute_label", "version_video_player_fullscreen_label", "version_video_player_engagement_viewers_start", "version_video_player_engagement_viewers_cap", "version_video_player_engagement_viewers_step_max", "version_video_player_engagement_viewers_interval_min_seconds", "version_video_player_engagement_viewers_interval_max_seconds", "version_video_player_engagement_viewers_label", "version_video_player_engagement_joined_interval_min_seconds", "version_video_player_engagement_joined_interval_max_seconds", "version_video_player_engagement_joined_template", "version_video_player_engagement_emojis", "version_video_player_engagement_emoji_seconds", "version_video_player_engagement_spots_left_badge", "version_scroll_gates_first", "version_scroll_gates_second", "version_scroll_gates_third", "version_scroll_gates_debounce_ms", "version__status", "version_updated_at", "version_created_at", "created_at", "updated_at", "latest", "autosave" FROM \`_home_v\`;`)
  await db.run(sql`DROP TABLE \`_home_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__home_v\` RENAME TO \`_home_v\`;`)
  await db.run(sql`CREATE INDEX \`_home_v_version_hero_version_hero_video_idx\` ON \`_home_v\` (\`version_hero_video_id\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_version_version__status_idx\` ON \`_home_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_created_at_idx\` ON \`_home_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_updated_at_idx\` ON \`_home_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_latest_idx\` ON \`_home_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_autosave_idx\` ON \`_home_v\` (\`autosave\`);`)
  await db.run(sql`ALTER TABLE \`faqs\` ADD \`answer\` text NOT NULL;`)
  await db.run(sql`ALTER TABLE \`_faqs_v\` ADD \`version_answer\` text NOT NULL;`)
  await db.run(sql`ALTER TABLE \`objections\` ADD \`answer\` text NOT NULL;`)
  await db.run(sql`ALTER TABLE \`_objections_v\` ADD \`version_answer\` text NOT NULL;`)
  await db.run(sql`ALTER TABLE \`bonuses\` ADD \`description\` text NOT NULL;`)
  await db.run(sql`ALTER TABLE \`_bonuses_v\` ADD \`version_description\` text NOT NULL;`)
  await db.run(sql`ALTER TABLE \`guarantee_cards\` ADD \`description\` text NOT NULL;`)
  await db.run(sql`ALTER TABLE \`_guarantee_cards_v\` ADD \`version_description\` text NOT NULL;`)
}

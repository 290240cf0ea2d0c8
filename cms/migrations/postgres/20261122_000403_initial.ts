import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_users_role" AS ENUM('admin', 'marketer', 'analyst', 'agency', 'vendor');
  CREATE TYPE "public"."enum_comparison_rows_starter_kind" AS ENUM('text', 'yes', 'no');
  CREATE TYPE "public"."enum_comparison_rows_professional_kind" AS ENUM('text', 'yes', 'no');
  CREATE TYPE "public"."enum_comparison_rows_enterprise_kind" AS ENUM('text', 'yes', 'no');
  CREATE TYPE "public"."enum__comparison_rows_v_version_starter_kind" AS ENUM('text', 'yes', 'no');
  CREATE TYPE "public"."enum__comparison_rows_v_version_professional_kind" AS ENUM('text', 'yes', 'no');
  CREATE TYPE "public"."enum__comparison_rows_v_version_enterprise_kind" AS ENUM('text', 'yes', 'no');
  CREATE TYPE "public"."enum_site_settings_theme" AS ENUM('system', 'light', 'dark');
  CREATE TYPE "public"."enum_home_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__home_v_version_status" AS ENUM('draft', 'published');
  CREATE TABLE "users_sessions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"created_at" timestamp(3) with time zone,
  	"expires_at" timestamp(3) with time zone NOT NULL
  );
  
  CREATE TABLE "users" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"role" "enum_users_role" DEFAULT 'agency' NOT NULL,
  	"company_name" varchar,
  	"company_logo_url" varchar,
  	"agency_brand_color" varchar DEFAULT '#8B5CF6',
  	"trial_ends_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"email" varchar NOT NULL,
  	"reset_password_token" varchar,
  	"reset_password_expiration" timestamp(3) with time zone,
  	"salt" varchar,
  	"hash" varchar,
  	"reset_password_requested_at" timestamp(3) with time zone,
  	"login_attempts" numeric DEFAULT 0,
  	"lock_until" timestamp(3) with time zone
  );
  
  CREATE TABLE "media" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"alt" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric
  );
  
  CREATE TABLE "testimonials" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"title" varchar NOT NULL,
  	"video_embed" varchar,
  	"quote" varchar NOT NULL,
  	"highlight" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "_testimonials_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_name" varchar NOT NULL,
  	"version_title" varchar NOT NULL,
  	"version_video_embed" varchar,
  	"version_quote" varchar NOT NULL,
  	"version_highlight" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "win_cards" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"achievement" varchar NOT NULL,
  	"timeline" varchar NOT NULL,
  	"value" varchar NOT NULL,
  	"highlight" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "_win_cards_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_name" varchar NOT NULL,
  	"version_achievement" varchar NOT NULL,
  	"version_timeline" varchar NOT NULL,
  	"version_value" varchar NOT NULL,
  	"version_highlight" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "framework_steps" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"letter" varchar NOT NULL,
  	"word" varchar NOT NULL,
  	"description" varchar NOT NULL,
  	"principle" varchar NOT NULL,
  	"benefit" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "_framework_steps_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_letter" varchar NOT NULL,
  	"version_word" varchar NOT NULL,
  	"version_description" varchar NOT NULL,
  	"version_principle" varchar NOT NULL,
  	"version_benefit" varchar NOT NULL,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "faqs" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"question" varchar NOT NULL,
  	"answer" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "_faqs_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_question" varchar NOT NULL,
  	"version_answer" varchar NOT NULL,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "objections" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"objection" varchar NOT NULL,
  	"answer" varchar NOT NULL,
  	"proof" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "_objections_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_title" varchar NOT NULL,
  	"version_objection" varchar NOT NULL,
  	"version_answer" varchar NOT NULL,
  	"version_proof" varchar NOT NULL,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "bonuses" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"description" varchar NOT NULL,
  	"value" numeric,
  	"priceless" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "_bonuses_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_title" varchar NOT NULL,
  	"version_description" varchar NOT NULL,
  	"version_value" numeric,
  	"version_priceless" boolean DEFAULT false,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "value_stack_items" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"item_name" varchar NOT NULL,
  	"monthly_value" numeric NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "_value_stack_items_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_item_name" varchar NOT NULL,
  	"version_monthly_value" numeric NOT NULL,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "guarantee_cards" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"description" varchar NOT NULL,
  	"badge" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "_guarantee_cards_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_title" varchar NOT NULL,
  	"version_description" varchar NOT NULL,
  	"version_badge" varchar NOT NULL,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "demo_videos" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"description" varchar,
  	"video_url" varchar NOT NULL,
  	"price_claim" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "_demo_videos_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_title" varchar NOT NULL,
  	"version_description" varchar,
  	"version_video_url" varchar NOT NULL,
  	"version_price_claim" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "comparison_rows" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"starter_kind" "enum_comparison_rows_starter_kind" DEFAULT 'text' NOT NULL,
  	"starter_text" varchar,
  	"professional_kind" "enum_comparison_rows_professional_kind" DEFAULT 'text' NOT NULL,
  	"professional_text" varchar,
  	"enterprise_kind" "enum_comparison_rows_enterprise_kind" DEFAULT 'text' NOT NULL,
  	"enterprise_text" varchar,
  	"demo_video_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "_comparison_rows_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_name" varchar NOT NULL,
  	"version_starter_kind" "enum__comparison_rows_v_version_starter_kind" DEFAULT 'text' NOT NULL,
  	"version_starter_text" varchar,
  	"version_professional_kind" "enum__comparison_rows_v_version_professional_kind" DEFAULT 'text' NOT NULL,
  	"version_professional_text" varchar,
  	"version_enterprise_kind" "enum__comparison_rows_v_version_enterprise_kind" DEFAULT 'text' NOT NULL,
  	"version_enterprise_text" varchar,
  	"version_demo_video_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "leads" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"email" varchar,
  	"first_name" varchar,
  	"last_name" varchar,
  	"full_name" varchar,
  	"phone" varchar,
  	"monthly_recurring_revenue" varchar,
  	"clicked_pricing_tier" varchar,
  	"payment_attempted" boolean DEFAULT false,
  	"viewed_pricing" boolean DEFAULT false,
  	"survey_responses" jsonb,
  	"modal_context" varchar,
  	"metadata" jsonb,
  	"utm_source" varchar,
  	"utm_medium" varchar,
  	"utm_campaign" varchar,
  	"utm_term" varchar,
  	"utm_content" varchar,
  	"session_id" varchar,
  	"time_spent_on_survey" numeric,
  	"user_agent" varchar,
  	"assigned_to" varchar,
  	"lead_type" varchar,
  	"funnel_step" varchar,
  	"offer_type" varchar,
  	"survey_response" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "funnel_events" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"event_id" varchar NOT NULL,
  	"event_type" varchar NOT NULL,
  	"event_data" jsonb,
  	"session_id" varchar NOT NULL,
  	"visitor_id" varchar,
  	"lead_id" varchar,
  	"page_url" varchar,
  	"scroll_depth" numeric,
  	"time_on_page" numeric,
  	"experiment_variants" jsonb,
  	"occurred_at" timestamp(3) with time zone NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_kv" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"data" jsonb NOT NULL
  );
  
  CREATE TABLE "payload_locked_documents" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"global_slug" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_locked_documents_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"users_id" integer,
  	"media_id" integer,
  	"testimonials_id" integer,
  	"win_cards_id" integer,
  	"framework_steps_id" integer,
  	"faqs_id" integer,
  	"objections_id" integer,
  	"bonuses_id" integer,
  	"value_stack_items_id" integer,
  	"guarantee_cards_id" integer,
  	"demo_videos_id" integer,
  	"comparison_rows_id" integer,
  	"leads_id" integer,
  	"funnel_events_id" integer
  );
  
  CREATE TABLE "payload_preferences" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar,
  	"value" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_preferences_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"users_id" integer
  );
  
  CREATE TABLE "payload_migrations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"batch" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "site_settings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"theme" "enum_site_settings_theme" DEFAULT 'system' NOT NULL,
  	"support_email" varchar DEFAULT 'support@example.com' NOT NULL,
  	"payment_links_get_started_url" varchar,
  	"embeds_booking_widget_url" varchar,
  	"embeds_coaching_booking_url" varchar,
  	"embeds_testimonial_widget_url" varchar,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "home_sales_letter_paragraphs" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "home_three_pillars_pillars" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"description" varchar
  );
  
  CREATE TABLE "home_origin_story_paragraphs" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "home_stats_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"value" varchar,
  	"label" varchar
  );
  
  CREATE TABLE "home_stats_differentiators" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"description" varchar
  );
  
  CREATE TABLE "home_exit_benefits" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "home_joined_names" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"city" varchar
  );
  
  CREATE TABLE "home_milestones" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"from_percent" numeric DEFAULT 30,
  	"to_percent" numeric DEFAULT 35,
  	"message" varchar
  );
  
  CREATE TABLE "home" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"header_scarcity_line" varchar,
  	"welcome_back_title" varchar,
  	"welcome_back_text" varchar,
  	"hero_headline" varchar,
  	"hero_subheadline" varchar,
  	"hero_cta_label" varchar,
  	"hero_video_id" integer,
  	"sales_letter_heading" varchar,
  	"video_testimonials_heading" varchar,
  	"three_pillars_heading" varchar,
  	"three_pillars_intro" varchar,
  	"three_pillars_illustration_before_label" varchar,
  	"three_pillars_illustration_before_result" varchar,
  	"three_pillars_illustration_after_label" varchar,
  	"three_pillars_illustration_after_result" varchar,
  	"three_pillars_illustration_search_query" varchar,
  	"three_pillars_markup_calculator_heading" varchar,
  	"three_pillars_markup_calculator_delivery_cost_label" varchar,
  	"three_pillars_markup_calculator_delivery_cost_min" numeric DEFAULT 100,
  	"three_pillars_markup_calculator_delivery_cost_max" numeric DEFAULT 2000,
  	"three_pillars_markup_calculator_delivery_cost_step" numeric DEFAULT 50,
  	"three_pillars_markup_calculator_delivery_cost_default" numeric DEFAULT 500,
  	"three_pillars_markup_calculator_multiplier_label" varchar,
  	"three_pillars_markup_calculator_multiplier_min" numeric DEFAULT 2,
  	"three_pillars_markup_calculator_multiplier_max" numeric DEFAULT 20,
  	"three_pillars_markup_calculator_multiplier_step" numeric DEFAULT 1,
  	"three_pillars_markup_calculator_multiplier_default" numeric DEFAULT 10,
  	"three_pillars_markup_calculator_cost_label" varchar,
  	"three_pillars_markup_calculator_revenue_label" varchar,
  	"three_pillars_markup_calculator_profit_label" varchar,
  	"three_pillars_markup_calculator_margin_label" varchar,
  	"three_pillars_markup_calculator_cost_bar_px" numeric DEFAULT 80,
  	"three_pillars_markup_calculator_max_bar_px" numeric DEFAULT 400,
  	"origin_story_heading" varchar,
  	"origin_story_cta_label" varchar,
  	"framework_heading" varchar,
  	"framework_subheading" varchar,
  	"framework_cta_label" varchar,
  	"member_wins_heading" varchar,
  	"member_wins_cta_label" varchar,
  	"testimonial_widget_heading" varchar,
  	"testimonial_widget_embed_url" varchar,
  	"roi_heading" varchar,
  	"roi_personalized_heading" varchar,
  	"roi_subheading" varchar,
  	"roi_clients_label" varchar,
  	"roi_clients_min" numeric DEFAULT 1,
  	"roi_clients_max" numeric DEFAULT 50,
  	"roi_clients_step" numeric DEFAULT 1,
  	"roi_clients_default" numeric DEFAULT 5,
  	"roi_hours_per_week_label" varchar,
  	"roi_hours_per_week_min" numeric DEFAULT 5,
  	"roi_hours_per_week_max" numeric DEFAULT 40,
  	"roi_hours_per_week_step" numeric DEFAULT 1,
  	"roi_hours_per_week_default" numeric DEFAULT 15,
  	"roi_avg_client_value_label" varchar,
  	"roi_avg_client_value_min" numeric DEFAULT 500,
  	"roi_avg_client_value_max" numeric DEFAULT 10000,
  	"roi_avg_client_value_step" numeric DEFAULT 100,
  	"roi_avg_client_value_default" numeric DEFAULT 2000,
  	"roi_formula_weeks_per_month" numeric DEFAULT 4,
  	"roi_formula_automation_factor" numeric DEFAULT 0.6,
  	"roi_formula_hourly_value" numeric DEFAULT 100,
  	"roi_formula_tools_replaced" numeric DEFAULT 7,
  	"roi_formula_tool_monthly_cost" numeric DEFAULT 50,
  	"roi_formula_hours_per_new_client" numeric DEFAULT 10,
  	"roi_time_value_label" varchar,
  	"roi_tools_label" varchar,
  	"roi_new_revenue_label" varchar,
  	"roi_total_label" varchar,
  	"roi_yearly_label" varchar,
  	"roi_cta_display" varchar,
  	"roi_cta_interactive" varchar,
  	"roi_footer_guarantee" varchar,
  	"roi_footer_setup" varchar,
  	"roi_modal_title" varchar,
  	"roi_modal_text" varchar,
  	"roi_modal_submit_label" varchar,
  	"roi_modal_busy_label" varchar,
  	"roi_modal_success_message" varchar,
  	"roi_modal_required_message" varchar,
  	"roi_modal_failure_message" varchar,
  	"roi_live_counter_label" varchar,
  	"roi_live_counter_start" numeric DEFAULT 247,
  	"roi_live_counter_interval_seconds" numeric DEFAULT 15,
  	"roi_live_counter_rise_chance" numeric DEFAULT 0.3,
  	"roi_countdown_label" varchar,
  	"roi_countdown_default_hours" numeric DEFAULT 24,
  	"stats_heading" varchar,
  	"stats_differentiators_heading" varchar,
  	"urgency_heading" varchar,
  	"urgency_price_lock" varchar,
  	"urgency_price_now" numeric DEFAULT 497,
  	"urgency_price_after" numeric DEFAULT 697,
  	"urgency_price_rise_date" varchar,
  	"urgency_fast_action_title" varchar,
  	"urgency_fast_action_text" varchar,
  	"urgency_fast_action_hours" numeric DEFAULT 48,
  	"urgency_fast_action_value" numeric DEFAULT 497,
  	"urgency_fast_action_limit_per_week" numeric DEFAULT 10,
  	"pricing_heading" varchar,
  	"pricing_total_label" varchar,
  	"pricing_price_label" varchar,
  	"pricing_price" numeric DEFAULT 497,
  	"pricing_savings_label" varchar,
  	"pricing_onboarding_bonus_label" varchar,
  	"pricing_onboarding_bonus_value" numeric DEFAULT 997,
  	"pricing_cta_label" varchar,
  	"pricing_get_started_label" varchar,
  	"comparison_heading" varchar,
  	"comparison_columns_starter" varchar,
  	"comparison_columns_professional" varchar,
  	"comparison_columns_enterprise" varchar,
  	"comparison_demo_label" varchar,
  	"comparison_website_dev_label" varchar,
  	"comparison_website_dev_title" varchar,
  	"comparison_website_dev_text" varchar,
  	"comparison_website_dev_starter_label" varchar,
  	"comparison_website_dev_starter_price" numeric DEFAULT 2500,
  	"comparison_website_dev_premium_label" varchar,
  	"comparison_website_dev_premium_price" numeric DEFAULT 5000,
  	"guarantee_heading" varchar,
  	"objections_heading" varchar,
  	"bonus_stack_heading" varchar,
  	"bonus_stack_total_label" varchar,
  	"final_cta_heading" varchar,
  	"final_cta_text" varchar,
  	"final_cta_cta_label" varchar,
  	"footer_note" varchar,
  	"lead_modal_hero_headline" varchar,
  	"lead_modal_hero_subtitle" varchar,
  	"lead_modal_framework_headline" varchar,
  	"lead_modal_framework_subtitle" varchar,
  	"lead_modal_case_study_headline" varchar,
  	"lead_modal_case_study_subtitle" varchar,
  	"lead_modal_final_headline" varchar,
  	"lead_modal_final_subtitle" varchar,
  	"lead_modal_first_name_label" varchar,
  	"lead_modal_last_name_label" varchar,
  	"lead_modal_email_label" varchar,
  	"lead_modal_phone_label" varchar,
  	"lead_modal_mrr_label" varchar,
  	"lead_modal_submit_label" varchar,
  	"lead_modal_busy_label" varchar,
  	"lead_modal_success_title" varchar,
  	"lead_modal_success_text" varchar,
  	"lead_modal_error_title" varchar,
  	"lead_modal_error_fallback" varchar,
  	"lead_modal_exit_confirmation_title" varchar,
  	"lead_modal_exit_confirmation_text" varchar,
  	"lead_modal_exit_confirmation_stay_label" varchar,
  	"lead_modal_exit_confirmation_leave_label" varchar,
  	"lead_modal_captured_banner_text" varchar,
  	"lead_modal_captured_banner_button_label" varchar,
  	"video_player_duration_seconds" numeric DEFAULT 871,
  	"video_player_lead_gate_seconds" numeric DEFAULT 60,
  	"video_player_unlock_threshold" numeric DEFAULT 100,
  	"video_player_exit_intent_below_percent" numeric DEFAULT 90,
  	"video_player_progress_curve_fast_until" numeric DEFAULT 25,
  	"video_player_progress_curve_fast_rate" numeric DEFAULT 1.5,
  	"video_player_progress_curve_normal_until" numeric DEFAULT 75,
  	"video_player_progress_curve_slow_rate" numeric DEFAULT 0.6,
  	"video_player_locked_badge" varchar,
  	"video_player_unlocked_badge" varchar,
  	"video_player_exit_title" varchar,
  	"video_player_exit_text" varchar,
  	"video_player_continue_label" varchar,
  	"video_player_mute_label" varchar,
  	"video_player_unmute_label" varchar,
  	"video_player_fullscreen_label" varchar,
  	"video_player_engagement_viewers_start" numeric DEFAULT 12,
  	"video_player_engagement_viewers_cap" numeric DEFAULT 47,
  	"video_player_engagement_viewers_step_max" numeric DEFAULT 2,
  	"video_player_engagement_viewers_interval_min_seconds" numeric DEFAULT 8,
  	"video_player_engagement_viewers_interval_max_seconds" numeric DEFAULT 12,
  	"video_player_engagement_viewers_label" varchar,
  	"video_player_engagement_joined_interval_min_seconds" numeric DEFAULT 10,
  	"video_player_engagement_joined_interval_max_seconds" numeric DEFAULT 20,
  	"video_player_engagement_joined_template" varchar,
  	"video_player_engagement_emojis" varchar,
  	"video_player_engagement_emoji_seconds" numeric DEFAULT 3,
  	"video_player_engagement_spots_left_badge" varchar,
  	"scroll_gates_first" numeric DEFAULT 30,
  	"scroll_gates_second" numeric DEFAULT 60,
  	"scroll_gates_third" numeric DEFAULT 90,
  	"scroll_gates_debounce_ms" numeric DEFAULT 100,
  	"_status" "enum_home_status" DEFAULT 'draft',
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "home_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"testimonials_id" integer,
  	"framework_steps_id" integer,
  	"win_cards_id" integer,
  	"value_stack_items_id" integer,
  	"comparison_rows_id" integer,
  	"guarantee_cards_id" integer,
  	"objections_id" integer,
  	"bonuses_id" integer
  );
  
  CREATE TABLE "_home_v_version_sales_letter_paragraphs" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_home_v_version_three_pillars_pillars" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"description" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_home_v_version_origin_story_paragraphs" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_home_v_version_stats_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"value" varchar,
  	"label" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_home_v_version_stats_differentiators" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"description" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_home_exit_benefits_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_home_joined_names_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"city" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_home_milestones_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"from_percent" numeric DEFAULT 30,
  	"to_percent" numeric DEFAULT 35,
  	"message" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_home_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_header_scarcity_line" varchar,
  	"version_welcome_back_title" varchar,
  	"version_welcome_back_text" varchar,
  	"version_hero_headline" varchar,
  	"version_hero_subheadline" varchar,
  	"version_hero_cta_label" varchar,
  	"version_hero_video_id" integer,
  	"version_sales_letter_heading" varchar,
  	"version_video_testimonials_heading" varchar,
  	"version_three_pillars_heading" varchar,
  	"version_three_pillars_intro" varchar,
  	"version_three_pillars_illustration_before_label" varchar,
  	"version_three_pillars_illustration_before_result" varchar,
  	"version_three_pillars_illustration_after_label" varchar,
  	"version_three_pillars_illustration_after_result" varchar,
  	"version_three_pillars_illustration_search_query" varchar,
  	"version_three_pillars_markup_calculator_heading" varchar,
  	"version_three_pillars_markup_calculator_delivery_cost_label" varchar,
  	"version_three_pillars_markup_calculator_delivery_cost_min" numeric DEFAULT 100,
  	"version_three_pillars_markup_calculator_delivery_cost_max" numeric DEFAULT 2000,
  	"version_three_pillars_markup_calculator_delivery_cost_step" numeric DEFAULT 50,
  	"version_three_pillars_markup_calculator_delivery_cost_default" numeric DEFAULT 500,
  	"version_three_pillars_markup_calculator_multiplier_label" varchar,
  	"version_three_pillars_markup_calculator_multiplier_min" numeric DEFAULT 2,
  	"version_three_pillars_markup_calculator_multiplier_max" numeric DEFAULT 20,
  	"version_three_pillars_markup_calculator_multiplier_step" numeric DEFAULT 1,
  	"version_three_pillars_markup_calculator_multiplier_default" numeric DEFAULT 10,
  	"version_three_pillars_markup_calculator_cost_label" varchar,
  	"version_three_pillars_markup_calculator_revenue_label" varchar,
  	"version_three_pillars_markup_calculator_profit_label" varchar,
  	"version_three_pillars_markup_calculator_margin_label" varchar,
  	"version_three_pillars_markup_calculator_cost_bar_px" numeric DEFAULT 80,
  	"version_three_pillars_markup_calculator_max_bar_px" numeric DEFAULT 400,
  	"version_origin_story_heading" varchar,
  	"version_origin_story_cta_label" varchar,
  	"version_framework_heading" varchar,
  	"version_framework_subheading" varchar,
  	"version_framework_cta_label" varchar,
  	"version_member_wins_heading" varchar,
  	"version_member_wins_cta_label" varchar,
  	"version_testimonial_widget_heading" varchar,
  	"version_testimonial_widget_embed_url" varchar,
  	"version_roi_heading" varchar,
  	"version_roi_personalized_heading" varchar,
  	"version_roi_subheading" varchar,
  	"version_roi_clients_label" varchar,
  	"version_roi_clients_min" numeric DEFAULT 1,
  	"version_roi_clients_max" numeric DEFAULT 50,
  	"version_roi_clients_step" numeric DEFAULT 1,
  	"version_roi_clients_default" numeric DEFAULT 5,
  	"version_roi_hours_per_week_label" varchar,
  	"version_roi_hours_per_week_min" numeric DEFAULT 5,
  	"version_roi_hours_per_week_max" numeric DEFAULT 40,
  	"version_roi_hours_per_week_step" numeric DEFAULT 1,
  	"version_roi_hours_per_week_default" numeric DEFAULT 15,
  	"version_roi_avg_client_value_label" varchar,
  	"version_roi_avg_client_value_min" numeric DEFAULT 500,
  	"version_roi_avg_client_value_max" numeric DEFAULT 10000,
  	"version_roi_avg_client_value_step" numeric DEFAULT 100,
  	"version_roi_avg_client_value_default" numeric DEFAULT 2000,
  	"version_roi_formula_weeks_per_month" numeric DEFAULT 4,
  	"version_roi_formula_automation_factor" numeric DEFAULT 0.6,
  	"version_roi_formula_hourly_value" numeric DEFAULT 100,
  	"version_roi_formula_tools_replaced" numeric DEFAULT 7,
  	"version_roi_formula_tool_monthly_cost" numeric DEFAULT 50,
  	"version_roi_formula_hours_per_new_client" numeric DEFAULT 10,
  	"version_roi_time_value_label" varchar,
  	"version_roi_tools_label" varchar,
  	"version_roi_new_revenue_label" varchar,
  	"version_roi_total_label" varchar,
  	"version_roi_yearly_label" varchar,
  	"version_roi_cta_display" varchar,
  	"version_roi_cta_interactive" varchar,
  	"version_roi_footer_guarantee" varchar,
  	"version_roi_footer_setup" varchar,
  	"version_roi_modal_title" varchar,
  	"version_roi_modal_text" varchar,
  	"version_roi_modal_submit_label" varchar,
  	"version_roi_modal_busy_label" varchar,
  	"version_roi_modal_success_message" varchar,
  	"version_roi_modal_required_message" varchar,
  	"version_roi_modal_failure_message" varchar,
  	"version_roi_live_counter_label" varchar,
  	"version_roi_live_counter_start" numeric DEFAULT 247,
  	"version_roi_live_counter_interval_seconds" numeric DEFAULT 15,
  	"version_roi_live_counter_rise_chance" numeric DEFAULT 0.3,
  	"version_roi_countdown_label" varchar,
  	"version_roi_countdown_default_hours" numeric DEFAULT 24,
  	"version_stats_heading" varchar,
  	"version_stats_differentiators_heading" varchar,
  	"version_urgency_heading" varchar,
  	"version_urgency_price_lock" varchar,
  	"version_urgency_price_now" numeric DEFAULT 497,
  	"version_urgency_price_after" numeric DEFAULT 697,
  	"version_urgency_price_rise_date" varchar,
  	"version_urgency_fast_action_title" varchar,
  	"version_urgency_fast_action_text" varchar,
  	"version_urgency_fast_action_hours" numeric DEFAULT 48,
  	"version_urgency_fast_action_value" numeric DEFAULT 497,
  	"version_urgency_fast_action_limit_per_week" numeric DEFAULT 10,
  	"version_pricing_heading" varchar,
  	"version_pricing_total_label" varchar,
  	"version_pricing_price_label" varchar,
  	"version_pricing_price" numeric DEFAULT 497,
  	"version_pricing_savings_label" varchar,
  	"version_pricing_onboarding_bonus_label" varchar,
  	"version_pricing_onboarding_bonus_value" numeric DEFAULT 997,
  	"version_pricing_cta_label" varchar,
  	"version_pricing_get_started_label" varchar,
  	"version_comparison_heading" varchar,
  	"version_comparison_columns_starter" varchar,
  	"version_comparison_columns_professional" varchar,
  	"version_comparison_columns_enterprise" varchar,
  	"version_comparison_demo_label" varchar,
  	"version_comparison_website_dev_label" varchar,
  	"version_comparison_website_dev_title" varchar,
  	"version_comparison_website_dev_text" varchar,
  	"version_comparison_website_dev_starter_label" varchar,
  	"version_comparison_website_dev_starter_price" numeric DEFAULT 2500,
  	"version_comparison_website_dev_premium_label" varchar,
  	"version_comparison_website_dev_premium_price" numeric DEFAULT 5000,
  	"version_guarantee_heading" varchar,
  	"version_objections_heading" varchar,
  	"version_bonus_stack_heading" varchar,
  	"version_bonus_stack_total_label" varchar,
  	"version_final_cta_heading" varchar,
  	"version_final_cta_text" varchar,
  	"version_final_cta_cta_label" varchar,
  	"version_footer_note" varchar,
  	"version_lead_modal_hero_headline" varchar,
  	"version_lead_modal_hero_subtitle" varchar,
  	"version_lead_modal_framework_headline" varchar,
  	"version_lead_modal_framework_subtitle" varchar,
  	"version_lead_modal_case_study_headline" varchar,
  	"version_lead_modal_case_study_subtitle" varchar,
  	"version_lead_modal_final_headline" varchar,
  	"version_lead_modal_final_subtitle" varchar,
  	"version_lead_modal_first_name_label" varchar,
  	"version_lead_modal_last_name_label" varchar,
  	"version_lead_modal_email_label" varchar,
  	"version_lead_modal_phone_label" varchar,
  	"version_lead_modal_mrr_label" varchar,
  	"version_lead_modal_submit_label" varchar,
  	"version_lead_modal_busy_label" varchar,
  	"version_lead_modal_success_title" varchar,
  	"version_lead_modal_success_text" varchar,
  	"version_lead_modal_error_title" varchar,
  	"version_lead_modal_error_fallback" varchar,
  	"version_lead_modal_exit_confirmation_title" varchar,
  	"version_lead_modal_exit_confirmation_text" varchar,
  	"version_lead_modal_exit_confirmation_stay_label" varchar,
  	"version_lead_modal_exit_confirmation_leave_label" varchar,
  	"version_lead_modal_captured_banner_text" varchar,
  	"version_lead_modal_captured_banner_button_label" varchar,
  	"version_video_player_duration_seconds" numeric DEFAULT 871,
  	"version_video_player_lead_gate_seconds" numeric DEFAULT 60,
  	"version_video_player_unlock_threshold" numeric DEFAULT 100,
  	"version_video_player_exit_intent_below_percent" numeric DEFAULT 90,
  	"version_video_player_progress_curve_fast_until" numeric DEFAULT 25,
  	"version_video_player_progress_curve_fast_rate" numeric DEFAULT 1.5,
  	"version_video_player_progress_curve_normal_until" numeric DEFAULT 75,
  	"version_video_player_progress_curve_slow_rate" numeric DEFAULT 0.6,
  	"version_video_player_locked_badge" varchar,
  	"version_video_player_unlocked_badge" varchar,
  	"version_video_player_exit_title" varchar,
  	"version_video_player_exit_text" varchar,
  	"version_video_player_continue_label" varchar,
  	"version_video_player_mute_label" varchar,
  	"version_video_player_unmute_label" varchar,
  	"version_video_player_fullscreen_label" varchar,
  	"version_video_player_engagement_viewers_start" numeric DEFAULT 12,
  	"version_video_player_engagement_viewers_cap" numeric DEFAULT 47,
  	"version_video_player_engagement_viewers_step_max" numeric DEFAULT 2,
  	"version_video_player_engagement_viewers_interval_min_seconds" numeric DEFAULT 8,
  	"version_video_player_engagement_viewers_interval_max_seconds" numeric DEFAULT 12,
  	"version_video_player_engagement_viewers_label" varchar,
  	"version_video_player_engagement_joined_interval_min_seconds" numeric DEFAULT 10,
  	"version_video_player_engagement_joined_interval_max_seconds" numeric DEFAULT 20,
  	"version_video_player_engagement_joined_template" varchar,
  	"version_video_player_engagement_emojis" varchar,
  	"version_video_player_engagement_emoji_seconds" numeric DEFAULT 3,
  	"version_video_player_engagement_spots_left_badge" varchar,
  	"version_scroll_gates_first" numeric DEFAULT 30,
  	"version_scroll_gates_second" numeric DEFAULT 60,
  	"version_scroll_gates_third" numeric DEFAULT 90,
  	"version_scroll_gates_debounce_ms" numeric DEFAULT 100,
  	"version__status" "enum__home_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_home_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"testimonials_id" integer,
  	"framework_steps_id" integer,
  	"win_cards_id" integer,
  	"value_stack_items_id" integer,
  	"comparison_rows_id" integer,
  	"guarantee_cards_id" integer,
  	"objections_id" integer,
  	"bonuses_id" integer
  );
  
  ALTER TABLE "users_sessions" ADD CONSTRAINT "users_sessions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_testimonials_v" ADD CONSTRAINT "_testimonials_v_parent_id_testimonials_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."testimonials"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_win_cards_v" ADD CONSTRAINT "_win_cards_v_parent_id_win_cards_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."win_cards"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_framework_steps_v" ADD CONSTRAINT "_framework_steps_v_parent_id_framework_steps_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."framework_steps"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_faqs_v" ADD CONSTRAINT "_faqs_v_parent_id_faqs_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."faqs"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_objections_v" ADD CONSTRAINT "_objections_v_parent_id_objections_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."objections"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_bonuses_v" ADD CONSTRAINT "_bonuses_v_parent_id_bonuses_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."bonuses"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_value_stack_items_v" ADD CONSTRAINT "_value_stack_items_v_parent_id_value_stack_items_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."value_stack_items"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_guarantee_cards_v" ADD CONSTRAINT "_guarantee_cards_v_parent_id_guarantee_cards_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."guarantee_cards"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_demo_videos_v" ADD CONSTRAINT "_demo_videos_v_parent_id_demo_videos_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."demo_videos"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "comparison_rows" ADD CONSTRAINT "comparison_rows_demo_video_id_demo_videos_id_fk" FOREIGN KEY ("demo_video_id") REFERENCES "public"."demo_videos"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_comparison_rows_v" ADD CONSTRAINT "_comparison_rows_v_parent_id_comparison_rows_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."comparison_rows"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_comparison_rows_v" ADD CONSTRAINT "_comparison_rows_v_version_demo_video_id_demo_videos_id_fk" FOREIGN KEY ("version_demo_video_id") REFERENCES "public"."demo_videos"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."payload_locked_documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_testimonials_fk" FOREIGN KEY ("testimonials_id") REFERENCES "public"."testimonials"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_win_cards_fk" FOREIGN KEY ("win_cards_id") REFERENCES "public"."win_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_framework_steps_fk" FOREIGN KEY ("framework_steps_id") REFERENCES "public"."framework_steps"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_faqs_fk" FOREIGN KEY ("faqs_id") REFERENCES "public"."faqs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_objections_fk" FOREIGN KEY ("objections_id") REFERENCES "public"."objections"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_bonuses_fk" FOREIGN KEY ("bonuses_id") REFERENCES "public"."bonuses"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_value_stack_items_fk" FOREIGN KEY ("value_stack_items_id") REFERENCES "public"."value_stack_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_guarantee_cards_fk" FOREIGN KEY ("guarantee_cards_id") REFERENCES "public"."guarantee_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_demo_videos_fk" FOREIGN KEY ("demo_videos_id") REFERENCES "public"."demo_videos"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_comparison_rows_fk" FOREIGN KEY ("comparison_rows_id") REFERENCES "public"."comparison_rows"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_leads_fk" FOREIGN KEY ("leads_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_funnel_events_fk" FOREIGN KEY ("funnel_events_id") REFERENCES "public"."funnel_events"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."payload_preferences"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_sales_letter_paragraphs" ADD CONSTRAINT "home_sales_letter_paragraphs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_three_pillars_pillars" ADD CONSTRAINT "home_three_pillars_pillars_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_origin_story_paragraphs" ADD CONSTRAINT "home_origin_story_paragraphs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_stats_items" ADD CONSTRAINT "home_stats_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_stats_differentiators" ADD CONSTRAINT "home_stats_differentiators_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_exit_benefits" ADD CONSTRAINT "home_exit_benefits_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_joined_names" ADD CONSTRAINT "home_joined_names_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_milestones" ADD CONSTRAINT "home_milestones_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home" ADD CONSTRAINT "home_hero_video_id_media_id_fk" FOREIGN KEY ("hero_video_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "home_rels" ADD CONSTRAINT "home_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."home"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_rels" ADD CONSTRAINT "home_rels_testimonials_fk" FOREIGN KEY ("testimonials_id") REFERENCES "public"."testimonials"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_rels" ADD CONSTRAINT "home_rels_framework_steps_fk" FOREIGN KEY ("framework_steps_id") REFERENCES "public"."framework_steps"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_rels" ADD CONSTRAINT "home_rels_win_cards_fk" FOREIGN KEY ("win_cards_id") REFERENCES "public"."win_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_rels" ADD CONSTRAINT "home_rels_value_stack_items_fk" FOREIGN KEY ("value_stack_items_id") REFERENCES "public"."value_stack_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_rels" ADD CONSTRAINT "home_rels_comparison_rows_fk" FOREIGN KEY ("comparison_rows_id") REFERENCES "public"."comparison_rows"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_rels" ADD CONSTRAINT "home_rels_guarantee_cards_fk" FOREIGN KEY ("guarantee_cards_id") REFERENCES "public"."guarantee_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_rels" ADD CONSTRAINT "home_rels_objections_fk" FOREIGN KEY ("objections_id") REFERENCES "public"."objections"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_rels" ADD CONSTRAINT "home_rels_bonuses_fk" FOREIGN KEY ("bonuses_id") REFERENCES "public"."bonuses"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_v_version_sales_letter_paragraphs" ADD CONSTRAINT "_home_v_version_sales_letter_paragraphs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_v_version_three_pillars_pillars" ADD CONSTRAINT "_home_v_version_three_pillars_pillars_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_v_version_origin_story_paragraphs" ADD CONSTRAINT "_home_v_version_origin_story_paragraphs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_v_version_stats_items" ADD CONSTRAINT "_home_v_version_stats_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_v_version_stats_differentiators" ADD CONSTRAINT "_home_v_version_stats_differentiators_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_exit_benefits_v" ADD CONSTRAINT "_home_exit_benefits_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_joined_names_v" ADD CONSTRAINT "_home_joined_names_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_milestones_v" ADD CONSTRAINT "_home_milestones_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_v" ADD CONSTRAINT "_home_v_version_hero_video_id_media_id_fk" FOREIGN KEY ("version_hero_video_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_home_v_rels" ADD CONSTRAINT "_home_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_home_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_v_rels" ADD CONSTRAINT "_home_v_rels_testimonials_fk" FOREIGN KEY ("testimonials_id") REFERENCES "public"."testimonials"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_v_rels" ADD CONSTRAINT "_home_v_rels_framework_steps_fk" FOREIGN KEY ("framework_steps_id") REFERENCES "public"."framework_steps"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_v_rels" ADD CONSTRAINT "_home_v_rels_win_cards_fk" FOREIGN KEY ("win_cards_id") REFERENCES "public"."win_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_v_rels" ADD CONSTRAINT "_home_v_rels_value_stack_items_fk" FOREIGN KEY ("value_stack_items_id") REFERENCES "public"."value_stack_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_v_rels" ADD CONSTRAINT "_home_v_rels_comparison_rows_fk" FOREIGN KEY ("comparison_rows_id") REFERENCES "public"."comparison_rows"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_v_rels" ADD CONSTRAINT "_home_v_rels_guarantee_cards_fk" FOREIGN KEY ("guarantee_cards_id") REFERENCES "public"."guarantee_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_v_rels" ADD CONSTRAINT "_home_v_rels_objections_fk" FOREIGN KEY ("objections_id") REFERENCES "public"."objections"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_v_rels" ADD CONSTRAINT "_home_v_rels_bonuses_fk" FOREIGN KEY ("bonuses_id") REFERENCES "public"."bonuses"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "users_sessions_order_idx" ON "users_sessions" USING btree ("_order");
  CREATE INDEX "users_sessions_parent_id_idx" ON "users_sessions" USING btree ("_parent_id");
  CREATE INDEX "users_updated_at_idx" ON "users" USING btree ("updated_at");
  CREATE INDEX "users_created_at_idx" ON "users" USING btree ("created_at");
  CREATE UNIQUE INDEX "users_email_idx" ON "users" USING btree ("email");
  CREATE INDEX "media_updated_at_idx" ON "media" USING btree ("updated_at");
  CREATE INDEX "media_created_at_idx" ON "media" USING btree ("created_at");
  CREATE UNIQUE INDEX "media_filename_idx" ON "media" USING btree ("filename");
  CREATE INDEX "testimonials_updated_at_idx" ON "testimonials" USING btree ("updated_at");
  CREATE INDEX "testimonials_created_at_idx" ON "testimonials" USING btree ("created_at");
  CREATE INDEX "_testimonials_v_parent_idx" ON "_testimonials_v" USING btree ("parent_id");
  CREATE INDEX "_testimonials_v_version_version_updated_at_idx" ON "_testimonials_v" USING btree ("version_updated_at");
  CREATE INDEX "_testimonials_v_version_version_created_at_idx" ON "_testimonials_v" USING btree ("version_created_at");
  CREATE INDEX "_testimonials_v_created_at_idx" ON "_testimonials_v" USING btree ("created_at");
  CREATE INDEX "_testimonials_v_updated_at_idx" ON "_testimonials_v" USING btree ("updated_at");
  CREATE INDEX "win_cards_updated_at_idx" ON "win_cards" USING btree ("updated_at");
  CREATE INDEX "win_cards_created_at_idx" ON "win_cards" USING btree ("created_at");
  CREATE INDEX "_win_cards_v_parent_idx" ON "_win_cards_v" USING btree ("parent_id");
  CREATE INDEX "_win_cards_v_version_version_updated_at_idx" ON "_win_cards_v" USING btree ("version_updated_at");
  CREATE INDEX "_win_cards_v_version_version_created_at_idx" ON "_win_cards_v" USING btree ("version_created_at");
  CREATE INDEX "_win_cards_v_created_at_idx" ON "_win_cards_v" USING btree ("created_at");
  CREATE INDEX "_win_cards_v_updated_at_idx" ON "_win_cards_v" USING btree ("updated_at");
  CREATE INDEX "framework_steps_updated_at_idx" ON "framework_steps" USING btree ("updated_at");
  CREATE INDEX "framework_steps_created_at_idx" ON "framework_steps" USING btree ("created_at");
  CREATE INDEX "_framework_steps_v_parent_idx" ON "_framework_steps_v" USING btree ("parent_id");
  CREATE INDEX "_framework_steps_v_version_version_updated_at_idx" ON "_framework_steps_v" USING btree ("version_updated_at");
  CREATE INDEX "_framework_steps_v_version_version_created_at_idx" ON "_framework_steps_v" USING btree ("version_created_at");
  CREATE INDEX "_framework_steps_v_created_at_idx" ON "_framework_steps_v" USING btree ("created_at");
  CREATE INDEX "_framework_steps_v_updated_at_idx" ON "_framework_steps_v" USING btree ("updated_at");
  CREATE INDEX "faqs_updated_at_idx" ON "faqs" USING btree ("updated_at");
  CREATE INDEX "faqs_created_at_idx" ON "faqs" USING btree ("created_at");
  CREATE INDEX "_faqs_v_parent_idx" ON "_faqs_v" USING btree ("parent_id");
  CREATE INDEX "_faqs_v_version_version_updated_at_idx" ON "_faqs_v" USING btree ("version_updated_at");
  CREATE INDEX "_faqs_v_version_version_created_at_idx" ON "_faqs_v" USING btree ("version_created_at");
  CREATE INDEX "_faqs_v_created_at_idx" ON "_faqs_v" USING btree ("created_at");
  CREATE INDEX "_faqs_v_updated_at_idx" ON "_faqs_v" USING btree ("updated_at");
  CREATE INDEX "objections_updated_at_idx" ON "objections" USING btree ("updated_at");
  CREATE INDEX "objections_created_at_idx" ON "objections" USING btree ("created_at");
  CREATE INDEX "_objections_v_parent_idx" ON "_objections_v" USING btree ("parent_id");
  CREATE INDEX "_objections_v_version_version_updated_at_idx" ON "_objections_v" USING btree ("version_updated_at");
  CREATE INDEX "_objections_v_version_version_created_at_idx" ON "_objections_v" USING btree ("version_created_at");
  CREATE INDEX "_objections_v_created_at_idx" ON "_objections_v" USING btree ("created_at");
  CREATE INDEX "_objections_v_updated_at_idx" ON "_objections_v" USING btree ("updated_at");
  CREATE INDEX "bonuses_updated_at_idx" ON "bonuses" USING btree ("updated_at");
  CREATE INDEX "bonuses_created_at_idx" ON "bonuses" USING btree ("created_at");
  CREATE INDEX "_bonuses_v_parent_idx" ON "_bonuses_v" USING btree ("parent_id");
  CREATE INDEX "_bonuses_v_version_version_updated_at_idx" ON "_bonuses_v" USING btree ("version_updated_at");
  CREATE INDEX "_bonuses_v_version_version_created_at_idx" ON "_bonuses_v" USING btree ("version_created_at");
  CREATE INDEX "_bonuses_v_created_at_idx" ON "_bonuses_v" USING btree ("created_at");
  CREATE INDEX "_bonuses_v_updated_at_idx" ON "_bonuses_v" USING btree ("updated_at");
  CREATE INDEX "value_stack_items_updated_at_idx" ON "value_stack_items" USING btree ("updated_at");
  CREATE INDEX "value_stack_items_created_at_idx" ON "value_stack_items" USING btree ("created_at");
  CREATE INDEX "_value_stack_items_v_parent_idx" ON "_value_stack_items_v" USING btree ("parent_id");
  CREATE INDEX "_value_stack_items_v_version_version_updated_at_idx" ON "_value_stack_items_v" USING btree ("version_updated_at");
  CREATE INDEX "_value_stack_items_v_version_version_created_at_idx" ON "_value_stack_items_v" USING btree ("version_created_at");
  CREATE INDEX "_value_stack_items_v_created_at_idx" ON "_value_stack_items_v" USING btree ("created_at");
  CREATE INDEX "_value_stack_items_v_updated_at_idx" ON "_value_stack_items_v" USING btree ("updated_at");
  CREATE INDEX "guarantee_cards_updated_at_idx" ON "guarantee_cards" USING btree ("updated_at");
  CREATE INDEX "guarantee_cards_created_at_idx" ON "guarantee_cards" USING btree ("created_at");
  CREATE INDEX "_guarantee_cards_v_parent_idx" ON "_guarantee_cards_v" USING btree ("parent_id");
  CREATE INDEX "_guarantee_cards_v_version_version_updated_at_idx" ON "_guarantee_cards_v" USING btree ("version_updated_at");
  CREATE INDEX "_guarantee_cards_v_version_version_created_at_idx" ON "_guarantee_cards_v" USING btree ("version_created_at");
  CREATE INDEX "_guarantee_cards_v_created_at_idx" ON "_guarantee_cards_v" USING btree ("created_at");
  CREATE INDEX "_guarantee_cards_v_updated_at_idx" ON "_guarantee_cards_v" USING btree ("updated_at");
  CREATE INDEX "demo_videos_updated_at_idx" ON "demo_videos" USING btree ("updated_at");
  CREATE INDEX "demo_videos_created_at_idx" ON "demo_videos" USING btree ("created_at");
  CREATE INDEX "_demo_videos_v_parent_idx" ON "_demo_videos_v" USING btree ("parent_id");
  CREATE INDEX "_demo_videos_v_version_version_updated_at_idx" ON "_demo_videos_v" USING btree ("version_updated_at");
  CREATE INDEX "_demo_videos_v_version_version_created_at_idx" ON "_demo_videos_v" USING btree ("version_created_at");
  CREATE INDEX "_demo_videos_v_created_at_idx" ON "_demo_videos_v" USING btree ("created_at");
  CREATE INDEX "_demo_videos_v_updated_at_idx" ON "_demo_videos_v" USING btree ("updated_at");
  CREATE INDEX "comparison_rows_demo_video_idx" ON "comparison_rows" USING btree ("demo_video_id");
  CREATE INDEX "comparison_rows_updated_at_idx" ON "comparison_rows" USING btree ("updated_at");
  CREATE INDEX "comparison_rows_created_at_idx" ON "comparison_rows" USING btree ("created_at");
  CREATE INDEX "_comparison_rows_v_parent_idx" ON "_comparison_rows_v" USING btree ("parent_id");
  CREATE INDEX "_comparison_rows_v_version_version_demo_video_idx" ON "_comparison_rows_v" USING btree ("version_demo_video_id");
  CREATE INDEX "_comparison_rows_v_version_version_updated_at_idx" ON "_comparison_rows_v" USING btree ("version_updated_at");
  CREATE INDEX "_comparison_rows_v_version_version_created_at_idx" ON "_comparison_rows_v" USING btree ("version_created_at");
  CREATE INDEX "_comparison_rows_v_created_at_idx" ON "_comparison_rows_v" USING btree ("created_at");
  CREATE INDEX "_comparison_rows_v_updated_at_idx" ON "_comparison_rows_v" USING btree ("updated_at");
  CREATE INDEX "leads_email_idx" ON "leads" USING btree ("email");
  CREATE INDEX "leads_modal_context_idx" ON "leads" USING btree ("modal_context");
  CREATE INDEX "leads_session_id_idx" ON "leads" USING btree ("session_id");
  CREATE INDEX "leads_updated_at_idx" ON "leads" USING btree ("updated_at");
  CREATE INDEX "leads_created_at_idx" ON "leads" USING btree ("created_at");
  CREATE UNIQUE INDEX "funnel_events_event_id_idx" ON "funnel_events" USING btree ("event_id");
  CREATE INDEX "funnel_events_event_type_idx" ON "funnel_events" USING btree ("event_type");
  CREATE INDEX "funnel_events_session_id_idx" ON "funnel_events" USING btree ("session_id");
  CREATE INDEX "funnel_events_visitor_id_idx" ON "funnel_events" USING btree ("visitor_id");
  CREATE INDEX "funnel_events_occurred_at_idx" ON "funnel_events" USING btree ("occurred_at");
  CREATE INDEX "funnel_events_updated_at_idx" ON "funnel_events" USING btree ("updated_at");
  CREATE INDEX "funnel_events_created_at_idx" ON "funnel_events" USING btree ("created_at");
  CREATE UNIQUE INDEX "payload_kv_key_idx" ON "payload_kv" USING btree ("key");
  CREATE INDEX "payload_locked_documents_global_slug_idx" ON "payload_locked_documents" USING btree ("global_slug");
  CREATE INDEX "payload_locked_documents_updated_at_idx" ON "payload_locked_documents" USING btree ("updated_at");
  CREATE INDEX "payload_locked_documents_created_at_idx" ON "payload_locked_documents" USING btree ("created_at");
  CREATE INDEX "payload_locked_documents_rels_order_idx" ON "payload_locked_documents_rels" USING btree ("order");
  CREATE INDEX "payload_locked_documents_rels_parent_idx" ON "payload_locked_documents_rels" USING btree ("parent_id");
  CREATE INDEX "payload_locked_documents_rels_path_idx" ON "payload_locked_documents_rels" USING btree ("path");
  CREATE INDEX "payload_locked_documents_rels_users_id_idx" ON "payload_locked_documents_rels" USING btree ("users_id");
  CREATE INDEX "payload_locked_documents_rels_media_id_idx" ON "payload_locked_documents_rels" USING btree ("media_id");
  CREATE INDEX "payload_locked_documents_rels_testimonials_id_idx" ON "payload_locked_documents_rels" USING btree ("testimonials_id");
  CREATE INDEX "payload_locked_documents_rels_win_cards_id_idx" ON "payload_locked_documents_rels" USING btree ("win_cards_id");
  CREATE INDEX "payload_locked_documents_rels_framework_steps_id_idx" ON "payload_locked_documents_rels" USING btree ("framework_steps_id");
  CREATE INDEX "payload_locked_documents_rels_faqs_id_idx" ON "payload_locked_documents_rels" USING btree ("faqs_id");
  CREATE INDEX "payload_locked_documents_rels_objections_id_idx" ON "payload_locked_documents_rels" USING btree ("objections_id");
  CREATE INDEX "payload_locked_documents_rels_bonuses_id_idx" ON "payload_locked_documents_rels" USING btree ("bonuses_id");
  CREATE INDEX "payload_locked_documents_rels_value_stack_items_id_idx" ON "payload_locked_documents_rels" USING btree ("value_stack_items_id");
  CREATE INDEX "payload_locked_documents_rels_guarantee_cards_id_idx" ON "payload_locked_documents_rels" USING btree ("guarantee_cards_id");
  CREATE INDEX "payload_locked_documents_rels_demo_videos_id_idx" ON "payload_locked_documents_rels" USING btree ("demo_videos_id");
  CREATE INDEX "payload_locked_documents_rels_comparison_rows_id_idx" ON "payload_locked_documents_rels" USING btree ("comparison_rows_id");
  CREATE INDEX "payload_locked_documents_rels_leads_id_idx" ON "payload_locked_documents_rels" USING btree ("leads_id");
  CREATE INDEX "payload_locked_documents_rels_funnel_events_id_idx" ON "payload_locked_documents_rels" USING btree ("funnel_events_id");
  CREATE INDEX "payload_preferences_key_idx" ON "payload_preferences" USING btree ("key");
  CREATE INDEX "payload_preferences_updated_at_idx" ON "payload_preferences" USING btree ("updated_at");
  CREATE INDEX "payload_preferences_created_at_idx" ON "payload_preferences" USING btree ("created_at");
  CREATE INDEX "payload_preferences_rels_order_idx" ON "payload_preferences_rels" USING btree ("order");
  CREATE INDEX "payload_preferences_rels_parent_idx" ON "payload_preferences_rels" USING btree ("parent_id");
  CREATE INDEX "payload_preferences_rels_path_idx" ON "payload_preferences_rels" USING btree ("path");
  CREATE INDEX "payload_preferences_rels_users_id_idx" ON "payload_preferences_rels" USING btree ("users_id");
  CREATE INDEX "payload_migrations_updated_at_idx" ON "payload_migrations" USING btree ("updated_at");
  CREATE INDEX "payload_migrations_created_at_idx" ON "payload_migrations" USING btree ("created_at");
  CREATE INDEX "home_sales_letter_paragraphs_order_idx" ON "home_sales_letter_paragraphs" USING btree ("_order");
  CREATE INDEX "home_sales_letter_paragraphs_parent_id_idx" ON "home_sales_letter_paragraphs" USING btree ("_parent_id");
  CREATE INDEX "home_three_pillars_pillars_order_idx" ON "home_three_pillars_pillars" USING btree ("_order");
  CREATE INDEX "home_three_pillars_pillars_parent_id_idx" ON "home_three_pillars_pillars" USING btree ("_parent_id");
  CREATE INDEX "home_origin_story_paragraphs_order_idx" ON "home_origin_story_paragraphs" USING btree ("_order");
  CREATE INDEX "home_origin_story_paragraphs_parent_id_idx" ON "home_origin_story_paragraphs" USING btree ("_parent_id");
  CREATE INDEX "home_stats_items_order_idx" ON "home_stats_items" USING btree ("_order");
  CREATE INDEX "home_stats_items_parent_id_idx" ON "home_stats_items" USING btree ("_parent_id");
  CREATE INDEX "home_stats_differentiators_order_idx" ON "home_stats_differentiators" USING btree ("_order");
  CREATE INDEX "home_stats_differentiators_parent_id_idx" ON "home_stats_differentiators" USING btree ("_parent_id");
  CREATE INDEX "home_exit_benefits_order_idx" ON "home_exit_benefits" USING btree ("_order");
  CREATE INDEX "home_exit_benefits_parent_id_idx" ON "home_exit_benefits" USING btree ("_parent_id");
  CREATE INDEX "home_joined_names_order_idx" ON "home_joined_names" USING btree ("_order");
  CREATE INDEX "home_joined_names_parent_id_idx" ON "home_joined_names" USING btree ("_parent_id");
  CREATE INDEX "home_milestones_order_idx" ON "home_milestones" USING btree ("_order");
  CREATE INDEX "home_milestones_parent_id_idx" ON "home_milestones" USING btree ("_parent_id");
  CREATE INDEX "home_hero_hero_video_idx" ON "home" USING btree ("hero_video_id");
  CREATE INDEX "home__status_idx" ON "home" USING btree ("_status");
  CREATE INDEX "home_rels_order_idx" ON "home_rels" USING btree ("order");
  CREATE INDEX "home_rels_parent_idx" ON "home_rels" USING btree ("parent_id");
  CREATE INDEX "home_rels_path_idx" ON "home_rels" USING btree ("path");
  CREATE INDEX "home_rels_testimonials_id_idx" ON "home_rels" USING btree ("testimonials_id");
  CREATE INDEX "home_rels_framework_steps_id_idx" ON "home_rels" USING btree ("framework_steps_id");
  CREATE INDEX "home_rels_win_cards_id_idx" ON "home_rels" USING btree ("win_cards_id");
  CREATE INDEX "home_rels_value_stack_items_id_idx" ON "home_rels" USING btree ("value_stack_items_id");
  CREATE INDEX "home_rels_comparison_rows_id_idx" ON "home_rels" USING btree ("comparison_rows_id");
  CREATE INDEX "home_rels_guarantee_cards_id_idx" ON "home_rels" USING btree ("guarantee_cards_id");
  CREATE INDEX "home_rels_objections_id_idx" ON "home_rels" USING btree ("objections_id");
  CREATE INDEX "home_rels_bonuses_id_idx" ON "home_rels" USING btree ("bonuses_id");
  CREATE INDEX "_home_v_version_sales_letter_paragraphs_order_idx" ON "_home_v_version_sales_letter_paragraphs" USING btree ("_order");
  CREATE INDEX "_home_v_version_sales_letter_paragraphs_parent_id_idx" ON "_home_v_version_sales_letter_paragraphs" USING btree ("_parent_id");
  CREATE INDEX "_home_v_version_three_pillars_pillars_order_idx" ON "_home_v_version_three_pillars_pillars" USING btree ("_order");
  CREATE INDEX "_home_v_version_three_pillars_pillars_parent_id_idx" ON "_home_v_version_three_pillars_pillars" USING btree ("_parent_id");
  CREATE INDEX "_home_v_version_origin_story_paragraphs_order_idx" ON "_home_v_version_origin_story_paragraphs" USING btree ("_order");
  CREATE INDEX "_home_v_version_origin_story_paragraphs_parent_id_idx" ON "_home_v_version_origin_story_paragraphs" USING btree ("_parent_id");
  CREATE INDEX "_home_v_version_stats_items_order_idx" ON "_home_v_version_stats_items" USING btree ("_order");
  CREATE INDEX "_home_v_version_stats_items_parent_id_idx" ON "_home_v_version_stats_items" USING btree ("_parent_id");
  CREATE INDEX "_home_v_version_stats_differentiators_order_idx" ON "_home_v_version_stats_differentiators" USING btree ("_order");
  CREATE INDEX "_home_v_version_stats_differentiators_parent_id_idx" ON "_home_v_version_stats_differentiators" USING btree ("_parent_id");
  CREATE INDEX "_home_exit_benefits_v_order_idx" ON "_home_exit_benefits_v" USING btree ("_order");
  CREATE INDEX "_home_exit_benefits_v_parent_id_idx" ON "_home_exit_benefits_v" USING btree ("_parent_id");
  CREATE INDEX "_home_joined_names_v_order_idx" ON "_home_joined_names_v" USING btree ("_order");
  CREATE INDEX "_home_joined_names_v_parent_id_idx" ON "_home_joined_names_v" USING btree ("_parent_id");
  CREATE INDEX "_home_milestones_v_order_idx" ON "_home_milestones_v" USING btree ("_order");
  CREATE INDEX "_home_milestones_v_parent_id_idx" ON "_home_milestones_v" USING btree ("_parent_id");
  CREATE INDEX "_home_v_version_hero_version_hero_video_idx" ON "_home_v" USING btree ("version_hero_video_id");
  CREATE INDEX "_home_v_version_version__status_idx" ON "_home_v" USING btree ("version__status");
  CREATE INDEX "_home_v_created_at_idx" ON "_home_v" USING btree ("created_at");
  CREATE INDEX "_home_v_updated_at_idx" ON "_home_v" USING btree ("updated_at");
  CREATE INDEX "_home_v_latest_idx" ON "_home_v" USING btree ("latest");
  CREATE INDEX "_home_v_autosave_idx" ON "_home_v" USING btree ("autosave");
  CREATE INDEX "_home_v_rels_order_idx" ON "_home_v_rels" USING btree ("order");
  CREATE INDEX "_home_v_rels_parent_idx" ON "_home_v_rels" USING btree ("parent_id");
  CREATE INDEX "_home_v_rels_path_idx" ON "_home_v_rels" USING btree ("path");
  CREATE INDEX "_home_v_rels_testimonials_id_idx" ON "_home_v_rels" USING btree ("testimonials_id");
  CREATE INDEX "_home_v_rels_framework_steps_id_idx" ON "_home_v_rels" USING btree ("framework_steps_id");
  CREATE INDEX "_home_v_rels_win_cards_id_idx" ON "_home_v_rels" USING btree ("win_cards_id");
  CREATE INDEX "_home_v_rels_value_stack_items_id_idx" ON "_home_v_rels" USING btree ("value_stack_items_id");
  CREATE INDEX "_home_v_rels_comparison_rows_id_idx" ON "_home_v_rels" USING btree ("comparison_rows_id");
  CREATE INDEX "_home_v_rels_guarantee_cards_id_idx" ON "_home_v_rels" USING btree ("guarantee_cards_id");
  CREATE INDEX "_home_v_rels_objections_id_idx" ON "_home_v_rels" USING btree ("objections_id");
  CREATE INDEX "_home_v_rels_bonuses_id_idx" ON "_home_v_rels" USING btree ("bonuses_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "users_sessions" CASCADE;
  DROP TABLE "users" CASCADE;
  DROP TABLE "media" CASCADE;
  DROP TABLE "testimonials" CASCADE;
  DROP TABLE "_testimonials_v" CASCADE;
  DROP TABLE "win_cards" CASCADE;
  DROP TABLE "_win_cards_v" CASCADE;
  DROP TABLE "framework_steps" CASCADE;
  DROP TABLE "_framework_steps_v" CASCADE;
  DROP TABLE "faqs" CASCADE;
  DROP TABLE "_faqs_v" CASCADE;
  DROP TABLE "objections" CASCADE;
  DROP TABLE "_objections_v" CASCADE;
  DROP TABLE "bonuses" CASCADE;
  DROP TABLE "_bonuses_v" CASCADE;
  DROP TABLE "value_stack_items" CASCADE;
  DROP TABLE "_value_stack_items_v" CASCADE;
  DROP TABLE "guarantee_cards" CASCADE;
  DROP TABLE "_guarantee_cards_v" CASCADE;
  DROP TABLE "demo_videos" CASCADE;
  DROP TABLE "_demo_videos_v" CASCADE;
  DROP TABLE "comparison_rows" CASCADE;
  DROP TABLE "_comparison_rows_v" CASCADE;
  DROP TABLE "leads" CASCADE;
  DROP TABLE "funnel_events" CASCADE;
  DROP TABLE "payload_kv" CASCADE;
  DROP TABLE "payload_locked_documents" CASCADE;
  DROP TABLE "payload_locked_documents_rels" CASCADE;
  DROP TABLE "payload_preferences" CASCADE;
  DROP TABLE "payload_preferences_rels" CASCADE;
  DROP TABLE "payload_migrations" CASCADE;
  DROP TABLE "site_settings" CASCADE;
  DROP TABLE "home_sales_letter_paragraphs" CASCADE;
  DROP TABLE "home_three_pillars_pillars" CASCADE;
  DROP TABLE "home_origin_story_paragraphs" CASCADE;
  DROP TABLE "home_stats_items" CASCADE;
  DROP TABLE "home_stats_differentiators" CASCADE;
  DROP TABLE "home_exit_benefits" CASCADE;
  DROP TABLE "home_joined_names" CASCADE;
  DROP TABLE "home_milestones" CASCADE;
  DROP TABLE "home" CASCADE;
  DROP TABLE "home_rels" CASCADE;
  DROP TABLE "_home_v_version_sales_letter_paragraphs" CASCADE;
  DROP TABLE "_home_v_version_three_pillars_pillars" CASCADE;
  DROP TABLE "_home_v_version_origin_story_paragraphs" CASCADE;
  DROP TABLE "_home_v_version_stats_items" CASCADE;
  DROP TABLE "_home_v_version_stats_differentiators" CASCADE;
  DROP TABLE "_home_exit_benefits_v" CASCADE;
  DROP TABLE "_home_joined_names_v" CASCADE;
  DROP TABLE "_home_milestones_v" CASCADE;
  DROP TABLE "_home_v" CASCADE;
  DROP TABLE "_home_v_rels" CASCADE;
  DROP TYPE "public"."enum_users_role";
  DROP TYPE "public"."enum_comparison_rows_starter_kind";
  DROP TYPE "public"."enum_comparison_rows_professional_kind";
  DROP TYPE "public"."enum_comparison_rows_enterprise_kind";
  DROP TYPE "public"."enum__comparison_rows_v_version_starter_kind";
  DROP TYPE "public"."enum__comparison_rows_v_version_professional_kind";
  DROP TYPE "public"."enum__comparison_rows_v_version_enterprise_kind";
  DROP TYPE "public"."enum_site_settings_theme";
  DROP TYPE "public"."enum_home_status";
  DROP TYPE "public"."enum__home_v_version_status";`)
}

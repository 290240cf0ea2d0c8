import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`survey_specialists\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`role\` text,
  	\`avatar_id\` integer,
  	FOREIGN KEY (\`avatar_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`survey\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`survey_specialists_order_idx\` ON \`survey_specialists\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`survey_specialists_parent_id_idx\` ON \`survey_specialists\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`survey_specialists_avatar_idx\` ON \`survey_specialists\` (\`avatar_id\`);`)
  await db.run(sql`CREATE TABLE \`survey_interviewer_questions\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`question\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`survey\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`survey_interviewer_questions_order_idx\` ON \`survey_interviewer_questions\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`survey_interviewer_questions_parent_id_idx\` ON \`survey_interviewer_questions\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`survey_interviewer_acknowledgements\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`survey\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`survey_interviewer_acknowledgements_order_idx\` ON \`survey_interviewer_acknowledgements\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`survey_interviewer_acknowledgements_parent_id_idx\` ON \`survey_interviewer_acknowledgements\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`survey\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`intro_eyebrow\` text,
  	\`intro_heading\` text,
  	\`intro_body\` text,
  	\`intro_start_label\` text,
  	\`intro_note\` text,
  	\`connecting_searching_heading\` text,
  	\`connecting_queue_label\` text,
  	\`connecting_location_text\` text,
  	\`connecting_evaluating_text\` text,
  	\`connecting_found_heading\` text,
  	\`connecting_found_text\` text,
  	\`connecting_session_label\` text,
  	\`connecting_enter_label\` text,
  	\`interviewer_system_prompt\` text,
  	\`interviewer_opening\` text,
  	\`chat_status_label\` text,
  	\`chat_typing_label\` text,
  	\`chat_input_placeholder\` text,
  	\`chat_send_label\` text,
  	\`chat_email_request\` text,
  	\`chat_name_request\` text,
  	\`chat_phone_request\` text,
  	\`chat_transition_message\` text,
  	\`chat_invalid_email\` text,
  	\`chat_invalid_name\` text,
  	\`chat_invalid_phone\` text,
  	\`chat_not_right_fit\` text,
  	\`chat_analyzing_heading\` text,
  	\`chat_analyzing_text\` text,
  	\`voice_record_label\` text,
  	\`voice_stop_label\` text,
  	\`voice_unavailable_label\` text,
  	\`voice_transcribed_message\` text,
  	\`voice_live_offer\` text,
  	\`voice_live_accept_label\` text,
  	\`voice_live_decline_label\` text,
  	\`voice_connected_message\` text,
  	\`voice_listening_label\` text,
  	\`voice_speaking_label\` text,
  	\`voice_end_label\` text,
  	\`timings_searching_ms\` numeric DEFAULT 4500,
  	\`timings_location_ms\` numeric DEFAULT 2000,
  	\`timings_evaluating_ms\` numeric DEFAULT 2000,
  	\`timings_queue_drop_ms\` numeric DEFAULT 2250,
  	\`timings_queue_start\` numeric DEFAULT 2,
  	\`timings_session_seconds\` numeric DEFAULT 300,
  	\`timings_enter_typing_ms\` numeric DEFAULT 2000,
  	\`timings_typing_min_ms\` numeric DEFAULT 2000,
  	\`timings_typing_max_ms\` numeric DEFAULT 4000,
  	\`timings_chunk_gap_min_ms\` numeric DEFAULT 3000,
  	\`timings_chunk_gap_max_ms\` numeric DEFAULT 5000,
  	\`timings_analyzing_ms\` numeric DEFAULT 3000,
  	\`timings_not_fit_redirect_ms\` numeric DEFAULT 3000,
  	\`timings_live_voice_threshold_ms\` numeric DEFAULT 3000,
  	\`meta_title\` text,
  	\`meta_description\` text,
  	\`meta_image_id\` integer,
  	\`_status\` text DEFAULT 'draft',
  	\`updated_at\` text,
  	\`created_at\` text,
  	FOREIGN KEY (\`meta_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`survey_meta_meta_image_idx\` ON \`survey\` (\`meta_image_id\`);`)
  await db.run(sql`CREATE INDEX \`survey__status_idx\` ON \`survey\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`_survey_v_version_specialists\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`role\` text,
  	\`avatar_id\` integer,
  	\`_uuid\` text,
  	FOREIGN KEY (\`avatar_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_survey_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_survey_v_version_specialists_order_idx\` ON \`_survey_v_version_specialists\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_survey_v_version_specialists_parent_id_idx\` ON \`_survey_v_version_specialists\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_survey_v_version_specialists_avatar_idx\` ON \`_survey_v_version_specialists\` (\`avatar_id\`);`)
  await db.run(sql`CREATE TABLE \`_survey_v_version_interviewer_questions\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`question\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_survey_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_survey_v_version_interviewer_questions_order_idx\` ON \`_survey_v_version_interviewer_questions\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_survey_v_version_interviewer_questions_parent_id_idx\` ON \`_survey_v_version_interviewer_questions\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_survey_v_version_interviewer_acknowledgements\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`text\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_survey_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_survey_v_version_interviewer_acknowledgements_order_idx\` ON \`_survey_v_version_interviewer_acknowledgements\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_survey_v_version_interviewer_acknowledgements_parent_id_idx\` ON \`_survey_v_version_interviewer_acknowledgements\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_survey_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version_intro_eyebrow\` text,
  	\`version_intro_heading\` text,
  	\`version_intro_body\` text,
  	\`version_intro_start_label\` text,
  	\`version_intro_note\` text,
  	\`version_connecting_searching_heading\` text,
  	\`version_connecting_queue_label\` text,
  	\`version_connecting_location_text\` text,
  	\`version_connecting_evaluating_text\` text,
  	\`version_connecting_found_heading\` text,
  	\`version_connecting_found_text\` text,
  	\`version_connecting_session_label\` text,
  	\`version_connecting_enter_label\` text,
  	\`version_interviewer_system_prompt\` text,
  	\`version_interviewer_opening\` text,
  	\`version_chat_status_label\` text,
  	\`version_chat_typing_label\` text,
  	\`version_chat_input_placeholder\` text,
  	\`version_chat_send_label\` text,
  	\`version_chat_email_request\` text,
  	\`version_chat_name_request\` text,
  	\`version_chat_phone_request\` text,
  	\`version_chat_transition_message\` text,
  	\`version_chat_invalid_email\` text,
  	\`version_chat_invalid_name\` text,
  	\`version_chat_invalid_phone\` text,
  	\`version_chat_not_right_fit\` text,
  	\`version_chat_analyzing_heading\` text,
  	\`version_chat_analyzing_text\` text,
  	\`version_voice_record_label\` text,
  	\`version_voice_stop_label\` text,
  	\`version_voice_unavailable_label\` text,
  	\`version_voice_transcribed_message\` text,
  	\`version_voice_live_offer\` text,
  	\`version_voice_live_accept_label\` text,
  	\`version_voice_live_decline_label\` text,
  	\`version_voice_connected_message\` text,
  	\`version_voice_listening_label\` text,
  	\`version_voice_speaking_label\` text,
  	\`version_voice_end_label\` text,
  	\`version_timings_searching_ms\` numeric DEFAULT 4500,
  	\`version_timings_location_ms\` numeric DEFAULT 2000,
  	\`version_timings_evaluating_ms\` numeric DEFAULT 2000,
  	\`version_timings_queue_drop_ms\` numeric DEFAULT 2250,
  	\`version_timings_queue_start\` numeric DEFAULT 2,
  	\`version_timings_session_seconds\` numeric DEFAULT 300,
  	\`version_timings_enter_typing_ms\` numeric DEFAULT 2000,
  	\`version_timings_typing_min_ms\` numeric DEFAULT 2000,
  	\`version_timings_typing_max_ms\` numeric DEFAULT 4000,
  	\`version_timings_chunk_gap_min_ms\` numeric DEFAULT 3000,
  	\`version_timings_chunk_gap_max_ms\` numeric DEFAULT 5000,
  	\`version_timings_analyzing_ms\` numeric DEFAULT 3000,
  	\`version_timings_not_fit_redirect_ms\` numeric DEFAULT 3000,
  	\`version_timings_live_voice_threshold_ms\` numeric DEFAULT 3000,
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
  await db.run(sql`CREATE INDEX \`_survey_v_version_meta_version_meta_image_idx\` ON \`_survey_v\` (\`version_meta_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_survey_v_version_version__status_idx\` ON \`_survey_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_survey_v_created_at_idx\` ON \`_survey_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_survey_v_updated_at_idx\` ON \`_survey_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_survey_v_latest_idx\` ON \`_survey_v\` (\`latest\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`survey_specialists\`;`)
  await db.run(sql`DROP TABLE \`survey_interviewer_questions\`;`)
  await db.run(sql`DROP TABLE \`survey_interviewer_acknowledgements\`;`)
  await db.run(sql`DROP TABLE \`survey\`;`)
  await db.run(sql`DROP TABLE \`_survey_v_version_specialists\`;`)
  await db.run(sql`DROP TABLE \`_survey_v_version_interviewer_questions\`;`)
  await db.run(sql`DROP TABLE \`_survey_v_version_interviewer_acknowledgements\`;`)
  await db.run(sql`DROP TABLE \`_survey_v\`;`)
}

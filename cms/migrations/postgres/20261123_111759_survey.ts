import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_survey_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__survey_v_version_status" AS ENUM('draft', 'published');
  CREATE TABLE "survey_specialists" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"role" varchar,
  	"avatar_id" integer
  );
  
  CREATE TABLE "survey_interviewer_questions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"question" varchar
  );
  
  CREATE TABLE "survey_interviewer_acknowledgements" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "survey" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"intro_eyebrow" varchar,
  	"intro_heading" varchar,
  	"intro_body" varchar,
  	"intro_start_label" varchar,
  	"intro_note" varchar,
  	"connecting_searching_heading" varchar,
  	"connecting_queue_label" varchar,
  	"connecting_location_text" varchar,
  	"connecting_evaluating_text" varchar,
  	"connecting_found_heading" varchar,
  	"connecting_found_text" varchar,
  	"connecting_session_label" varchar,
  	"connecting_enter_label" varchar,
  	"interviewer_system_prompt" varchar,
  	"interviewer_opening" varchar,
  	"chat_status_label" varchar,
  	"chat_typing_label" varchar,
  	"chat_input_placeholder" varchar,
  	"chat_send_label" varchar,
  	"chat_email_request" varchar,
  	"chat_name_request" varchar,
  	"chat_phone_request" varchar,
  	"chat_transition_message" varchar,
  	"chat_invalid_email" varchar,
  	"chat_invalid_name" varchar,
  	"chat_invalid_phone" varchar,
  	"chat_not_right_fit" varchar,
  	"chat_analyzing_heading" varchar,
  	"chat_analyzing_text" varchar,
  	"voice_record_label" varchar,
  	"voice_stop_label" varchar,
  	"voice_unavailable_label" varchar,
  	"voice_transcribed_message" varchar,
  	"voice_live_offer" varchar,
  	"voice_live_accept_label" varchar,
  	"voice_live_decline_label" varchar,
  	"voice_connected_message" varchar,
  	"voice_listening_label" varchar,
  	"voice_speaking_label" varchar,
  	"voice_end_label" varchar,
  	"timings_searching_ms" numeric DEFAULT 4500,
  	"timings_location_ms" numeric DEFAULT 2000,
  	"timings_evaluating_ms" numeric DEFAULT 2000,
  	"timings_queue_drop_ms" numeric DEFAULT 2250,
  	"timings_queue_start" numeric DEFAULT 2,
  	"timings_session_seconds" numeric DEFAULT 300,
  	"timings_enter_typing_ms" numeric DEFAULT 2000,
  	"timings_typing_min_ms" numeric DEFAULT 2000,
  	"timings_typing_max_ms" numeric DEFAULT 4000,
  	"timings_chunk_gap_min_ms" numeric DEFAULT 3000,
  	"timings_chunk_gap_max_ms" numeric DEFAULT 5000,
  	"timings_analyzing_ms" numeric DEFAULT 3000,
  	"timings_not_fit_redirect_ms" numeric DEFAULT 3000,
  	"timings_live_voice_threshold_ms" numeric DEFAULT 3000,
  	"meta_title" varchar,
  	"meta_description" varchar,
  	"meta_image_id" integer,
  	"_status" "enum_survey_status" DEFAULT 'draft',
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "_survey_v_version_specialists" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"role" varchar,
  	"avatar_id" integer,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_survey_v_version_interviewer_questions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"question" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_survey_v_version_interviewer_acknowledgements" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_survey_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_intro_eyebrow" varchar,
  	"version_intro_heading" varchar,
  	"version_intro_body" varchar,
  	"version_intro_start_label" varchar,
  	"version_intro_note" varchar,
  	"version_connecting_searching_heading" varchar,
  	"version_connecting_queue_label" varchar,
  	"version_connecting_location_text" varchar,
  	"version_connecting_evaluating_text" varchar,
  	"version_connecting_found_heading" varchar,
  	"version_connecting_found_text" varchar,
  	"version_connecting_session_label" varchar,
  	"version_connecting_enter_label" varchar,
  	"version_interviewer_system_prompt" varchar,
  	"version_interviewer_opening" varchar,
  	"version_chat_status_label" varchar,
  	"version_chat_typing_label" varchar,
  	"version_chat_input_placeholder" varchar,
  	"version_chat_send_label" varchar,
  	"version_chat_email_request" varchar,
  	"version_chat_name_request" varchar,
  	"version_chat_phone_request" varchar,
  	"version_chat_transition_message" varchar,
  	"version_chat_invalid_email" varchar,
  	"version_chat_invalid_name" varchar,
  	"version_chat_invalid_phone" varchar,
  	"version_chat_not_right_fit" varchar,
  	"version_chat_analyzing_heading" varchar,
  	"version_chat_analyzing_text" varchar,
  	"version_voice_record_label" varchar,
  	"version_voice_stop_label" varchar,
  	"version_voice_unavailable_label" varchar,
  	"version_voice_transcribed_message" varchar,
  	"version_voice_live_offer" varchar,
  	"version_voice_live_accept_label" varchar,
  	"version_voice_live_decline_label" varchar,
  	"version_voice_connected_message" varchar,
  	"version_voice_listening_label" varchar,
  	"version_voice_speaking_label" varchar,
  	"version_voice_end_label" varchar,
  	"version_timings_searching_ms" numeric DEFAULT 4500,
  	"version_timings_location_ms" numeric DEFAULT 2000,
  	"version_timings_evaluating_ms" numeric DEFAULT 2000,
  	"version_timings_queue_drop_ms" numeric DEFAULT 2250,
  	"version_timings_queue_start" numeric DEFAULT 2,
  	"version_timings_session_seconds" numeric DEFAULT 300,
  	"version_timings_enter_typing_ms" numeric DEFAULT 2000,
  	"version_timings_typing_min_ms" numeric DEFAULT 2000,
  	"version_timings_typing_max_ms" numeric DEFAULT 4000,
  	"version_timings_chunk_gap_min_ms" numeric DEFAULT 3000,
  	"version_timings_chunk_gap_max_ms" numeric DEFAULT 5000,
  	"version_timings_analyzing_ms" numeric DEFAULT 3000,
  	"version_timings_not_fit_redirect_ms" numeric DEFAULT 3000,
  	"version_timings_live_voice_threshold_ms" numeric DEFAULT 3000,
  	"version_meta_title" varchar,
  	"version_meta_description" varchar,
  	"version_meta_image_id" integer,
  	"version__status" "enum__survey_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  ALTER TABLE "survey_specialists" ADD CONSTRAINT "survey_specialists_avatar_id_media_id_fk" FOREIGN KEY ("avatar_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "survey_specialists" ADD CONSTRAINT "survey_specialists_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."survey"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "survey_interviewer_questions" ADD CONSTRAINT "survey_interviewer_questions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."survey"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "survey_interviewer_acknowledgements" ADD CONSTRAINT "survey_interviewer_acknowledgements_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."survey"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "survey" ADD CONSTRAINT "survey_meta_image_id_media_id_fk" FOREIGN KEY ("meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_survey_v_version_specialists" ADD CONSTRAINT "_survey_v_version_specialists_avatar_id_media_id_fk" FOREIGN KEY ("avatar_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_survey_v_version_specialists" ADD CONSTRAINT "_survey_v_version_specialists_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_survey_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_survey_v_version_interviewer_questions" ADD CONSTRAINT "_survey_v_version_interviewer_questions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_survey_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_survey_v_version_interviewer_acknowledgements" ADD CONSTRAINT "_survey_v_version_interviewer_acknowledgements_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_survey_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_survey_v" ADD CONSTRAINT "_survey_v_version_meta_image_id_media_id_fk" FOREIGN KEY ("version_meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "survey_specialists_order_idx" ON "survey_specialists" USING btree ("_order");
  CREATE INDEX "survey_specialists_parent_id_idx" ON "survey_specialists" USING btree ("_parent_id");
  CREATE INDEX "survey_specialists_avatar_idx" ON "survey_specialists" USING btree ("avatar_id");
  CREATE INDEX "survey_interviewer_questions_order_idx" ON "survey_interviewer_questions" USING btree ("_order");
  CREATE INDEX "survey_interviewer_questions_parent_id_idx" ON "survey_interviewer_questions" USING btree ("_parent_id");
  CREATE INDEX "survey_interviewer_acknowledgements_order_idx" ON "survey_interviewer_acknowledgements" USING btree ("_order");
  CREATE INDEX "survey_interviewer_acknowledgements_parent_id_idx" ON "survey_interviewer_acknowledgements" USING btree ("_parent_id");
  CREATE INDEX "survey_meta_meta_image_idx" ON "survey" USING btree ("meta_image_id");
  CREATE INDEX "survey__status_idx" ON "survey" USING btree ("_status");
  CREATE INDEX "_survey_v_version_specialists_order_idx" ON "_survey_v_version_specialists" USING btree ("_order");
  CREATE INDEX "_survey_v_version_specialists_parent_id_idx" ON "_survey_v_version_specialists" USING btree ("_parent_id");
  CREATE INDEX "_survey_v_version_specialists_avatar_idx" ON "_survey_v_version_specialists" USING btree ("avatar_id");
  CREATE INDEX "_survey_v_version_interviewer_questions_order_idx" ON "_survey_v_version_interviewer_questions" USING btree ("_order");
  CREATE INDEX "_survey_v_version_interviewer_questions_parent_id_idx" ON "_survey_v_version_interviewer_questions" USING btree ("_parent_id");
  CREATE INDEX "_survey_v_version_interviewer_acknowledgements_order_idx" ON "_survey_v_version_interviewer_acknowledgements" USING btree ("_order");
  CREATE INDEX "_survey_v_version_interviewer_acknowledgements_parent_id_idx" ON "_survey_v_version_interviewer_acknowledgements" USING btree ("_parent_id");
  CREATE INDEX "_survey_v_version_meta_version_meta_image_idx" ON "_survey_v" USING btree ("version_meta_image_id");
  CREATE INDEX "_survey_v_version_version__status_idx" ON "_survey_v" USING btree ("version__status");
  CREATE INDEX "_survey_v_created_at_idx" ON "_survey_v" USING btree ("created_at");
  CREATE INDEX "_survey_v_updated_at_idx" ON "_survey_v" USING btree ("updated_at");
  CREATE INDEX "_survey_v_latest_idx" ON "_survey_v" USING btree ("latest");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "survey_specialists" CASCADE;
  DROP TABLE "survey_interviewer_questions" CASCADE;
  DROP TABLE "survey_interviewer_acknowledgements" CASCADE;
  DROP TABLE "survey" CASCADE;
  DROP TABLE "_survey_v_version_specialists" CASCADE;
  DROP TABLE "_survey_v_version_interviewer_questions" CASCADE;
  DROP TABLE "_survey_v_version_interviewer_acknowledgements" CASCADE;
  DROP TABLE "_survey_v" CASCADE;
  DROP TYPE "public"."enum_survey_status";
  DROP TYPE "public"."enum__survey_v_version_status";`)
}

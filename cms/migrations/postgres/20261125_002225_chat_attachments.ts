import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "messages_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"chat_attachments_id" integer
  );
  
  CREATE TABLE "chat_attachments" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"conversation_id" integer NOT NULL,
  	"uploaded_by_id" integer,
  	"message_id" integer,
  	"prefix" varchar DEFAULT 'chat-attachments',
  	"_objectkey" varchar,
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
  	"focal_y" numeric,
  	"sizes_thumbnail_url" varchar,
  	"sizes_thumbnail_width" numeric,
  	"sizes_thumbnail_height" numeric,
  	"sizes_thumbnail_mime_type" varchar,
  	"sizes_thumbnail_filesize" numeric,
  	"sizes_thumbnail_filename" varchar
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "chat_attachments_id" integer;
  ALTER TABLE "messages_rels" ADD CONSTRAINT "messages_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."messages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "messages_rels" ADD CONSTRAINT "messages_rels_chat_attachments_fk" FOREIGN KEY ("chat_attachments_id") REFERENCES "public"."chat_attachments"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "chat_attachments" ADD CONSTRAINT "chat_attachments_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "chat_attachments" ADD CONSTRAINT "chat_attachments_uploaded_by_id_users_id_fk" FOREIGN KEY ("uploaded_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "chat_attachments" ADD CONSTRAINT "chat_attachments_message_id_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."messages"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "messages_rels_order_idx" ON "messages_rels" USING btree ("order");
  CREATE INDEX "messages_rels_parent_idx" ON "messages_rels" USING btree ("parent_id");
  CREATE INDEX "messages_rels_path_idx" ON "messages_rels" USING btree ("path");
  CREATE INDEX "messages_rels_chat_attachments_id_idx" ON "messages_rels" USING btree ("chat_attachments_id");
  CREATE INDEX "chat_attachments_conversation_idx" ON "chat_attachments" USING btree ("conversation_id");
  CREATE INDEX "chat_attachments_uploaded_by_idx" ON "chat_attachments" USING btree ("uploaded_by_id");
  CREATE INDEX "chat_attachments_message_idx" ON "chat_attachments" USING btree ("message_id");
  CREATE INDEX "chat_attachments_updated_at_idx" ON "chat_attachments" USING btree ("updated_at");
  CREATE INDEX "chat_attachments_created_at_idx" ON "chat_attachments" USING btree ("created_at");
  CREATE UNIQUE INDEX "chat_attachments_filename_idx" ON "chat_attachments" USING btree ("filename");
  CREATE INDEX "chat_attachments_sizes_thumbnail_sizes_thumbnail_filenam_idx" ON "chat_attachments" USING btree ("sizes_thumbnail_filename");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_chat_attachments_fk" FOREIGN KEY ("chat_attachments_id") REFERENCES "public"."chat_attachments"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_chat_attachments_id_idx" ON "payload_locked_documents_rels" USING btree ("chat_attachments_id");
  ALTER TABLE "messages" DROP COLUMN "attachments";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "messages_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "chat_attachments" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "messages_rels" CASCADE;
  DROP TABLE "chat_attachments" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_chat_attachments_fk";
  
  DROP INDEX "payload_locked_documents_rels_chat_attachments_id_idx";
  ALTER TABLE "messages" ADD COLUMN "attachments" jsonb DEFAULT '[]'::jsonb;
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "chat_attachments_id";`)
}

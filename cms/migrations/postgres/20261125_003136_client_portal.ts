import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "company_logos" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"owner_id" integer,
  	"prefix" varchar DEFAULT 'logos',
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
  	"focal_y" numeric
  );
  
  CREATE TABLE "client_chat_links" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"conversation_id" integer NOT NULL,
  	"client_id" integer NOT NULL,
  	"token_hash" varchar NOT NULL,
  	"expires_at" timestamp(3) with time zone NOT NULL,
  	"used_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "digest_sends" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"user_id" integer NOT NULL,
  	"sequence" numeric NOT NULL,
  	"claim_key" varchar NOT NULL,
  	"sent_at" timestamp(3) with time zone NOT NULL,
  	"through" timestamp(3) with time zone NOT NULL,
  	"message_count" numeric NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "users" ADD COLUMN "email_digest" boolean DEFAULT true;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "company_logos_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "client_chat_links_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "digest_sends_id" integer;
  ALTER TABLE "company_logos" ADD CONSTRAINT "company_logos_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "client_chat_links" ADD CONSTRAINT "client_chat_links_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "client_chat_links" ADD CONSTRAINT "client_chat_links_client_id_users_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "digest_sends" ADD CONSTRAINT "digest_sends_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "company_logos_owner_idx" ON "company_logos" USING btree ("owner_id");
  CREATE INDEX "company_logos_updated_at_idx" ON "company_logos" USING btree ("updated_at");
  CREATE INDEX "company_logos_created_at_idx" ON "company_logos" USING btree ("created_at");
  CREATE UNIQUE INDEX "company_logos_filename_idx" ON "company_logos" USING btree ("filename");
  CREATE INDEX "client_chat_links_conversation_idx" ON "client_chat_links" USING btree ("conversation_id");
  CREATE INDEX "client_chat_links_client_idx" ON "client_chat_links" USING btree ("client_id");
  CREATE UNIQUE INDEX "client_chat_links_token_hash_idx" ON "client_chat_links" USING btree ("token_hash");
  CREATE INDEX "client_chat_links_updated_at_idx" ON "client_chat_links" USING btree ("updated_at");
  CREATE INDEX "client_chat_links_created_at_idx" ON "client_chat_links" USING btree ("created_at");
  CREATE INDEX "digest_sends_user_idx" ON "digest_sends" USING btree ("user_id");
  CREATE UNIQUE INDEX "digest_sends_claim_key_idx" ON "digest_sends" USING btree ("claim_key");
  CREATE INDEX "digest_sends_updated_at_idx" ON "digest_sends" USING btree ("updated_at");
  CREATE INDEX "digest_sends_created_at_idx" ON "digest_sends" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_company_logos_fk" FOREIGN KEY ("company_logos_id") REFERENCES "public"."company_logos"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_client_chat_links_fk" FOREIGN KEY ("client_chat_links_id") REFERENCES "public"."client_chat_links"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_digest_sends_fk" FOREIGN KEY ("digest_sends_id") REFERENCES "public"."digest_sends"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_company_logos_id_idx" ON "payload_locked_documents_rels" USING btree ("company_logos_id");
  CREATE INDEX "payload_locked_documents_rels_client_chat_links_id_idx" ON "payload_locked_documents_rels" USING btree ("client_chat_links_id");
  CREATE INDEX "payload_locked_documents_rels_digest_sends_id_idx" ON "payload_locked_documents_rels" USING btree ("digest_sends_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "company_logos" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "client_chat_links" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "digest_sends" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "company_logos" CASCADE;
  DROP TABLE "client_chat_links" CASCADE;
  DROP TABLE "digest_sends" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_company_logos_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_client_chat_links_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_digest_sends_fk";
  
  DROP INDEX "payload_locked_documents_rels_company_logos_id_idx";
  DROP INDEX "payload_locked_documents_rels_client_chat_links_id_idx";
  DROP INDEX "payload_locked_documents_rels_digest_sends_id_idx";
  ALTER TABLE "users" DROP COLUMN "email_digest";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "company_logos_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "client_chat_links_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "digest_sends_id";`)
}

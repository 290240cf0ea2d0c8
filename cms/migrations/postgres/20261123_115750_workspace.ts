import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_vendor_products_category" AS ENUM('meta', 'tiktok', 'ppc', 'youtube', 'ai', 'crm', 'analytics');
  CREATE TYPE "public"."enum_agency_product_subscriptions_status" AS ENUM('active', 'past_due', 'canceled');
  CREATE TYPE "public"."enum_conversations_type" AS ENUM('vendor_agency', 'three_way_chat');
  CREATE TYPE "public"."enum_conversation_participants_role" AS ENUM('agency', 'vendor', 'client');
  CREATE TYPE "public"."enum_messages_sender_role" AS ENUM('agency', 'vendor', 'client');
  ALTER TYPE "public"."enum_users_role" ADD VALUE 'client';
  CREATE TABLE "vendor_products_pricing_tiers" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"tier_name" varchar NOT NULL,
  	"price_monthly" numeric NOT NULL
  );
  
  CREATE TABLE "vendor_products" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"vendor_id" integer NOT NULL,
  	"name" varchar NOT NULL,
  	"description" varchar,
  	"category" "enum_vendor_products_category" NOT NULL,
  	"logo_url" varchar,
  	"demo_video_url" varchar,
  	"is_active" boolean DEFAULT true,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "agency_product_subscriptions" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"agency_user_id" integer NOT NULL,
  	"product_id" integer NOT NULL,
  	"tier_name" varchar NOT NULL,
  	"price_monthly" numeric NOT NULL,
  	"status" "enum_agency_product_subscriptions_status" DEFAULT 'active' NOT NULL,
  	"stripe_subscription_id" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "conversations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"agency_user_id" integer NOT NULL,
  	"vendor_id" integer NOT NULL,
  	"client_user_id" integer,
  	"product_id" integer,
  	"subject" varchar NOT NULL,
  	"type" "enum_conversations_type" DEFAULT 'vendor_agency' NOT NULL,
  	"is_archived" boolean DEFAULT false,
  	"last_message_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "conversation_participants" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"conversation_id" integer NOT NULL,
  	"user_id" integer,
  	"role" "enum_conversation_participants_role" NOT NULL,
  	"client_email" varchar,
  	"slot_key" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "messages" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"conversation_id" integer NOT NULL,
  	"sender_id" integer NOT NULL,
  	"sender_role" "enum_messages_sender_role" NOT NULL,
  	"content" varchar NOT NULL,
  	"attachments" jsonb DEFAULT '[]'::jsonb,
  	"sent_at" timestamp(3) with time zone NOT NULL,
  	"read_at" timestamp(3) with time zone,
  	"sequence" numeric NOT NULL,
  	"client_message_id" varchar NOT NULL,
  	"sequence_key" varchar NOT NULL,
  	"client_key" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "client_invitations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"conversation_id" integer NOT NULL,
  	"client_email" varchar NOT NULL,
  	"token_hash" varchar NOT NULL,
  	"expires_at" timestamp(3) with time zone NOT NULL,
  	"accepted_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "notifications" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"user_id" integer NOT NULL,
  	"title" varchar NOT NULL,
  	"message" varchar NOT NULL,
  	"link" varchar,
  	"read_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "vendor_products_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "agency_product_subscriptions_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "conversations_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "conversation_participants_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "messages_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "client_invitations_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "notifications_id" integer;
  ALTER TABLE "vendor_products_pricing_tiers" ADD CONSTRAINT "vendor_products_pricing_tiers_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."vendor_products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "vendor_products" ADD CONSTRAINT "vendor_products_vendor_id_users_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "agency_product_subscriptions" ADD CONSTRAINT "agency_product_subscriptions_agency_user_id_users_id_fk" FOREIGN KEY ("agency_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "agency_product_subscriptions" ADD CONSTRAINT "agency_product_subscriptions_product_id_vendor_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."vendor_products"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "conversations" ADD CONSTRAINT "conversations_agency_user_id_users_id_fk" FOREIGN KEY ("agency_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "conversations" ADD CONSTRAINT "conversations_vendor_id_users_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "conversations" ADD CONSTRAINT "conversations_client_user_id_users_id_fk" FOREIGN KEY ("client_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "conversations" ADD CONSTRAINT "conversations_product_id_vendor_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."vendor_products"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "conversation_participants" ADD CONSTRAINT "conversation_participants_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "conversation_participants" ADD CONSTRAINT "conversation_participants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "messages" ADD CONSTRAINT "messages_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "messages" ADD CONSTRAINT "messages_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "client_invitations" ADD CONSTRAINT "client_invitations_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "vendor_products_pricing_tiers_order_idx" ON "vendor_products_pricing_tiers" USING btree ("_order");
  CREATE INDEX "vendor_products_pricing_tiers_parent_id_idx" ON "vendor_products_pricing_tiers" USING btree ("_parent_id");
  CREATE INDEX "vendor_products_vendor_idx" ON "vendor_products" USING btree ("vendor_id");
  CREATE INDEX "vendor_products_is_active_idx" ON "vendor_products" USING btree ("is_active");
  CREATE INDEX "vendor_products_updated_at_idx" ON "vendor_products" USING btree ("updated_at");
  CREATE INDEX "vendor_products_created_at_idx" ON "vendor_products" USING btree ("created_at");
  CREATE INDEX "agency_product_subscriptions_agency_user_idx" ON "agency_product_subscriptions" USING btree ("agency_user_id");
  CREATE INDEX "agency_product_subscriptions_product_idx" ON "agency_product_subscriptions" USING btree ("product_id");
  CREATE INDEX "agency_product_subscriptions_status_idx" ON "agency_product_subscriptions" USING btree ("status");
  CREATE INDEX "agency_product_subscriptions_updated_at_idx" ON "agency_product_subscriptions" USING btree ("updated_at");
  CREATE INDEX "agency_product_subscriptions_created_at_idx" ON "agency_product_subscriptions" USING btree ("created_at");
  CREATE INDEX "conversations_agency_user_idx" ON "conversations" USING btree ("agency_user_id");
  CREATE INDEX "conversations_vendor_idx" ON "conversations" USING btree ("vendor_id");
  CREATE INDEX "conversations_client_user_idx" ON "conversations" USING btree ("client_user_id");
  CREATE INDEX "conversations_product_idx" ON "conversations" USING btree ("product_id");
  CREATE INDEX "conversations_type_idx" ON "conversations" USING btree ("type");
  CREATE INDEX "conversations_is_archived_idx" ON "conversations" USING btree ("is_archived");
  CREATE INDEX "conversations_last_message_at_idx" ON "conversations" USING btree ("last_message_at");
  CREATE INDEX "conversations_updated_at_idx" ON "conversations" USING btree ("updated_at");
  CREATE INDEX "conversations_created_at_idx" ON "conversations" USING btree ("created_at");
  CREATE INDEX "conversation_participants_conversation_idx" ON "conversation_participants" USING btree ("conversation_id");
  CREATE INDEX "conversation_participants_user_idx" ON "conversation_participants" USING btree ("user_id");
  CREATE UNIQUE INDEX "conversation_participants_slot_key_idx" ON "conversation_participants" USING btree ("slot_key");
  CREATE INDEX "conversation_participants_updated_at_idx" ON "conversation_participants" USING btree ("updated_at");
  CREATE INDEX "conversation_participants_created_at_idx" ON "conversation_participants" USING btree ("created_at");
  CREATE INDEX "messages_conversation_idx" ON "messages" USING btree ("conversation_id");
  CREATE INDEX "messages_sender_idx" ON "messages" USING btree ("sender_id");
  CREATE INDEX "messages_sent_at_idx" ON "messages" USING btree ("sent_at");
  CREATE INDEX "messages_read_at_idx" ON "messages" USING btree ("read_at");
  CREATE INDEX "messages_sequence_idx" ON "messages" USING btree ("sequence");
  CREATE UNIQUE INDEX "messages_sequence_key_idx" ON "messages" USING btree ("sequence_key");
  CREATE UNIQUE INDEX "messages_client_key_idx" ON "messages" USING btree ("client_key");
  CREATE INDEX "messages_updated_at_idx" ON "messages" USING btree ("updated_at");
  CREATE INDEX "messages_created_at_idx" ON "messages" USING btree ("created_at");
  CREATE INDEX "client_invitations_conversation_idx" ON "client_invitations" USING btree ("conversation_id");
  CREATE UNIQUE INDEX "client_invitations_token_hash_idx" ON "client_invitations" USING btree ("token_hash");
  CREATE INDEX "client_invitations_updated_at_idx" ON "client_invitations" USING btree ("updated_at");
  CREATE INDEX "client_invitations_created_at_idx" ON "client_invitations" USING btree ("created_at");
  CREATE INDEX "notifications_user_idx" ON "notifications" USING btree ("user_id");
  CREATE INDEX "notifications_read_at_idx" ON "notifications" USING btree ("read_at");
  CREATE INDEX "notifications_updated_at_idx" ON "notifications" USING btree ("updated_at");
  CREATE INDEX "notifications_created_at_idx" ON "notifications" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_vendor_products_fk" FOREIGN KEY ("vendor_products_id") REFERENCES "public"."vendor_products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_agency_product_subscription_fk" FOREIGN KEY ("agency_product_subscriptions_id") REFERENCES "public"."agency_product_subscriptions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_conversations_fk" FOREIGN KEY ("conversations_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_conversation_participants_fk" FOREIGN KEY ("conversation_participants_id") REFERENCES "public"."conversation_participants"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_messages_fk" FOREIGN KEY ("messages_id") REFERENCES "public"."messages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_client_invitations_fk" FOREIGN KEY ("client_invitations_id") REFERENCES "public"."client_invitations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_notifications_fk" FOREIGN KEY ("notifications_id") REFERENCES "public"."notifications"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_vendor_products_id_idx" ON "payload_locked_documents_rels" USING btree ("vendor_products_id");
  CREATE INDEX "payload_locked_documents_rels_agency_product_subscriptio_idx" ON "payload_locked_documents_rels" USING btree ("agency_product_subscriptions_id");
  CREATE INDEX "payload_locked_documents_rels_conversations_id_idx" ON "payload_locked_documents_rels" USING btree ("conversations_id");
  CREATE INDEX "payload_locked_documents_rels_conversation_participants__idx" ON "payload_locked_documents_rels" USING btree ("conversation_participants_id");
  CREATE INDEX "payload_locked_documents_rels_messages_id_idx" ON "payload_locked_documents_rels" USING btree ("messages_id");
  CREATE INDEX "payload_locked_documents_rels_client_invitations_id_idx" ON "payload_locked_documents_rels" USING btree ("client_invitations_id");
  CREATE INDEX "payload_locked_documents_rels_notifications_id_idx" ON "payload_locked_documents_rels" USING btree ("notifications_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "vendor_products_pricing_tiers" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "vendor_products" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "agency_product_subscriptions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "conversations" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "conversation_participants" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "messages" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "client_invitations" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "notifications" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "vendor_products_pricing_tiers" CASCADE;
  DROP TABLE "vendor_products" CASCADE;
  DROP TABLE "agency_product_subscriptions" CASCADE;
  DROP TABLE "conversations" CASCADE;
  DROP TABLE "conversation_participants" CASCADE;
  DROP TABLE "messages" CASCADE;
  DROP TABLE "client_invitations" CASCADE;
  DROP TABLE "notifications" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_vendor_products_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_agency_product_subscription_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_conversations_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_conversation_participants_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_messages_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_client_invitations_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_notifications_fk";
  
  ALTER TABLE "users" ALTER COLUMN "role" SET DATA TYPE text;
  ALTER TABLE "users" ALTER COLUMN "role" SET DEFAULT 'agency'::text;
  DROP TYPE "public"."enum_users_role";
  CREATE TYPE "public"."enum_users_role" AS ENUM('admin', 'marketer', 'analyst', 'agency', 'vendor');
  ALTER TABLE "users" ALTER COLUMN "role" SET DEFAULT 'agency'::"public"."enum_users_role";
  ALTER TABLE "users" ALTER COLUMN "role" SET DATA TYPE "public"."enum_users_role" USING "role"::"public"."enum_users_role";
  DROP INDEX "payload_locked_documents_rels_vendor_products_id_idx";
  DROP INDEX "payload_locked_documents_rels_agency_product_subscriptio_idx";
  DROP INDEX "payload_locked_documents_rels_conversations_id_idx";
  DROP INDEX "payload_locked_documents_rels_conversation_participants__idx";
  DROP INDEX "payload_locked_documents_rels_messages_id_idx";
  DROP INDEX "payload_locked_documents_rels_client_invitations_id_idx";
  DROP INDEX "payload_locked_documents_rels_notifications_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "vendor_products_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "agency_product_subscriptions_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "conversations_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "conversation_participants_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "messages_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "client_invitations_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "notifications_id";
  DROP TYPE "public"."enum_vendor_products_category";
  DROP TYPE "public"."enum_agency_product_subscriptions_status";
  DROP TYPE "public"."enum_conversations_type";
  DROP TYPE "public"."enum_conversation_participants_role";
  DROP TYPE "public"."enum_messages_sender_role";`)
}

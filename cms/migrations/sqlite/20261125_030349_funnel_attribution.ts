import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`funnel_events\` ADD \`device\` text;`)
  await db.run(sql`ALTER TABLE \`funnel_events\` ADD \`utm_source\` text;`)
  await db.run(sql`ALTER TABLE \`funnel_events\` ADD \`utm_medium\` text;`)
  await db.run(sql`ALTER TABLE \`funnel_events\` ADD \`utm_campaign\` text;`)
  await db.run(sql`CREATE INDEX \`funnel_events_device_idx\` ON \`funnel_events\` (\`device\`);`)
  await db.run(sql`CREATE INDEX \`funnel_events_utm_source_idx\` ON \`funnel_events\` (\`utm_source\`);`)
  await db.run(sql`ALTER TABLE \`subscriptions\` ADD \`visitor_id\` text;`)
  await db.run(sql`ALTER TABLE \`subscriptions\` ADD \`lead_id\` integer REFERENCES leads(id);`)
  await db.run(sql`CREATE INDEX \`subscriptions_visitor_id_idx\` ON \`subscriptions\` (\`visitor_id\`);`)
  await db.run(sql`CREATE INDEX \`subscriptions_lead_idx\` ON \`subscriptions\` (\`lead_id\`);`)
  await db.run(sql`ALTER TABLE \`payments\` ADD \`kind\` text;`)
  await db.run(sql`ALTER TABLE \`payments\` ADD \`visitor_id\` text;`)
  await db.run(sql`ALTER TABLE \`payments\` ADD \`lead_id\` integer REFERENCES leads(id);`)
  await db.run(sql`CREATE INDEX \`payments_kind_idx\` ON \`payments\` (\`kind\`);`)
  await db.run(sql`CREATE INDEX \`payments_visitor_id_idx\` ON \`payments\` (\`visitor_id\`);`)
  await db.run(sql`CREATE INDEX \`payments_lead_idx\` ON \`payments\` (\`lead_id\`);`)
  await db.run(sql`ALTER TABLE \`orders\` ADD \`visitor_id\` text;`)
  await db.run(sql`ALTER TABLE \`orders\` ADD \`lead_id\` integer REFERENCES leads(id);`)
  await db.run(sql`CREATE INDEX \`orders_visitor_id_idx\` ON \`orders\` (\`visitor_id\`);`)
  await db.run(sql`CREATE INDEX \`orders_lead_idx\` ON \`orders\` (\`lead_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_subscriptions\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`stripe_subscription_id\` text NOT NULL,
  	\`stripe_customer_id\` text NOT NULL,
  	\`user_id\` integer,
  	\`email\` text,
  	\`plan\` text,
  	\`price_id\` text,
  	\`billing_period\` text,
  	\`status\` text NOT NULL,
  	\`current_period_end\` text,
  	\`cancel_at_period_end\` integer DEFAULT false,
  	\`amount\` numeric,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`user_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_subscriptions\`("id", "stripe_subscription_id", "stripe_customer_id", "user_id", "email", "plan", "price_id", "billing_period", "status", "current_period_end", "cancel_at_period_end", "amount", "updated_at", "created_at") SELECT "id", "stripe_subscription_id", "stripe_customer_id", "user_id", "email", "plan", "price_id", "billing_period", "status", "current_period_end", "cancel_at_period_end", "amount", "updated_at", "created_at" FROM \`subscriptions\`;`)
  await db.run(sql`DROP TABLE \`subscriptions\`;`)
  await db.run(sql`ALTER TABLE \`__new_subscriptions\` RENAME TO \`subscriptions\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE UNIQUE INDEX \`subscriptions_stripe_subscription_id_idx\` ON \`subscriptions\` (\`stripe_subscription_id\`);`)
  await db.run(sql`CREATE INDEX \`subscriptions_stripe_customer_id_idx\` ON \`subscriptions\` (\`stripe_customer_id\`);`)
  await db.run(sql`CREATE INDEX \`subscriptions_user_idx\` ON \`subscriptions\` (\`user_id\`);`)
  await db.run(sql`CREATE INDEX \`subscriptions_updated_at_idx\` ON \`subscriptions\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`subscriptions_created_at_idx\` ON \`subscriptions\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_payments\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`payment_intent_id\` text NOT NULL,
  	\`stripe_customer_id\` text,
  	\`checkout_session_id\` text,
  	\`user_id\` integer,
  	\`email\` text,
  	\`description\` text,
  	\`amount\` numeric NOT NULL,
  	\`currency\` text DEFAULT 'usd',
  	\`status\` text NOT NULL,
  	\`metadata\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`user_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payments\`("id", "payment_intent_id", "stripe_customer_id", "checkout_session_id", "user_id", "email", "description", "amount", "currency", "status", "metadata", "updated_at", "created_at") SELECT "id", "payment_intent_id", "stripe_customer_id", "checkout_session_id", "user_id", "email", "description", "amount", "currency", "status", "metadata", "updated_at", "created_at" FROM \`payments\`;`)
  await db.run(sql`DROP TABLE \`payments\`;`)
  await db.run(sql`ALTER TABLE \`__new_payments\` RENAME TO \`payments\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`payments_payment_intent_id_idx\` ON \`payments\` (\`payment_intent_id\`);`)
  await db.run(sql`CREATE INDEX \`payments_stripe_customer_id_idx\` ON \`payments\` (\`stripe_customer_id\`);`)
  await db.run(sql`CREATE INDEX \`payments_checkout_session_id_idx\` ON \`payments\` (\`checkout_session_id\`);`)
  await db.run(sql`CREATE INDEX \`payments_user_idx\` ON \`payments\` (\`user_id\`);`)
  await db.run(sql`CREATE INDEX \`payments_updated_at_idx\` ON \`payments\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payments_created_at_idx\` ON \`payments\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_orders\` (
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
  	\`access_sent_at\` text,
  	\`access_revoked_at\` text,
  	\`upsell_access_revoked_at\` text,
  	\`access_revoked_reason\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`INSERT INTO \`__new_orders\`("id", "email", "full_name", "phone", "offer_type", "status", "bump_selected", "base_price", "bump_price", "base_amount", "bump_amount", "upsell_status", "upsell_amount", "total", "currency", "checkout_session_id", "payment_intent_id", "stripe_customer_id", "payment_method_id", "upsell_payment_intent_id", "upsell_checkout_url", "paid_at", "confirmation_sent_at", "access_sent_at", "access_revoked_at", "upsell_access_revoked_at", "access_revoked_reason", "updated_at", "created_at") SELECT "id", "email", "full_name", "phone", "offer_type", "status", "bump_selected", "base_price", "bump_price", "base_amount", "bump_amount", "upsell_status", "upsell_amount", "total", "currency", "checkout_session_id", "payment_intent_id", "stripe_customer_id", "payment_method_id", "upsell_payment_intent_id", "upsell_checkout_url", "paid_at", "confirmation_sent_at", "access_sent_at", "access_revoked_at", "upsell_access_revoked_at", "access_revoked_reason", "updated_at", "created_at" FROM \`orders\`;`)
  await db.run(sql`DROP TABLE \`orders\`;`)
  await db.run(sql`ALTER TABLE \`__new_orders\` RENAME TO \`orders\`;`)
  await db.run(sql`CREATE INDEX \`orders_email_idx\` ON \`orders\` (\`email\`);`)
  await db.run(sql`CREATE INDEX \`orders_status_idx\` ON \`orders\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`orders_upsell_status_idx\` ON \`orders\` (\`upsell_status\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`orders_checkout_session_id_idx\` ON \`orders\` (\`checkout_session_id\`);`)
  await db.run(sql`CREATE INDEX \`orders_payment_intent_id_idx\` ON \`orders\` (\`payment_intent_id\`);`)
  await db.run(sql`CREATE INDEX \`orders_stripe_customer_id_idx\` ON \`orders\` (\`stripe_customer_id\`);`)
  await db.run(sql`CREATE INDEX \`orders_upsell_payment_intent_id_idx\` ON \`orders\` (\`upsell_payment_intent_id\`);`)
  await db.run(sql`CREATE INDEX \`orders_access_revoked_at_idx\` ON \`orders\` (\`access_revoked_at\`);`)
  await db.run(sql`CREATE INDEX \`orders_updated_at_idx\` ON \`orders\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`orders_created_at_idx\` ON \`orders\` (\`created_at\`);`)
  await db.run(sql`DROP INDEX \`funnel_events_device_idx\`;`)
  await db.run(sql`DROP INDEX \`funnel_events_utm_source_idx\`;`)
  await db.run(sql`ALTER TABLE \`funnel_events\` DROP COLUMN \`device\`;`)
  await db.run(sql`ALTER TABLE \`funnel_events\` DROP COLUMN \`utm_source\`;`)
  await db.run(sql`ALTER TABLE \`funnel_events\` DROP COLUMN \`utm_medium\`;`)
  await db.run(sql`ALTER TABLE \`funnel_events\` DROP COLUMN \`utm_campaign\`;`)
}

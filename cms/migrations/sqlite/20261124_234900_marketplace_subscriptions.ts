import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`agency_product_subscriptions\` ADD \`vendor_id\` integer REFERENCES users(id);`)
  await db.run(sql`ALTER TABLE \`agency_product_subscriptions\` ADD \`current_period_end\` text;`)
  await db.run(sql`ALTER TABLE \`agency_product_subscriptions\` ADD \`cancel_at_period_end\` integer DEFAULT false;`)
  await db.run(sql`CREATE INDEX \`agency_product_subscriptions_vendor_idx\` ON \`agency_product_subscriptions\` (\`vendor_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`agency_product_subscriptions_stripe_subscription_id_idx\` ON \`agency_product_subscriptions\` (\`stripe_subscription_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_agency_product_subscriptions\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`agency_user_id\` integer NOT NULL,
  	\`product_id\` integer NOT NULL,
  	\`tier_name\` text NOT NULL,
  	\`price_monthly\` numeric NOT NULL,
  	\`status\` text DEFAULT 'active' NOT NULL,
  	\`stripe_subscription_id\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`agency_user_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`product_id\`) REFERENCES \`vendor_products\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_agency_product_subscriptions\`("id", "agency_user_id", "product_id", "tier_name", "price_monthly", "status", "stripe_subscription_id", "updated_at", "created_at") SELECT "id", "agency_user_id", "product_id", "tier_name", "price_monthly", "status", "stripe_subscription_id", "updated_at", "created_at" FROM \`agency_product_subscriptions\`;`)
  await db.run(sql`DROP TABLE \`agency_product_subscriptions\`;`)
  await db.run(sql`ALTER TABLE \`__new_agency_product_subscriptions\` RENAME TO \`agency_product_subscriptions\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`agency_product_subscriptions_agency_user_idx\` ON \`agency_product_subscriptions\` (\`agency_user_id\`);`)
  await db.run(sql`CREATE INDEX \`agency_product_subscriptions_product_idx\` ON \`agency_product_subscriptions\` (\`product_id\`);`)
  await db.run(sql`CREATE INDEX \`agency_product_subscriptions_status_idx\` ON \`agency_product_subscriptions\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`agency_product_subscriptions_updated_at_idx\` ON \`agency_product_subscriptions\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`agency_product_subscriptions_created_at_idx\` ON \`agency_product_subscriptions\` (\`created_at\`);`)
}

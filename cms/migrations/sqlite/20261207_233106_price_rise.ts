import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`price_rise\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`plan_id\` integer,
  	\`timing\` text DEFAULT 'date',
  	\`rises_at\` text,
  	\`timer_hours\` numeric DEFAULT 24,
  	\`monthly_price\` numeric,
  	\`monthly_price_id\` text,
  	\`annual_price\` numeric,
  	\`annual_price_id\` text,
  	\`date_words\` text DEFAULT 'on {date}',
  	\`timer_words\` text DEFAULT 'when your offer timer runs out',
  	\`_status\` text DEFAULT 'draft',
  	\`updated_at\` text,
  	\`created_at\` text,
  	FOREIGN KEY (\`plan_id\`) REFERENCES \`plans\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`price_rise_plan_idx\` ON \`price_rise\` (\`plan_id\`);`)
  await db.run(sql`CREATE INDEX \`price_rise__status_idx\` ON \`price_rise\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`_price_rise_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version_plan_id\` integer,
  	\`version_timing\` text DEFAULT 'date',
  	\`version_rises_at\` text,
  	\`version_timer_hours\` numeric DEFAULT 24,
  	\`version_monthly_price\` numeric,
  	\`version_monthly_price_id\` text,
  	\`version_annual_price\` numeric,
  	\`version_annual_price_id\` text,
  	\`version_date_words\` text DEFAULT 'on {date}',
  	\`version_timer_words\` text DEFAULT 'when your offer timer runs out',
  	\`version__status\` text DEFAULT 'draft',
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`version_plan_id\`) REFERENCES \`plans\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_price_rise_v_version_version_plan_idx\` ON \`_price_rise_v\` (\`version_plan_id\`);`)
  await db.run(sql`CREATE INDEX \`_price_rise_v_version_version__status_idx\` ON \`_price_rise_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_price_rise_v_created_at_idx\` ON \`_price_rise_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_price_rise_v_updated_at_idx\` ON \`_price_rise_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_price_rise_v_latest_idx\` ON \`_price_rise_v\` (\`latest\`);`)
  await db.run(sql`ALTER TABLE \`home\` DROP COLUMN \`urgency_price_now\`;`)
  await db.run(sql`ALTER TABLE \`home\` DROP COLUMN \`urgency_price_after\`;`)
  await db.run(sql`ALTER TABLE \`_home_v\` DROP COLUMN \`version_urgency_price_now\`;`)
  await db.run(sql`ALTER TABLE \`_home_v\` DROP COLUMN \`version_urgency_price_after\`;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`price_rise\`;`)
  await db.run(sql`DROP TABLE \`_price_rise_v\`;`)
  await db.run(sql`ALTER TABLE \`home\` ADD \`urgency_price_now\` numeric DEFAULT 497;`)
  await db.run(sql`ALTER TABLE \`home\` ADD \`urgency_price_after\` numeric DEFAULT 697;`)
  await db.run(sql`ALTER TABLE \`_home_v\` ADD \`version_urgency_price_now\` numeric DEFAULT 497;`)
  await db.run(sql`ALTER TABLE \`_home_v\` ADD \`version_urgency_price_after\` numeric DEFAULT 697;`)
}

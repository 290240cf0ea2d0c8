import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`home_experiment_copy\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`experiment\` text DEFAULT 'home-copy',
  	\`variation\` text DEFAULT 'variant',
  	\`field\` text,
  	\`text\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`home_experiment_copy_order_idx\` ON \`home_experiment_copy\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`home_experiment_copy_parent_id_idx\` ON \`home_experiment_copy\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_home_experiment_copy_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`experiment\` text DEFAULT 'home-copy',
  	\`variation\` text DEFAULT 'variant',
  	\`field\` text,
  	\`text\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_home_experiment_copy_v_order_idx\` ON \`_home_experiment_copy_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_home_experiment_copy_v_parent_id_idx\` ON \`_home_experiment_copy_v\` (\`_parent_id\`);`)
  await db.run(sql`ALTER TABLE \`pricing\` ADD \`value_stack_heading\` text;`)
  await db.run(sql`ALTER TABLE \`pricing\` ADD \`value_stack_text\` text;`)
  await db.run(sql`ALTER TABLE \`pricing\` ADD \`value_stack_total_label\` text;`)
  await db.run(sql`ALTER TABLE \`pricing\` ADD \`value_stack_price_label\` text;`)
  await db.run(sql`ALTER TABLE \`pricing\` ADD \`value_stack_savings_label\` text;`)
  await db.run(sql`ALTER TABLE \`pricing_rels\` ADD \`value_stack_items_id\` integer REFERENCES value_stack_items(id);`)
  await db.run(sql`CREATE INDEX \`pricing_rels_value_stack_items_id_idx\` ON \`pricing_rels\` (\`value_stack_items_id\`);`)
  await db.run(sql`ALTER TABLE \`_pricing_v\` ADD \`version_value_stack_heading\` text;`)
  await db.run(sql`ALTER TABLE \`_pricing_v\` ADD \`version_value_stack_text\` text;`)
  await db.run(sql`ALTER TABLE \`_pricing_v\` ADD \`version_value_stack_total_label\` text;`)
  await db.run(sql`ALTER TABLE \`_pricing_v\` ADD \`version_value_stack_price_label\` text;`)
  await db.run(sql`ALTER TABLE \`_pricing_v\` ADD \`version_value_stack_savings_label\` text;`)
  await db.run(sql`ALTER TABLE \`_pricing_v_rels\` ADD \`value_stack_items_id\` integer REFERENCES value_stack_items(id);`)
  await db.run(sql`CREATE INDEX \`_pricing_v_rels_value_stack_items_id_idx\` ON \`_pricing_v_rels\` (\`value_stack_items_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`home_experiment_copy\`;`)
  await db.run(sql`DROP TABLE \`_home_experiment_copy_v\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_pricing_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`plans_id\` integer,
  	\`comparison_rows_id\` integer,
  	\`faqs_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`pricing\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`plans_id\`) REFERENCES \`plans\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`comparison_rows_id\`) REFERENCES \`comparison_rows\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`faqs_id\`) REFERENCES \`faqs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pricing_rels\`("id", "order", "parent_id", "path", "plans_id", "comparison_rows_id", "faqs_id") SELECT "id", "order", "parent_id", "path", "plans_id", "comparison_rows_id", "faqs_id" FROM \`pricing_rels\`;`)
  await db.run(sql`DROP TABLE \`pricing_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_pricing_rels\` RENAME TO \`pricing_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`pricing_rels_order_idx\` ON \`pricing_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`pricing_rels_parent_idx\` ON \`pricing_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pricing_rels_path_idx\` ON \`pricing_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`pricing_rels_plans_id_idx\` ON \`pricing_rels\` (\`plans_id\`);`)
  await db.run(sql`CREATE INDEX \`pricing_rels_comparison_rows_id_idx\` ON \`pricing_rels\` (\`comparison_rows_id\`);`)
  await db.run(sql`CREATE INDEX \`pricing_rels_faqs_id_idx\` ON \`pricing_rels\` (\`faqs_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__pricing_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`plans_id\` integer,
  	\`comparison_rows_id\` integer,
  	\`faqs_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_pricing_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`plans_id\`) REFERENCES \`plans\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`comparison_rows_id\`) REFERENCES \`comparison_rows\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`faqs_id\`) REFERENCES \`faqs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__pricing_v_rels\`("id", "order", "parent_id", "path", "plans_id", "comparison_rows_id", "faqs_id") SELECT "id", "order", "parent_id", "path", "plans_id", "comparison_rows_id", "faqs_id" FROM \`_pricing_v_rels\`;`)
  await db.run(sql`DROP TABLE \`_pricing_v_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new__pricing_v_rels\` RENAME TO \`_pricing_v_rels\`;`)
  await db.run(sql`CREATE INDEX \`_pricing_v_rels_order_idx\` ON \`_pricing_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_pricing_v_rels_parent_idx\` ON \`_pricing_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pricing_v_rels_path_idx\` ON \`_pricing_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_pricing_v_rels_plans_id_idx\` ON \`_pricing_v_rels\` (\`plans_id\`);`)
  await db.run(sql`CREATE INDEX \`_pricing_v_rels_comparison_rows_id_idx\` ON \`_pricing_v_rels\` (\`comparison_rows_id\`);`)
  await db.run(sql`CREATE INDEX \`_pricing_v_rels_faqs_id_idx\` ON \`_pricing_v_rels\` (\`faqs_id\`);`)
  await db.run(sql`ALTER TABLE \`pricing\` DROP COLUMN \`value_stack_heading\`;`)
  await db.run(sql`ALTER TABLE \`pricing\` DROP COLUMN \`value_stack_text\`;`)
  await db.run(sql`ALTER TABLE \`pricing\` DROP COLUMN \`value_stack_total_label\`;`)
  await db.run(sql`ALTER TABLE \`pricing\` DROP COLUMN \`value_stack_price_label\`;`)
  await db.run(sql`ALTER TABLE \`pricing\` DROP COLUMN \`value_stack_savings_label\`;`)
  await db.run(sql`ALTER TABLE \`_pricing_v\` DROP COLUMN \`version_value_stack_heading\`;`)
  await db.run(sql`ALTER TABLE \`_pricing_v\` DROP COLUMN \`version_value_stack_text\`;`)
  await db.run(sql`ALTER TABLE \`_pricing_v\` DROP COLUMN \`version_value_stack_total_label\`;`)
  await db.run(sql`ALTER TABLE \`_pricing_v\` DROP COLUMN \`version_value_stack_price_label\`;`)
  await db.run(sql`ALTER TABLE \`_pricing_v\` DROP COLUMN \`version_value_stack_savings_label\`;`)
}

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
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`home_experiment_copy\`;`)
  await db.run(sql`DROP TABLE \`_home_experiment_copy_v\`;`)
}

import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`funnel_events\` ADD \`flagged\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`funnel_events\` ADD \`flag_reason\` text;`)
  await db.run(sql`CREATE INDEX \`flagged_event_type_occurred_at_idx\` ON \`funnel_events\` (\`flagged\`,\`event_type\`,\`occurred_at\`);`)
  await db.run(sql`ALTER TABLE \`copy_tests\` ADD \`paused_at\` text;`)
  await db.run(sql`ALTER TABLE \`copy_tests\` ADD \`pause_reason\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`flagged_event_type_occurred_at_idx\`;`)
  await db.run(sql`ALTER TABLE \`funnel_events\` DROP COLUMN \`flagged\`;`)
  await db.run(sql`ALTER TABLE \`funnel_events\` DROP COLUMN \`flag_reason\`;`)
  await db.run(sql`ALTER TABLE \`copy_tests\` DROP COLUMN \`paused_at\`;`)
  await db.run(sql`ALTER TABLE \`copy_tests\` DROP COLUMN \`pause_reason\`;`)
}

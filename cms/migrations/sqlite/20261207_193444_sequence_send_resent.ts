import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`sequence_sends\` ADD \`resent_after_unknown\` integer DEFAULT false;`)
  await db.run(sql`CREATE INDEX \`sequence_sends_resent_after_unknown_idx\` ON \`sequence_sends\` (\`resent_after_unknown\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`sequence_sends_resent_after_unknown_idx\`;`)
  await db.run(sql`ALTER TABLE \`sequence_sends\` DROP COLUMN \`resent_after_unknown\`;`)
}

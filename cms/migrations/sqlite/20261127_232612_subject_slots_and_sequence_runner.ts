import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`sequence_sends\` ADD \`turn_key\` text;`)
  await db.run(sql`CREATE UNIQUE INDEX \`sequence_sends_turn_key_idx\` ON \`sequence_sends\` (\`turn_key\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`sequence_sends_turn_key_idx\`;`)
  await db.run(sql`ALTER TABLE \`sequence_sends\` DROP COLUMN \`turn_key\`;`)
}

import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`payload_jobs\` ADD \`slot\` text;`)
  await db.run(sql`CREATE UNIQUE INDEX \`payload_jobs_slot_idx\` ON \`payload_jobs\` (\`slot\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`payload_jobs_slot_idx\`;`)
  await db.run(sql`ALTER TABLE \`payload_jobs\` DROP COLUMN \`slot\`;`)
}

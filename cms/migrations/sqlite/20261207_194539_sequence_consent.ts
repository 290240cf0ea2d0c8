import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`leads\` ADD \`email_confirmed_at\` text;`)
  await db.run(sql`ALTER TABLE \`leads\` ADD \`email_confirmed_by\` text;`)
  await db.run(sql`ALTER TABLE \`sequence_enrolments\` ADD \`awaiting_since\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`leads\` DROP COLUMN \`email_confirmed_at\`;`)
  await db.run(sql`ALTER TABLE \`leads\` DROP COLUMN \`email_confirmed_by\`;`)
  await db.run(sql`ALTER TABLE \`sequence_enrolments\` DROP COLUMN \`awaiting_since\`;`)
}

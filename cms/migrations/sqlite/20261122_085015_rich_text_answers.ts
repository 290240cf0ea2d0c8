import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`faqs\` ADD \`answer\` text NOT NULL;`)
  await db.run(sql`ALTER TABLE \`_faqs_v\` ADD \`version_answer\` text NOT NULL;`)
  await db.run(sql`ALTER TABLE \`objections\` ADD \`answer\` text NOT NULL;`)
  await db.run(sql`ALTER TABLE \`_objections_v\` ADD \`version_answer\` text NOT NULL;`)
  await db.run(sql`ALTER TABLE \`bonuses\` ADD \`description\` text NOT NULL;`)
  await db.run(sql`ALTER TABLE \`_bonuses_v\` ADD \`version_description\` text NOT NULL;`)
  await db.run(sql`ALTER TABLE \`guarantee_cards\` ADD \`description\` text NOT NULL;`)
  await db.run(sql`ALTER TABLE \`_guarantee_cards_v\` ADD \`version_description\` text NOT NULL;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`faqs\` DROP COLUMN \`answer\`;`)
  await db.run(sql`ALTER TABLE \`_faqs_v\` DROP COLUMN \`version_answer\`;`)
  await db.run(sql`ALTER TABLE \`objections\` DROP COLUMN \`answer\`;`)
  await db.run(sql`ALTER TABLE \`_objections_v\` DROP COLUMN \`version_answer\`;`)
  await db.run(sql`ALTER TABLE \`bonuses\` DROP COLUMN \`description\`;`)
  await db.run(sql`ALTER TABLE \`_bonuses_v\` DROP COLUMN \`version_description\`;`)
  await db.run(sql`ALTER TABLE \`guarantee_cards\` DROP COLUMN \`description\`;`)
  await db.run(sql`ALTER TABLE \`_guarantee_cards_v\` DROP COLUMN \`version_description\`;`)
}

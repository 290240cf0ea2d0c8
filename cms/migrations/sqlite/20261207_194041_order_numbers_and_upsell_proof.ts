import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'
import { newOrderNumber } from '../../../collections/Orders/order-number'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`orders\` ADD \`number\` text;`)
  await db.run(sql`ALTER TABLE \`orders\` ADD \`upsell_decision\` text;`)
  await db.run(sql`ALTER TABLE \`orders\` ADD \`upsell_decided_at\` text;`)
  await db.run(sql`ALTER TABLE \`orders\` ADD \`upsell_offered_at\` text;`)
  // Orders placed before: a number of their own (not their id), and their upsell's answer as taken.
  const rows = await db.all<{ id: number }>(sql`SELECT \`id\` FROM \`orders\` WHERE \`number\` IS NULL;`)
  for (const { id } of rows) await db.run(sql`UPDATE \`orders\` SET \`number\` = ${newOrderNumber()} WHERE \`id\` = ${id};`)
  await db.run(sql`UPDATE \`orders\` SET \`upsell_decision\` = 'decline' WHERE \`upsell_status\` = 'declined';`)
  await db.run(
    sql`UPDATE \`orders\` SET \`upsell_decision\` = 'accept' WHERE \`upsell_status\` IN ('accepted', 'requires_action', 'failed');`,
  )
  await db.run(sql`CREATE UNIQUE INDEX \`orders_number_idx\` ON \`orders\` (\`number\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`orders_number_idx\`;`)
  await db.run(sql`ALTER TABLE \`orders\` DROP COLUMN \`number\`;`)
  await db.run(sql`ALTER TABLE \`orders\` DROP COLUMN \`upsell_decision\`;`)
  await db.run(sql`ALTER TABLE \`orders\` DROP COLUMN \`upsell_decided_at\`;`)
  await db.run(sql`ALTER TABLE \`orders\` DROP COLUMN \`upsell_offered_at\`;`)
}

import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE INDEX \`event_type_occurred_at_idx\` ON \`funnel_events\` (\`event_type\`,\`occurred_at\`);`)
  await db.run(sql`CREATE INDEX \`visitor_id_occurred_at_idx\` ON \`funnel_events\` (\`visitor_id\`,\`occurred_at\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`event_type_occurred_at_idx\`;`)
  await db.run(sql`DROP INDEX \`visitor_id_occurred_at_idx\`;`)
}

import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE INDEX "event_type_occurred_at_idx" ON "funnel_events" USING btree ("event_type","occurred_at");
  CREATE INDEX "visitor_id_occurred_at_idx" ON "funnel_events" USING btree ("visitor_id","occurred_at");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "event_type_occurred_at_idx";
  DROP INDEX "visitor_id_occurred_at_idx";`)
}

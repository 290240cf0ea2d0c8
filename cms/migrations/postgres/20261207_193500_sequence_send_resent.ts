import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "sequence_sends" ADD COLUMN "resent_after_unknown" boolean DEFAULT false;
  CREATE INDEX "sequence_sends_resent_after_unknown_idx" ON "sequence_sends" USING btree ("resent_after_unknown");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "sequence_sends_resent_after_unknown_idx";
  ALTER TABLE "sequence_sends" DROP COLUMN "resent_after_unknown";`)
}

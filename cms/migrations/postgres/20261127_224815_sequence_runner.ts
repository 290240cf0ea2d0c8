import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "sequence_sends" ADD COLUMN "turn_key" varchar;
  CREATE UNIQUE INDEX "sequence_sends_turn_key_idx" ON "sequence_sends" USING btree ("turn_key");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "sequence_sends_turn_key_idx";
  ALTER TABLE "sequence_sends" DROP COLUMN "turn_key";`)
}

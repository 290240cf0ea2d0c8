import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "faqs" ADD COLUMN "answer" jsonb NOT NULL;
  ALTER TABLE "_faqs_v" ADD COLUMN "version_answer" jsonb NOT NULL;
  ALTER TABLE "objections" ADD COLUMN "answer" jsonb NOT NULL;
  ALTER TABLE "_objections_v" ADD COLUMN "version_answer" jsonb NOT NULL;
  ALTER TABLE "bonuses" ADD COLUMN "description" jsonb NOT NULL;
  ALTER TABLE "_bonuses_v" ADD COLUMN "version_description" jsonb NOT NULL;
  ALTER TABLE "guarantee_cards" ADD COLUMN "description" jsonb NOT NULL;
  ALTER TABLE "_guarantee_cards_v" ADD COLUMN "version_description" jsonb NOT NULL;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "faqs" DROP COLUMN "answer";
  ALTER TABLE "_faqs_v" DROP COLUMN "version_answer";
  ALTER TABLE "objections" DROP COLUMN "answer";
  ALTER TABLE "_objections_v" DROP COLUMN "version_answer";
  ALTER TABLE "bonuses" DROP COLUMN "description";
  ALTER TABLE "_bonuses_v" DROP COLUMN "version_description";
  ALTER TABLE "guarantee_cards" DROP COLUMN "description";
  ALTER TABLE "_guarantee_cards_v" DROP COLUMN "version_description";`)
}

import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "subscribers" ADD COLUMN "confirmation_sent_at" timestamp(3) with time zone;`)
  // Sign-ups made before the queue had their e-mail sent in the request: do not send again.
  await db.execute(sql`UPDATE "subscribers" SET "confirmation_sent_at" = "created_at";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "subscribers" DROP COLUMN "confirmation_sent_at";`)
}

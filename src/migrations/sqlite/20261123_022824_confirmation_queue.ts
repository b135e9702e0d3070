import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`subscribers\` ADD \`confirmation_sent_at\` text;`)
  // Sign-ups made before the queue had their e-mail sent in the request: do not send again.
  await db.run(sql`UPDATE \`subscribers\` SET \`confirmation_sent_at\` = \`created_at\`;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`subscribers\` DROP COLUMN \`confirmation_sent_at\`;`)
}

import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`newsletter_issues_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`posts_id\` integer,
  	\`cases_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`newsletter_issues\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`posts_id\`) REFERENCES \`posts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`cases_id\`) REFERENCES \`cases\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`newsletter_issues_rels_order_idx\` ON \`newsletter_issues_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`newsletter_issues_rels_parent_idx\` ON \`newsletter_issues_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`newsletter_issues_rels_path_idx\` ON \`newsletter_issues_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`newsletter_issues_rels_posts_id_idx\` ON \`newsletter_issues_rels\` (\`posts_id\`);`)
  await db.run(sql`CREATE INDEX \`newsletter_issues_rels_cases_id_idx\` ON \`newsletter_issues_rels\` (\`cases_id\`);`)
  await db.run(sql`CREATE TABLE \`_newsletter_issues_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`posts_id\` integer,
  	\`cases_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_newsletter_issues_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`posts_id\`) REFERENCES \`posts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`cases_id\`) REFERENCES \`cases\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_newsletter_issues_v_rels_order_idx\` ON \`_newsletter_issues_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_newsletter_issues_v_rels_parent_idx\` ON \`_newsletter_issues_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_newsletter_issues_v_rels_path_idx\` ON \`_newsletter_issues_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_newsletter_issues_v_rels_posts_id_idx\` ON \`_newsletter_issues_v_rels\` (\`posts_id\`);`)
  await db.run(sql`CREATE INDEX \`_newsletter_issues_v_rels_cases_id_idx\` ON \`_newsletter_issues_v_rels\` (\`cases_id\`);`)
  await db.run(sql`CREATE INDEX \`newsletter_recipients_claimed_at_idx\` ON \`newsletter_recipients\` (\`claimed_at\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`newsletter_issues_rels\`;`)
  await db.run(sql`DROP TABLE \`_newsletter_issues_v_rels\`;`)
  await db.run(sql`DROP INDEX \`newsletter_recipients_claimed_at_idx\`;`)
}

import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`web_vitals\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`day\` text NOT NULL,
  	\`page\` text NOT NULL,
  	\`locale\` text NOT NULL,
  	\`device\` text NOT NULL,
  	\`metric\` text NOT NULL,
  	\`connection\` text NOT NULL,
  	\`navigation\` text NOT NULL,
  	\`count\` numeric DEFAULT 0 NOT NULL,
  	\`b0\` numeric DEFAULT 0 NOT NULL,
  	\`b1\` numeric DEFAULT 0 NOT NULL,
  	\`b2\` numeric DEFAULT 0 NOT NULL,
  	\`b3\` numeric DEFAULT 0 NOT NULL,
  	\`b4\` numeric DEFAULT 0 NOT NULL,
  	\`b5\` numeric DEFAULT 0 NOT NULL,
  	\`b6\` numeric DEFAULT 0 NOT NULL,
  	\`b7\` numeric DEFAULT 0 NOT NULL,
  	\`b8\` numeric DEFAULT 0 NOT NULL,
  	\`b9\` numeric DEFAULT 0 NOT NULL,
  	\`b10\` numeric DEFAULT 0 NOT NULL,
  	\`b11\` numeric DEFAULT 0 NOT NULL,
  	\`b12\` numeric DEFAULT 0 NOT NULL,
  	\`b13\` numeric DEFAULT 0 NOT NULL,
  	\`b14\` numeric DEFAULT 0 NOT NULL,
  	\`b15\` numeric DEFAULT 0 NOT NULL,
  	\`b16\` numeric DEFAULT 0 NOT NULL,
  	\`b17\` numeric DEFAULT 0 NOT NULL,
  	\`b18\` numeric DEFAULT 0 NOT NULL,
  	\`b19\` numeric DEFAULT 0 NOT NULL,
  	\`b20\` numeric DEFAULT 0 NOT NULL,
  	\`b21\` numeric DEFAULT 0 NOT NULL,
  	\`b22\` numeric DEFAULT 0 NOT NULL,
  	\`b23\` numeric DEFAULT 0 NOT NULL,
  	\`b24\` numeric DEFAULT 0 NOT NULL,
  	\`b25\` numeric DEFAULT 0 NOT NULL,
  	\`b26\` numeric DEFAULT 0 NOT NULL,
  	\`b27\` numeric DEFAULT 0 NOT NULL,
  	\`b28\` numeric DEFAULT 0 NOT NULL,
  	\`b29\` numeric DEFAULT 0 NOT NULL,
  	\`b30\` numeric DEFAULT 0 NOT NULL,
  	\`b31\` numeric DEFAULT 0 NOT NULL,
  	\`b32\` numeric DEFAULT 0 NOT NULL,
  	\`b33\` numeric DEFAULT 0 NOT NULL,
  	\`b34\` numeric DEFAULT 0 NOT NULL,
  	\`b35\` numeric DEFAULT 0 NOT NULL,
  	\`b36\` numeric DEFAULT 0 NOT NULL,
  	\`b37\` numeric DEFAULT 0 NOT NULL,
  	\`b38\` numeric DEFAULT 0 NOT NULL,
  	\`b39\` numeric DEFAULT 0 NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`web_vitals_day_idx\` ON \`web_vitals\` (\`day\`);`)
  await db.run(sql`CREATE INDEX \`web_vitals_updated_at_idx\` ON \`web_vitals\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`web_vitals_created_at_idx\` ON \`web_vitals\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`day_page_locale_device_metric_connection_navigation_idx\` ON \`web_vitals\` (\`day\`,\`page\`,\`locale\`,\`device\`,\`metric\`,\`connection\`,\`navigation\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`web_vitals_id\` integer REFERENCES web_vitals(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_web_vitals_id_idx\` ON \`payload_locked_documents_rels\` (\`web_vitals_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`web_vitals\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`cases_id\` integer,
  	\`posts_id\` integer,
  	\`services_id\` integer,
  	\`clients_id\` integer,
  	\`employees_id\` integer,
  	\`products_id\` integer,
  	\`media_id\` integer,
  	\`users_id\` integer,
  	\`subscribers_id\` integer,
  	\`leads_id\` integer,
  	\`redirects_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`cases_id\`) REFERENCES \`cases\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`posts_id\`) REFERENCES \`posts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`services_id\`) REFERENCES \`services\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`clients_id\`) REFERENCES \`clients\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`employees_id\`) REFERENCES \`employees\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`products_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`subscribers_id\`) REFERENCES \`subscribers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`leads_id\`) REFERENCES \`leads\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`redirects_id\`) REFERENCES \`redirects\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "cases_id", "posts_id", "services_id", "clients_id", "employees_id", "products_id", "media_id", "users_id", "subscribers_id", "leads_id", "redirects_id") SELECT "id", "order", "parent_id", "path", "cases_id", "posts_id", "services_id", "clients_id", "employees_id", "products_id", "media_id", "users_id", "subscribers_id", "leads_id", "redirects_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_cases_id_idx\` ON \`payload_locked_documents_rels\` (\`cases_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_posts_id_idx\` ON \`payload_locked_documents_rels\` (\`posts_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_services_id_idx\` ON \`payload_locked_documents_rels\` (\`services_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_clients_id_idx\` ON \`payload_locked_documents_rels\` (\`clients_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_employees_id_idx\` ON \`payload_locked_documents_rels\` (\`employees_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_products_id_idx\` ON \`payload_locked_documents_rels\` (\`products_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_subscribers_id_idx\` ON \`payload_locked_documents_rels\` (\`subscribers_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_leads_id_idx\` ON \`payload_locked_documents_rels\` (\`leads_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_redirects_id_idx\` ON \`payload_locked_documents_rels\` (\`redirects_id\`);`)
}

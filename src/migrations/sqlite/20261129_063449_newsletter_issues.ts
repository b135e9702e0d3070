import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`newsletter_issues\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft'
  );
  `)
  await db.run(sql`CREATE INDEX \`newsletter_issues_updated_at_idx\` ON \`newsletter_issues\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`newsletter_issues_created_at_idx\` ON \`newsletter_issues\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`newsletter_issues__status_idx\` ON \`newsletter_issues\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`newsletter_issues_locales\` (
  	\`subject\` text,
  	\`preheader\` text,
  	\`body\` text,
  	\`slug\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`newsletter_issues\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`newsletter_issues_slug_idx\` ON \`newsletter_issues_locales\` (\`slug\`,\`_locale\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`newsletter_issues_locales_locale_parent_id_unique\` ON \`newsletter_issues_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_newsletter_issues_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	\`autosave\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`newsletter_issues\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_newsletter_issues_v_parent_idx\` ON \`_newsletter_issues_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_newsletter_issues_v_version_version_updated_at_idx\` ON \`_newsletter_issues_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_newsletter_issues_v_version_version_created_at_idx\` ON \`_newsletter_issues_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_newsletter_issues_v_version_version__status_idx\` ON \`_newsletter_issues_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_newsletter_issues_v_created_at_idx\` ON \`_newsletter_issues_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_newsletter_issues_v_updated_at_idx\` ON \`_newsletter_issues_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_newsletter_issues_v_snapshot_idx\` ON \`_newsletter_issues_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_newsletter_issues_v_published_locale_idx\` ON \`_newsletter_issues_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_newsletter_issues_v_latest_idx\` ON \`_newsletter_issues_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_newsletter_issues_v_autosave_idx\` ON \`_newsletter_issues_v\` (\`autosave\`);`)
  await db.run(sql`CREATE TABLE \`_newsletter_issues_v_locales\` (
  	\`version_subject\` text,
  	\`version_preheader\` text,
  	\`version_body\` text,
  	\`version_slug\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_newsletter_issues_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_newsletter_issues_v_version_version_slug_idx\` ON \`_newsletter_issues_v_locales\` (\`version_slug\`,\`_locale\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`_newsletter_issues_v_locales_locale_parent_id_unique\` ON \`_newsletter_issues_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`newsletter_sends\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`issue_id\` integer NOT NULL,
  	\`state\` text NOT NULL,
  	\`send_at\` text NOT NULL,
  	\`recipients_ready\` integer DEFAULT false,
  	\`finished_at\` text,
  	\`by_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`issue_id\`) REFERENCES \`newsletter_issues\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`newsletter_sends_issue_idx\` ON \`newsletter_sends\` (\`issue_id\`);`)
  await db.run(sql`CREATE INDEX \`newsletter_sends_state_idx\` ON \`newsletter_sends\` (\`state\`);`)
  await db.run(sql`CREATE INDEX \`newsletter_sends_by_idx\` ON \`newsletter_sends\` (\`by_id\`);`)
  await db.run(sql`CREATE INDEX \`newsletter_sends_updated_at_idx\` ON \`newsletter_sends\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`newsletter_sends_created_at_idx\` ON \`newsletter_sends\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`newsletter_recipients\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`send_id\` integer NOT NULL,
  	\`subscriber_id\` integer NOT NULL,
  	\`email\` text NOT NULL,
  	\`locale\` text NOT NULL,
  	\`claimed_at\` text,
  	\`sent_at\` text,
  	\`failed_at\` text,
  	\`retry_at\` text,
  	\`attempts\` numeric DEFAULT 0,
  	\`reclaimed\` numeric DEFAULT 0,
  	\`error\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`send_id\`) REFERENCES \`newsletter_sends\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`subscriber_id\`) REFERENCES \`subscribers\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`newsletter_recipients_send_idx\` ON \`newsletter_recipients\` (\`send_id\`);`)
  await db.run(sql`CREATE INDEX \`newsletter_recipients_subscriber_idx\` ON \`newsletter_recipients\` (\`subscriber_id\`);`)
  await db.run(sql`CREATE INDEX \`newsletter_recipients_sent_at_idx\` ON \`newsletter_recipients\` (\`sent_at\`);`)
  await db.run(sql`CREATE INDEX \`newsletter_recipients_updated_at_idx\` ON \`newsletter_recipients\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`newsletter_recipients_created_at_idx\` ON \`newsletter_recipients\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`send_subscriber_idx\` ON \`newsletter_recipients\` (\`send_id\`,\`subscriber_id\`);`)
  await db.run(sql`ALTER TABLE \`subscribers\` ADD \`last_issue_id\` integer REFERENCES newsletter_issues(id);`)
  await db.run(sql`ALTER TABLE \`subscribers\` ADD \`last_issue_at\` text;`)
  await db.run(sql`ALTER TABLE \`subscribers\` ADD \`bounced_at\` text;`)
  await db.run(sql`CREATE INDEX \`subscribers_last_issue_idx\` ON \`subscribers\` (\`last_issue_id\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`newsletter_issues_id\` integer REFERENCES newsletter_issues(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`newsletter_sends_id\` integer REFERENCES newsletter_sends(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`newsletter_recipients_id\` integer REFERENCES newsletter_recipients(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_newsletter_issues_id_idx\` ON \`payload_locked_documents_rels\` (\`newsletter_issues_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_newsletter_sends_id_idx\` ON \`payload_locked_documents_rels\` (\`newsletter_sends_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_newsletter_recipients_id_idx\` ON \`payload_locked_documents_rels\` (\`newsletter_recipients_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`newsletter_issues\`;`)
  await db.run(sql`DROP TABLE \`newsletter_issues_locales\`;`)
  await db.run(sql`DROP TABLE \`_newsletter_issues_v\`;`)
  await db.run(sql`DROP TABLE \`_newsletter_issues_v_locales\`;`)
  await db.run(sql`DROP TABLE \`newsletter_sends\`;`)
  await db.run(sql`DROP TABLE \`newsletter_recipients\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_subscribers\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`surname\` text NOT NULL,
  	\`email\` text NOT NULL,
  	\`locale\` text DEFAULT 'pt',
  	\`status\` text DEFAULT 'pending' NOT NULL,
  	\`consent_at\` text,
  	\`policy_version\` text,
  	\`source_page\` text,
  	\`confirmation_sent_at\` text,
  	\`confirmation_claimed_at\` text,
  	\`confirmed_at\` text,
  	\`unsubscribed_at\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`INSERT INTO \`__new_subscribers\`("id", "name", "surname", "email", "locale", "status", "consent_at", "policy_version", "source_page", "confirmation_sent_at", "confirmation_claimed_at", "confirmed_at", "unsubscribed_at", "updated_at", "created_at") SELECT "id", "name", "surname", "email", "locale", "status", "consent_at", "policy_version", "source_page", "confirmation_sent_at", "confirmation_claimed_at", "confirmed_at", "unsubscribed_at", "updated_at", "created_at" FROM \`subscribers\`;`)
  await db.run(sql`DROP TABLE \`subscribers\`;`)
  await db.run(sql`ALTER TABLE \`__new_subscribers\` RENAME TO \`subscribers\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE UNIQUE INDEX \`subscribers_email_idx\` ON \`subscribers\` (\`email\`);`)
  await db.run(sql`CREATE INDEX \`subscribers_locale_idx\` ON \`subscribers\` (\`locale\`);`)
  await db.run(sql`CREATE INDEX \`subscribers_status_idx\` ON \`subscribers\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`subscribers_updated_at_idx\` ON \`subscribers\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`subscribers_created_at_idx\` ON \`subscribers\` (\`created_at\`);`)
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
  	\`web_vitals_id\` integer,
  	\`redirects_id\` integer,
  	\`translation_usage_id\` integer,
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
  	FOREIGN KEY (\`web_vitals_id\`) REFERENCES \`web_vitals\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`redirects_id\`) REFERENCES \`redirects\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`translation_usage_id\`) REFERENCES \`translation_usage\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "cases_id", "posts_id", "services_id", "clients_id", "employees_id", "products_id", "media_id", "users_id", "subscribers_id", "leads_id", "web_vitals_id", "redirects_id", "translation_usage_id") SELECT "id", "order", "parent_id", "path", "cases_id", "posts_id", "services_id", "clients_id", "employees_id", "products_id", "media_id", "users_id", "subscribers_id", "leads_id", "web_vitals_id", "redirects_id", "translation_usage_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_web_vitals_id_idx\` ON \`payload_locked_documents_rels\` (\`web_vitals_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_redirects_id_idx\` ON \`payload_locked_documents_rels\` (\`redirects_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_translation_usage_id_idx\` ON \`payload_locked_documents_rels\` (\`translation_usage_id\`);`)
}

import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`home_blocks_home_section\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`section\` text,
  	\`hidden\` integer DEFAULT false,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`home_blocks_home_section_order_idx\` ON \`home_blocks_home_section\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`home_blocks_home_section_parent_id_idx\` ON \`home_blocks_home_section\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`home_blocks_home_section_path_idx\` ON \`home_blocks_home_section\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`home_blocks_hero\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`video_url\` text,
  	\`hidden\` integer DEFAULT false,
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`home_blocks_hero_order_idx\` ON \`home_blocks_hero\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`home_blocks_hero_parent_id_idx\` ON \`home_blocks_hero\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`home_blocks_hero_path_idx\` ON \`home_blocks_hero\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`home_blocks_hero_image_idx\` ON \`home_blocks_hero\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`home_blocks_hero_locales\` (
  	\`title\` text,
  	\`text\` text,
  	\`primary_label\` text,
  	\`primary_url\` text,
  	\`secondary_label\` text,
  	\`secondary_url\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_blocks_hero\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`home_blocks_hero_locales_locale_parent_id_unique\` ON \`home_blocks_hero_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`home_blocks_rich_text\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`hidden\` integer DEFAULT false,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`home_blocks_rich_text_order_idx\` ON \`home_blocks_rich_text\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`home_blocks_rich_text_parent_id_idx\` ON \`home_blocks_rich_text\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`home_blocks_rich_text_path_idx\` ON \`home_blocks_rich_text\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`home_blocks_rich_text_locales\` (
  	\`content\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_blocks_rich_text\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`home_blocks_rich_text_locales_locale_parent_id_unique\` ON \`home_blocks_rich_text_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`home_blocks_media\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`video_url\` text,
  	\`hidden\` integer DEFAULT false,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`home_blocks_media_order_idx\` ON \`home_blocks_media\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`home_blocks_media_parent_id_idx\` ON \`home_blocks_media\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`home_blocks_media_path_idx\` ON \`home_blocks_media\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`home_blocks_media_locales\` (
  	\`caption\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_blocks_media\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`home_blocks_media_locales_locale_parent_id_unique\` ON \`home_blocks_media_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`home_blocks_cases\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`mode\` text DEFAULT 'latest',
  	\`count\` numeric DEFAULT 3,
  	\`service_id\` integer,
  	\`hidden\` integer DEFAULT false,
  	\`block_name\` text,
  	FOREIGN KEY (\`service_id\`) REFERENCES \`services\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`home_blocks_cases_order_idx\` ON \`home_blocks_cases\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`home_blocks_cases_parent_id_idx\` ON \`home_blocks_cases\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`home_blocks_cases_path_idx\` ON \`home_blocks_cases\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`home_blocks_cases_service_idx\` ON \`home_blocks_cases\` (\`service_id\`);`)
  await db.run(sql`CREATE TABLE \`home_blocks_cases_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_blocks_cases\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`home_blocks_cases_locales_locale_parent_id_unique\` ON \`home_blocks_cases_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`home_blocks_posts\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`mode\` text DEFAULT 'latest',
  	\`count\` numeric DEFAULT 3,
  	\`hidden\` integer DEFAULT false,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`home_blocks_posts_order_idx\` ON \`home_blocks_posts\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`home_blocks_posts_parent_id_idx\` ON \`home_blocks_posts\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`home_blocks_posts_path_idx\` ON \`home_blocks_posts\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`home_blocks_posts_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_blocks_posts\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`home_blocks_posts_locales_locale_parent_id_unique\` ON \`home_blocks_posts_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`home_blocks_call_to_action\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`hidden\` integer DEFAULT false,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`home_blocks_call_to_action_order_idx\` ON \`home_blocks_call_to_action\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`home_blocks_call_to_action_parent_id_idx\` ON \`home_blocks_call_to_action\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`home_blocks_call_to_action_path_idx\` ON \`home_blocks_call_to_action\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`home_blocks_call_to_action_locales\` (
  	\`title\` text,
  	\`text\` text,
  	\`action_label\` text,
  	\`action_url\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_blocks_call_to_action\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`home_blocks_call_to_action_locales_locale_parent_id_unique\` ON \`home_blocks_call_to_action_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`home_blocks_quote\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`author\` text,
  	\`hidden\` integer DEFAULT false,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`home_blocks_quote_order_idx\` ON \`home_blocks_quote\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`home_blocks_quote_parent_id_idx\` ON \`home_blocks_quote\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`home_blocks_quote_path_idx\` ON \`home_blocks_quote\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`home_blocks_quote_locales\` (
  	\`text\` text,
  	\`role\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_blocks_quote\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`home_blocks_quote_locales_locale_parent_id_unique\` ON \`home_blocks_quote_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`home_blocks_stats_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`value\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_blocks_stats\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`home_blocks_stats_items_order_idx\` ON \`home_blocks_stats_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`home_blocks_stats_items_parent_id_idx\` ON \`home_blocks_stats_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`home_blocks_stats_items_locales\` (
  	\`label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_blocks_stats_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`home_blocks_stats_items_locales_locale_parent_id_unique\` ON \`home_blocks_stats_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`home_blocks_stats\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`hidden\` integer DEFAULT false,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`home_blocks_stats_order_idx\` ON \`home_blocks_stats\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`home_blocks_stats_parent_id_idx\` ON \`home_blocks_stats\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`home_blocks_stats_path_idx\` ON \`home_blocks_stats\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`home_blocks_stats_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_blocks_stats\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`home_blocks_stats_locales_locale_parent_id_unique\` ON \`home_blocks_stats_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`home_blocks_logos\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`hidden\` integer DEFAULT false,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`home_blocks_logos_order_idx\` ON \`home_blocks_logos\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`home_blocks_logos_parent_id_idx\` ON \`home_blocks_logos\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`home_blocks_logos_path_idx\` ON \`home_blocks_logos\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`home_blocks_logos_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_blocks_logos\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`home_blocks_logos_locales_locale_parent_id_unique\` ON \`home_blocks_logos_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`home_blocks_team\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`hidden\` integer DEFAULT false,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`home_blocks_team_order_idx\` ON \`home_blocks_team\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`home_blocks_team_parent_id_idx\` ON \`home_blocks_team\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`home_blocks_team_path_idx\` ON \`home_blocks_team\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`home_blocks_team_locales\` (
  	\`title\` text,
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_blocks_team\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`home_blocks_team_locales_locale_parent_id_unique\` ON \`home_blocks_team_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`home_blocks_faq_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_blocks_faq\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`home_blocks_faq_items_order_idx\` ON \`home_blocks_faq_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`home_blocks_faq_items_parent_id_idx\` ON \`home_blocks_faq_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`home_blocks_faq_items_locales\` (
  	\`question\` text,
  	\`answer\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_blocks_faq_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`home_blocks_faq_items_locales_locale_parent_id_unique\` ON \`home_blocks_faq_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`home_blocks_faq\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`hidden\` integer DEFAULT false,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`home_blocks_faq_order_idx\` ON \`home_blocks_faq\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`home_blocks_faq_parent_id_idx\` ON \`home_blocks_faq\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`home_blocks_faq_path_idx\` ON \`home_blocks_faq\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`home_blocks_faq_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_blocks_faq\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`home_blocks_faq_locales_locale_parent_id_unique\` ON \`home_blocks_faq_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`home_blocks_form\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`kind\` text DEFAULT 'contact',
  	\`hidden\` integer DEFAULT false,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`home_blocks_form_order_idx\` ON \`home_blocks_form\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`home_blocks_form_parent_id_idx\` ON \`home_blocks_form\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`home_blocks_form_path_idx\` ON \`home_blocks_form\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`home_blocks_form_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_blocks_form\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`home_blocks_form_locales_locale_parent_id_unique\` ON \`home_blocks_form_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`home_blocks_embed\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`video_url\` text,
  	\`hidden\` integer DEFAULT false,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`home_blocks_embed_order_idx\` ON \`home_blocks_embed\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`home_blocks_embed_parent_id_idx\` ON \`home_blocks_embed\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`home_blocks_embed_path_idx\` ON \`home_blocks_embed\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`home_blocks_embed_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_blocks_embed\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`home_blocks_embed_locales_locale_parent_id_unique\` ON \`home_blocks_embed_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`home\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`CREATE INDEX \`home__status_idx\` ON \`home\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`home_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`media_id\` integer,
  	\`cases_id\` integer,
  	\`posts_id\` integer,
  	\`clients_id\` integer,
  	\`employees_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`home\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`cases_id\`) REFERENCES \`cases\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`posts_id\`) REFERENCES \`posts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`clients_id\`) REFERENCES \`clients\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`employees_id\`) REFERENCES \`employees\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`home_rels_order_idx\` ON \`home_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`home_rels_parent_idx\` ON \`home_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`home_rels_path_idx\` ON \`home_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`home_rels_media_id_idx\` ON \`home_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`home_rels_cases_id_idx\` ON \`home_rels\` (\`cases_id\`);`)
  await db.run(sql`CREATE INDEX \`home_rels_posts_id_idx\` ON \`home_rels\` (\`posts_id\`);`)
  await db.run(sql`CREATE INDEX \`home_rels_clients_id_idx\` ON \`home_rels\` (\`clients_id\`);`)
  await db.run(sql`CREATE INDEX \`home_rels_employees_id_idx\` ON \`home_rels\` (\`employees_id\`);`)
  await db.run(sql`CREATE TABLE \`_home_v_blocks_home_section\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`section\` text,
  	\`hidden\` integer DEFAULT false,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_home_section_order_idx\` ON \`_home_v_blocks_home_section\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_home_section_parent_id_idx\` ON \`_home_v_blocks_home_section\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_home_section_path_idx\` ON \`_home_v_blocks_home_section\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_home_v_blocks_hero\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`video_url\` text,
  	\`hidden\` integer DEFAULT false,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_hero_order_idx\` ON \`_home_v_blocks_hero\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_hero_parent_id_idx\` ON \`_home_v_blocks_hero\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_hero_path_idx\` ON \`_home_v_blocks_hero\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_hero_image_idx\` ON \`_home_v_blocks_hero\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_home_v_blocks_hero_locales\` (
  	\`title\` text,
  	\`text\` text,
  	\`primary_label\` text,
  	\`primary_url\` text,
  	\`secondary_label\` text,
  	\`secondary_url\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_v_blocks_hero\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_home_v_blocks_hero_locales_locale_parent_id_unique\` ON \`_home_v_blocks_hero_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_home_v_blocks_rich_text\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`hidden\` integer DEFAULT false,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_rich_text_order_idx\` ON \`_home_v_blocks_rich_text\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_rich_text_parent_id_idx\` ON \`_home_v_blocks_rich_text\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_rich_text_path_idx\` ON \`_home_v_blocks_rich_text\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_home_v_blocks_rich_text_locales\` (
  	\`content\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_v_blocks_rich_text\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_home_v_blocks_rich_text_locales_locale_parent_id_unique\` ON \`_home_v_blocks_rich_text_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_home_v_blocks_media\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`video_url\` text,
  	\`hidden\` integer DEFAULT false,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_media_order_idx\` ON \`_home_v_blocks_media\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_media_parent_id_idx\` ON \`_home_v_blocks_media\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_media_path_idx\` ON \`_home_v_blocks_media\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_home_v_blocks_media_locales\` (
  	\`caption\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_v_blocks_media\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_home_v_blocks_media_locales_locale_parent_id_unique\` ON \`_home_v_blocks_media_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_home_v_blocks_cases\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`mode\` text DEFAULT 'latest',
  	\`count\` numeric DEFAULT 3,
  	\`service_id\` integer,
  	\`hidden\` integer DEFAULT false,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`service_id\`) REFERENCES \`services\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_cases_order_idx\` ON \`_home_v_blocks_cases\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_cases_parent_id_idx\` ON \`_home_v_blocks_cases\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_cases_path_idx\` ON \`_home_v_blocks_cases\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_cases_service_idx\` ON \`_home_v_blocks_cases\` (\`service_id\`);`)
  await db.run(sql`CREATE TABLE \`_home_v_blocks_cases_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_v_blocks_cases\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_home_v_blocks_cases_locales_locale_parent_id_unique\` ON \`_home_v_blocks_cases_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_home_v_blocks_posts\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`mode\` text DEFAULT 'latest',
  	\`count\` numeric DEFAULT 3,
  	\`hidden\` integer DEFAULT false,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_posts_order_idx\` ON \`_home_v_blocks_posts\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_posts_parent_id_idx\` ON \`_home_v_blocks_posts\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_posts_path_idx\` ON \`_home_v_blocks_posts\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_home_v_blocks_posts_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_v_blocks_posts\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_home_v_blocks_posts_locales_locale_parent_id_unique\` ON \`_home_v_blocks_posts_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_home_v_blocks_call_to_action\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`hidden\` integer DEFAULT false,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_call_to_action_order_idx\` ON \`_home_v_blocks_call_to_action\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_call_to_action_parent_id_idx\` ON \`_home_v_blocks_call_to_action\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_call_to_action_path_idx\` ON \`_home_v_blocks_call_to_action\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_home_v_blocks_call_to_action_locales\` (
  	\`title\` text,
  	\`text\` text,
  	\`action_label\` text,
  	\`action_url\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_v_blocks_call_to_action\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_home_v_blocks_call_to_action_locales_locale_parent_id_uniqu\` ON \`_home_v_blocks_call_to_action_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_home_v_blocks_quote\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`author\` text,
  	\`hidden\` integer DEFAULT false,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_quote_order_idx\` ON \`_home_v_blocks_quote\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_quote_parent_id_idx\` ON \`_home_v_blocks_quote\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_quote_path_idx\` ON \`_home_v_blocks_quote\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_home_v_blocks_quote_locales\` (
  	\`text\` text,
  	\`role\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_v_blocks_quote\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_home_v_blocks_quote_locales_locale_parent_id_unique\` ON \`_home_v_blocks_quote_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_home_v_blocks_stats_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`value\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_v_blocks_stats\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_stats_items_order_idx\` ON \`_home_v_blocks_stats_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_stats_items_parent_id_idx\` ON \`_home_v_blocks_stats_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_home_v_blocks_stats_items_locales\` (
  	\`label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_v_blocks_stats_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_home_v_blocks_stats_items_locales_locale_parent_id_unique\` ON \`_home_v_blocks_stats_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_home_v_blocks_stats\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`hidden\` integer DEFAULT false,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_stats_order_idx\` ON \`_home_v_blocks_stats\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_stats_parent_id_idx\` ON \`_home_v_blocks_stats\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_stats_path_idx\` ON \`_home_v_blocks_stats\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_home_v_blocks_stats_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_v_blocks_stats\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_home_v_blocks_stats_locales_locale_parent_id_unique\` ON \`_home_v_blocks_stats_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_home_v_blocks_logos\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`hidden\` integer DEFAULT false,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_logos_order_idx\` ON \`_home_v_blocks_logos\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_logos_parent_id_idx\` ON \`_home_v_blocks_logos\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_logos_path_idx\` ON \`_home_v_blocks_logos\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_home_v_blocks_logos_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_v_blocks_logos\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_home_v_blocks_logos_locales_locale_parent_id_unique\` ON \`_home_v_blocks_logos_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_home_v_blocks_team\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`hidden\` integer DEFAULT false,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_team_order_idx\` ON \`_home_v_blocks_team\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_team_parent_id_idx\` ON \`_home_v_blocks_team\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_team_path_idx\` ON \`_home_v_blocks_team\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_home_v_blocks_team_locales\` (
  	\`title\` text,
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_v_blocks_team\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_home_v_blocks_team_locales_locale_parent_id_unique\` ON \`_home_v_blocks_team_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_home_v_blocks_faq_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_v_blocks_faq\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_faq_items_order_idx\` ON \`_home_v_blocks_faq_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_faq_items_parent_id_idx\` ON \`_home_v_blocks_faq_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_home_v_blocks_faq_items_locales\` (
  	\`question\` text,
  	\`answer\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_v_blocks_faq_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_home_v_blocks_faq_items_locales_locale_parent_id_unique\` ON \`_home_v_blocks_faq_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_home_v_blocks_faq\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`hidden\` integer DEFAULT false,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_faq_order_idx\` ON \`_home_v_blocks_faq\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_faq_parent_id_idx\` ON \`_home_v_blocks_faq\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_faq_path_idx\` ON \`_home_v_blocks_faq\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_home_v_blocks_faq_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_v_blocks_faq\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_home_v_blocks_faq_locales_locale_parent_id_unique\` ON \`_home_v_blocks_faq_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_home_v_blocks_form\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`kind\` text DEFAULT 'contact',
  	\`hidden\` integer DEFAULT false,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_form_order_idx\` ON \`_home_v_blocks_form\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_form_parent_id_idx\` ON \`_home_v_blocks_form\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_form_path_idx\` ON \`_home_v_blocks_form\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_home_v_blocks_form_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_v_blocks_form\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_home_v_blocks_form_locales_locale_parent_id_unique\` ON \`_home_v_blocks_form_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_home_v_blocks_embed\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`video_url\` text,
  	\`hidden\` integer DEFAULT false,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_embed_order_idx\` ON \`_home_v_blocks_embed\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_embed_parent_id_idx\` ON \`_home_v_blocks_embed\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_blocks_embed_path_idx\` ON \`_home_v_blocks_embed\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_home_v_blocks_embed_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_home_v_blocks_embed\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_home_v_blocks_embed_locales_locale_parent_id_unique\` ON \`_home_v_blocks_embed_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_home_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version__status\` text DEFAULT 'draft',
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	\`autosave\` integer
  );
  `)
  await db.run(sql`CREATE INDEX \`_home_v_version_version__status_idx\` ON \`_home_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_created_at_idx\` ON \`_home_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_updated_at_idx\` ON \`_home_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_snapshot_idx\` ON \`_home_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_published_locale_idx\` ON \`_home_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_latest_idx\` ON \`_home_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_autosave_idx\` ON \`_home_v\` (\`autosave\`);`)
  await db.run(sql`CREATE TABLE \`_home_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`media_id\` integer,
  	\`cases_id\` integer,
  	\`posts_id\` integer,
  	\`clients_id\` integer,
  	\`employees_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_home_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`cases_id\`) REFERENCES \`cases\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`posts_id\`) REFERENCES \`posts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`clients_id\`) REFERENCES \`clients\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`employees_id\`) REFERENCES \`employees\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_home_v_rels_order_idx\` ON \`_home_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_rels_parent_idx\` ON \`_home_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_rels_path_idx\` ON \`_home_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_rels_media_id_idx\` ON \`_home_v_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_rels_cases_id_idx\` ON \`_home_v_rels\` (\`cases_id\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_rels_posts_id_idx\` ON \`_home_v_rels\` (\`posts_id\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_rels_clients_id_idx\` ON \`_home_v_rels\` (\`clients_id\`);`)
  await db.run(sql`CREATE INDEX \`_home_v_rels_employees_id_idx\` ON \`_home_v_rels\` (\`employees_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`home_blocks_home_section\`;`)
  await db.run(sql`DROP TABLE \`home_blocks_hero\`;`)
  await db.run(sql`DROP TABLE \`home_blocks_hero_locales\`;`)
  await db.run(sql`DROP TABLE \`home_blocks_rich_text\`;`)
  await db.run(sql`DROP TABLE \`home_blocks_rich_text_locales\`;`)
  await db.run(sql`DROP TABLE \`home_blocks_media\`;`)
  await db.run(sql`DROP TABLE \`home_blocks_media_locales\`;`)
  await db.run(sql`DROP TABLE \`home_blocks_cases\`;`)
  await db.run(sql`DROP TABLE \`home_blocks_cases_locales\`;`)
  await db.run(sql`DROP TABLE \`home_blocks_posts\`;`)
  await db.run(sql`DROP TABLE \`home_blocks_posts_locales\`;`)
  await db.run(sql`DROP TABLE \`home_blocks_call_to_action\`;`)
  await db.run(sql`DROP TABLE \`home_blocks_call_to_action_locales\`;`)
  await db.run(sql`DROP TABLE \`home_blocks_quote\`;`)
  await db.run(sql`DROP TABLE \`home_blocks_quote_locales\`;`)
  await db.run(sql`DROP TABLE \`home_blocks_stats_items\`;`)
  await db.run(sql`DROP TABLE \`home_blocks_stats_items_locales\`;`)
  await db.run(sql`DROP TABLE \`home_blocks_stats\`;`)
  await db.run(sql`DROP TABLE \`home_blocks_stats_locales\`;`)
  await db.run(sql`DROP TABLE \`home_blocks_logos\`;`)
  await db.run(sql`DROP TABLE \`home_blocks_logos_locales\`;`)
  await db.run(sql`DROP TABLE \`home_blocks_team\`;`)
  await db.run(sql`DROP TABLE \`home_blocks_team_locales\`;`)
  await db.run(sql`DROP TABLE \`home_blocks_faq_items\`;`)
  await db.run(sql`DROP TABLE \`home_blocks_faq_items_locales\`;`)
  await db.run(sql`DROP TABLE \`home_blocks_faq\`;`)
  await db.run(sql`DROP TABLE \`home_blocks_faq_locales\`;`)
  await db.run(sql`DROP TABLE \`home_blocks_form\`;`)
  await db.run(sql`DROP TABLE \`home_blocks_form_locales\`;`)
  await db.run(sql`DROP TABLE \`home_blocks_embed\`;`)
  await db.run(sql`DROP TABLE \`home_blocks_embed_locales\`;`)
  await db.run(sql`DROP TABLE \`home\`;`)
  await db.run(sql`DROP TABLE \`home_rels\`;`)
  await db.run(sql`DROP TABLE \`_home_v_blocks_home_section\`;`)
  await db.run(sql`DROP TABLE \`_home_v_blocks_hero\`;`)
  await db.run(sql`DROP TABLE \`_home_v_blocks_hero_locales\`;`)
  await db.run(sql`DROP TABLE \`_home_v_blocks_rich_text\`;`)
  await db.run(sql`DROP TABLE \`_home_v_blocks_rich_text_locales\`;`)
  await db.run(sql`DROP TABLE \`_home_v_blocks_media\`;`)
  await db.run(sql`DROP TABLE \`_home_v_blocks_media_locales\`;`)
  await db.run(sql`DROP TABLE \`_home_v_blocks_cases\`;`)
  await db.run(sql`DROP TABLE \`_home_v_blocks_cases_locales\`;`)
  await db.run(sql`DROP TABLE \`_home_v_blocks_posts\`;`)
  await db.run(sql`DROP TABLE \`_home_v_blocks_posts_locales\`;`)
  await db.run(sql`DROP TABLE \`_home_v_blocks_call_to_action\`;`)
  await db.run(sql`DROP TABLE \`_home_v_blocks_call_to_action_locales\`;`)
  await db.run(sql`DROP TABLE \`_home_v_blocks_quote\`;`)
  await db.run(sql`DROP TABLE \`_home_v_blocks_quote_locales\`;`)
  await db.run(sql`DROP TABLE \`_home_v_blocks_stats_items\`;`)
  await db.run(sql`DROP TABLE \`_home_v_blocks_stats_items_locales\`;`)
  await db.run(sql`DROP TABLE \`_home_v_blocks_stats\`;`)
  await db.run(sql`DROP TABLE \`_home_v_blocks_stats_locales\`;`)
  await db.run(sql`DROP TABLE \`_home_v_blocks_logos\`;`)
  await db.run(sql`DROP TABLE \`_home_v_blocks_logos_locales\`;`)
  await db.run(sql`DROP TABLE \`_home_v_blocks_team\`;`)
  await db.run(sql`DROP TABLE \`_home_v_blocks_team_locales\`;`)
  await db.run(sql`DROP TABLE \`_home_v_blocks_faq_items\`;`)
  await db.run(sql`DROP TABLE \`_home_v_blocks_faq_items_locales\`;`)
  await db.run(sql`DROP TABLE \`_home_v_blocks_faq\`;`)
  await db.run(sql`DROP TABLE \`_home_v_blocks_faq_locales\`;`)
  await db.run(sql`DROP TABLE \`_home_v_blocks_form\`;`)
  await db.run(sql`DROP TABLE \`_home_v_blocks_form_locales\`;`)
  await db.run(sql`DROP TABLE \`_home_v_blocks_embed\`;`)
  await db.run(sql`DROP TABLE \`_home_v_blocks_embed_locales\`;`)
  await db.run(sql`DROP TABLE \`_home_v\`;`)
  await db.run(sql`DROP TABLE \`_home_v_rels\`;`)
}

import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_home_blocks_home_section_section" AS ENUM('hero', 'featured', 'services', 'clients', 'about', 'posts', 'products', 'contact', 'newsletter');
  CREATE TYPE "public"."enum_home_blocks_cases_mode" AS ENUM('latest', 'chosen');
  CREATE TYPE "public"."enum_home_blocks_posts_mode" AS ENUM('latest', 'chosen');
  CREATE TYPE "public"."enum_home_blocks_form_kind" AS ENUM('contact', 'newsletter');
  CREATE TYPE "public"."enum_home_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__home_v_blocks_home_section_section" AS ENUM('hero', 'featured', 'services', 'clients', 'about', 'posts', 'products', 'contact', 'newsletter');
  CREATE TYPE "public"."enum__home_v_blocks_cases_mode" AS ENUM('latest', 'chosen');
  CREATE TYPE "public"."enum__home_v_blocks_posts_mode" AS ENUM('latest', 'chosen');
  CREATE TYPE "public"."enum__home_v_blocks_form_kind" AS ENUM('contact', 'newsletter');
  CREATE TYPE "public"."enum__home_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__home_v_published_locale" AS ENUM('pt', 'en');
  CREATE TABLE "home_blocks_home_section" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"section" "enum_home_blocks_home_section_section",
  	"hidden" boolean DEFAULT false,
  	"block_name" varchar
  );
  
  CREATE TABLE "home_blocks_hero" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"video_url" varchar,
  	"hidden" boolean DEFAULT false,
  	"block_name" varchar
  );
  
  CREATE TABLE "home_blocks_hero_locales" (
  	"title" varchar,
  	"text" varchar,
  	"primary_label" varchar,
  	"primary_url" varchar,
  	"secondary_label" varchar,
  	"secondary_url" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "home_blocks_rich_text" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"hidden" boolean DEFAULT false,
  	"block_name" varchar
  );
  
  CREATE TABLE "home_blocks_rich_text_locales" (
  	"content" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "home_blocks_media" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"video_url" varchar,
  	"hidden" boolean DEFAULT false,
  	"block_name" varchar
  );
  
  CREATE TABLE "home_blocks_media_locales" (
  	"caption" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "home_blocks_cases" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"mode" "enum_home_blocks_cases_mode" DEFAULT 'latest',
  	"count" numeric DEFAULT 3,
  	"service_id" integer,
  	"hidden" boolean DEFAULT false,
  	"block_name" varchar
  );
  
  CREATE TABLE "home_blocks_cases_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "home_blocks_posts" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"mode" "enum_home_blocks_posts_mode" DEFAULT 'latest',
  	"count" numeric DEFAULT 3,
  	"hidden" boolean DEFAULT false,
  	"block_name" varchar
  );
  
  CREATE TABLE "home_blocks_posts_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "home_blocks_call_to_action" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"hidden" boolean DEFAULT false,
  	"block_name" varchar
  );
  
  CREATE TABLE "home_blocks_call_to_action_locales" (
  	"title" varchar,
  	"text" varchar,
  	"action_label" varchar,
  	"action_url" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "home_blocks_quote" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"author" varchar,
  	"hidden" boolean DEFAULT false,
  	"block_name" varchar
  );
  
  CREATE TABLE "home_blocks_quote_locales" (
  	"text" varchar,
  	"role" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "home_blocks_stats_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"value" varchar
  );
  
  CREATE TABLE "home_blocks_stats_items_locales" (
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "home_blocks_stats" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"hidden" boolean DEFAULT false,
  	"block_name" varchar
  );
  
  CREATE TABLE "home_blocks_stats_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "home_blocks_logos" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"hidden" boolean DEFAULT false,
  	"block_name" varchar
  );
  
  CREATE TABLE "home_blocks_logos_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "home_blocks_team" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"hidden" boolean DEFAULT false,
  	"block_name" varchar
  );
  
  CREATE TABLE "home_blocks_team_locales" (
  	"title" varchar,
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "home_blocks_faq_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "home_blocks_faq_items_locales" (
  	"question" varchar,
  	"answer" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "home_blocks_faq" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"hidden" boolean DEFAULT false,
  	"block_name" varchar
  );
  
  CREATE TABLE "home_blocks_faq_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "home_blocks_form" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"kind" "enum_home_blocks_form_kind" DEFAULT 'contact',
  	"hidden" boolean DEFAULT false,
  	"block_name" varchar
  );
  
  CREATE TABLE "home_blocks_form_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "home_blocks_embed" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"video_url" varchar,
  	"hidden" boolean DEFAULT false,
  	"block_name" varchar
  );
  
  CREATE TABLE "home_blocks_embed_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "home" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"_status" "enum_home_status" DEFAULT 'draft',
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "home_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"media_id" integer,
  	"cases_id" integer,
  	"posts_id" integer,
  	"clients_id" integer,
  	"employees_id" integer
  );
  
  CREATE TABLE "_home_v_blocks_home_section" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"section" "enum__home_v_blocks_home_section_section",
  	"hidden" boolean DEFAULT false,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_home_v_blocks_hero" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"video_url" varchar,
  	"hidden" boolean DEFAULT false,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_home_v_blocks_hero_locales" (
  	"title" varchar,
  	"text" varchar,
  	"primary_label" varchar,
  	"primary_url" varchar,
  	"secondary_label" varchar,
  	"secondary_url" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_home_v_blocks_rich_text" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"hidden" boolean DEFAULT false,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_home_v_blocks_rich_text_locales" (
  	"content" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_home_v_blocks_media" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"video_url" varchar,
  	"hidden" boolean DEFAULT false,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_home_v_blocks_media_locales" (
  	"caption" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_home_v_blocks_cases" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"mode" "enum__home_v_blocks_cases_mode" DEFAULT 'latest',
  	"count" numeric DEFAULT 3,
  	"service_id" integer,
  	"hidden" boolean DEFAULT false,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_home_v_blocks_cases_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_home_v_blocks_posts" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"mode" "enum__home_v_blocks_posts_mode" DEFAULT 'latest',
  	"count" numeric DEFAULT 3,
  	"hidden" boolean DEFAULT false,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_home_v_blocks_posts_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_home_v_blocks_call_to_action" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"hidden" boolean DEFAULT false,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_home_v_blocks_call_to_action_locales" (
  	"title" varchar,
  	"text" varchar,
  	"action_label" varchar,
  	"action_url" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_home_v_blocks_quote" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"author" varchar,
  	"hidden" boolean DEFAULT false,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_home_v_blocks_quote_locales" (
  	"text" varchar,
  	"role" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_home_v_blocks_stats_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"value" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_home_v_blocks_stats_items_locales" (
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_home_v_blocks_stats" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"hidden" boolean DEFAULT false,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_home_v_blocks_stats_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_home_v_blocks_logos" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"hidden" boolean DEFAULT false,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_home_v_blocks_logos_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_home_v_blocks_team" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"hidden" boolean DEFAULT false,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_home_v_blocks_team_locales" (
  	"title" varchar,
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_home_v_blocks_faq_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_home_v_blocks_faq_items_locales" (
  	"question" varchar,
  	"answer" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_home_v_blocks_faq" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"hidden" boolean DEFAULT false,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_home_v_blocks_faq_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_home_v_blocks_form" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"kind" "enum__home_v_blocks_form_kind" DEFAULT 'contact',
  	"hidden" boolean DEFAULT false,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_home_v_blocks_form_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_home_v_blocks_embed" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"video_url" varchar,
  	"hidden" boolean DEFAULT false,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_home_v_blocks_embed_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_home_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version__status" "enum__home_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__home_v_published_locale",
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_home_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"media_id" integer,
  	"cases_id" integer,
  	"posts_id" integer,
  	"clients_id" integer,
  	"employees_id" integer
  );
  
  ALTER TABLE "home_blocks_home_section" ADD CONSTRAINT "home_blocks_home_section_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_blocks_hero" ADD CONSTRAINT "home_blocks_hero_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "home_blocks_hero" ADD CONSTRAINT "home_blocks_hero_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_blocks_hero_locales" ADD CONSTRAINT "home_blocks_hero_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_blocks_hero"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_blocks_rich_text" ADD CONSTRAINT "home_blocks_rich_text_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_blocks_rich_text_locales" ADD CONSTRAINT "home_blocks_rich_text_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_blocks_rich_text"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_blocks_media" ADD CONSTRAINT "home_blocks_media_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_blocks_media_locales" ADD CONSTRAINT "home_blocks_media_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_blocks_media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_blocks_cases" ADD CONSTRAINT "home_blocks_cases_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "home_blocks_cases" ADD CONSTRAINT "home_blocks_cases_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_blocks_cases_locales" ADD CONSTRAINT "home_blocks_cases_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_blocks_cases"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_blocks_posts" ADD CONSTRAINT "home_blocks_posts_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_blocks_posts_locales" ADD CONSTRAINT "home_blocks_posts_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_blocks_posts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_blocks_call_to_action" ADD CONSTRAINT "home_blocks_call_to_action_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_blocks_call_to_action_locales" ADD CONSTRAINT "home_blocks_call_to_action_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_blocks_call_to_action"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_blocks_quote" ADD CONSTRAINT "home_blocks_quote_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_blocks_quote_locales" ADD CONSTRAINT "home_blocks_quote_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_blocks_quote"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_blocks_stats_items" ADD CONSTRAINT "home_blocks_stats_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_blocks_stats"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_blocks_stats_items_locales" ADD CONSTRAINT "home_blocks_stats_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_blocks_stats_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_blocks_stats" ADD CONSTRAINT "home_blocks_stats_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_blocks_stats_locales" ADD CONSTRAINT "home_blocks_stats_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_blocks_stats"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_blocks_logos" ADD CONSTRAINT "home_blocks_logos_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_blocks_logos_locales" ADD CONSTRAINT "home_blocks_logos_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_blocks_logos"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_blocks_team" ADD CONSTRAINT "home_blocks_team_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_blocks_team_locales" ADD CONSTRAINT "home_blocks_team_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_blocks_team"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_blocks_faq_items" ADD CONSTRAINT "home_blocks_faq_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_blocks_faq"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_blocks_faq_items_locales" ADD CONSTRAINT "home_blocks_faq_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_blocks_faq_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_blocks_faq" ADD CONSTRAINT "home_blocks_faq_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_blocks_faq_locales" ADD CONSTRAINT "home_blocks_faq_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_blocks_faq"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_blocks_form" ADD CONSTRAINT "home_blocks_form_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_blocks_form_locales" ADD CONSTRAINT "home_blocks_form_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_blocks_form"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_blocks_embed" ADD CONSTRAINT "home_blocks_embed_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_blocks_embed_locales" ADD CONSTRAINT "home_blocks_embed_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_blocks_embed"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_rels" ADD CONSTRAINT "home_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."home"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_rels" ADD CONSTRAINT "home_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_rels" ADD CONSTRAINT "home_rels_cases_fk" FOREIGN KEY ("cases_id") REFERENCES "public"."cases"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_rels" ADD CONSTRAINT "home_rels_posts_fk" FOREIGN KEY ("posts_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_rels" ADD CONSTRAINT "home_rels_clients_fk" FOREIGN KEY ("clients_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_rels" ADD CONSTRAINT "home_rels_employees_fk" FOREIGN KEY ("employees_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_v_blocks_home_section" ADD CONSTRAINT "_home_v_blocks_home_section_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_v_blocks_hero" ADD CONSTRAINT "_home_v_blocks_hero_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_home_v_blocks_hero" ADD CONSTRAINT "_home_v_blocks_hero_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_v_blocks_hero_locales" ADD CONSTRAINT "_home_v_blocks_hero_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_v_blocks_hero"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_v_blocks_rich_text" ADD CONSTRAINT "_home_v_blocks_rich_text_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_v_blocks_rich_text_locales" ADD CONSTRAINT "_home_v_blocks_rich_text_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_v_blocks_rich_text"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_v_blocks_media" ADD CONSTRAINT "_home_v_blocks_media_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_v_blocks_media_locales" ADD CONSTRAINT "_home_v_blocks_media_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_v_blocks_media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_v_blocks_cases" ADD CONSTRAINT "_home_v_blocks_cases_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_home_v_blocks_cases" ADD CONSTRAINT "_home_v_blocks_cases_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_v_blocks_cases_locales" ADD CONSTRAINT "_home_v_blocks_cases_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_v_blocks_cases"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_v_blocks_posts" ADD CONSTRAINT "_home_v_blocks_posts_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_v_blocks_posts_locales" ADD CONSTRAINT "_home_v_blocks_posts_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_v_blocks_posts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_v_blocks_call_to_action" ADD CONSTRAINT "_home_v_blocks_call_to_action_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_v_blocks_call_to_action_locales" ADD CONSTRAINT "_home_v_blocks_call_to_action_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_v_blocks_call_to_action"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_v_blocks_quote" ADD CONSTRAINT "_home_v_blocks_quote_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_v_blocks_quote_locales" ADD CONSTRAINT "_home_v_blocks_quote_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_v_blocks_quote"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_v_blocks_stats_items" ADD CONSTRAINT "_home_v_blocks_stats_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_v_blocks_stats"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_v_blocks_stats_items_locales" ADD CONSTRAINT "_home_v_blocks_stats_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_v_blocks_stats_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_v_blocks_stats" ADD CONSTRAINT "_home_v_blocks_stats_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_v_blocks_stats_locales" ADD CONSTRAINT "_home_v_blocks_stats_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_v_blocks_stats"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_v_blocks_logos" ADD CONSTRAINT "_home_v_blocks_logos_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_v_blocks_logos_locales" ADD CONSTRAINT "_home_v_blocks_logos_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_v_blocks_logos"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_v_blocks_team" ADD CONSTRAINT "_home_v_blocks_team_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_v_blocks_team_locales" ADD CONSTRAINT "_home_v_blocks_team_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_v_blocks_team"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_v_blocks_faq_items" ADD CONSTRAINT "_home_v_blocks_faq_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_v_blocks_faq"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_v_blocks_faq_items_locales" ADD CONSTRAINT "_home_v_blocks_faq_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_v_blocks_faq_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_v_blocks_faq" ADD CONSTRAINT "_home_v_blocks_faq_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_v_blocks_faq_locales" ADD CONSTRAINT "_home_v_blocks_faq_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_v_blocks_faq"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_v_blocks_form" ADD CONSTRAINT "_home_v_blocks_form_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_v_blocks_form_locales" ADD CONSTRAINT "_home_v_blocks_form_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_v_blocks_form"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_v_blocks_embed" ADD CONSTRAINT "_home_v_blocks_embed_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_v_blocks_embed_locales" ADD CONSTRAINT "_home_v_blocks_embed_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_v_blocks_embed"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_v_rels" ADD CONSTRAINT "_home_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_home_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_v_rels" ADD CONSTRAINT "_home_v_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_v_rels" ADD CONSTRAINT "_home_v_rels_cases_fk" FOREIGN KEY ("cases_id") REFERENCES "public"."cases"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_v_rels" ADD CONSTRAINT "_home_v_rels_posts_fk" FOREIGN KEY ("posts_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_v_rels" ADD CONSTRAINT "_home_v_rels_clients_fk" FOREIGN KEY ("clients_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_v_rels" ADD CONSTRAINT "_home_v_rels_employees_fk" FOREIGN KEY ("employees_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "home_blocks_home_section_order_idx" ON "home_blocks_home_section" USING btree ("_order");
  CREATE INDEX "home_blocks_home_section_parent_id_idx" ON "home_blocks_home_section" USING btree ("_parent_id");
  CREATE INDEX "home_blocks_home_section_path_idx" ON "home_blocks_home_section" USING btree ("_path");
  CREATE INDEX "home_blocks_hero_order_idx" ON "home_blocks_hero" USING btree ("_order");
  CREATE INDEX "home_blocks_hero_parent_id_idx" ON "home_blocks_hero" USING btree ("_parent_id");
  CREATE INDEX "home_blocks_hero_path_idx" ON "home_blocks_hero" USING btree ("_path");
  CREATE INDEX "home_blocks_hero_image_idx" ON "home_blocks_hero" USING btree ("image_id");
  CREATE UNIQUE INDEX "home_blocks_hero_locales_locale_parent_id_unique" ON "home_blocks_hero_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "home_blocks_rich_text_order_idx" ON "home_blocks_rich_text" USING btree ("_order");
  CREATE INDEX "home_blocks_rich_text_parent_id_idx" ON "home_blocks_rich_text" USING btree ("_parent_id");
  CREATE INDEX "home_blocks_rich_text_path_idx" ON "home_blocks_rich_text" USING btree ("_path");
  CREATE UNIQUE INDEX "home_blocks_rich_text_locales_locale_parent_id_unique" ON "home_blocks_rich_text_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "home_blocks_media_order_idx" ON "home_blocks_media" USING btree ("_order");
  CREATE INDEX "home_blocks_media_parent_id_idx" ON "home_blocks_media" USING btree ("_parent_id");
  CREATE INDEX "home_blocks_media_path_idx" ON "home_blocks_media" USING btree ("_path");
  CREATE UNIQUE INDEX "home_blocks_media_locales_locale_parent_id_unique" ON "home_blocks_media_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "home_blocks_cases_order_idx" ON "home_blocks_cases" USING btree ("_order");
  CREATE INDEX "home_blocks_cases_parent_id_idx" ON "home_blocks_cases" USING btree ("_parent_id");
  CREATE INDEX "home_blocks_cases_path_idx" ON "home_blocks_cases" USING btree ("_path");
  CREATE INDEX "home_blocks_cases_service_idx" ON "home_blocks_cases" USING btree ("service_id");
  CREATE UNIQUE INDEX "home_blocks_cases_locales_locale_parent_id_unique" ON "home_blocks_cases_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "home_blocks_posts_order_idx" ON "home_blocks_posts" USING btree ("_order");
  CREATE INDEX "home_blocks_posts_parent_id_idx" ON "home_blocks_posts" USING btree ("_parent_id");
  CREATE INDEX "home_blocks_posts_path_idx" ON "home_blocks_posts" USING btree ("_path");
  CREATE UNIQUE INDEX "home_blocks_posts_locales_locale_parent_id_unique" ON "home_blocks_posts_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "home_blocks_call_to_action_order_idx" ON "home_blocks_call_to_action" USING btree ("_order");
  CREATE INDEX "home_blocks_call_to_action_parent_id_idx" ON "home_blocks_call_to_action" USING btree ("_parent_id");
  CREATE INDEX "home_blocks_call_to_action_path_idx" ON "home_blocks_call_to_action" USING btree ("_path");
  CREATE UNIQUE INDEX "home_blocks_call_to_action_locales_locale_parent_id_unique" ON "home_blocks_call_to_action_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "home_blocks_quote_order_idx" ON "home_blocks_quote" USING btree ("_order");
  CREATE INDEX "home_blocks_quote_parent_id_idx" ON "home_blocks_quote" USING btree ("_parent_id");
  CREATE INDEX "home_blocks_quote_path_idx" ON "home_blocks_quote" USING btree ("_path");
  CREATE UNIQUE INDEX "home_blocks_quote_locales_locale_parent_id_unique" ON "home_blocks_quote_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "home_blocks_stats_items_order_idx" ON "home_blocks_stats_items" USING btree ("_order");
  CREATE INDEX "home_blocks_stats_items_parent_id_idx" ON "home_blocks_stats_items" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "home_blocks_stats_items_locales_locale_parent_id_unique" ON "home_blocks_stats_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "home_blocks_stats_order_idx" ON "home_blocks_stats" USING btree ("_order");
  CREATE INDEX "home_blocks_stats_parent_id_idx" ON "home_blocks_stats" USING btree ("_parent_id");
  CREATE INDEX "home_blocks_stats_path_idx" ON "home_blocks_stats" USING btree ("_path");
  CREATE UNIQUE INDEX "home_blocks_stats_locales_locale_parent_id_unique" ON "home_blocks_stats_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "home_blocks_logos_order_idx" ON "home_blocks_logos" USING btree ("_order");
  CREATE INDEX "home_blocks_logos_parent_id_idx" ON "home_blocks_logos" USING btree ("_parent_id");
  CREATE INDEX "home_blocks_logos_path_idx" ON "home_blocks_logos" USING btree ("_path");
  CREATE UNIQUE INDEX "home_blocks_logos_locales_locale_parent_id_unique" ON "home_blocks_logos_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "home_blocks_team_order_idx" ON "home_blocks_team" USING btree ("_order");
  CREATE INDEX "home_blocks_team_parent_id_idx" ON "home_blocks_team" USING btree ("_parent_id");
  CREATE INDEX "home_blocks_team_path_idx" ON "home_blocks_team" USING btree ("_path");
  CREATE UNIQUE INDEX "home_blocks_team_locales_locale_parent_id_unique" ON "home_blocks_team_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "home_blocks_faq_items_order_idx" ON "home_blocks_faq_items" USING btree ("_order");
  CREATE INDEX "home_blocks_faq_items_parent_id_idx" ON "home_blocks_faq_items" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "home_blocks_faq_items_locales_locale_parent_id_unique" ON "home_blocks_faq_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "home_blocks_faq_order_idx" ON "home_blocks_faq" USING btree ("_order");
  CREATE INDEX "home_blocks_faq_parent_id_idx" ON "home_blocks_faq" USING btree ("_parent_id");
  CREATE INDEX "home_blocks_faq_path_idx" ON "home_blocks_faq" USING btree ("_path");
  CREATE UNIQUE INDEX "home_blocks_faq_locales_locale_parent_id_unique" ON "home_blocks_faq_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "home_blocks_form_order_idx" ON "home_blocks_form" USING btree ("_order");
  CREATE INDEX "home_blocks_form_parent_id_idx" ON "home_blocks_form" USING btree ("_parent_id");
  CREATE INDEX "home_blocks_form_path_idx" ON "home_blocks_form" USING btree ("_path");
  CREATE UNIQUE INDEX "home_blocks_form_locales_locale_parent_id_unique" ON "home_blocks_form_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "home_blocks_embed_order_idx" ON "home_blocks_embed" USING btree ("_order");
  CREATE INDEX "home_blocks_embed_parent_id_idx" ON "home_blocks_embed" USING btree ("_parent_id");
  CREATE INDEX "home_blocks_embed_path_idx" ON "home_blocks_embed" USING btree ("_path");
  CREATE UNIQUE INDEX "home_blocks_embed_locales_locale_parent_id_unique" ON "home_blocks_embed_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "home__status_idx" ON "home" USING btree ("_status");
  CREATE INDEX "home_rels_order_idx" ON "home_rels" USING btree ("order");
  CREATE INDEX "home_rels_parent_idx" ON "home_rels" USING btree ("parent_id");
  CREATE INDEX "home_rels_path_idx" ON "home_rels" USING btree ("path");
  CREATE INDEX "home_rels_media_id_idx" ON "home_rels" USING btree ("media_id");
  CREATE INDEX "home_rels_cases_id_idx" ON "home_rels" USING btree ("cases_id");
  CREATE INDEX "home_rels_posts_id_idx" ON "home_rels" USING btree ("posts_id");
  CREATE INDEX "home_rels_clients_id_idx" ON "home_rels" USING btree ("clients_id");
  CREATE INDEX "home_rels_employees_id_idx" ON "home_rels" USING btree ("employees_id");
  CREATE INDEX "_home_v_blocks_home_section_order_idx" ON "_home_v_blocks_home_section" USING btree ("_order");
  CREATE INDEX "_home_v_blocks_home_section_parent_id_idx" ON "_home_v_blocks_home_section" USING btree ("_parent_id");
  CREATE INDEX "_home_v_blocks_home_section_path_idx" ON "_home_v_blocks_home_section" USING btree ("_path");
  CREATE INDEX "_home_v_blocks_hero_order_idx" ON "_home_v_blocks_hero" USING btree ("_order");
  CREATE INDEX "_home_v_blocks_hero_parent_id_idx" ON "_home_v_blocks_hero" USING btree ("_parent_id");
  CREATE INDEX "_home_v_blocks_hero_path_idx" ON "_home_v_blocks_hero" USING btree ("_path");
  CREATE INDEX "_home_v_blocks_hero_image_idx" ON "_home_v_blocks_hero" USING btree ("image_id");
  CREATE UNIQUE INDEX "_home_v_blocks_hero_locales_locale_parent_id_unique" ON "_home_v_blocks_hero_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_home_v_blocks_rich_text_order_idx" ON "_home_v_blocks_rich_text" USING btree ("_order");
  CREATE INDEX "_home_v_blocks_rich_text_parent_id_idx" ON "_home_v_blocks_rich_text" USING btree ("_parent_id");
  CREATE INDEX "_home_v_blocks_rich_text_path_idx" ON "_home_v_blocks_rich_text" USING btree ("_path");
  CREATE UNIQUE INDEX "_home_v_blocks_rich_text_locales_locale_parent_id_unique" ON "_home_v_blocks_rich_text_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_home_v_blocks_media_order_idx" ON "_home_v_blocks_media" USING btree ("_order");
  CREATE INDEX "_home_v_blocks_media_parent_id_idx" ON "_home_v_blocks_media" USING btree ("_parent_id");
  CREATE INDEX "_home_v_blocks_media_path_idx" ON "_home_v_blocks_media" USING btree ("_path");
  CREATE UNIQUE INDEX "_home_v_blocks_media_locales_locale_parent_id_unique" ON "_home_v_blocks_media_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_home_v_blocks_cases_order_idx" ON "_home_v_blocks_cases" USING btree ("_order");
  CREATE INDEX "_home_v_blocks_cases_parent_id_idx" ON "_home_v_blocks_cases" USING btree ("_parent_id");
  CREATE INDEX "_home_v_blocks_cases_path_idx" ON "_home_v_blocks_cases" USING btree ("_path");
  CREATE INDEX "_home_v_blocks_cases_service_idx" ON "_home_v_blocks_cases" USING btree ("service_id");
  CREATE UNIQUE INDEX "_home_v_blocks_cases_locales_locale_parent_id_unique" ON "_home_v_blocks_cases_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_home_v_blocks_posts_order_idx" ON "_home_v_blocks_posts" USING btree ("_order");
  CREATE INDEX "_home_v_blocks_posts_parent_id_idx" ON "_home_v_blocks_posts" USING btree ("_parent_id");
  CREATE INDEX "_home_v_blocks_posts_path_idx" ON "_home_v_blocks_posts" USING btree ("_path");
  CREATE UNIQUE INDEX "_home_v_blocks_posts_locales_locale_parent_id_unique" ON "_home_v_blocks_posts_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_home_v_blocks_call_to_action_order_idx" ON "_home_v_blocks_call_to_action" USING btree ("_order");
  CREATE INDEX "_home_v_blocks_call_to_action_parent_id_idx" ON "_home_v_blocks_call_to_action" USING btree ("_parent_id");
  CREATE INDEX "_home_v_blocks_call_to_action_path_idx" ON "_home_v_blocks_call_to_action" USING btree ("_path");
  CREATE UNIQUE INDEX "_home_v_blocks_call_to_action_locales_locale_parent_id_uniqu" ON "_home_v_blocks_call_to_action_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_home_v_blocks_quote_order_idx" ON "_home_v_blocks_quote" USING btree ("_order");
  CREATE INDEX "_home_v_blocks_quote_parent_id_idx" ON "_home_v_blocks_quote" USING btree ("_parent_id");
  CREATE INDEX "_home_v_blocks_quote_path_idx" ON "_home_v_blocks_quote" USING btree ("_path");
  CREATE UNIQUE INDEX "_home_v_blocks_quote_locales_locale_parent_id_unique" ON "_home_v_blocks_quote_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_home_v_blocks_stats_items_order_idx" ON "_home_v_blocks_stats_items" USING btree ("_order");
  CREATE INDEX "_home_v_blocks_stats_items_parent_id_idx" ON "_home_v_blocks_stats_items" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_home_v_blocks_stats_items_locales_locale_parent_id_unique" ON "_home_v_blocks_stats_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_home_v_blocks_stats_order_idx" ON "_home_v_blocks_stats" USING btree ("_order");
  CREATE INDEX "_home_v_blocks_stats_parent_id_idx" ON "_home_v_blocks_stats" USING btree ("_parent_id");
  CREATE INDEX "_home_v_blocks_stats_path_idx" ON "_home_v_blocks_stats" USING btree ("_path");
  CREATE UNIQUE INDEX "_home_v_blocks_stats_locales_locale_parent_id_unique" ON "_home_v_blocks_stats_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_home_v_blocks_logos_order_idx" ON "_home_v_blocks_logos" USING btree ("_order");
  CREATE INDEX "_home_v_blocks_logos_parent_id_idx" ON "_home_v_blocks_logos" USING btree ("_parent_id");
  CREATE INDEX "_home_v_blocks_logos_path_idx" ON "_home_v_blocks_logos" USING btree ("_path");
  CREATE UNIQUE INDEX "_home_v_blocks_logos_locales_locale_parent_id_unique" ON "_home_v_blocks_logos_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_home_v_blocks_team_order_idx" ON "_home_v_blocks_team" USING btree ("_order");
  CREATE INDEX "_home_v_blocks_team_parent_id_idx" ON "_home_v_blocks_team" USING btree ("_parent_id");
  CREATE INDEX "_home_v_blocks_team_path_idx" ON "_home_v_blocks_team" USING btree ("_path");
  CREATE UNIQUE INDEX "_home_v_blocks_team_locales_locale_parent_id_unique" ON "_home_v_blocks_team_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_home_v_blocks_faq_items_order_idx" ON "_home_v_blocks_faq_items" USING btree ("_order");
  CREATE INDEX "_home_v_blocks_faq_items_parent_id_idx" ON "_home_v_blocks_faq_items" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_home_v_blocks_faq_items_locales_locale_parent_id_unique" ON "_home_v_blocks_faq_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_home_v_blocks_faq_order_idx" ON "_home_v_blocks_faq" USING btree ("_order");
  CREATE INDEX "_home_v_blocks_faq_parent_id_idx" ON "_home_v_blocks_faq" USING btree ("_parent_id");
  CREATE INDEX "_home_v_blocks_faq_path_idx" ON "_home_v_blocks_faq" USING btree ("_path");
  CREATE UNIQUE INDEX "_home_v_blocks_faq_locales_locale_parent_id_unique" ON "_home_v_blocks_faq_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_home_v_blocks_form_order_idx" ON "_home_v_blocks_form" USING btree ("_order");
  CREATE INDEX "_home_v_blocks_form_parent_id_idx" ON "_home_v_blocks_form" USING btree ("_parent_id");
  CREATE INDEX "_home_v_blocks_form_path_idx" ON "_home_v_blocks_form" USING btree ("_path");
  CREATE UNIQUE INDEX "_home_v_blocks_form_locales_locale_parent_id_unique" ON "_home_v_blocks_form_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_home_v_blocks_embed_order_idx" ON "_home_v_blocks_embed" USING btree ("_order");
  CREATE INDEX "_home_v_blocks_embed_parent_id_idx" ON "_home_v_blocks_embed" USING btree ("_parent_id");
  CREATE INDEX "_home_v_blocks_embed_path_idx" ON "_home_v_blocks_embed" USING btree ("_path");
  CREATE UNIQUE INDEX "_home_v_blocks_embed_locales_locale_parent_id_unique" ON "_home_v_blocks_embed_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_home_v_version_version__status_idx" ON "_home_v" USING btree ("version__status");
  CREATE INDEX "_home_v_created_at_idx" ON "_home_v" USING btree ("created_at");
  CREATE INDEX "_home_v_updated_at_idx" ON "_home_v" USING btree ("updated_at");
  CREATE INDEX "_home_v_snapshot_idx" ON "_home_v" USING btree ("snapshot");
  CREATE INDEX "_home_v_published_locale_idx" ON "_home_v" USING btree ("published_locale");
  CREATE INDEX "_home_v_latest_idx" ON "_home_v" USING btree ("latest");
  CREATE INDEX "_home_v_autosave_idx" ON "_home_v" USING btree ("autosave");
  CREATE INDEX "_home_v_rels_order_idx" ON "_home_v_rels" USING btree ("order");
  CREATE INDEX "_home_v_rels_parent_idx" ON "_home_v_rels" USING btree ("parent_id");
  CREATE INDEX "_home_v_rels_path_idx" ON "_home_v_rels" USING btree ("path");
  CREATE INDEX "_home_v_rels_media_id_idx" ON "_home_v_rels" USING btree ("media_id");
  CREATE INDEX "_home_v_rels_cases_id_idx" ON "_home_v_rels" USING btree ("cases_id");
  CREATE INDEX "_home_v_rels_posts_id_idx" ON "_home_v_rels" USING btree ("posts_id");
  CREATE INDEX "_home_v_rels_clients_id_idx" ON "_home_v_rels" USING btree ("clients_id");
  CREATE INDEX "_home_v_rels_employees_id_idx" ON "_home_v_rels" USING btree ("employees_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "home_blocks_home_section" CASCADE;
  DROP TABLE "home_blocks_hero" CASCADE;
  DROP TABLE "home_blocks_hero_locales" CASCADE;
  DROP TABLE "home_blocks_rich_text" CASCADE;
  DROP TABLE "home_blocks_rich_text_locales" CASCADE;
  DROP TABLE "home_blocks_media" CASCADE;
  DROP TABLE "home_blocks_media_locales" CASCADE;
  DROP TABLE "home_blocks_cases" CASCADE;
  DROP TABLE "home_blocks_cases_locales" CASCADE;
  DROP TABLE "home_blocks_posts" CASCADE;
  DROP TABLE "home_blocks_posts_locales" CASCADE;
  DROP TABLE "home_blocks_call_to_action" CASCADE;
  DROP TABLE "home_blocks_call_to_action_locales" CASCADE;
  DROP TABLE "home_blocks_quote" CASCADE;
  DROP TABLE "home_blocks_quote_locales" CASCADE;
  DROP TABLE "home_blocks_stats_items" CASCADE;
  DROP TABLE "home_blocks_stats_items_locales" CASCADE;
  DROP TABLE "home_blocks_stats" CASCADE;
  DROP TABLE "home_blocks_stats_locales" CASCADE;
  DROP TABLE "home_blocks_logos" CASCADE;
  DROP TABLE "home_blocks_logos_locales" CASCADE;
  DROP TABLE "home_blocks_team" CASCADE;
  DROP TABLE "home_blocks_team_locales" CASCADE;
  DROP TABLE "home_blocks_faq_items" CASCADE;
  DROP TABLE "home_blocks_faq_items_locales" CASCADE;
  DROP TABLE "home_blocks_faq" CASCADE;
  DROP TABLE "home_blocks_faq_locales" CASCADE;
  DROP TABLE "home_blocks_form" CASCADE;
  DROP TABLE "home_blocks_form_locales" CASCADE;
  DROP TABLE "home_blocks_embed" CASCADE;
  DROP TABLE "home_blocks_embed_locales" CASCADE;
  DROP TABLE "home" CASCADE;
  DROP TABLE "home_rels" CASCADE;
  DROP TABLE "_home_v_blocks_home_section" CASCADE;
  DROP TABLE "_home_v_blocks_hero" CASCADE;
  DROP TABLE "_home_v_blocks_hero_locales" CASCADE;
  DROP TABLE "_home_v_blocks_rich_text" CASCADE;
  DROP TABLE "_home_v_blocks_rich_text_locales" CASCADE;
  DROP TABLE "_home_v_blocks_media" CASCADE;
  DROP TABLE "_home_v_blocks_media_locales" CASCADE;
  DROP TABLE "_home_v_blocks_cases" CASCADE;
  DROP TABLE "_home_v_blocks_cases_locales" CASCADE;
  DROP TABLE "_home_v_blocks_posts" CASCADE;
  DROP TABLE "_home_v_blocks_posts_locales" CASCADE;
  DROP TABLE "_home_v_blocks_call_to_action" CASCADE;
  DROP TABLE "_home_v_blocks_call_to_action_locales" CASCADE;
  DROP TABLE "_home_v_blocks_quote" CASCADE;
  DROP TABLE "_home_v_blocks_quote_locales" CASCADE;
  DROP TABLE "_home_v_blocks_stats_items" CASCADE;
  DROP TABLE "_home_v_blocks_stats_items_locales" CASCADE;
  DROP TABLE "_home_v_blocks_stats" CASCADE;
  DROP TABLE "_home_v_blocks_stats_locales" CASCADE;
  DROP TABLE "_home_v_blocks_logos" CASCADE;
  DROP TABLE "_home_v_blocks_logos_locales" CASCADE;
  DROP TABLE "_home_v_blocks_team" CASCADE;
  DROP TABLE "_home_v_blocks_team_locales" CASCADE;
  DROP TABLE "_home_v_blocks_faq_items" CASCADE;
  DROP TABLE "_home_v_blocks_faq_items_locales" CASCADE;
  DROP TABLE "_home_v_blocks_faq" CASCADE;
  DROP TABLE "_home_v_blocks_faq_locales" CASCADE;
  DROP TABLE "_home_v_blocks_form" CASCADE;
  DROP TABLE "_home_v_blocks_form_locales" CASCADE;
  DROP TABLE "_home_v_blocks_embed" CASCADE;
  DROP TABLE "_home_v_blocks_embed_locales" CASCADE;
  DROP TABLE "_home_v" CASCADE;
  DROP TABLE "_home_v_rels" CASCADE;
  DROP TYPE "public"."enum_home_blocks_home_section_section";
  DROP TYPE "public"."enum_home_blocks_cases_mode";
  DROP TYPE "public"."enum_home_blocks_posts_mode";
  DROP TYPE "public"."enum_home_blocks_form_kind";
  DROP TYPE "public"."enum_home_status";
  DROP TYPE "public"."enum__home_v_blocks_home_section_section";
  DROP TYPE "public"."enum__home_v_blocks_cases_mode";
  DROP TYPE "public"."enum__home_v_blocks_posts_mode";
  DROP TYPE "public"."enum__home_v_blocks_form_kind";
  DROP TYPE "public"."enum__home_v_version_status";
  DROP TYPE "public"."enum__home_v_published_locale";`)
}

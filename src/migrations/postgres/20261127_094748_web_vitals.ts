import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_web_vitals_page" AS ENUM('home', 'cases', 'case', 'articles', 'article', 'what-we-do', 'service', 'about', 'contact', 'legal', 'other');
  CREATE TYPE "public"."enum_web_vitals_locale" AS ENUM('pt', 'en');
  CREATE TYPE "public"."enum_web_vitals_device" AS ENUM('phone', 'desktop');
  CREATE TYPE "public"."enum_web_vitals_metric" AS ENUM('LCP', 'INP', 'CLS', 'FCP', 'TTFB');
  CREATE TYPE "public"."enum_web_vitals_connection" AS ENUM('4g', '3g', '2g', 'slow-2g', 'unknown');
  CREATE TYPE "public"."enum_web_vitals_navigation" AS ENUM('navigate', 'reload', 'back-forward', 'back-forward-cache', 'prerender', 'restore', 'soft-navigation');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'prune-web-vitals' BEFORE 'expire-tags-again';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'prune-web-vitals' BEFORE 'expire-tags-again';
  CREATE TABLE "web_vitals" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"day" varchar NOT NULL,
  	"page" "enum_web_vitals_page" NOT NULL,
  	"locale" "enum_web_vitals_locale" NOT NULL,
  	"device" "enum_web_vitals_device" NOT NULL,
  	"metric" "enum_web_vitals_metric" NOT NULL,
  	"connection" "enum_web_vitals_connection" NOT NULL,
  	"navigation" "enum_web_vitals_navigation" NOT NULL,
  	"count" numeric DEFAULT 0 NOT NULL,
  	"b0" numeric DEFAULT 0 NOT NULL,
  	"b1" numeric DEFAULT 0 NOT NULL,
  	"b2" numeric DEFAULT 0 NOT NULL,
  	"b3" numeric DEFAULT 0 NOT NULL,
  	"b4" numeric DEFAULT 0 NOT NULL,
  	"b5" numeric DEFAULT 0 NOT NULL,
  	"b6" numeric DEFAULT 0 NOT NULL,
  	"b7" numeric DEFAULT 0 NOT NULL,
  	"b8" numeric DEFAULT 0 NOT NULL,
  	"b9" numeric DEFAULT 0 NOT NULL,
  	"b10" numeric DEFAULT 0 NOT NULL,
  	"b11" numeric DEFAULT 0 NOT NULL,
  	"b12" numeric DEFAULT 0 NOT NULL,
  	"b13" numeric DEFAULT 0 NOT NULL,
  	"b14" numeric DEFAULT 0 NOT NULL,
  	"b15" numeric DEFAULT 0 NOT NULL,
  	"b16" numeric DEFAULT 0 NOT NULL,
  	"b17" numeric DEFAULT 0 NOT NULL,
  	"b18" numeric DEFAULT 0 NOT NULL,
  	"b19" numeric DEFAULT 0 NOT NULL,
  	"b20" numeric DEFAULT 0 NOT NULL,
  	"b21" numeric DEFAULT 0 NOT NULL,
  	"b22" numeric DEFAULT 0 NOT NULL,
  	"b23" numeric DEFAULT 0 NOT NULL,
  	"b24" numeric DEFAULT 0 NOT NULL,
  	"b25" numeric DEFAULT 0 NOT NULL,
  	"b26" numeric DEFAULT 0 NOT NULL,
  	"b27" numeric DEFAULT 0 NOT NULL,
  	"b28" numeric DEFAULT 0 NOT NULL,
  	"b29" numeric DEFAULT 0 NOT NULL,
  	"b30" numeric DEFAULT 0 NOT NULL,
  	"b31" numeric DEFAULT 0 NOT NULL,
  	"b32" numeric DEFAULT 0 NOT NULL,
  	"b33" numeric DEFAULT 0 NOT NULL,
  	"b34" numeric DEFAULT 0 NOT NULL,
  	"b35" numeric DEFAULT 0 NOT NULL,
  	"b36" numeric DEFAULT 0 NOT NULL,
  	"b37" numeric DEFAULT 0 NOT NULL,
  	"b38" numeric DEFAULT 0 NOT NULL,
  	"b39" numeric DEFAULT 0 NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "web_vitals_id" integer;
  CREATE INDEX "web_vitals_day_idx" ON "web_vitals" USING btree ("day");
  CREATE INDEX "web_vitals_updated_at_idx" ON "web_vitals" USING btree ("updated_at");
  CREATE INDEX "web_vitals_created_at_idx" ON "web_vitals" USING btree ("created_at");
  CREATE UNIQUE INDEX "day_page_locale_device_metric_connection_navigation_idx" ON "web_vitals" USING btree ("day","page","locale","device","metric","connection","navigation");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_web_vitals_fk" FOREIGN KEY ("web_vitals_id") REFERENCES "public"."web_vitals"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_web_vitals_id_idx" ON "payload_locked_documents_rels" USING btree ("web_vitals_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "web_vitals" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "web_vitals" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_web_vitals_fk";
  
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'deliver-emails', 'expire-tags-again', 'schedulePublish');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'deliver-emails', 'expire-tags-again', 'schedulePublish');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "payload_locked_documents_rels_web_vitals_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "web_vitals_id";
  DROP TYPE "public"."enum_web_vitals_page";
  DROP TYPE "public"."enum_web_vitals_locale";
  DROP TYPE "public"."enum_web_vitals_device";
  DROP TYPE "public"."enum_web_vitals_metric";
  DROP TYPE "public"."enum_web_vitals_connection";
  DROP TYPE "public"."enum_web_vitals_navigation";`)
}

import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_newsletter_issues_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__newsletter_issues_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__newsletter_issues_v_published_locale" AS ENUM('pt', 'en');
  CREATE TYPE "public"."enum_newsletter_sends_state" AS ENUM('scheduled', 'sending', 'sent');
  CREATE TYPE "public"."enum_newsletter_recipients_locale" AS ENUM('pt', 'en');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'send-newsletter' BEFORE 'prune-web-vitals';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'send-newsletter' BEFORE 'prune-web-vitals';
  CREATE TABLE "newsletter_issues" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_newsletter_issues_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "newsletter_issues_locales" (
  	"subject" varchar,
  	"preheader" varchar,
  	"body" jsonb,
  	"slug" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_newsletter_issues_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__newsletter_issues_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__newsletter_issues_v_published_locale",
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_newsletter_issues_v_locales" (
  	"version_subject" varchar,
  	"version_preheader" varchar,
  	"version_body" jsonb,
  	"version_slug" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "newsletter_sends" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"issue_id" integer NOT NULL,
  	"state" "enum_newsletter_sends_state" NOT NULL,
  	"send_at" timestamp(3) with time zone NOT NULL,
  	"recipients_ready" boolean DEFAULT false,
  	"finished_at" timestamp(3) with time zone,
  	"by_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "newsletter_recipients" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"send_id" integer NOT NULL,
  	"subscriber_id" integer NOT NULL,
  	"email" varchar NOT NULL,
  	"locale" "enum_newsletter_recipients_locale" NOT NULL,
  	"claimed_at" timestamp(3) with time zone,
  	"sent_at" timestamp(3) with time zone,
  	"failed_at" timestamp(3) with time zone,
  	"retry_at" timestamp(3) with time zone,
  	"attempts" numeric DEFAULT 0,
  	"reclaimed" numeric DEFAULT 0,
  	"error" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "subscribers" ADD COLUMN "last_issue_id" integer;
  ALTER TABLE "subscribers" ADD COLUMN "last_issue_at" timestamp(3) with time zone;
  ALTER TABLE "subscribers" ADD COLUMN "bounced_at" timestamp(3) with time zone;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "newsletter_issues_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "newsletter_sends_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "newsletter_recipients_id" integer;
  ALTER TABLE "newsletter_issues_locales" ADD CONSTRAINT "newsletter_issues_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."newsletter_issues"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_newsletter_issues_v" ADD CONSTRAINT "_newsletter_issues_v_parent_id_newsletter_issues_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."newsletter_issues"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_newsletter_issues_v_locales" ADD CONSTRAINT "_newsletter_issues_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_newsletter_issues_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "newsletter_sends" ADD CONSTRAINT "newsletter_sends_issue_id_newsletter_issues_id_fk" FOREIGN KEY ("issue_id") REFERENCES "public"."newsletter_issues"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "newsletter_sends" ADD CONSTRAINT "newsletter_sends_by_id_users_id_fk" FOREIGN KEY ("by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "newsletter_recipients" ADD CONSTRAINT "newsletter_recipients_send_id_newsletter_sends_id_fk" FOREIGN KEY ("send_id") REFERENCES "public"."newsletter_sends"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "newsletter_recipients" ADD CONSTRAINT "newsletter_recipients_subscriber_id_subscribers_id_fk" FOREIGN KEY ("subscriber_id") REFERENCES "public"."subscribers"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "newsletter_issues_updated_at_idx" ON "newsletter_issues" USING btree ("updated_at");
  CREATE INDEX "newsletter_issues_created_at_idx" ON "newsletter_issues" USING btree ("created_at");
  CREATE INDEX "newsletter_issues__status_idx" ON "newsletter_issues" USING btree ("_status");
  CREATE UNIQUE INDEX "newsletter_issues_slug_idx" ON "newsletter_issues_locales" USING btree ("slug","_locale");
  CREATE UNIQUE INDEX "newsletter_issues_locales_locale_parent_id_unique" ON "newsletter_issues_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_newsletter_issues_v_parent_idx" ON "_newsletter_issues_v" USING btree ("parent_id");
  CREATE INDEX "_newsletter_issues_v_version_version_updated_at_idx" ON "_newsletter_issues_v" USING btree ("version_updated_at");
  CREATE INDEX "_newsletter_issues_v_version_version_created_at_idx" ON "_newsletter_issues_v" USING btree ("version_created_at");
  CREATE INDEX "_newsletter_issues_v_version_version__status_idx" ON "_newsletter_issues_v" USING btree ("version__status");
  CREATE INDEX "_newsletter_issues_v_created_at_idx" ON "_newsletter_issues_v" USING btree ("created_at");
  CREATE INDEX "_newsletter_issues_v_updated_at_idx" ON "_newsletter_issues_v" USING btree ("updated_at");
  CREATE INDEX "_newsletter_issues_v_snapshot_idx" ON "_newsletter_issues_v" USING btree ("snapshot");
  CREATE INDEX "_newsletter_issues_v_published_locale_idx" ON "_newsletter_issues_v" USING btree ("published_locale");
  CREATE INDEX "_newsletter_issues_v_latest_idx" ON "_newsletter_issues_v" USING btree ("latest");
  CREATE INDEX "_newsletter_issues_v_autosave_idx" ON "_newsletter_issues_v" USING btree ("autosave");
  CREATE INDEX "_newsletter_issues_v_version_version_slug_idx" ON "_newsletter_issues_v_locales" USING btree ("version_slug","_locale");
  CREATE UNIQUE INDEX "_newsletter_issues_v_locales_locale_parent_id_unique" ON "_newsletter_issues_v_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "newsletter_sends_issue_idx" ON "newsletter_sends" USING btree ("issue_id");
  CREATE INDEX "newsletter_sends_state_idx" ON "newsletter_sends" USING btree ("state");
  CREATE INDEX "newsletter_sends_by_idx" ON "newsletter_sends" USING btree ("by_id");
  CREATE INDEX "newsletter_sends_updated_at_idx" ON "newsletter_sends" USING btree ("updated_at");
  CREATE INDEX "newsletter_sends_created_at_idx" ON "newsletter_sends" USING btree ("created_at");
  CREATE INDEX "newsletter_recipients_send_idx" ON "newsletter_recipients" USING btree ("send_id");
  CREATE INDEX "newsletter_recipients_subscriber_idx" ON "newsletter_recipients" USING btree ("subscriber_id");
  CREATE INDEX "newsletter_recipients_sent_at_idx" ON "newsletter_recipients" USING btree ("sent_at");
  CREATE INDEX "newsletter_recipients_updated_at_idx" ON "newsletter_recipients" USING btree ("updated_at");
  CREATE INDEX "newsletter_recipients_created_at_idx" ON "newsletter_recipients" USING btree ("created_at");
  CREATE UNIQUE INDEX "send_subscriber_idx" ON "newsletter_recipients" USING btree ("send_id","subscriber_id");
  ALTER TABLE "subscribers" ADD CONSTRAINT "subscribers_last_issue_id_newsletter_issues_id_fk" FOREIGN KEY ("last_issue_id") REFERENCES "public"."newsletter_issues"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_newsletter_issues_fk" FOREIGN KEY ("newsletter_issues_id") REFERENCES "public"."newsletter_issues"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_newsletter_sends_fk" FOREIGN KEY ("newsletter_sends_id") REFERENCES "public"."newsletter_sends"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_newsletter_recipients_fk" FOREIGN KEY ("newsletter_recipients_id") REFERENCES "public"."newsletter_recipients"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "subscribers_last_issue_idx" ON "subscribers" USING btree ("last_issue_id");
  CREATE INDEX "payload_locked_documents_rels_newsletter_issues_id_idx" ON "payload_locked_documents_rels" USING btree ("newsletter_issues_id");
  CREATE INDEX "payload_locked_documents_rels_newsletter_sends_id_idx" ON "payload_locked_documents_rels" USING btree ("newsletter_sends_id");
  CREATE INDEX "payload_locked_documents_rels_newsletter_recipients_id_idx" ON "payload_locked_documents_rels" USING btree ("newsletter_recipients_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "newsletter_issues" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "newsletter_issues_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_newsletter_issues_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_newsletter_issues_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "newsletter_sends" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "newsletter_recipients" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "newsletter_issues" CASCADE;
  DROP TABLE "newsletter_issues_locales" CASCADE;
  DROP TABLE "_newsletter_issues_v" CASCADE;
  DROP TABLE "_newsletter_issues_v_locales" CASCADE;
  DROP TABLE "newsletter_sends" CASCADE;
  DROP TABLE "newsletter_recipients" CASCADE;
  ALTER TABLE "subscribers" DROP CONSTRAINT "subscribers_last_issue_id_newsletter_issues_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_newsletter_issues_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_newsletter_sends_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_newsletter_recipients_fk";
  
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'deliver-emails', 'prune-web-vitals', 'expire-tags-again', 'schedulePublish');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'deliver-emails', 'prune-web-vitals', 'expire-tags-again', 'schedulePublish');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "subscribers_last_issue_idx";
  DROP INDEX "payload_locked_documents_rels_newsletter_issues_id_idx";
  DROP INDEX "payload_locked_documents_rels_newsletter_sends_id_idx";
  DROP INDEX "payload_locked_documents_rels_newsletter_recipients_id_idx";
  ALTER TABLE "subscribers" DROP COLUMN "last_issue_id";
  ALTER TABLE "subscribers" DROP COLUMN "last_issue_at";
  ALTER TABLE "subscribers" DROP COLUMN "bounced_at";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "newsletter_issues_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "newsletter_sends_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "newsletter_recipients_id";
  DROP TYPE "public"."enum_newsletter_issues_status";
  DROP TYPE "public"."enum__newsletter_issues_v_version_status";
  DROP TYPE "public"."enum__newsletter_issues_v_published_locale";
  DROP TYPE "public"."enum_newsletter_sends_state";
  DROP TYPE "public"."enum_newsletter_recipients_locale";`)
}

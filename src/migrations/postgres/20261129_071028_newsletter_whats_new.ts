import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "newsletter_issues_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"posts_id" integer,
  	"cases_id" integer
  );
  
  CREATE TABLE "_newsletter_issues_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"posts_id" integer,
  	"cases_id" integer
  );
  
  ALTER TABLE "newsletter_issues_rels" ADD CONSTRAINT "newsletter_issues_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."newsletter_issues"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "newsletter_issues_rels" ADD CONSTRAINT "newsletter_issues_rels_posts_fk" FOREIGN KEY ("posts_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "newsletter_issues_rels" ADD CONSTRAINT "newsletter_issues_rels_cases_fk" FOREIGN KEY ("cases_id") REFERENCES "public"."cases"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_newsletter_issues_v_rels" ADD CONSTRAINT "_newsletter_issues_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_newsletter_issues_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_newsletter_issues_v_rels" ADD CONSTRAINT "_newsletter_issues_v_rels_posts_fk" FOREIGN KEY ("posts_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_newsletter_issues_v_rels" ADD CONSTRAINT "_newsletter_issues_v_rels_cases_fk" FOREIGN KEY ("cases_id") REFERENCES "public"."cases"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "newsletter_issues_rels_order_idx" ON "newsletter_issues_rels" USING btree ("order");
  CREATE INDEX "newsletter_issues_rels_parent_idx" ON "newsletter_issues_rels" USING btree ("parent_id");
  CREATE INDEX "newsletter_issues_rels_path_idx" ON "newsletter_issues_rels" USING btree ("path");
  CREATE INDEX "newsletter_issues_rels_posts_id_idx" ON "newsletter_issues_rels" USING btree ("posts_id");
  CREATE INDEX "newsletter_issues_rels_cases_id_idx" ON "newsletter_issues_rels" USING btree ("cases_id");
  CREATE INDEX "_newsletter_issues_v_rels_order_idx" ON "_newsletter_issues_v_rels" USING btree ("order");
  CREATE INDEX "_newsletter_issues_v_rels_parent_idx" ON "_newsletter_issues_v_rels" USING btree ("parent_id");
  CREATE INDEX "_newsletter_issues_v_rels_path_idx" ON "_newsletter_issues_v_rels" USING btree ("path");
  CREATE INDEX "_newsletter_issues_v_rels_posts_id_idx" ON "_newsletter_issues_v_rels" USING btree ("posts_id");
  CREATE INDEX "_newsletter_issues_v_rels_cases_id_idx" ON "_newsletter_issues_v_rels" USING btree ("cases_id");
  CREATE INDEX "newsletter_recipients_claimed_at_idx" ON "newsletter_recipients" USING btree ("claimed_at");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "newsletter_issues_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_newsletter_issues_v_rels" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "newsletter_issues_rels" CASCADE;
  DROP TABLE "_newsletter_issues_v_rels" CASCADE;
  DROP INDEX "newsletter_recipients_claimed_at_idx";`)
}

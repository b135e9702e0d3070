import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages_blocks_hero" ADD COLUMN "hidden" boolean DEFAULT false;
  ALTER TABLE "pages_blocks_rich_text" ADD COLUMN "hidden" boolean DEFAULT false;
  ALTER TABLE "pages_blocks_media" ADD COLUMN "hidden" boolean DEFAULT false;
  ALTER TABLE "pages_blocks_cases" ADD COLUMN "hidden" boolean DEFAULT false;
  ALTER TABLE "pages_blocks_posts" ADD COLUMN "hidden" boolean DEFAULT false;
  ALTER TABLE "pages_blocks_call_to_action" ADD COLUMN "hidden" boolean DEFAULT false;
  ALTER TABLE "pages_blocks_quote" ADD COLUMN "hidden" boolean DEFAULT false;
  ALTER TABLE "pages_blocks_stats" ADD COLUMN "hidden" boolean DEFAULT false;
  ALTER TABLE "pages_blocks_logos" ADD COLUMN "hidden" boolean DEFAULT false;
  ALTER TABLE "pages_blocks_team" ADD COLUMN "hidden" boolean DEFAULT false;
  ALTER TABLE "pages_blocks_faq" ADD COLUMN "hidden" boolean DEFAULT false;
  ALTER TABLE "pages_blocks_form" ADD COLUMN "hidden" boolean DEFAULT false;
  ALTER TABLE "pages_blocks_embed" ADD COLUMN "hidden" boolean DEFAULT false;
  ALTER TABLE "_pages_v_blocks_hero" ADD COLUMN "hidden" boolean DEFAULT false;
  ALTER TABLE "_pages_v_blocks_rich_text" ADD COLUMN "hidden" boolean DEFAULT false;
  ALTER TABLE "_pages_v_blocks_media" ADD COLUMN "hidden" boolean DEFAULT false;
  ALTER TABLE "_pages_v_blocks_cases" ADD COLUMN "hidden" boolean DEFAULT false;
  ALTER TABLE "_pages_v_blocks_posts" ADD COLUMN "hidden" boolean DEFAULT false;
  ALTER TABLE "_pages_v_blocks_call_to_action" ADD COLUMN "hidden" boolean DEFAULT false;
  ALTER TABLE "_pages_v_blocks_quote" ADD COLUMN "hidden" boolean DEFAULT false;
  ALTER TABLE "_pages_v_blocks_stats" ADD COLUMN "hidden" boolean DEFAULT false;
  ALTER TABLE "_pages_v_blocks_logos" ADD COLUMN "hidden" boolean DEFAULT false;
  ALTER TABLE "_pages_v_blocks_team" ADD COLUMN "hidden" boolean DEFAULT false;
  ALTER TABLE "_pages_v_blocks_faq" ADD COLUMN "hidden" boolean DEFAULT false;
  ALTER TABLE "_pages_v_blocks_form" ADD COLUMN "hidden" boolean DEFAULT false;
  ALTER TABLE "_pages_v_blocks_embed" ADD COLUMN "hidden" boolean DEFAULT false;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages_blocks_hero" DROP COLUMN "hidden";
  ALTER TABLE "pages_blocks_rich_text" DROP COLUMN "hidden";
  ALTER TABLE "pages_blocks_media" DROP COLUMN "hidden";
  ALTER TABLE "pages_blocks_cases" DROP COLUMN "hidden";
  ALTER TABLE "pages_blocks_posts" DROP COLUMN "hidden";
  ALTER TABLE "pages_blocks_call_to_action" DROP COLUMN "hidden";
  ALTER TABLE "pages_blocks_quote" DROP COLUMN "hidden";
  ALTER TABLE "pages_blocks_stats" DROP COLUMN "hidden";
  ALTER TABLE "pages_blocks_logos" DROP COLUMN "hidden";
  ALTER TABLE "pages_blocks_team" DROP COLUMN "hidden";
  ALTER TABLE "pages_blocks_faq" DROP COLUMN "hidden";
  ALTER TABLE "pages_blocks_form" DROP COLUMN "hidden";
  ALTER TABLE "pages_blocks_embed" DROP COLUMN "hidden";
  ALTER TABLE "_pages_v_blocks_hero" DROP COLUMN "hidden";
  ALTER TABLE "_pages_v_blocks_rich_text" DROP COLUMN "hidden";
  ALTER TABLE "_pages_v_blocks_media" DROP COLUMN "hidden";
  ALTER TABLE "_pages_v_blocks_cases" DROP COLUMN "hidden";
  ALTER TABLE "_pages_v_blocks_posts" DROP COLUMN "hidden";
  ALTER TABLE "_pages_v_blocks_call_to_action" DROP COLUMN "hidden";
  ALTER TABLE "_pages_v_blocks_quote" DROP COLUMN "hidden";
  ALTER TABLE "_pages_v_blocks_stats" DROP COLUMN "hidden";
  ALTER TABLE "_pages_v_blocks_logos" DROP COLUMN "hidden";
  ALTER TABLE "_pages_v_blocks_team" DROP COLUMN "hidden";
  ALTER TABLE "_pages_v_blocks_faq" DROP COLUMN "hidden";
  ALTER TABLE "_pages_v_blocks_form" DROP COLUMN "hidden";
  ALTER TABLE "_pages_v_blocks_embed" DROP COLUMN "hidden";`)
}

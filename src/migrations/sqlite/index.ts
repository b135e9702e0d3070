import * as migration_20261122_230110_initial from './20261122_230110_initial';
import * as migration_20261122_233747_newsletter_contact from './20261122_233747_newsletter_contact';
import * as migration_20261123_022824_confirmation_queue from './20261123_022824_confirmation_queue';
import * as migration_20261124_003844_deliveries_and_jobs from './20261124_003844_deliveries_and_jobs';
import * as migration_20261124_062135_preview_schedule_redirects from './20261124_062135_preview_schedule_redirects';
import * as migration_20261127_083018_no_account_lock from './20261127_083018_no_account_lock';
import * as migration_20261127_094740_web_vitals from './20261127_094740_web_vitals';
import * as migration_20261128_151325_translation_usage from './20261128_151325_translation_usage';
import * as migration_20261129_063449_newsletter_issues from './20261129_063449_newsletter_issues';
import * as migration_20261129_071013_newsletter_whats_new from './20261129_071013_newsletter_whats_new';
import * as migration_20261129_113221_pages_and_menu from './20261129_113221_pages_and_menu';
import * as migration_20261129_140012_block_hidden from './20261129_140012_block_hidden';
import * as migration_20261129_142147_home_blocks from './20261129_142147_home_blocks';

export const migrations = [
  {
    up: migration_20261122_230110_initial.up,
    down: migration_20261122_230110_initial.down,
    name: '20261122_230110_initial',
  },
  {
    up: migration_20261122_233747_newsletter_contact.up,
    down: migration_20261122_233747_newsletter_contact.down,
    name: '20261122_233747_newsletter_contact',
  },
  {
    up: migration_20261123_022824_confirmation_queue.up,
    down: migration_20261123_022824_confirmation_queue.down,
    name: '20261123_022824_confirmation_queue',
  },
  {
    up: migration_20261124_003844_deliveries_and_jobs.up,
    down: migration_20261124_003844_deliveries_and_jobs.down,
    name: '20261124_003844_deliveries_and_jobs',
  },
  {
    up: migration_20261124_062135_preview_schedule_redirects.up,
    down: migration_20261124_062135_preview_schedule_redirects.down,
    name: '20261124_062135_preview_schedule_redirects',
  },
  {
    up: migration_20261127_083018_no_account_lock.up,
    down: migration_20261127_083018_no_account_lock.down,
    name: '20261127_083018_no_account_lock',
  },
  {
    up: migration_20261127_094740_web_vitals.up,
    down: migration_20261127_094740_web_vitals.down,
    name: '20261127_094740_web_vitals',
  },
  {
    up: migration_20261128_151325_translation_usage.up,
    down: migration_20261128_151325_translation_usage.down,
    name: '20261128_151325_translation_usage',
  },
  {
    up: migration_20261129_063449_newsletter_issues.up,
    down: migration_20261129_063449_newsletter_issues.down,
    name: '20261129_063449_newsletter_issues',
  },
  {
    up: migration_20261129_071013_newsletter_whats_new.up,
    down: migration_20261129_071013_newsletter_whats_new.down,
    name: '20261129_071013_newsletter_whats_new',
  },
  {
    up: migration_20261129_113221_pages_and_menu.up,
    down: migration_20261129_113221_pages_and_menu.down,
    name: '20261129_113221_pages_and_menu',
  },
  {
    up: migration_20261129_140012_block_hidden.up,
    down: migration_20261129_140012_block_hidden.down,
    name: '20261129_140012_block_hidden',
  },
  {
    up: migration_20261129_142147_home_blocks.up,
    down: migration_20261129_142147_home_blocks.down,
    name: '20261129_142147_home_blocks'
  },
];

import * as migration_20261122_230429_initial from './20261122_230429_initial';
import * as migration_20261122_233757_newsletter_contact from './20261122_233757_newsletter_contact';
import * as migration_20261123_022046_subscribers_role from './20261123_022046_subscribers_role';
import * as migration_20261123_022830_confirmation_queue from './20261123_022830_confirmation_queue';
import * as migration_20261124_003905_deliveries_and_jobs from './20261124_003905_deliveries_and_jobs';
import * as migration_20261124_062142_preview_schedule_redirects from './20261124_062142_preview_schedule_redirects';
import * as migration_20261126_205439_expire_tags_again_task from './20261126_205439_expire_tags_again_task';
import * as migration_20261127_083022_no_account_lock from './20261127_083022_no_account_lock';
import * as migration_20261127_094748_web_vitals from './20261127_094748_web_vitals';
import * as migration_20261128_151331_translation_usage from './20261128_151331_translation_usage';
import * as migration_20261129_063455_newsletter_issues from './20261129_063455_newsletter_issues';
import * as migration_20261129_071028_newsletter_whats_new from './20261129_071028_newsletter_whats_new';
import * as migration_20261129_113238_pages_and_menu from './20261129_113238_pages_and_menu';
import * as migration_20261129_135935_block_hidden from './20261129_135935_block_hidden';
import * as migration_20261129_142159_home_blocks from './20261129_142159_home_blocks';

export const migrations = [
  {
    up: migration_20261122_230429_initial.up,
    down: migration_20261122_230429_initial.down,
    name: '20261122_230429_initial',
  },
  {
    up: migration_20261122_233757_newsletter_contact.up,
    down: migration_20261122_233757_newsletter_contact.down,
    name: '20261122_233757_newsletter_contact',
  },
  {
    up: migration_20261123_022046_subscribers_role.up,
    down: migration_20261123_022046_subscribers_role.down,
    name: '20261123_022046_subscribers_role',
  },
  {
    up: migration_20261123_022830_confirmation_queue.up,
    down: migration_20261123_022830_confirmation_queue.down,
    name: '20261123_022830_confirmation_queue',
  },
  {
    up: migration_20261124_003905_deliveries_and_jobs.up,
    down: migration_20261124_003905_deliveries_and_jobs.down,
    name: '20261124_003905_deliveries_and_jobs',
  },
  {
    up: migration_20261124_062142_preview_schedule_redirects.up,
    down: migration_20261124_062142_preview_schedule_redirects.down,
    name: '20261124_062142_preview_schedule_redirects',
  },
  {
    up: migration_20261126_205439_expire_tags_again_task.up,
    down: migration_20261126_205439_expire_tags_again_task.down,
    name: '20261126_205439_expire_tags_again_task',
  },
  {
    up: migration_20261127_083022_no_account_lock.up,
    down: migration_20261127_083022_no_account_lock.down,
    name: '20261127_083022_no_account_lock',
  },
  {
    up: migration_20261127_094748_web_vitals.up,
    down: migration_20261127_094748_web_vitals.down,
    name: '20261127_094748_web_vitals',
  },
  {
    up: migration_20261128_151331_translation_usage.up,
    down: migration_20261128_151331_translation_usage.down,
    name: '20261128_151331_translation_usage',
  },
  {
    up: migration_20261129_063455_newsletter_issues.up,
    down: migration_20261129_063455_newsletter_issues.down,
    name: '20261129_063455_newsletter_issues',
  },
  {
    up: migration_20261129_071028_newsletter_whats_new.up,
    down: migration_20261129_071028_newsletter_whats_new.down,
    name: '20261129_071028_newsletter_whats_new',
  },
  {
    up: migration_20261129_113238_pages_and_menu.up,
    down: migration_20261129_113238_pages_and_menu.down,
    name: '20261129_113238_pages_and_menu',
  },
  {
    up: migration_20261129_135935_block_hidden.up,
    down: migration_20261129_135935_block_hidden.down,
    name: '20261129_135935_block_hidden',
  },
  {
    up: migration_20261129_142159_home_blocks.up,
    down: migration_20261129_142159_home_blocks.down,
    name: '20261129_142159_home_blocks'
  },
];

/**
 * Run by `npm start` (and the e2e runner) through `payload run`, before the build:
 * apply committed migrations, seed the demo content into an empty database,
 * and create the first admin. Failures throw: `payload run` ignores exitCode.
 */
import config from '@payload-config'
import { getPayload } from 'payload'
import { seedDemoContent } from '../seed'
import { ensureAdminUser } from './admin-user'

const payload = await getPayload({ config })
await payload.db.migrate()
const { seeded } = await seedDemoContent(payload)
payload.logger.info(seeded ? 'Demo content seeded.' : 'Database already has content: seed skipped.')
await ensureAdminUser(payload)
await payload.db.destroy?.()
process.exit(0)

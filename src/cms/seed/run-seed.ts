/**
 * Seed the configured database with demo content, once.
 *   npx payload run src/cms/seed/run-seed.ts
 * (Node 20 needs NODE_OPTIONS=--conditions=production; `npm run payload -- run …` sets it.)
 * Run migrations first; running it again does nothing.
 */
import config from '@payload-config'
import { getPayload } from 'payload'
import { seedDemoContent } from './index'

const payload = await getPayload({ config })
try {
  const result = await seedDemoContent(payload)
  console.log(JSON.stringify(result))
  process.exit(0)
} catch (error) {
  payload.logger.error(error)
  process.exit(1)
}

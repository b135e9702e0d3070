// What the e2e runner (scripts/e2e.mjs) tells the server-level suites about the running server.
import path from 'node:path'

export const origin = process.env.SERVER_ORIGIN!
export const databaseUrl = process.env.DATABASE_URL!
export const outboxDir = process.env.OUTBOX_DIR!
/** The server's build folder, where Next keeps its caches (`cache/`, `server/route-cache/`). */
export const distDir = path.resolve(process.env.NEXT_DIST_DIR || '.next-e2e')
export const rateLimit = Number(process.env.RATE_LIMIT_PER_MINUTE) || 10
if (!origin || !databaseUrl)
  throw new Error(
    'Run the server-level suites through `npm run test:e2e` (it starts the server and sets SERVER_ORIGIN).',
  )

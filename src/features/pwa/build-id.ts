import fs from 'node:fs'
import path from 'node:path'
import 'server-only'

/**
 * Next's build id (a new one per `next build`), read from the build folder the
 * server runs from. The service worker's caches are named after it, so a deploy
 * ships a byte-different worker that replaces the old one and its caches.
 */
export function buildId(): string {
  const file = path.join(/*turbopackIgnore: true*/ process.cwd(), process.env.NEXT_DIST_DIR || '.next', 'BUILD_ID')
  try {
    return fs.readFileSync(file, 'utf8').trim()
  } catch {
    return 'development'
  }
}

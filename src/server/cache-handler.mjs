/**
 * Next's incremental cache (prerendered pages, route handlers, `unstable_cache` reads) in Redis,
 * one for every instance, when REDIS_URL is set (next.config.ts selects it; without REDIS_URL
 * Next keeps its own file-system cache). Loaded by Next itself at run time, so plain JavaScript.
 * Why this library rather than another or our own: ARCHITECTURE.md, "Several instances".
 */
import CachedHandler from '@trieb.work/nextjs-turbo-redis-cache'

export default class StudioCacheHandler extends CachedHandler {
  /** @param {Record<string, unknown>} context what Next passes; its serverDistDir gives the key prefix (the build id) */
  constructor(context) {
    super({
      ...context,
      redisUrl: process.env.REDIS_URL,
      // The library picks database 1 unless VERCEL_ENV=production; ours is the one REDIS_URL names.
      database: Number(process.env.REDIS_CACHE_DB ?? 0),
    })
  }
}

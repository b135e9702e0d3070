/**
 * Next's incremental cache (prerendered pages, route handlers, `unstable_cache` reads), chosen in next.config.ts.
 * Loaded by Next itself at run time, so plain JavaScript. Whatever the store:
 *   - a page is finished as Next stores it (written-page.mjs: its CSP among the entry's headers), so serving it
 *     parses nothing;
 *   - an error answer (the 404 of an unknown slug, page or share image) is never kept: Next would keep one per
 *     address asked for, so crawlers and scanners would grow the cache without bound. Such an address is rendered
 *     again when asked again, from cached reads.
 * The store: Next's own file-system cache, or with REDIS_URL one shared by every instance through Redis
 * (@trieb.work/nextjs-turbo-redis-cache's RedisStringsHandler: the entries, their tag index and tag revalidation
 * times), read from Redis on every request: no copy of an entry is kept in this process, so none can be stale
 * (docs/architecture/caches.md).
 */
import fs from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { RedisStringsHandler } from '@trieb.work/nextjs-turbo-redis-cache'
import { finishPageEntry } from './written-page.mjs'

const building = process.env.NEXT_PHASE === 'phase-production-build'

/** One per process: Next may construct the handler more than once. */
let shared

function redisStore(context) {
  const buildId = readBuildId(context.serverDistDir)
  return new RedisStringsHandler({
    redisUrl: process.env.REDIS_URL,
    database: Number(process.env.REDIS_CACHE_DB ?? 0),
    keyPrefix: `${process.env.KEY_PREFIX ?? 'studio'}:${buildId}:`,
    // No copy in this process: every read asks Redis, so a publish on any instance is seen on the next request.
    redisGetDeduplication: false,
    inMemoryCachingTime: 0,
  })
}

function readBuildId(serverDistDir) {
  try {
    return fs.readFileSync(path.join(serverDistDir, '..', 'BUILD_ID'), 'utf8').trim()
  } catch {
    return 'unknown-build'
  }
}

const require = createRequire(import.meta.url)

/** Next's own store when no cacheHandler is configured; its internals, as no public entry point exports it. */
function fileSystemCache(context) {
  const { default: FileSystemCache } = require('next/dist/server/lib/incremental-cache/file-system-cache.js')
  return new FileSystemCache(context)
}

/**
 * Next notes each stored page's cache lifetime in a process-wide map before it calls set(); one more entry per
 * address for an answer that is not stored. Forgotten here, so an unknown address leaves nothing in memory either.
 */
function forgetCacheControl(key) {
  try {
    const { SharedCacheControls } = require('next/dist/server/lib/incremental-cache/shared-cache-controls.external.js')
    SharedCacheControls.cacheControls?.delete(key)
  } catch {
    /* another Next version: the entry stays, as it would without us */
  }
}

/** Runs `attempt` until it succeeds, waiting longer each time (up to 5 s). */
async function retry(attempt) {
  for (let wait = 250; ; wait = Math.min(wait * 2, 5000)) {
    await new Promise((resolve) => setTimeout(resolve, wait))
    try {
      return await attempt()
    } catch {
      /* Redis still away: again */
    }
  }
}

/** A page's or route's error answer (status 4xx/5xx): a data read (`FETCH`) carries its status elsewhere. */
export function isErrorAnswer(data) {
  return typeof data?.status === 'number' && data.status >= 400
}

export default class StudioCacheHandler {
  constructor(context) {
    this.serverDistDir = context.serverDistDir
    this.store = process.env.REDIS_URL ? (shared ??= redisStore(context)) : fileSystemCache(context)
  }

  get(key, ctx) {
    return this.store.get(key, ctx)
  }

  async set(key, data, ctx) {
    finishPageEntry(data, key, this.serverDistDir)
    // The build stores what it prerenders as Next does; the running site never stores an error answer.
    if (!building && isErrorAnswer(data)) return forgetCacheControl(key)
    return this.store.set(key, data, ctx)
  }

  /**
   * A tag's expiry must land, or its pages stay stale until the next publish: the Redis store skips it while its client
   * is reconnecting and throws on a timeout, so a failed one is tried again, in the background, until it does.
   */
  async revalidateTag(...args) {
    const attempt = async () => {
      if (this.store.isClientUnavailable?.()) throw new Error('Redis is not connected')
      await this.store.revalidateTag(...args)
    }
    try {
      await attempt()
    } catch (error) {
      console.error(`Cache: expiring ${[args[0]].flat().join(', ')} failed (${error.message}); trying again`)
      void retry(attempt)
    }
  }

  resetRequestCache() {
    this.store.resetRequestCache?.()
  }
}

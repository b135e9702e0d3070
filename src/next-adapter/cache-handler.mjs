/**
 * Next's incremental cache (pages, route handlers, `unstable_cache` reads), loaded by Next itself, so plain JavaScript.
 * Next's own file-system store, or with REDIS_URL one in Redis that every instance reads on each request. Its rules
 * (docs/architecture/caches.md): pages finished as they are stored; no error answer kept; an entry whose render began
 * before one of its tags last expired never served; an expiry tried until it lands.
 */
import fs from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { RedisStringsHandler } from '@trieb.work/nextjs-turbo-redis-cache'
import { commandOptions } from 'redis'
import { finishPageEntry } from './written-page.mjs'

const require = createRequire(import.meta.url)

/** Longer than a page's render takes, a loaded host's included: for an entry whose render's start is unknown. */
export const RENDER_MS = 5_000

/** One per process: Next may construct the handler more than once. */
let shared, sharedTimes
/** When this process began each render it will store: its key's first miss (a bounded number of keys). */
const misses = new Map()

function redisStore(context) {
  let buildId = 'unknown-build'
  try {
    buildId = fs.readFileSync(path.join(context.serverDistDir, '..', 'BUILD_ID'), 'utf8').trim()
  } catch {}
  // No copy in this process (no deduplication, no in-memory layer): a publish on any instance is seen at once.
  const options = {
    redisGetDeduplication: false,
    inMemoryCachingTime: 0,
    database: Number(process.env.REDIS_CACHE_DB ?? 0),
  }
  const keyPrefix = `${process.env.KEY_PREFIX ?? 'studio'}:${buildId}:`
  return new RedisStringsHandler({ redisUrl: process.env.REDIS_URL, keyPrefix, ...options })
}

/** When each tag last expired: in Redis, shared by the instances, or in this process with Next's own store. */
function expiryTimes(store) {
  if (!store) {
    const times = new Map()
    return {
      mark: async (tags, at) => tags.forEach((t) => times.set(t, at)),
      read: async (tags) => tags.map((t) => times.get(t)),
    }
  }
  const key = `${store.keyPrefix}tag-expiry`
  const timeout = () => commandOptions({ signal: AbortSignal.timeout(store.getTimeoutMs) })
  return {
    mark: (tags, at) => store.client.hSet(key, Object.fromEntries(tags.map((tag) => [tag, String(at)]))),
    read: async (tags) => (await store.client.hmGet(timeout(), key, tags)).map(Number),
  }
}

/** Next notes a page's lifetime in a process-wide map before set(): forgotten for an answer that is not stored. */
function forgetCacheControl(key) {
  try {
    const { SharedCacheControls } = require('next/dist/server/lib/incremental-cache/shared-cache-controls.external.js')
    SharedCacheControls.cacheControls?.delete(key)
  } catch {
    /* another Next version: the entry stays, as it would without us */
  }
}

/** A page's or route's error answer (status 4xx/5xx): a data read (`FETCH`) carries its status elsewhere. */
export function isErrorAnswer(data) {
  return typeof data?.status === 'number' && data.status >= 400
}

/** A page sent now is kept by nginx to the end of this second (its s-maxage counts whole seconds: 1–2 s). */
function sharedUntilThisSecond(data) {
  if (data?.kind === 'APP_PAGE' && data.headers && !isErrorAnswer(data))
    data.headers['x-accel-expires'] = `@${Math.floor(Date.now() / 1000)}`
}

export default class StudioCacheHandler {
  constructor(context) {
    this.serverDistDir = context.serverDistDir
    // Else Next's own store (its internals: no public entry point exports it).
    const FileSystemCache = require('next/dist/server/lib/incremental-cache/file-system-cache.js').default
    this.store = process.env.REDIS_URL ? (shared ??= redisStore(context)) : new FileSystemCache(context)
    this.expired = sharedTimes ??= expiryTimes(process.env.REDIS_URL && this.store)
  }

  async get(key, ctx) {
    const entry = await this.store.get(key, ctx)
    if (entry && !(await this.readBeforeExpiry(entry, ctx))) return (sharedUntilThisSecond(entry.value), entry)
    if (misses.size >= 10_000) misses.delete(misses.keys().next().value)
    if (!misses.has(key)) misses.set(key, Date.now())
    return null
  }

  /** Whether the entry's render began before one of its tags last expired: it may hold what a publish changed. */
  async readBeforeExpiry(entry, ctx) {
    const headerTags = entry.value?.headers?.['x-next-cache-tags']?.split(',') ?? []
    const tags = [...(entry.tags ?? ctx?.tags ?? []), ...headerTags]
    if (!tags.length) return false
    // Unknown (Redis too slow to answer) counts as just expired: a render costs less than a stale page.
    const times = await this.expired.read(tags).catch(() => [Date.now()])
    const began = entry.value?.renderBegan ?? (entry.lastModified ?? 0) - RENDER_MS
    return Math.max(0, ...times.filter(Number.isFinite)) >= began
  }

  async set(key, data, ctx) {
    const began = misses.get(key) ?? Date.now() - RENDER_MS
    misses.delete(key)
    finishPageEntry(data, key, this.serverDistDir)
    // The build stores what it prerenders as Next does; the running site never stores an error answer.
    if (process.env.NEXT_PHASE !== 'phase-production-build' && isErrorAnswer(data)) return forgetCacheControl(key)
    if (data) data.renderBegan = began
    sharedUntilThisSecond(data)
    return this.store.set(key, data, ctx)
  }

  /** Redis skips an expiry while reconnecting and throws on a timeout: a failed one is tried again until it lands. */
  async revalidateTag(...args) {
    const [at, tags] = [Date.now(), [args[0]].flat()]
    const attempt = async () => {
      if (this.store.isClientUnavailable?.()) throw new Error('Redis is not connected')
      await this.expired.mark(tags, at)
      await this.store.revalidateTag(...args)
    }
    const retry = async (wait) => {
      await new Promise((resolve) => setTimeout(resolve, wait))
      await attempt().catch(() => retry(Math.min(wait * 2, 5000)))
    }
    await attempt().catch((error) => {
      console.error(`Cache: expiring ${tags.join(', ')} failed (${error.message}); trying again`)
      void retry(250)
    })
  }

  resetRequestCache() {
    this.store.resetRequestCache?.()
  }
}

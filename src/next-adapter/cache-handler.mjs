/**
 * Next's incremental cache (prerendered pages, route handlers, `unstable_cache` reads), chosen in next.config.ts.
 * Loaded by Next itself at run time, so plain JavaScript. Whatever the store, an error answer (the 404 of an unknown
 * slug, page or share image) is never kept: Next would keep one per address asked for, so crawlers and scanners
 * would grow the cache without bound. Such an address is rendered again when asked again, from cached reads.
 *
 * The store: Next's own file-system cache, or with REDIS_URL one shared by every instance through Redis, in
 * two tiers (why: docs/architecture/several-instances.md, with the measurements):
 *   1. this process's memory: the entries it read last, as objects (an LRU bounded in bytes), so a
 *      page served again costs no Redis round trip and no parsing;
 *   2. Redis, through @trieb.work/nextjs-turbo-redis-cache's RedisStringsHandler: the entries, their
 *      tag index and tag revalidation times, shared by all instances.
 * Tier 1 is kept honest by one pub/sub channel: a revalidated tag (a publish anywhere) or a new
 * entry written by any instance drops the affected copies in every process at once, and each copy
 * is also checked against the tags revalidated since it was read.
 */
import fs from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { RedisStringsHandler } from '@trieb.work/nextjs-turbo-redis-cache'
import { LRUCache } from 'lru-cache'
import { createClient } from 'redis'

const CHANNEL = 'studio:next-cache'
const building = process.env.NEXT_PHASE === 'phase-production-build'

/** @typedef {{ entry: any, tags: string[], size: number }} Copy */

/** One per process: Next may construct the handler more than once. */
let shared

function createShared(context) {
  const buildId = readBuildId(context.serverDistDir)
  const prefix = `${process.env.KEY_PREFIX ?? 'studio'}:${buildId}:`
  const store = new RedisStringsHandler({
    redisUrl: process.env.REDIS_URL,
    database: Number(process.env.REDIS_CACHE_DB ?? 0),
    keyPrefix: prefix,
    // Tier 1 below replaces the library's own short-lived copy (which re-parses every entry on
    // every read and costs more than it saves: docs/architecture/several-instances.md).
    redisGetDeduplication: false,
    inMemoryCachingTime: 0,
  })
  /** @type {LRUCache<string, Copy>} */
  const memory = new LRUCache({
    maxSize: Number(process.env.CACHE_MEMORY_MB ?? 128) * 1024 * 1024,
    sizeCalculation: (copy) => copy.size,
  })
  /** When each tag was last revalidated, as heard on the channel (ms). */
  const revalidatedAt = new Map()

  const forgetTags = (tags, at) => {
    forgetSentPages()
    for (const tag of tags) revalidatedAt.set(tag, Math.max(at, revalidatedAt.get(tag) ?? 0))
    for (const [key, copy] of memory.entries()) if (copy.tags.some((t) => tags.includes(t))) memory.delete(key)
  }
  const onMessage = (raw) => {
    try {
      const message = JSON.parse(raw)
      if (message.prefix !== prefix) return
      if (message.tags) forgetTags(message.tags, message.at)
      for (const key of message.keys ?? []) memory.delete(key)
    } catch {
      /* not ours */
    }
  }

  let publisher = null
  let subscriber = null
  let subscribed = false
  if (!building && process.env.REDIS_URL) {
    publisher = createClient({ url: process.env.REDIS_URL })
    subscriber = publisher.duplicate()
    let logged = 0
    const report = (error) => {
      if (Date.now() - logged < 10_000) return
      logged = Date.now()
      console.error(`Page cache (Redis pub/sub): ${error.message}`)
    }
    publisher.on('error', report)
    subscriber.on('error', report)
    publisher.connect().catch(report)
    // Messages sent while the subscriber is away are lost: copies go when it leaves and again when it is back.
    const forgetAll = () => {
      memory.clear()
      forgetSentPages()
    }
    subscriber.on('end', forgetAll)
    subscriber.on('reconnecting', forgetAll)
    subscriber.on('ready', forgetAll)
    subscriber
      .connect()
      .then(() => subscriber.subscribe(CHANNEL, onMessage))
      .then(() => (subscribed = true))
      .catch(report)
  }
  const publish = (message) => {
    if (!publisher?.isReady) {
      // Without the channel, other instances learn nothing: keep no copies here either.
      memory.clear()
      return
    }
    publisher.publish(CHANNEL, JSON.stringify({ prefix, ...message })).catch(() => memory.clear())
  }

  // Copies are kept and served only while this process both hears and tells the others.
  const listening = () => Boolean(publisher?.isReady && subscribed && subscriber?.isReady)
  return { store, memory, revalidatedAt, forgetTags, publish, listening }
}

function readBuildId(serverDistDir) {
  try {
    return fs.readFileSync(path.join(serverDistDir, '..', 'BUILD_ID'), 'utf8').trim()
  } catch {
    return 'unknown-build'
  }
}

/** The tags an entry answers to: a page's or route's from its header, a data read's from its context. */
function tagsOf(entry, ctx) {
  const header = entry?.value?.headers?.['x-next-cache-tags']
  const own = typeof header === 'string' ? header.split(',') : []
  return [...own, ...(ctx?.tags ?? []), ...(entry?.tags ?? [])]
}

function sizeOf(entry) {
  const v = entry?.value ?? {}
  let size = 1024
  for (const part of [v.html, v.body, v.rscData, v.data?.body])
    size += typeof part === 'string' ? part.length * 2 : (part?.length ?? 0)
  if (v.segmentData instanceof Map) for (const b of v.segmentData.values()) size += b?.length ?? 0
  return size
}

class RedisCache {
  constructor(context) {
    shared ??= createShared(context)
    this.shared = shared
  }

  async get(key, ctx) {
    const { memory, revalidatedAt, store, listening } = this.shared
    const copy = listening() ? memory.get(key) : undefined
    if (copy) {
      const tags = [...copy.tags, ...(ctx?.tags ?? []), ...(ctx?.softTags ?? [])]
      if (!tags.some((t) => (revalidatedAt.get(t) ?? 0) > copy.entry.lastModified)) return copy.entry
      memory.delete(key)
    }
    const entry = await store.get(key, ctx)
    // Only while the channel works can another instance's change reach this copy.
    if (entry && listening()) memory.set(key, { entry, tags: tagsOf(entry, ctx), size: sizeOf(entry) })
    return entry
  }

  async set(key, data, ctx) {
    await this.shared.store.set(key, data, ctx)
    this.shared.memory.delete(key)
    // Copies of this key elsewhere are older than the one just written.
    this.shared.publish({ keys: [key] })
  }

  async revalidateTag(tagOrTags, ...rest) {
    const tags = [tagOrTags].flat()
    const at = Date.now()
    this.shared.forgetTags(tags, at)
    await this.shared.store.revalidateTag(tagOrTags, ...rest)
    this.shared.publish({ tags, at })
  }

  resetRequestCache() {
    this.shared.store.resetRequestCache()
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

/** A page's or route's error answer (status 4xx/5xx): a data read (`FETCH`) carries its status elsewhere. */
export function isErrorAnswer(data) {
  return typeof data?.status === 'number' && data.status >= 400
}

export default class StudioCacheHandler {
  constructor(context) {
    this.store = process.env.REDIS_URL ? new RedisCache(context) : fileSystemCache(context)
  }

  get(key, ctx) {
    return this.store.get(key, ctx)
  }

  async set(key, data, ctx) {
    // The build stores what it prerenders as Next does; the running site never stores an error answer.
    if (!building && isErrorAnswer(data)) return forgetCacheControl(key)
    return this.store.set(key, data, ctx)
  }

  revalidateTag(...args) {
    forgetSentPages()
    return this.store.revalidateTag(...args)
  }

  resetRequestCache() {
    this.store.resetRequestCache?.()
  }
}

/** The pages the server in front keeps as it sent them (src/server/page-cache.ts) are older than a revalidation. */
function forgetSentPages() {
  globalThis[Symbol.for('studio.pageCache')]?.clear()
}

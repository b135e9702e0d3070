import type { IncomingMessage, OutgoingHttpHeaders } from 'node:http'
import { LRUCache } from 'lru-cache'
import { preferredEncoding } from './html-memo'

/**
 * The static pages this process has sent, kept as they left (status, headers, encoded body), so the next visitors of
 * a page are answered without Next: Next's own answer for a cached page cost most of a request's time at the origin
 * (docs/decisions/origin-page-cache.md). Only what a shared cache could keep anyway: public documents, never a
 * request of a signed-in editor or a preview. Emptied whenever a cache tag is revalidated in this process (a publish,
 * here or, through Redis, on another instance: next-adapter/cache-handler.mjs): a publish shows as fast as before.
 */
export type Sent = { status: number; headers: OutgoingHttpHeaders; body: Buffer }

// The cache handler (another bundle, loaded by Next) empties it through this.
const KEY = Symbol.for('studio.pageCache')
type GlobalWithPageCache = typeof globalThis & { [KEY]?: { clear: () => void } }

/** `maxBytes` 0: nothing is kept (PAGE_CACHE_MB=0). */
export function pageCache({ maxBytes = 32 * 1024 * 1024, ttlMs = 10_000 } = {}) {
  const entries = new LRUCache<string, Sent>({
    maxSize: Math.max(maxBytes, 1),
    sizeCalculation: (sent) => 512 + sent.body.length,
    ttl: ttlMs,
  })
  // Kept: Next's own cache hits only (a STALE answer is what a publish just replaced), and never a response that began
  // before the last clearing.
  let generation = 0
  const cache = {
    get generation() {
      return generation
    },
    get: (key: string) => entries.get(key),
    set(key: string, sent: Sent, startedAt: number) {
      const hit = sent.status === 200 && sent.headers['x-nextjs-cache'] === 'HIT' && !sent.headers['set-cookie']
      if (hit && maxBytes > 0 && startedAt === generation) entries.set(key, sent)
    },
    clear() {
      generation++
      entries.clear()
    },
  }
  ;(globalThis as GlobalWithPageCache)[KEY] = cache
  return cache
}

/**
 * The key a request's answer is kept under, or null when it must go to Next: anything but a plain page load (RSC
 * navigations and prefetches, server actions), and any request of a signed-in user or in draft mode.
 */
export function pageCacheKey(req: IncomingMessage): string | null {
  if (req.method !== 'GET') return null
  const h = req.headers
  if (h.rsc || h['next-action'] || h['next-router-prefetch'] || h['next-router-state-tree'] || h['next-url'])
    return null
  if (/(^|;\s*)(payload-token|__prerender_bypass|__next_preview_data)=/.test(h.cookie ?? '')) return null
  return `${req.url}\n${preferredEncoding(h['accept-encoding'])}`
}

/** Whether the client already holds this answer (its ETag), so a 304 without the body will do. */
export function notModified(req: IncomingMessage, sent: Sent): boolean {
  const etag = sent.headers.etag
  const held = req.headers['if-none-match']
  return Boolean(etag && held && held.split(/\s*,\s*/).some((tag) => tag === etag || tag === '*'))
}

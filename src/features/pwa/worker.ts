import { assetUrls, isStorable, offlinePathFor, strategyFor } from './strategy'

/*
 * The service worker, hand-written rather than Serwist: what it does
 * fits in this file (four strategies, a precache of a few URLs, versioned
 * caches), while Serwist's bundler-independent mode would add a CLI step after
 * `next build` that must scan the build folder and write `public/sw.js` (a
 * generated file outside the build, stale whenever someone forgets the step),
 * plus a dependency with its own runtime to review. Here the script is served
 * by a route handler (app/sw.js/route.ts), typed and unit-tested like the rest
 * of the code, and versioned with Next's build id, so every deploy is a new
 * worker with new caches and nothing needs a separate build.
 *
 * `serviceWorker` below runs in the browser: it is sent as source text
 * (Function.prototype.toString) and called with the worker's global scope, its
 * configuration as JSON and the pure functions of strategy.ts. So it, like
 * them, must not refer to anything outside its own body and parameters.
 */

export type WorkerConfig = {
  /** Next's build id: part of every cache name, so a deploy starts with empty caches and the old ones are deleted. */
  version: string
  /** The offline page of each locale (precached; shown for pages never visited). */
  offline: { pt: string; en: string }
  /** The web app manifest: precached with the icons it lists. */
  manifest: string
  /** Precached when they can be: the start pages (the installed app opens on /). */
  startPages: string[]
  navigationTimeoutMs: number
  imageCacheEntries: number
  pageCacheEntries: number
}

type Lib = {
  strategyFor: typeof strategyFor
  offlinePathFor: typeof offlinePathFor
  isStorable: typeof isStorable
  assetUrls: typeof assetUrls
}

// The few parts of ServiceWorkerGlobalScope the worker uses (TypeScript's
// "webworker" lib cannot be loaded next to "dom" in one program).
export interface ExtendableEventLike {
  waitUntil(promise: Promise<unknown>): void
}
export interface FetchEventLike extends ExtendableEventLike {
  request: Request
  respondWith(response: Promise<Response>): void
}
export interface WorkerScope {
  location: { origin: string }
  caches: CacheStorage
  fetch(input: RequestInfo, init?: RequestInit): Promise<Response>
  skipWaiting(): Promise<void>
  clients: {
    claim(): Promise<void>
    matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<readonly { url: string }[]>
  }
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEventLike) => void): void
  addEventListener(type: 'fetch', listener: (event: FetchEventLike) => void): void
}

export function serviceWorker(sw: WorkerScope, config: WorkerConfig, lib: Lib): void {
  const prefix = 'studio-'
  const names = {
    shell: `${prefix}shell-${config.version}`,
    static: `${prefix}static-${config.version}`,
    pages: `${prefix}pages-${config.version}`,
    images: `${prefix}images-${config.version}`,
  }
  const match = { ignoreVary: true }
  const origin = sw.location.origin
  const pageKey = (url: string) => {
    const u = new URL(url, origin)
    return u.origin + u.pathname + u.search
  }

  /**
   * One of this version's caches while this worker is current; undefined once a newer worker's
   * activation has deleted them (its shell cache, made at install and never trimmed, is the mark).
   * `caches.open` would make the cache again: an old worker still answering a page during the new
   * one's activation brought back the caches just deleted, kept until the next deploy (CI caught
   * it: pwa.spec's 'after a deploy…' found all four old caches after 20 s). The mark is checked
   * again after the open, because the deletion can land between the check and the open (CI on a
   * slow host found the old pages and images caches back): the open then made the cache again,
   * and this worker takes it back out. A newer worker deletes the shell cache before the others.
   */
  const ours = async (name: string) => {
    if (!(await sw.caches.has(names.shell))) return undefined
    const cache = await sw.caches.open(name)
    if (await sw.caches.has(names.shell)) return cache
    await sw.caches.delete(name)
    return undefined
  }

  /**
   * A response from this version's shell cache, read without opening it: `ours` would make the
   * shell cache again if a deletion landed in its window, and the shell cache is the mark `ours`
   * trusts.
   */
  const fromShell = (key: string) => sw.caches.match(key, { ...match, cacheName: names.shell })

  /** Drops the oldest entries beyond `max` (entries come back in insertion order). */
  const trim = async (cache: Cache, max: number) => {
    const keys = await cache.keys()
    await Promise.all(keys.slice(0, Math.max(0, keys.length - max)).map((key) => cache.delete(key)))
  }

  /** Caches the build assets a page's HTML refers to. */
  const cacheAssets = async (html: string) => {
    const cache = await sw.caches.open(names.static)
    await Promise.all(
      lib.assetUrls(html).map(async (path) => {
        if (await cache.match(path, match)) return
        const response = await sw.fetch(path)
        if (lib.isStorable(response)) await cache.put(path, response)
      }),
    )
  }

  /** Fetches a page for the cache, with the assets it needs to render offline. */
  const fetchPage = async (url: string) => {
    const response = await sw.fetch(url, { cache: 'no-cache', credentials: 'same-origin' })
    if (!lib.isStorable(response)) throw new Error(`not storable: ${url} (${response.status})`)
    if ((response.headers.get('content-type') || '').includes('text/html'))
      await cacheAssets(await response.clone().text())
    return response
  }

  const precache = async () => {
    const shell = await sw.caches.open(names.shell)
    // Required: without these the install fails and is retried on the next visit.
    const manifest = await fetchPage(config.manifest)
    const icons = ((await manifest.clone().json()) as { icons?: { src: string }[] }).icons || []
    const required = [config.offline.pt, config.offline.en, ...icons.map((icon) => new URL(icon.src, origin).pathname)]
    await Promise.all([
      shell.put(config.manifest, manifest),
      ...required.map(async (path) => shell.put(path, await fetchPage(path))),
    ])
    // Best effort: the start pages, and the pages open right now (the visitor's first
    // page was loaded before this worker existed, and should work offline too).
    const windows = await sw.clients.matchAll({ type: 'window', includeUncontrolled: true })
    const urls = new Set([...config.startPages.map(pageKey), ...windows.map((w) => pageKey(w.url))])
    const pages = await sw.caches.open(names.pages)
    await Promise.all(
      [...urls].map(async (url) => {
        if (lib.strategyFor({ url, method: 'GET', mode: 'navigate' }, origin) !== 'page') return
        try {
          await pages.put(url, await fetchPage(url))
        } catch {
          // Not cached this time; a visit caches it.
        }
      }),
    )
  }

  sw.addEventListener('install', (event) => {
    // A new version takes over as soon as it is installed (with clients.claim
    // below): after a deploy, the browser's update check on the next navigation
    // installs it, and no tab keeps running the old worker.
    void sw.skipWaiting()
    event.waitUntil(precache())
  })

  sw.addEventListener('activate', (event) => {
    event.waitUntil(
      (async () => {
        const current = new Set(Object.values(names))
        const old = (await sw.caches.keys()).filter((key) => key.startsWith(prefix) && !current.has(key))
        // Old shell caches first: an old worker still answering checks its shell cache after each open
        // (`ours`), so a cache it makes again once its shell is gone is one it deletes itself.
        const shells = old.filter((key) => key.startsWith(`${prefix}shell-`))
        await Promise.all(shells.map((key) => sw.caches.delete(key)))
        await Promise.all(old.filter((key) => !shells.includes(key)).map((key) => sw.caches.delete(key)))
        await sw.clients.claim()
      })(),
    )
  })

  const cacheFirst = async (request: Request) => {
    const cache = await ours(names.static)
    const cached = await cache?.match(request, match)
    if (cached) return cached
    const response = await sw.fetch(request)
    if (cache && lib.isStorable(response)) await cache.put(request, response.clone())
    return response
  }

  const staleWhileRevalidate = async (event: FetchEventLike) => {
    const cache = await ours(names.images)
    const cached = await cache?.match(event.request, match)
    const network = sw.fetch(event.request).then(async (response) => {
      if (cache && lib.isStorable(response)) {
        await cache.put(event.request, response.clone())
        await trim(cache, config.imageCacheEntries)
      }
      return response
    })
    if (!cached) return network
    event.waitUntil(network.catch(() => undefined))
    return cached
  }

  const cachedPage = async (key: string) => {
    const pages = await ours(names.pages)
    return (await pages?.match(key, match)) || (await fromShell(key))
  }

  /**
   * Network first. After the timeout the cached copy answers, if there is one
   * (the network response still refreshes the cache); with no copy the page
   * keeps waiting for the network. When the network fails: the cached copy, or
   * the offline page in the URL's language.
   */
  const networkFirst = async (event: FetchEventLike) => {
    const key = pageKey(event.request.url)
    const network = sw.fetch(event.request).then(async (response) => {
      const pages = lib.isStorable(response) ? await ours(names.pages) : undefined
      if (pages) {
        await pages.put(key, response.clone())
        await trim(pages, config.pageCacheEntries)
      }
      return response
    })
    event.waitUntil(network.catch(() => undefined))
    let timer: ReturnType<typeof setTimeout> | undefined
    const slow = new Promise<Response>((resolve) => {
      timer = setTimeout(() => resolve(cachedPage(key).then((cached) => cached || network)), config.navigationTimeoutMs)
    })
    try {
      return await Promise.race([network, slow])
    } catch {
      const fallback =
        (await cachedPage(key)) || (await fromShell(lib.offlinePathFor(new URL(key).pathname, config.offline)))
      return fallback || Response.error()
    } finally {
      clearTimeout(timer)
    }
  }

  const networkThenCache = async (request: Request) => {
    try {
      return await sw.fetch(request)
    } catch (error) {
      const cached = await fromShell(new URL(request.url).pathname)
      if (cached) return cached
      throw error
    }
  }

  sw.addEventListener('fetch', (event) => {
    const { request } = event
    const strategy = lib.strategyFor({ url: request.url, method: request.method, mode: request.mode }, origin)
    if (strategy === 'static') event.respondWith(cacheFirst(request))
    else if (strategy === 'image') event.respondWith(staleWhileRevalidate(event))
    else if (strategy === 'page') event.respondWith(networkFirst(event))
    else if (strategy === 'shell') event.respondWith(networkThenCache(request))
    // Anything else is left to the browser, untouched and uncached.
  })
}

/** The script served at /sw.js: the worker's source called with its configuration and helpers. */
export function serviceWorkerScript(config: WorkerConfig): string {
  const lib = `{ strategyFor: ${String(strategyFor)}, offlinePathFor: ${String(offlinePathFor)}, isStorable: ${String(isStorable)}, assetUrls: ${String(assetUrls)} }`
  return `// Studio service worker, version ${config.version}. Source: src/features/pwa/worker.ts\n'use strict';\n(${String(serviceWorker)})(self, ${JSON.stringify(config)}, ${lib});\n`
}

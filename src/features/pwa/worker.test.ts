import vm from 'node:vm'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { serviceWorkerScript, type ExtendableEventLike, type FetchEventLike, type WorkerConfig } from './worker'

// The script served at /sw.js, run in a fresh context (so it may only use what a
// worker has: a reference to this module's scope would fail here) against
// in-memory caches and a scripted network.

const origin = 'https://studio.example'
const config: WorkerConfig = {
  version: 'build-2',
  offline: { pt: '/offline', en: '/en/offline' },
  manifest: '/manifest.webmanifest',
  startPages: ['/', '/en'],
  navigationTimeoutMs: 3000,
  imageCacheEntries: 3,
  pageCacheEntries: 50,
}

type Key = string | { url: string }
const href = (key: Key) => new URL(typeof key === 'string' ? key : key.url, origin).href

class FakeCache {
  entries = new Map<string, Response>()
  async match(key: Key) {
    return this.entries.get(href(key))?.clone()
  }
  async put(key: Key, response: Response) {
    this.entries.delete(href(key))
    this.entries.set(href(key), response)
  }
  async delete(key: Key) {
    return this.entries.delete(href(key))
  }
  async keys() {
    return [...this.entries.keys()].map((url) => ({ url }))
  }
}

class FakeCaches {
  caches = new Map<string, FakeCache>()
  async open(name: string) {
    if (!this.caches.has(name)) this.caches.set(name, new FakeCache())
    return this.caches.get(name)!
  }
  async has(name: string) {
    return this.caches.has(name)
  }
  /** As CacheStorage.match: only the named cache when `cacheName` is given, and it makes none. */
  async match(key: Key, options: { cacheName?: string } = {}) {
    for (const name of options.cacheName ? [options.cacheName] : this.caches.keys()) {
      const hit = await this.caches.get(name)?.match(key)
      if (hit) return hit
    }
    return undefined
  }
  async keys() {
    return [...this.caches.keys()]
  }
  async delete(name: string) {
    return this.caches.delete(name)
  }
  paths() {
    return [...this.caches.values()].flatMap((cache) =>
      [...cache.entries.keys()].map((url) => new URL(url).pathname + new URL(url).search),
    )
  }
  pathsIn(kind: string) {
    const cache = this.caches.get(`studio-${kind}-${config.version}`)
    return cache ? [...cache.entries.keys()].map((url) => new URL(url).pathname + new URL(url).search) : []
  }
}

const html = (body: string, assets: string[] = []) =>
  new Response(
    `<html><head>${assets.map((a) => `<script src="${a}"></script>`).join('')}</head><body>${body}</body></html>`,
    {
      headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 's-maxage=31536000' },
    },
  )

/** The site as the network serves it; `offline` makes every request fail. */
function network() {
  const state = { offline: false, hits: [] as string[], pending: null as null | Promise<void> }
  const routes: Record<string, () => Response> = {
    '/offline': () => html('Você está offline', ['/_next/static/chunks/main.js']),
    '/en/offline': () => html('You are offline', ['/_next/static/chunks/main.js']),
    '/manifest.webmanifest': () =>
      Response.json(
        { icons: [{ src: '/icons/192' }, { src: '/icons/maskable' }] },
        { headers: { 'content-type': 'application/manifest+json' } },
      ),
    '/icons/192': () => new Response('png'),
    '/icons/maskable': () => new Response('png'),
    '/': () => html('Home', ['/_next/static/chunks/home.js']),
    '/en': () => html('Home (en)'),
    '/cases': () => html('Cases', ['/_next/static/chunks/cases.js']),
    '/en/cases': () => html('Cases (en)'),
    '/draft': () => html('Draft', []),
    '/_next/static/chunks/main.js': () => new Response('main'),
    '/_next/static/chunks/home.js': () => new Response('home'),
    '/_next/static/chunks/cases.js': () => new Response('cases'),
    '/admin': () => html('Admin'),
    '/api/users/me': () => Response.json({ user: null }),
  }
  const fetch = vi.fn(async (input: Key) => {
    const url = new URL(href(input))
    state.hits.push(url.pathname + url.search)
    if (state.pending) await state.pending
    if (state.offline) throw new TypeError('Failed to fetch')
    if (url.pathname === '/draft') {
      const response = routes['/draft']()
      return new Response(response.body, {
        headers: {
          'content-type': 'text/html',
          'cache-control': 'private, no-cache, no-store, max-age=0, must-revalidate',
        },
      })
    }
    if (url.pathname === '/_next/image') return new Response(`image ${url.search}`)
    const route = routes[url.pathname]
    return route ? route() : new Response('Not found', { status: 404 })
  })
  return { state, fetch }
}

function boot(windows: string[] = []) {
  const caches = new FakeCaches()
  const net = network()
  const listeners: Record<string, (event: never) => void> = {}
  const scope = {
    location: { origin },
    caches,
    fetch: net.fetch,
    skipWaiting: vi.fn(async () => undefined),
    clients: {
      claim: vi.fn(async () => undefined),
      matchAll: async () => windows.map((path) => ({ url: origin + path })),
    },
    addEventListener: (type: string, listener: (event: never) => void) => (listeners[type] = listener),
  }
  // Timers go through this module's (fakeable) globals.
  vm.runInNewContext(serviceWorkerScript(config), {
    self: scope,
    URL,
    Response,
    setTimeout: (fn: () => void, ms: number) => setTimeout(fn, ms),
    clearTimeout: (id: ReturnType<typeof setTimeout>) => clearTimeout(id),
  })

  const extendable = () => {
    const pending: Promise<unknown>[] = []
    return { pending, waitUntil: (promise: Promise<unknown>) => void pending.push(promise) }
  }
  const lifecycle = async (type: 'install' | 'activate') => {
    const event = extendable()
    listeners[type](event as ExtendableEventLike as never)
    await Promise.all(event.pending)
  }
  /** Dispatches a fetch; `response` is undefined when the worker leaves it to the browser. */
  const request = (path: string, init: { mode?: string; method?: string } = {}) => {
    const event = extendable()
    let response: Promise<Response> | undefined
    const fetchEvent = {
      ...event,
      request: { url: new URL(path, origin).href, method: init.method ?? 'GET', mode: init.mode ?? 'no-cors' },
      respondWith: (r: Promise<Response>) => void (response = r),
    }
    listeners.fetch(fetchEvent as unknown as FetchEventLike as never)
    return { response, settled: async () => (await response, await Promise.all(event.pending)) }
  }
  const navigate = (path: string) => request(path, { mode: 'navigate' })
  return { caches, net, scope, lifecycle, request, navigate }
}

afterEach(() => void vi.useRealTimers())

/** A navigation on a network that holds every answer until `release()` (on fake timers). */
function slowNavigation(sw: ReturnType<typeof boot>, path: string) {
  vi.useFakeTimers()
  let release!: () => void
  sw.net.state.pending = new Promise<void>((resolve) => (release = resolve))
  const navigation = sw.navigate(path)
  const slow = { response: navigation.response!, settled: navigation.settled, release, answered: false }
  void slow.response.then(() => (slow.answered = true))
  return slow
}

/** The next deploy's worker deleting every cache right after this one's next `caches.has` check. */
function deleteAllAfterNextCheck(sw: ReturnType<typeof boot>) {
  const has = sw.caches.has.bind(sw.caches)
  let armed = true
  sw.caches.has = async (name: string) => {
    const found = await has(name)
    if (armed) {
      armed = false
      for (const key of await sw.caches.keys()) await sw.caches.delete(key)
    }
    return found
  }
}

describe('install', () => {
  it('precaches the offline pages, their assets, the manifest and its icons, the start pages and the open page', async () => {
    const sw = boot(['/cases'])
    await sw.lifecycle('install')
    expect(sw.scope.skipWaiting).toHaveBeenCalled()
    expect(sw.caches.pathsIn('shell').sort()).toEqual([
      '/en/offline',
      '/icons/192',
      '/icons/maskable',
      '/manifest.webmanifest',
      '/offline',
    ])
    expect(sw.caches.pathsIn('pages').sort()).toEqual(['/', '/cases', '/en'])
    expect(sw.caches.pathsIn('static').sort()).toEqual([
      '/_next/static/chunks/cases.js',
      '/_next/static/chunks/home.js',
      '/_next/static/chunks/main.js',
    ])
  })

  it('fails (and is retried on the next visit) when the offline pages cannot be fetched', async () => {
    const sw = boot()
    sw.net.state.offline = true
    await expect(sw.lifecycle('install')).rejects.toThrow()
  })

  it('never keeps an admin page that happens to be open', async () => {
    const sw = boot(['/admin/collections/cases'])
    await sw.lifecycle('install')
    expect(sw.caches.paths().filter((p) => p.startsWith('/admin'))).toEqual([])
  })
})

describe('activate', () => {
  it('deletes the caches of other versions, keeps foreign caches, and takes control of open pages', async () => {
    const sw = boot()
    await sw.caches.open('studio-pages-build-1')
    await sw.caches.open('studio-static-build-1')
    await sw.caches.open('studio-shell-build-1')
    await sw.caches.open('someone-elses-cache')
    await sw.lifecycle('install')
    const deleted: string[] = []
    const remove = sw.caches.delete.bind(sw.caches)
    sw.caches.delete = async (name: string) => (deleted.push(name), remove(name))
    await sw.lifecycle('activate')
    expect((await sw.caches.keys()).sort()).toEqual([
      'someone-elses-cache',
      'studio-pages-build-2',
      'studio-shell-build-2',
      'studio-static-build-2',
    ])
    // The shell cache, which an old worker checks after each open, goes before the rest.
    expect(deleted[0]).toBe('studio-shell-build-1')
    expect(deleted.slice(1).sort()).toEqual(['studio-pages-build-1', 'studio-static-build-1'])
    expect(sw.scope.clients.claim).toHaveBeenCalled()
  })

  it('once a newer worker has deleted its caches, the old one still answers but makes none again', async () => {
    const sw = boot()
    await sw.lifecycle('install')
    await sw.lifecycle('activate')
    await sw.navigate('/cases').settled()
    // The next deploy's worker activates while this one is still answering the open page.
    for (const name of await sw.caches.keys()) await sw.caches.delete(name)
    const page = sw.navigate('/en/cases')
    expect(await (await page.response!).text()).toContain('Cases (en)')
    await page.settled()
    await sw.request('/_next/static/chunks/cases.js').settled()
    await sw.request('/_next/image?url=%2Fapi%2Fmedia%2Ffile%2Fa.jpg&w=1').settled()
    sw.net.state.offline = true
    await sw.navigate('/cases').settled()
    await sw
      .request('/manifest.webmanifest', { mode: 'cors' })
      .settled()
      .catch(() => undefined)
    expect(await sw.caches.keys()).toEqual([])
  })

  it('a deletion landing between its check and its open leaves no cache behind', async () => {
    const sw = boot()
    await sw.lifecycle('install')
    await sw.lifecycle('activate')
    await sw.navigate('/cases').settled()
    // The next deploy's worker deletes every cache right after this one has found its shell cache.
    deleteAllAfterNextCheck(sw)
    const image = sw.request('/_next/image?url=%2Fapi%2Fmedia%2Ffile%2Fa.jpg&w=1')
    expect((await image.response!).ok).toBe(true)
    await image.settled()
    expect(await sw.caches.keys()).toEqual([])
  })

  it('reading its shell cache while a newer worker deletes it does not make it again', async () => {
    const sw = boot()
    await sw.lifecycle('install')
    await sw.lifecycle('activate')
    sw.net.state.offline = true
    // Offline, a page the worker never saw falls back to the shell cache's offline page; the
    // deletion lands right after the worker's first check.
    deleteAllAfterNextCheck(sw)
    await sw.navigate('/en/posts/x').settled()
    await sw
      .request('/manifest.webmanifest', { mode: 'cors' })
      .settled()
      .catch(() => undefined)
    expect(await sw.caches.keys()).toEqual([])
  })
})

describe('pages (network first)', () => {
  it('answers from the network and keeps a copy', async () => {
    const sw = boot()
    await sw.lifecycle('install')
    const { response, settled } = sw.navigate('/en/cases')
    expect(await (await response!).text()).toContain('Cases (en)')
    await settled()
    expect(sw.caches.pathsIn('pages')).toContain('/en/cases')
  })

  it('offline: the saved copy, else the offline page in the URL’s language', async () => {
    const sw = boot()
    await sw.lifecycle('install')
    await sw.navigate('/en/cases').settled()
    sw.net.state.offline = true
    expect(await (await sw.navigate('/en/cases').response!).text()).toContain('Cases (en)')
    expect(await (await sw.navigate('/cases').response!).text()).toContain('Você está offline')
    expect(await (await sw.navigate('/en/posts/x').response!).text()).toContain('You are offline')
    expect(await (await sw.navigate('/en').response!).text()).toContain('Home (en)')
  })

  it('a slow network: the saved copy after the timeout, while the network refreshes it', async () => {
    const sw = boot()
    await sw.lifecycle('install')
    await sw.navigate('/cases').settled()
    const slow = slowNavigation(sw, '/cases')
    await vi.advanceTimersByTimeAsync(2900)
    expect(slow.answered).toBe(false)
    await vi.advanceTimersByTimeAsync(200)
    expect(slow.answered).toBe(true)
    expect(await (await slow.response).text()).toContain('Cases')
    slow.release()
    await slow.settled()
  })

  it('a slow network and no copy: keeps waiting for the network', async () => {
    const sw = boot()
    await sw.lifecycle('install')
    const slow = slowNavigation(sw, '/en/cases')
    await vi.advanceTimersByTimeAsync(10_000)
    expect(slow.answered).toBe(false)
    slow.release()
    expect(await (await slow.response).text()).toContain('Cases (en)')
  })

  it('does not keep pages rendered per request (no-store, as draft mode answers)', async () => {
    const sw = boot()
    await sw.lifecycle('install')
    await sw.navigate('/draft').settled()
    expect(sw.caches.paths()).not.toContain('/draft')
  })
})

describe('static assets (cache first)', () => {
  it('fetch once, then answer from the cache', async () => {
    const sw = boot()
    await sw.lifecycle('install')
    await sw.request('/_next/static/chunks/cases.js').settled()
    sw.net.state.offline = true
    expect(await (await sw.request('/_next/static/chunks/cases.js').response!).text()).toBe('cases')
    expect(sw.net.state.hits.filter((h) => h === '/_next/static/chunks/cases.js')).toHaveLength(1)
  })
})

describe('images (stale while revalidate, capped)', () => {
  it('answer from the cache while refreshing it, keeping the newest entries only', async () => {
    const sw = boot()
    await sw.lifecycle('install')
    for (const w of [1, 2, 3, 4]) await sw.request(`/_next/image?url=%2Fapi%2Fmedia%2Ffile%2Fa.jpg&w=${w}`).settled()
    expect(sw.caches.pathsIn('images')).toHaveLength(3)
    expect(sw.caches.pathsIn('images')[0]).toContain('w=2')
    const again = sw.request('/_next/image?url=%2Fapi%2Fmedia%2Ffile%2Fa.jpg&w=4')
    expect(await (await again.response!).text()).toContain('w=4')
    await again.settled()
    expect(sw.net.state.hits.filter((h) => h.endsWith('w=4'))).toHaveLength(2)
  })
})

describe('never cached', () => {
  it('leaves the admin, the API, writes and page payloads to the browser', async () => {
    const sw = boot()
    expect(sw.navigate('/admin').response).toBeUndefined()
    expect(sw.request('/api/users/me', { mode: 'cors' }).response).toBeUndefined()
    expect(sw.request('/api/media/file/a.jpg').response).toBeUndefined()
    expect(sw.request('/cases', { mode: 'navigate', method: 'POST' }).response).toBeUndefined()
    expect(sw.request('/cases?_rsc=abc', { mode: 'cors' }).response).toBeUndefined()
    expect(sw.net.fetch).not.toHaveBeenCalled()
    expect(sw.caches.paths()).toEqual([])
  })
})

import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { createRequire } from 'node:module'
import { afterEach, describe, expect, it, vi } from 'vitest'
import StudioCacheHandler, { RENDER_MS } from './cache-handler.mjs'

const require = createRequire(import.meta.url)
const { nodeFs } = require('next/dist/server/lib/node-fs-methods.js')
const { SharedCacheControls } = require('next/dist/server/lib/incremental-cache/shared-cache-controls.external.js')

const dirs: string[] = []
afterEach(() => {
  vi.useRealTimers()
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true })
})

/** The handler as Next constructs it for the file-system store (no REDIS_URL), in a throwaway build folder. */
function handler() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cache-handler-'))
  dirs.push(dir)
  const serverDistDir = path.join(dir, 'server')
  const cache = new StudioCacheHandler({
    fs: nodeFs,
    serverDistDir,
    flushToDisk: true,
    maxMemoryCacheSize: 0,
    revalidatedTags: [],
  })
  const files = () => (fs.existsSync(dir) ? fs.readdirSync(dir, { recursive: true }) : [])
  return { cache, files }
}

const route = (status: number) => ({ kind: 'APP_ROUTE', status, body: Buffer.from('png'), headers: {} })
const ctx = { kind: 'APP_ROUTE', cacheControl: { revalidate: false } }

describe('the cache handler', () => {
  it("stores a page's or route's answer, and never an error answer (the 404 of a made-up address)", async () => {
    const { cache, files } = handler()
    const key = '/route-cache/APP_ROUTE/abc/$/og/pt/case/made-up'
    SharedCacheControls.cacheControls.set(key, { revalidate: false })
    await cache.set(key, route(404), ctx)
    expect(files()).toEqual([])
    expect(await cache.get(key, ctx)).toBeNull()
    // Nor Next's note of its lifetime, made just before set().
    expect(SharedCacheControls.cacheControls.has(key)).toBe(false)

    await cache.set(key.replace('made-up', 'real'), route(200), ctx)
    expect(files().length).toBeGreaterThan(0)
    expect((await cache.get(key.replace('made-up', 'real'), ctx))?.value).toMatchObject({
      kind: 'APP_ROUTE',
      status: 200,
    })
  })

  it('stores data reads whatever they hold (their status is not an answer of the site)', async () => {
    const { cache } = handler()
    const data = { kind: 'FETCH', data: { headers: {}, body: 'null', status: 200, url: '' }, revalidate: 31536000 }
    await cache.set('read', data, { fetchCache: true, tags: ['collection:cases'] })
    expect(
      (await cache.get('read', { kind: 'FETCH', fetchCache: true, tags: ['collection:cases'], softTags: [] }))?.value,
    ).toMatchObject(data)
  })

  it('expires a tag even when the store fails at first: it tries again until the expiry lands', async () => {
    const { cache } = handler()
    const landed: string[] = []
    let failures = 2
    // The Redis store while its client reconnects, then times out once, then is back.
    cache.store = {
      isClientUnavailable: () => failures === 2 && failures-- > 0,
      revalidateTag: async (tag: string) => {
        if (failures-- > 0) throw new Error('The command was aborted')
        landed.push(tag)
      },
    }
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    await cache.revalidateTag('collection:cases')
    expect(landed).toEqual([])
    await vi.waitFor(() => expect(landed).toEqual(['collection:cases']), { timeout: 3000 })
  })

  it('never serves an entry whose render began before one of its tags last expired', async () => {
    const { cache } = handler()
    // The Redis store's shape: what set() was given, with the time it was stored and its tags.
    const entries = new Map<string, object>()
    cache.store = {
      get: async (key: string) => entries.get(key) ?? null,
      set: async (key: string, value: object, ctx: { tags?: string[] }) =>
        entries.set(key, { lastModified: Date.now(), tags: ctx.tags ?? [], value }),
      revalidateTag: async () => undefined,
    }
    const publishedAt = Date.now()
    const at = (time: number) => vi.setSystemTime(time)
    vi.useFakeTimers({ toFake: ['Date'], now: publishedAt - 1_000 })
    const page = (tags: string) => ({ kind: 'APP_PAGE', html: '', headers: { 'x-next-cache-tags': tags } })
    const ctx = (tags: string[] = []) => ({ kind: 'APP_PAGE', tags })
    // Renders under way at the publish (missed before it, stored after): a clients page, a services page, a read.
    for (const key of ['clients', 'services']) expect(await cache.get(key, ctx())).toBeNull()
    expect(await cache.get('read', ctx(['collection:clients']))).toBeNull()
    at(publishedAt)
    await cache.revalidateTag('collection:clients')
    at(publishedAt + 100)
    await cache.set('clients', page('collection:clients,_N_T_/layout'), ctx())
    await cache.set('services', page('collection:services'), ctx())
    await cache.set('read', { kind: 'FETCH', data: {} }, ctx(['collection:clients']))
    expect(await cache.get('clients', ctx())).toBeNull()
    expect(await cache.get('read', ctx(['collection:clients']))).toBeNull()
    expect(await cache.get('services', ctx())).toBe(entries.get('services'))

    // Their renders again, begun after the publish (the misses just above): served from then on.
    at(publishedAt + 200)
    await cache.set('clients', page('collection:clients'), ctx())
    await cache.set('read', { kind: 'FETCH', data: {} }, ctx(['collection:clients']))
    expect(await cache.get('clients', ctx())).toBe(entries.get('clients'))
    expect(await cache.get('read', ctx(['collection:clients']))).toBe(entries.get('read'))

    // A render stored before the expiry (on another instance, unseen by the tag index that deletes entries), and one
    // read back without its start (Next's own store keeps it only in memory): judged by when they were stored.
    const stored = (lastModified: number, renderBegan?: number) => ({
      lastModified,
      value: { ...page('collection:clients'), renderBegan },
    })
    entries.set('before', stored(publishedAt - 50, publishedAt - 900))
    entries.set('unknown-soon', stored(publishedAt + RENDER_MS - 1))
    entries.set('unknown-later', stored(publishedAt + RENDER_MS + 1))
    expect(await cache.get('before', ctx())).toBeNull()
    expect(await cache.get('unknown-soon', ctx())).toBeNull()
    expect(await cache.get('unknown-later', ctx())).toBe(entries.get('unknown-later'))
  })
})

import type { IncomingMessage } from 'node:http'
import { describe, expect, it } from 'vitest'
import { notModified, pageCache, pageCacheKey } from './page-cache'

const request = (headers: Record<string, string> = {}, method = 'GET', url = '/cases') =>
  ({ method, url, headers }) as unknown as IncomingMessage
const sent = (text: string) => ({
  status: 200,
  headers: { 'content-type': 'text/html', 'x-nextjs-cache': 'HIT' } as Record<string, string>,
  body: Buffer.from(text),
})

describe('pageCacheKey', () => {
  it('keys a plain page load by its address and encoding', () => {
    expect(pageCacheKey(request({ 'accept-encoding': 'gzip, br' }))).toBe('/cases\nbr')
    expect(pageCacheKey(request({ 'accept-encoding': 'gzip' }, 'GET', '/en?x=1'))).toBe('/en?x=1\ngzip')
  })
  it('sends to Next what a shared copy must not answer: navigations, actions, editors, previews, other methods', () => {
    for (const headers of <Record<string, string>[]>[
      { rsc: '1' },
      { 'next-router-prefetch': '1' },
      { 'next-action': 'abc' },
      { cookie: 'a=1; payload-token=x' },
      { cookie: '__prerender_bypass=y' },
    ])
      expect(pageCacheKey(request(headers)), JSON.stringify(headers)).toBeNull()
    expect(pageCacheKey(request({}, 'POST'))).toBeNull()
    expect(pageCacheKey(request({}, 'HEAD'))).toBeNull()
  })
})

describe('pageCache', () => {
  it('keeps what was sent until it is cleared, as the cache handler clears it on a revalidation', () => {
    const cache = pageCache()
    cache.set('/cases\nbr', sent('v1'), cache.generation)
    expect(cache.get('/cases\nbr')?.body.toString()).toBe('v1')
    ;(globalThis as unknown as Record<symbol, { clear: () => void }>)[Symbol.for('studio.pageCache')].clear()
    expect(cache.get('/cases\nbr')).toBeUndefined()
  })
  it("keeps only Next's own cache hits, never one that began before a clearing or sets a cookie", () => {
    const cache = pageCache()
    const startedAt = cache.generation
    cache.clear()
    cache.set('/cases\nbr', sent('old'), startedAt)
    expect(cache.get('/cases\nbr')).toBeUndefined()
    cache.set('/x\nbr', { ...sent('x'), headers: { ...sent('x').headers, 'set-cookie': 'a=1' } }, cache.generation)
    expect(cache.get('/x\nbr')).toBeUndefined()
    cache.set('/y\nbr', { ...sent('y'), status: 500 }, cache.generation)
    expect(cache.get('/y\nbr')).toBeUndefined()
    for (const state of ['STALE', 'MISS']) {
      cache.set('/z\nbr', { ...sent('z'), headers: { 'x-nextjs-cache': state } }, cache.generation)
      expect(cache.get('/z\nbr'), state).toBeUndefined()
    }
  })
})

describe('notModified', () => {
  it('answers 304 to a client holding the same ETag, and the page to anyone else', () => {
    const page = { ...sent('v1'), headers: { etag: '"abc"' } as Record<string, string> }
    expect(notModified(request({ 'if-none-match': '"x", "abc"' }), page)).toBe(true)
    expect(notModified(request({ 'if-none-match': '"old"' }), page)).toBe(false)
    expect(notModified(request(), page)).toBe(false)
    expect(notModified(request({ 'if-none-match': '"abc"' }), sent('no etag'))).toBe(false)
  })
})

import { describe, expect, it } from 'vitest'
import { assetUrls, isStorable, offlinePathFor, strategyFor } from './strategy'

const origin = 'https://studio.example'
const get = (path: string, mode = 'no-cors') => strategyFor({ url: origin + path, method: 'GET', mode }, origin)

describe('strategyFor', () => {
  it('serves hashed build assets cache-first', () => {
    expect(get('/_next/static/chunks/app-1a2b3c.js', 'cors')).toBe('static')
    expect(get('/_next/static/css/9f8e.css')).toBe('static')
    expect(get('/_next/static/media/inter-latin.0a1b2c.woff2', 'cors')).toBe('static')
  })

  it('serves optimized images stale-while-revalidate', () => {
    expect(get('/_next/image?url=%2Fapi%2Fmedia%2Ffile%2Fhero.jpg&w=640&q=75')).toBe('image')
  })

  it('serves navigations network-first, in both locales', () => {
    expect(get('/', 'navigate')).toBe('page')
    expect(get('/en/cases', 'navigate')).toBe('page')
    expect(get('/posts?page=2', 'navigate')).toBe('page')
    expect(get('/offline', 'navigate')).toBe('page')
  })

  it('serves the manifest and its icons from the network, falling back to the precache', () => {
    expect(get('/manifest.webmanifest', 'cors')).toBe('shell')
    expect(get('/icons/192')).toBe('shell')
  })

  it('never handles the admin, the API (media files included) or the worker itself', () => {
    for (const path of [
      '/admin',
      '/admin/login',
      '/admin/collections/cases',
      '/api',
      '/api/users/me',
      '/api/media/file/hero.jpg',
      '/sw.js',
    ]) {
      expect(get(path, 'navigate'), path).toBeNull()
      expect(get(path), path).toBeNull()
    }
  })

  it('does not mistake pages that merely start with the same letters for the admin or the API', () => {
    expect(get('/administracao', 'navigate')).toBe('page')
    expect(get('/apis-que-fizemos', 'navigate')).toBe('page')
  })

  it('never handles writes, other origins, draft or preview URLs', () => {
    expect(strategyFor({ url: `${origin}/`, method: 'POST', mode: 'navigate' }, origin)).toBeNull()
    expect(strategyFor({ url: `${origin}/_next/static/chunks/a.js`, method: 'HEAD', mode: 'cors' }, origin)).toBeNull()
    expect(
      strategyFor({ url: 'https://www.googletagmanager.com/gtm.js?id=GTM-X', method: 'GET', mode: 'no-cors' }, origin),
    ).toBeNull()
    expect(get('/cases?preview=true', 'navigate')).toBeNull()
    expect(get('/case/x?draft=1', 'navigate')).toBeNull()
  })

  it('leaves page payloads (RSC) and other requests to the network', () => {
    expect(get('/cases?_rsc=1x2y', 'cors')).toBeNull()
    expect(get('/og/pt/site')).toBeNull()
    expect(get('/sitemap.xml', 'cors')).toBeNull()
  })
})

describe('offlinePathFor', () => {
  const offline = { pt: '/offline', en: '/en/offline' }
  it('answers in the language of the URL', () => {
    expect(offlinePathFor('/', offline)).toBe('/offline')
    expect(offlinePathFor('/cases', offline)).toBe('/offline')
    expect(offlinePathFor('/en', offline)).toBe('/en/offline')
    expect(offlinePathFor('/en/', offline)).toBe('/en/offline')
    expect(offlinePathFor('/en/posts/x', offline)).toBe('/en/offline')
    expect(offlinePathFor('/entrevistas', offline)).toBe('/offline')
  })
})

describe('isStorable', () => {
  const response = (status: number, headers: Record<string, string> = {}, type = 'basic') => ({
    status,
    type,
    headers: new Headers(headers),
  })
  it('keeps complete same-origin responses', () => {
    expect(isStorable(response(200))).toBe(true)
    expect(isStorable(response(200, { 'cache-control': 's-maxage=31536000' }))).toBe(true)
    expect(isStorable(response(200, { 'cache-control': 'public, max-age=31536000, immutable' }))).toBe(true)
    expect(isStorable(new Response('x'))).toBe(true)
  })
  it('refuses errors, redirects, partial and opaque responses', () => {
    expect(isStorable(response(404))).toBe(false)
    expect(isStorable(response(500))).toBe(false)
    expect(isStorable(response(206))).toBe(false)
    expect(isStorable(response(0, {}, 'opaqueredirect'))).toBe(false)
    expect(isStorable(response(0, {}, 'opaque'))).toBe(false)
  })
  it('refuses what HTTP says not to store: per-request renders (draft mode included)', () => {
    expect(
      isStorable(response(200, { 'cache-control': 'private, no-cache, no-store, max-age=0, must-revalidate' })),
    ).toBe(false)
    expect(isStorable(response(200, { 'cache-control': 'no-store' }))).toBe(false)
    expect(isStorable(response(200, { 'cache-control': 'Private' }))).toBe(false)
    expect(isStorable(response(200, { vary: '*' }))).toBe(false)
  })
})

describe('assetUrls', () => {
  it('finds the styles, scripts and preloaded fonts of a page, once each', () => {
    const html = `<link rel="preload" href="/_next/static/media/e4af272c-s.p.woff2" as="font" type="font/woff2" crossorigin=""/>
      <link rel="stylesheet" href="/_next/static/chunks/0b1c2d.css" data-precedence="next"/>
      <script src="/_next/static/chunks/webpack-5f6e.js" async=""></script>
      <script>self.__next_f.push([1,"2:I[\\"/_next/static/chunks/webpack-5f6e.js\\",\\"/_next/static/chunks/a1~b2.js\\"]"])</script>
      <img src="/_next/image?url=%2Fapi%2Fmedia%2Ffile%2Fx.jpg&amp;w=640&amp;q=75"/><a href="/cases">Cases</a>`
    expect(assetUrls(html)).toEqual([
      '/_next/static/media/e4af272c-s.p.woff2',
      '/_next/static/chunks/0b1c2d.css',
      '/_next/static/chunks/webpack-5f6e.js',
      '/_next/static/chunks/a1~b2.js',
    ])
  })
})

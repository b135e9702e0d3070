/**
 * The service worker's decisions, as pure functions (unit-tested beside).
 *
 * Every function here must stay self-contained: no imports, no module-level
 * constants, no calls to each other. The worker script served at /sw.js is
 * assembled from their source text (see worker.ts), so anything they reference
 * outside their own body would be missing in the browser.
 */

/**
 * - `static`: hashed build assets (/_next/static: scripts, styles, fonts), cache-first.
 * - `image`: optimized images (/_next/image, how every page shows uploads), stale-while-revalidate, capped.
 * - `page`: navigations, network-first with a timeout, then the cached copy, then the offline page.
 * - `shell`: the web app manifest and its icons (app/manifest.ts, app/icons), network-first with the
 *   precached copy as fallback.
 * - `null`: not handled at all (the browser goes to the network as if there were no worker), never cached.
 */
export type Strategy = 'static' | 'image' | 'page' | 'shell'

export type RequestFacts = { url: string; method: string; mode: string }

export function strategyFor(request: RequestFacts, origin: string): Strategy | null {
  if (request.method !== 'GET') return null
  const url = new URL(request.url)
  if (url.origin !== origin) return null
  const path = url.pathname
  // The admin and the whole API (media files included: pages show uploads through
  // /_next/image) are never cached; nor is the worker script itself.
  if (/^\/(admin|api)(\/|$)/.test(path) || path === '/sw.js') return null
  // Draft and preview renders are for editors' eyes only. Next's draft mode (the editors'
  // preview) answers `private, no-store`, which isStorable refuses; this also keeps out any
  // address that asks for a draft with the usual query flags.
  if (url.searchParams.has('draft') || url.searchParams.has('preview')) return null
  if (path.startsWith('/_next/static/')) return 'static'
  if (path === '/_next/image') return 'image'
  if (request.mode === 'navigate') return 'page'
  if (path === '/manifest.webmanifest' || path.startsWith('/icons/')) return 'shell'
  return null
}

/** The offline page in the language of the URL the visitor asked for. */
export function offlinePathFor(pathname: string, offline: { pt: string; en: string }): string {
  return /^\/en(\/|$)/.test(pathname) ? offline.en : offline.pt
}

type ResponseFacts = { status: number; type: string; headers: { get(name: string): string | null } }

/**
 * Whether a response may be kept: a complete 200 from this origin that HTTP
 * allows to be stored. Next sends `private, no-store` for anything rendered per
 * request (draft mode included), so those stay out of the caches.
 */
export function isStorable(response: ResponseFacts): boolean {
  if (response.status !== 200 || (response.type !== 'basic' && response.type !== 'default')) return false
  const cacheControl = (response.headers.get('cache-control') || '').toLowerCase()
  if (/(^|[\s,])(no-store|private)([\s,=]|$)/.test(cacheControl)) return false
  return !(response.headers.get('vary') || '').includes('*')
}

/**
 * The hashed build assets a page's HTML refers to (its styles, scripts and the
 * fonts next/font preloads), so precaching a page also precaches what it needs
 * to render offline. Paths only, without duplicates.
 */
export function assetUrls(html: string): string[] {
  const found = html.match(/\/_next\/static\/[\w\-.~/%@]+\.(?:js|css|woff2)/g) || []
  return [...new Set(found)]
}

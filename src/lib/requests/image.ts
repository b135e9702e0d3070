/**
 * Next's image optimizer keys its cache (and nginx's, on the whole request URI) by the `url` parameter as written,
 * so every spelling of one upload (`…/a.jpg?v=1`, `…/a.jpg#x`, `…/x/../a.jpg`, `…/%61.jpg`, extra or reordered
 * parameters, leading zeros) is one more encode and one more entry. `images.localPatterns` in next.config.ts admits
 * uploads without a query string; only the exact URL a page names (next/image's loader: `url`, `w`, `q`, in that
 * order, over `media.url`) gets past this check, so each image, width and format is encoded and stored once.
 */

/** Where Payload serves uploads: `media.url` is this followed by `encodeURIComponent(filename)`. */
const MEDIA_PATH = '/api/media/file/'
const IMAGE_QUERY = /^url=([^&]+)&w=([1-9][0-9]{0,4})&q=([1-9][0-9]?|100)$/

/** `value` once decoded, when `value` is exactly how encodeURIComponent writes that (else null). */
function canonicalComponent(value: string): string | null {
  try {
    const decoded = decodeURIComponent(value)
    return encodeURIComponent(decoded) === value ? decoded : null
  } catch {
    return null
  }
}

/**
 * Whether a request target (as Node gives it) goes to Next's image optimizer, which takes every path that starts
 * with `/_next/image` (`/_next/image;x`, `/_next/imagefoo`), without being one the site's own pages ask for.
 */
export function foreignImageRequest(target: string): boolean {
  const q = target.indexOf('?')
  const path = q === -1 ? target : target.slice(0, q)
  if (!path.startsWith('/_next/image')) return false
  return path !== '/_next/image' || !isSiteImageQuery(q === -1 ? '' : target.slice(q + 1))
}

/** Whether the query of a `/_next/image` request (without its `?`) is one the site's own pages ask for. */
function isSiteImageQuery(query: string): boolean {
  const match = IMAGE_QUERY.exec(query)
  const url = match && canonicalComponent(match[1])
  if (!url?.startsWith(MEDIA_PATH)) return false
  const file = canonicalComponent(url.slice(MEDIA_PATH.length))
  return Boolean(file) && file !== '.' && file !== '..'
}

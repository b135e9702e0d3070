/**
 * Request targets Next must never see. Next 16 answers 500 to a path or query with malformed
 * percent-encoding (`/%`, `/x%E0%A4%A`: its router decodes without a guard), and an overlong
 * path is echoed into response headers (`x-middleware-rewrite`). Both are the client's mistake,
 * so they are refused here with a 4xx before routing.
 */

/** The longest path we route. Longer ones are refused with 414 (no page has a path near this). */
export const MAX_PATH_LENGTH = 2048
/** The longest request target (path + query); the admin's list filters live in the query. */
export const MAX_TARGET_LENGTH = 8192

export type Refusal = { status: 400 | 414; reason: string }

/** The request header that carries a refusal from where the raw target is known (Node's) to where it is answered. */
export const REFUSED_TARGET = 'x-studio-refused-target'
/** Where such a request goes instead: a path the proxy matches, whatever the method or body. */
export const REFUSED_PATH = '/_refused'

/** The refusal a request was marked with (next-adapter/request-start.ts), if any. */
export function markedRefusal(headers: Headers): Refusal | null {
  const mark = /^(400|414) (.+)$/.exec(headers.get(REFUSED_TARGET) ?? '')
  return mark ? { status: Number(mark[1]) as 400 | 414, reason: mark[2] } : null
}

/** Percent-encoding that decodes to valid UTF-8, with no NUL byte (which no path or value of ours holds). */
function decodes(part: string): boolean {
  try {
    return !decodeURIComponent(part).includes('\0')
  } catch {
    return false
  }
}

/**
 * A well-formed path that names nothing here: once decoded it still holds a `%`, which no route
 * of ours contains. Next decodes such a path a second time and fails (`/case/a%25b` → 500), so
 * it is answered 404 before routing.
 */
export function unroutable(pathname: string): boolean {
  try {
    return decodeURIComponent(pathname).includes('%')
  } catch {
    return true
  }
}

/** Why `target` (the request line's URL, as Node gives it in `req.url`) is refused, or null. */
export function refuseTarget(target: string): Refusal | null {
  if (target.length > MAX_TARGET_LENGTH) return { status: 414, reason: 'URI too long' }
  // Only origin-form targets (RFC 9112 §3.2.1); a proxy-style absolute URL or `*` is not for us.
  if (!target.startsWith('/') || target.startsWith('//')) return { status: 400, reason: 'Malformed request target' }
  const q = target.indexOf('?')
  const path = q === -1 ? target : target.slice(0, q)
  if (path.length > MAX_PATH_LENGTH) return { status: 414, reason: 'URI too long' }
  if (!decodes(path)) return { status: 400, reason: 'Malformed URL encoding' }
  if (q !== -1) {
    // Query values are decoded one by one (`+` is a space there); each must decode.
    for (const pair of target.slice(q + 1).split('&')) {
      if (!decodes(pair.replace(/\+/g, ' '))) return { status: 400, reason: 'Malformed URL encoding' }
    }
  }
  return null
}

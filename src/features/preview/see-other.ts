import { getSafeRedirect } from 'payload/shared'

/**
 * A path of this site from what a client sent (`/en/case/x`, `/ação`), as a `Location` may carry it: percent-encoded
 * ASCII, query and fragment kept. Null for anything that is not a same-site path (Payload's open-redirect guard, then
 * the URL parser's own reading: `/\evil.example` is another host to a browser).
 */
export function sitePath(input: string): string | null {
  const safe = getSafeRedirect({ redirectTo: input, fallbackTo: '' })
  if (!safe) return null
  const base = 'http://site.invalid'
  try {
    const url = new URL(safe, base)
    return url.origin === base ? `${url.pathname}${url.search}${url.hash}` : null
  } catch {
    return null
  }
}

/**
 * A 303 to a path of this site, with a relative `Location`: the browser resolves it against the address it used
 * (localhost, 127.0.0.1, a LAN address, the public domain behind the HTTPS front). Built from `request.url` it would
 * name the host the server gave Next (`localhost`), whatever the visitor asked for, and Live Preview's frame would then
 * be sent to another origin, which the CSP blocks. `path` must come from `sitePath`.
 */
export function seeOther(path: string, headers: Record<string, string> = {}): Response {
  return new Response(null, {
    status: 303,
    headers: { Location: path, 'Cache-Control': 'private, no-store', ...headers },
  })
}

import type { ServerResponse } from 'node:http'

/**
 * Makes `res.appendHeader` leave out a value the header already has. Next's App Router handler sets a render's headers
 * on the response (a redirect()'s `Location`, `x-nextjs-prerender`) and then appends the same ones again from the
 * render's cache entry, straight on Node's response, so a 308 went out with two `Location` headers (a proxy that folds
 * them sends `/a, /a`). Next's own response wrapper appends this way; its page handler bypasses it. Distinct values
 * (two cookies) are still all sent.
 */
export function appendOnce(res: ServerResponse): void {
  const append = res.appendHeader
  res.appendHeader = function (name: string, value: string | readonly string[]) {
    const present = res.getHeader(name)
    const have = present === undefined ? [] : (Array.isArray(present) ? present : [present]).map(String)
    const adding = (typeof value === 'string' ? [value] : [...value]).filter((v) => !have.includes(String(v)))
    if (!adding.length) return this
    return append.call(this, name, adding.length === 1 ? adding[0] : adding)
  }
}

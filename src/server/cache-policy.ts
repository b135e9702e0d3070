/**
 * How long a shared cache (nginx in deploy/, or a CDN) may keep a public page.
 *
 * Next marks pages and route handlers that stay static until a publish with
 * `s-maxage=31536000`: right for its own cache, which a publish expires by tag, but a proxy in
 * front would keep an edited page for a year. Instead: fresh for 1 s, then served stale for at
 * most 2 s more while one request fetches the new copy in the background. A published edit is
 * therefore in front of every visitor within 3 s plus one render, while the origin sees about
 * one request per page per second however many visitors there are. Browsers get `max-age=0`:
 * they revalidate (a 304 when nothing changed). Private and no-store answers pass unchanged.
 */
export const SHARED_FRESH_SECONDS = 1
export const SHARED_STALE_SECONDS = 2

export const sharedCacheControl = `public, max-age=0, s-maxage=${SHARED_FRESH_SECONDS}, stale-while-revalidate=${SHARED_STALE_SECONDS}`

/** The Cache-Control the site sends for one Next chose. */
export function cacheControlFor(nextValue: string): string {
  const value = nextValue.toLowerCase()
  if (!value.includes('s-maxage') || /\b(private|no-store|no-cache)\b/.test(value)) return nextValue
  return sharedCacheControl
}

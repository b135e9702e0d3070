/**
 * The public origin for canonical and share URLs (SITE_URL, default http://localhost:$PORT).
 * Server-side only, apart from config/site.ts: a `process.env` read in code the browser loads
 * would bring a `process` polyfill into every page.
 */
export function siteUrl(): string {
  return (process.env.SITE_URL || `http://localhost:${process.env.PORT || 3000}`).replace(/\/+$/, '')
}

import type { NextRequest } from 'next/server'

/**
 * The 404 page. Next 16 answers a page that calls notFound() with status 404 and an empty error shell
 * (`<html id="__next_error__">`: no lang, no text; vercel/next.js#62228); the cache handler puts the prerendered,
 * localized not-found page (app/(frontend)/[locale]/not-found-page) in its place as Next writes the answer
 * (next-adapter/written-page.mjs). A direct visit to that page's own address gets the 404 too.
 */
export const NOT_FOUND_PAGE = '/not-found-page'

/** A direct visit to the not-found page itself, which must not answer 200. */
export function isNotFoundPage(pathname: string): boolean {
  return pathname === NOT_FOUND_PAGE || pathname === `/en${NOT_FOUND_PAGE}` || pathname === `/pt${NOT_FOUND_PAGE}`
}

/** Where a request for a path that names nothing is sent: a path of its locale that only the catch-all takes. */
export function notFoundRewrite(request: NextRequest): URL {
  const { pathname } = request.nextUrl
  const locale = pathname === '/en' || pathname.startsWith('/en/') ? 'en' : 'pt'
  return new URL(`/${locale}/-/404`, request.url)
}

/**
 * Next 16 answers a page that calls notFound() with status 404 and an empty error shell
 * (`<html id="__next_error__">`: no lang, no text), rendering the real 404 only once JavaScript
 * runs (vercel/next.js#62228, open). Full page loads of such a response get the prerendered,
 * localized not-found page instead (app/(frontend)/[locale]/not-found-page), with status 404.
 * A client-side navigation to such a page gets it too: Next loads a page whose RSC answer is not
 * 200 as a full page (so the layout's not-found boundary stays small: components/not-found-view/fallback).
 */

export const NOT_FOUND_PAGE = '/not-found-page'

/** The path of the not-found page in the locale of `pathname` (English under /en, Portuguese otherwise). */
export function notFoundPagePath(pathname: string): string {
  return pathname === '/en' || pathname.startsWith('/en/') ? `/en${NOT_FOUND_PAGE}` : NOT_FOUND_PAGE
}

/** A direct visit to the not-found page itself, which must not answer 200. */
export function isNotFoundPage(pathname: string): boolean {
  return pathname === NOT_FOUND_PAGE || pathname === `/en${NOT_FOUND_PAGE}` || pathname === `/pt${NOT_FOUND_PAGE}`
}

/** Next's empty error shell, sent in place of a server-rendered 404 page. */
export function isErrorShell(status: number, html: Buffer): boolean {
  return status === 404 && html.includes('id="__next_error__"')
}

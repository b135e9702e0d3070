/**
 * The spec's constants, each with one name (spec §4, §8, §9): here those the server reads, in browser.ts those the
 * browser's code reads. Anything a designer or the spec calls a number lives in one of the two, not inline.
 */
export const site = {
  timeZone: 'America/Sao_Paulo',
  defaultLocale: 'pt',
  locales: ['pt', 'en'],
  /** BCP 47 tag per route locale, used for <html lang>, Intl and hreflang. */
  localeTags: { pt: 'pt-BR', en: 'en-US' },
  colors: {
    primary: '#2EE6A8',
    error: '#FF6B3D',
    background: '#0B0D0C',
  },
  /**
   * Spec §9. No script handles resizes at present (the carousel is positioned by CSS); one that does debounces by this.
   */
  resizeDebounceMs: 200,
  twoDigitYearPivot: 68,
  shareImage: { width: 1200, height: 630 },
  postsPerPage: 12,
  /**
   * The service worker: how long a page waits for the network before its cached copy answers, and cache
   * sizes.
   */
  serviceWorker: { navigationTimeoutMs: 3000, imageCacheEntries: 60, pageCacheEntries: 50 },
  /**
   * Not in the spec: the newsletter's double opt-in. A confirmation link works this many days after it was e-mailed,
   * and an address gets at most one confirmation e-mail in this many hours, however often it is signed up.
   */
  newsletter: { confirmLinkDays: 7, confirmationEmailEveryHours: 24 },
} as const

export type Locale = (typeof site.locales)[number]

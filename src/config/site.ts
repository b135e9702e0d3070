/**
 * The spec's constants, each with one name (spec §4, §8, §9).
 * Anything a designer or the spec calls a number lives here, not inline.
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
  toast: { durationMs: 4000, swipeThresholdPx: 80, position: 'bottom-center' },
  progressBar: { throttleMs: 200, durationMs: 5000, hideDelayMs: 500 },
  breakpoints: { xs: 600, sm: 960, md: 1280, lg: 1920, mobileMenu: 1264 },
  /**
   * Spec §9. No script handles resizes at present (the carousel is positioned by CSS); one that does debounces by this.
   */
  resizeDebounceMs: 200,
  scrollAnimationMs: 500,
  minimumFetchStateMs: 200,
  prefetch: { idleTimeoutMs: 2000, skipEffectiveTypes: ['slow-2g', '2g'] },
  chunk: { loadTimeoutMs: 120_000, reloadGuardMs: 60_000 },
  gestures: { tapIntervalMs: 300, tapTimeMs: 250, pressTimeMs: 251, swipeVelocity: 0.3, swipeThresholdPx: 10 },
  twoDigitYearPivot: 68,
  shareImage: { width: 1200, height: 630 },
  postsPerPage: 12,
  /** How long the progress bar keeps its error style before hiding (not in the spec; long enough to be seen). */
  progressBarErrorHoldMs: 2000,
  /** Cookie notice (spec §2, §4): acknowledged once per browser, in a first-party cookie, both locales. */
  cookieNotice: { cookieName: 'cookie_notice', value: 'acknowledged', maxAgeDays: 365 },
  /** The tag manager (spec §7), loaded only after the cookie notice is acknowledged. */
  tagManager: { scriptUrl: 'https://www.googletagmanager.com/gtm.js' },
  /**
   * The service worker: how long a page waits for the network before its cached copy answers, and cache
   * sizes.
   */
  serviceWorker: { navigationTimeoutMs: 3000, imageCacheEntries: 60, pageCacheEntries: 50 },
  /**
   * Not in the spec: how long after `load` a page waits before registering the service worker, then at most for an idle
   * moment.
   */
  serviceWorkerRegistration: { afterLoadMs: 3000, idleTimeoutMs: 2000 },
  /**
   * Not in the spec: after `load`, at most how long the held hero motion waits for an idle moment (lib/early-input.ts).
   */
  motionHold: { idleTimeoutMs: 2000 },
  /**
   * Not in the spec: the newsletter's double opt-in. A confirmation link works this many days after it was e-mailed,
   * and an address gets at most one confirmation e-mail in this many hours, however often it is signed up.
   */
  newsletter: { confirmLinkDays: 7, confirmationEmailEveryHours: 24 },
} as const

export type Locale = (typeof site.locales)[number]

/**
 * The spec's constants that the browser's code reads (spec §4, §8, §9); the server's are in site.ts. Kept apart so
 * that a page's JavaScript carries these and not the whole table.
 */
export const browser = {
  toast: { durationMs: 4000, swipeThresholdPx: 80, position: 'bottom-center' },
  progressBar: { throttleMs: 200, durationMs: 5000, hideDelayMs: 500 },
  breakpoints: { xs: 600, sm: 960, md: 1280, lg: 1920, mobileMenu: 1264 },
  scrollAnimationMs: 500,
  minimumFetchStateMs: 200,
  prefetch: { idleTimeoutMs: 2000, skipEffectiveTypes: ['slow-2g', '2g'] },
  chunk: { loadTimeoutMs: 120_000, reloadGuardMs: 60_000 },
  gestures: { tapIntervalMs: 300, tapTimeMs: 250, pressTimeMs: 251, swipeVelocity: 0.3, swipeThresholdPx: 10 },
  /** How long the progress bar keeps its error style before hiding (not in the spec; long enough to be seen). */
  progressBarErrorHoldMs: 2000,
  /** Cookie notice (spec §2, §4): acknowledged once per browser, in a first-party cookie, both locales. */
  cookieNotice: { cookieName: 'cookie_notice', value: 'acknowledged', maxAgeDays: 365 },
  /** The tag manager (spec §7), loaded only after the cookie notice is acknowledged. */
  tagManager: { scriptUrl: 'https://www.googletagmanager.com/gtm.js' },
  /**
   * Not in the spec: how long after `load` a page waits before registering the service worker, then at most for an idle
   * moment.
   */
  serviceWorkerRegistration: { afterLoadMs: 3000, idleTimeoutMs: 2000 },
  /**
   * Not in the spec: after `load`, at most how long the held hero motion waits for an idle moment (lib/early-input.ts).
   */
  motionHold: { idleTimeoutMs: 2000 },
} as const

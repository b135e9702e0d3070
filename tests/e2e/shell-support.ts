// Helpers for the app-shell specs (tests/e2e/shell-*.spec.ts).
import type { Page } from '@playwright/test'
import { expect } from './support/test'

export type Locale = 'pt' | 'en'
export const prefix = (locale: Locale) => (locale === 'pt' ? '' : '/en')

/** Waits until the shell's listeners are attached, so a click is a client-side navigation. */
export async function shellReady(page: Page) {
  await page.waitForFunction(() => document.documentElement.dataset.shell === 'ready')
}

/** Emulates the browser's data saver: the prefetch policy then never prefetches. */
export async function emulateConnection(page: Page, connection: { effectiveType: string; saveData: boolean }) {
  await page.addInitScript((c) => {
    Object.defineProperty(Navigator.prototype, 'connection', {
      configurable: true,
      get: () => ({ ...c, downlink: 10, rtt: 50, addEventListener() {}, removeEventListener() {} }),
    })
  }, connection)
}

/** Records every phase of the progress bar with its time, and the time of each click. */
export async function recordProgress(page: Page) {
  await page.evaluate(() => {
    const bar = document.querySelector('[data-testid="progress-bar"]')!
    const w = window as unknown as { __phases: { phase: string; t: number }[]; __clicks: number[] }
    w.__phases = []
    w.__clicks = []
    // One entry per change, even when several land in one observer callback.
    new MutationObserver((records) => {
      const t = performance.now()
      records.forEach((_, i) =>
        w.__phases.push({
          phase: i + 1 < records.length ? records[i + 1].oldValue! : bar.getAttribute('data-phase')!,
          t,
        }),
      )
    }).observe(bar, { attributes: true, attributeFilter: ['data-phase'], attributeOldValue: true })
    document.addEventListener('click', () => w.__clicks.push(performance.now()), true)
  })
}

export function progressLog(page: Page) {
  return page.evaluate(() => {
    const w = window as unknown as { __phases: { phase: string; t: number }[]; __clicks: number[] }
    return { phases: w.__phases, clicks: w.__clicks }
  })
}

/** Routes matching `pathname` whose page-payload (RSC) requests get `handle`; the rest go through. */
export async function onPayload(
  page: Page,
  pathname: string,
  handle: (route: import('@playwright/test').Route) => Promise<void>,
) {
  await page.route(
    (url) => url.pathname === pathname,
    async (route) => {
      const headers = route.request().headers()
      if (headers['rsc'] === '1' && !headers['next-router-prefetch']) return handle(route)
      return route.continue()
    },
  )
}

export const isPrefetch = (headers: Record<string, string>) => headers['next-router-prefetch'] === '1'

export async function expectNoRequestsFor(ms: number, count: () => number) {
  await new Promise((r) => setTimeout(r, ms))
  expect(count()).toBe(0)
}

/**
 * Acknowledges the cookie notice (it shares the bottom of the screen). When the
 * build has a GTM_ID, that loads the tag manager: answered here with an empty
 * script, so tests never reach the real host.
 */
export async function acknowledgeCookies(page: Page) {
  await page.route('https://www.googletagmanager.com/**', (route) =>
    route.fulfill({ status: 200, contentType: 'text/javascript', body: '' }),
  )
  await page.getByTestId('cookie-notice').getByRole('button').click()
  await expect(page.getByTestId('cookie-notice')).toHaveCount(0)
}

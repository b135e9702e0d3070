// Helpers for the app-shell specs (tests/e2e/shell-*.spec.ts).
import type { Page } from '@playwright/test'
import { browser } from '../../src/config/browser'
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

/**
 * Stops the page's clock (installed with `page.clock.install()` before it loaded) where its time is now. The page's
 * time goes on while the test asks for it, so a pause that lands in the past is asked again for the new now.
 */
export async function pauseClock(page: Page) {
  for (;;) {
    const now = await page.evaluate(() => Date.now())
    try {
      return await page.clock.pauseAt(now + 50)
    } catch (error) {
      if (!/to the past/.test(String(error))) throw error
    }
  }
}

/** With the page's clock paused, moves it 50 ms per look until sonner has mounted `toast` (it mounts from timers). */
export async function runUntilMounted(page: Page, toast: import('@playwright/test').Locator) {
  const mounted = async () => {
    await page.clock.runFor(50)
    return toast.getAttribute('data-mounted', { timeout: 100 }).catch(() => null)
  }
  await expect.poll(mounted).toBe('true')
}

export const isPrefetch = (headers: Record<string, string>) => headers['next-router-prefetch'] === '1'

/**
 * Counts the page's idle callbacks that carry the prefetch policy's timeout (prefetch-links.tsx), so a test can wait
 * for the policy to have run, instead of sleeping past its 2 s cap.
 */
export async function trackPrefetchPolicy(page: Page) {
  await page.addInitScript((timeout) => {
    const counts = { scheduled: 0, settled: 0 }
    ;(window as unknown as { __prefetchPolicy: typeof counts }).__prefetchPolicy = counts
    const request = window.requestIdleCallback.bind(window)
    const cancel = window.cancelIdleCallback.bind(window)
    const pending = new Set<number>()
    window.requestIdleCallback = (fn, options) => {
      if (options?.timeout !== timeout) return request(fn, options)
      counts.scheduled++
      const id = request((deadline) => {
        pending.delete(id)
        counts.settled++
        fn(deadline)
      }, options)
      pending.add(id)
      return id
    }
    window.cancelIdleCallback = (id) => {
      if (pending.delete(id)) counts.settled++
      cancel(id)
    }
  }, browser.prefetch.idleTimeoutMs)
}

/** Waits until the prefetch policy has run and has nothing pending: every prefetch it decided on has been asked for. */
export async function prefetchPolicySettled(page: Page) {
  await page.waitForFunction(() => {
    const counts = (window as unknown as { __prefetchPolicy: { scheduled: number; settled: number } }).__prefetchPolicy
    return counts.settled > 0 && counts.settled === counts.scheduled
  })
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

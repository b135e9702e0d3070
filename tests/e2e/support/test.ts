// The `test` every spec uses: Playwright's, with what the browser said kept with a failed test. Google's hosts are
// answered on loopback (support/third-parties.ts, started by the global setup).
import { expect, test as base } from '@playwright/test'

export const test = base.extend({
  // What the browser said (console, page errors, failed requests, navigations), kept with a
  // failed test: the CI log then says why a flaky run failed, where its trace is gone.
  page: async ({ page }, provide, testInfo) => {
    const log: string[] = []
    const at = () => `${(performance.now() / 1000).toFixed(3)}s`
    page.on('console', (m) => log.push(`${at()} console.${m.type()} ${m.text()}`))
    page.on('pageerror', (e) => log.push(`${at()} pageerror ${e.message}`))
    page.on('requestfailed', (r) =>
      log.push(`${at()} request failed ${r.method()} ${r.url()} ${r.failure()?.errorText ?? ''}`),
    )
    page.on('framenavigated', (f) => f === page.mainFrame() && log.push(`${at()} navigated ${f.url()}`))
    await provide(page)
    if (testInfo.status !== testInfo.expectedStatus)
      await testInfo.attach('browser-log', { body: log.join('\n'), contentType: 'text/plain' })
  },
})

export { expect }

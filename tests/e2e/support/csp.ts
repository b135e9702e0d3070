// Content-Security-Policy violations as the browser reports them: in the console and as DOM events.
import type { Page } from '@playwright/test'

/** Starts recording every CSP violation `page` reports, from its first script on; returns a reader of them. */
export async function recordViolations(page: Page): Promise<() => Promise<string[]>> {
  const console: string[] = []
  page.on('console', (m) => /Content Security Policy|Content-Security-Policy/i.test(m.text()) && console.push(m.text()))
  await page.addInitScript(() => {
    const w = window as unknown as { __csp: string[] }
    w.__csp = []
    document.addEventListener('securitypolicyviolation', (e) =>
      w.__csp.push(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`),
    )
  })
  return async () => [...console, ...(await page.evaluate(() => (window as unknown as { __csp: string[] }).__csp))]
}

import AxeBuilder from '@axe-core/playwright'
import { recordViolations } from './support/csp'
import { expect, test } from './support/test'
import { allRoutes, prefix } from './support/routes'

// The route sweep: every route of both locales, at the phone and the desktop viewport,
// plus the offline page the service worker shows (not a public route: noindex, not in the sitemap).
const sweep = async (request: Parameters<typeof allRoutes>[0], locale: 'pt' | 'en') => [
  ...(await allRoutes(request, locale)),
  `${prefix(locale)}/offline`,
]
for (const locale of ['pt', 'en'] as const) {
  // One load per route for every check: a page load costs more than any of them. The tag manager and reCAPTCHA are
  // configured (the e2e build has GTM_ID and a site key; support/third-parties.ts answers both hosts): after the
  // cookie notice is acknowledged the tag manager loads, and a form's first focus loads reCAPTCHA and its frame.
  test(`every ${locale} route: no sideways scroll, no axe violation, no CSP violation with the third parties loaded`, async ({
    page,
    request,
  }) => {
    test.setTimeout(240_000)
    const violations = await recordViolations(page)
    const gtm: string[] = []
    const recaptcha: string[] = []
    page.on('request', (r) => r.url().startsWith('https://www.googletagmanager.com/') && gtm.push(r.url()))
    page.on('request', (r) => r.url().startsWith('https://www.google.com/recaptcha/') && recaptcha.push(r.url()))

    for (const [i, route] of (await sweep(request, locale)).entries()) {
      const res = await page.goto(route)
      const headers = res!.headers()
      expect(headers['content-security-policy'], route).toContain("frame-ancestors 'self'")
      expect(headers['content-security-policy'], route).not.toContain('unsafe-eval')
      expect(headers['x-content-type-options'], route).toBe('nosniff')
      expect(headers['referrer-policy'], route).toBe('strict-origin-when-cross-origin')
      await page.waitForFunction(() => document.documentElement.dataset.shell === 'ready')

      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      )
      expect(overflow, `${route} scrolls sideways`).toBeLessThanOrEqual(0)
      // Before the third parties' frames exist: axe reads the site's own markup (the cookie notice on the first route).
      const axe = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
        // WCAG 2.5.3 Label in Name (level A): axe checks it with a rule it still marks experimental,
        // which a tag list leaves out, so it is asked for by name.
        .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
        .analyze()
      const summary = axe.violations.map(
        (v) =>
          `${v.id} (${v.impact}): ${v.nodes
            .map((n) => n.target.join(' '))
            .slice(0, 3)
            .join(', ')}`,
      )
      expect(summary, route).toEqual([])

      if (i === 0)
        await page
          .getByRole('region', { name: locale === 'pt' ? 'Aviso de cookies' : 'Cookie notice' })
          .getByRole('button')
          .click()
      // A form's first focus loads reCAPTCHA; the home page has two forms, the others the footer's.
      const field = page.locator('form input[type="email"]').first()
      if (await field.count()) {
        await field.focus()
        await expect(page.locator('iframe[title="reCAPTCHA"]').first()).toBeAttached()
      }
      expect(await violations(), route).toEqual([])
    }
    expect(gtm.length).toBeGreaterThan(0)
    expect(recaptcha.length).toBeGreaterThan(0)
  })
}

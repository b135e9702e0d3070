import AxeBuilder from '@axe-core/playwright'
import { expect, test } from './support/test'
import { allRoutes, prefix } from './support/routes'

// The route sweep: every route of both locales, at the phone and the desktop viewport,
// plus the offline page the service worker shows (not a public route: noindex, not in the sitemap).
const sweep = async (request: Parameters<typeof allRoutes>[0], locale: 'pt' | 'en') => [
  ...(await allRoutes(request, locale)),
  `${prefix(locale)}/offline`,
]
for (const locale of ['pt', 'en'] as const) {
  // One load per route for both checks: a page load costs more than either.
  test(`no ${locale} route scrolls sideways, and axe finds no violation on any`, async ({ page, request }) => {
    test.setTimeout(180_000)
    for (const route of await sweep(request, locale)) {
      await page.goto(route)
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      )
      expect(overflow, `${route} scrolls sideways`).toBeLessThanOrEqual(0)
      const { violations } = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
        // WCAG 2.5.3 Label in Name (level A): axe checks it with a rule it still marks experimental,
        // which a tag list leaves out, so it is asked for by name.
        .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
        .analyze()
      const summary = violations.map(
        (v) =>
          `${v.id} (${v.impact}): ${v.nodes
            .map((n) => n.target.join(' '))
            .slice(0, 3)
            .join(', ')}`,
      )
      expect(summary, route).toEqual([])
    }
  })
}

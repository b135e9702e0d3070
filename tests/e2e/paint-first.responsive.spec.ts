// A page shows itself before it starts its scripts (src/next-adapter/paint-first.mjs), and then
// hydrates as before. Pages are picked across the kinds and both locales.
import { expect, test } from './support/test'
import { shellReady } from './shell-support'

for (const path of ['/', '/en/cases', '/politica-de-privacidade']) {
  test(`${path}: no script is requested before the first frame, and the page then hydrates`, async ({ page }) => {
    // The first animation frame's time: the browser renders (and then paints) that frame, and
    // nothing the page loads before it can have waited for the paint.
    await page.addInitScript(() => {
      requestAnimationFrame(() => ((window as unknown as { __firstFrame: number }).__firstFrame = performance.now()))
    })
    await page.goto(path)
    await shellReady(page)
    const { firstFrame, chunks } = await page.evaluate(() => ({
      firstFrame: (window as unknown as { __firstFrame: number }).__firstFrame,
      chunks: performance
        .getEntriesByType('resource')
        .filter((e) => /\/_next\/static\/chunks\/[^/]+\.js$/.test(new URL(e.name).pathname))
        .map((e) => ({ path: new URL(e.name).pathname, start: Math.round(e.startTime) })),
    }))
    expect(chunks.length).toBeGreaterThan(3)
    expect(
      chunks.filter((c) => c.start < firstFrame),
      `scripts requested before the first frame at ${Math.round(firstFrame)} ms`,
    ).toEqual([])
    // Hydrated: on a phone the menu button (an island) opens the menu; shellReady is set by another.
    const menu = page.locator('button[aria-controls="site-menu"]')
    if (await menu.isVisible()) {
      await menu.click()
      await expect(menu).toHaveAttribute('aria-expanded', 'true')
    }
  })
}

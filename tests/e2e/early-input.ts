// Holds a page's script chunks until released: what a phone sees between the first paint and
// hydration (the chunks start after the first paint and take their time on a slow link).
import type { Page } from '@playwright/test'

export async function holdScripts(page: Page) {
  let release!: () => void
  const released = new Promise<void>((resolve) => (release = resolve))
  await page.route(/\/_next\/static\/chunks\/[^/?]+\.js(\?|$)/, async (route) => {
    await released
    await route.continue().catch(() => undefined)
  })
  return release
}

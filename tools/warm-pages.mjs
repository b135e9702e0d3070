// Loads each page once, unmeasured, at Lighthouse's mobile and desktop viewports, scrolled to the
// bottom, so the server has resized and encoded every image a measured run will ask for.
// Why: /_next/image encodes an image (AVIF for Chromium) on its first request and caches it. On
// this 2-core host that encoding ran beside the measured browser and took ~10 s of server CPU
// during the first run of a page (0.7 s on the next runs), which read as the page's own blocking
// time. Visitors of a running site find those images already encoded.
import { chromium } from 'playwright'

const viewports = [
  { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true },
  { viewport: { width: 1350, height: 940 }, deviceScaleFactor: 1 },
]

export async function warmPages(origin, pages) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  })
  try {
    for (const options of viewports) {
      const context = await browser.newContext(options)
      const page = await context.newPage()
      for (const path of pages) {
        await page.goto(origin + path, { waitUntil: 'networkidle' })
        // Step down the page so every lazy image comes near the viewport once.
        await page.evaluate(async () => {
          for (let y = 0; y < document.documentElement.scrollHeight; y += innerHeight / 2) {
            scrollTo(0, y)
            await new Promise((resolve) => setTimeout(resolve, 50))
          }
        })
        await page.waitForLoadState('networkidle')
      }
      await context.close()
    }
  } finally {
    await browser.close()
  }
}

import type { Page } from '@playwright/test'
import { expect, test } from './support/test'
import { acknowledgeCookies, prefix, shellReady, type Locale } from './shell-support'

const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY))

test('a page change starts at the top and back restores the position', async ({ page }) => {
  await page.goto('/')
  await shellReady(page)
  await acknowledgeCookies(page)
  const link = page.getByRole('contentinfo').getByRole('link', { name: 'Política de privacidade', exact: true })
  await link.scrollIntoViewIfNeeded()
  const before = await scrollY(page)
  expect(before).toBeGreaterThan(1000)
  await link.click()
  await expect(page).toHaveURL(/\/politica-de-privacidade$/)
  await expect.poll(() => scrollY(page)).toBe(0)

  await page.goBack()
  await expect(page).toHaveURL(/\/$/)
  await expect.poll(() => scrollY(page)).toBeGreaterThan(before - 40)
  expect(await scrollY(page)).toBeLessThan(before + 40)
})

for (const locale of ['pt', 'en'] as Locale[]) {
  test(`an in-page anchor scrolls there in 500 ms, below the header, and takes focus (${locale})`, async ({ page }) => {
    await page.goto(`${prefix(locale)}/politica-de-privacidade`)
    await shellReady(page)
    const toc = page.locator('nav[aria-labelledby="toc-title"] a').last()
    const hash = (await toc.getAttribute('href'))!
    const id = decodeURIComponent(hash.slice(1))
    await page.evaluate(() => {
      const w = window as unknown as { __scrolls: number[]; __clickAt: number }
      w.__scrolls = []
      window.addEventListener('scroll', () => w.__scrolls.push(performance.now()), { passive: true })
      document.addEventListener('click', () => (w.__clickAt = performance.now()), true)
    })
    const start = await scrollY(page)
    await toc.click()
    await expect(page).toHaveURL(new RegExp(`${hash}$`))
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe(id)

    const { scrolls, clickAt, top, padding, atEnd } = await page.evaluate((targetId) => {
      const w = window as unknown as { __scrolls: number[]; __clickAt: number }
      const root = document.documentElement
      return {
        scrolls: w.__scrolls,
        clickAt: w.__clickAt,
        top: document.getElementById(targetId)!.getBoundingClientRect().top,
        padding: parseFloat(getComputedStyle(root).scrollPaddingTop),
        atEnd: Math.abs(window.scrollY - (root.scrollHeight - window.innerHeight)) < 2,
      }
    }, id)
    expect(await scrollY(page)).toBeGreaterThan(start)
    // Below the sticky header (scroll-padding-top), unless the page ends first.
    if (!atEnd) expect(Math.abs(top - padding)).toBeLessThan(2)
    // Animated over ~500 ms: many steps, the last one (the first frame 500 ms after the click) no
    // sooner than 400 ms, and the one before it still within ~500 ms. The steps follow the clock, so
    // a frame the browser paints late (a loaded machine) moves the end, not the animation's length:
    // a longer animation would still be scrolling well after 600 ms.
    expect(scrolls.length).toBeGreaterThan(5)
    expect(scrolls.at(-1)! - clickAt).toBeGreaterThan(400)
    expect(scrolls.at(-2)! - clickAt).toBeLessThan(600)
  })
}

test('under reduced motion an in-page anchor jumps at once', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await page.goto('/politica-de-privacidade')
  await shellReady(page)
  const toc = page.locator('nav[aria-labelledby="toc-title"] a').last()
  const id = decodeURIComponent((await toc.getAttribute('href'))!.slice(1))
  await page.evaluate(() => {
    const w = window as unknown as { __scrolls: number[] }
    w.__scrolls = []
    window.addEventListener('scroll', () => w.__scrolls.push(performance.now()), { passive: true })
  })
  await toc.click()
  await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe(id)
  const scrolls = await page.evaluate(() => (window as unknown as { __scrolls: number[] }).__scrolls.length)
  expect(scrolls).toBeLessThanOrEqual(2)
})

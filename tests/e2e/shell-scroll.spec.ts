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
    // The page's clock (timers, animation frames, performance.now) is Playwright's: the animation
    // is stepped through in page time, so a loaded machine that paints late cannot change the result.
    await page.clock.install()
    await page.goto(`${prefix(locale)}/politica-de-privacidade`)
    await shellReady(page)
    const toc = page.locator('nav[aria-labelledby="toc-title"] a').last()
    const hash = (await toc.getAttribute('href'))!
    const id = decodeURIComponent(hash.slice(1))
    const start = await scrollY(page)
    await page.clock.pauseAt(Date.now() + 60_000)
    await toc.click()
    await expect(page).toHaveURL(new RegExp(`${hash}$`))
    const focused = () => page.evaluate(() => document.activeElement?.id)

    // Halfway through, the page is between where it was and where it goes, and has not jumped.
    await page.clock.runFor(250)
    const halfway = await scrollY(page)
    expect(halfway).toBeGreaterThan(start)
    // 450 ms in, still moving; 550 ms in, there, with focus on the target.
    await page.clock.runFor(200)
    const late = await scrollY(page)
    expect(late).toBeGreaterThan(halfway)
    expect(await focused()).not.toBe(id)
    await page.clock.runFor(100)
    const end = await scrollY(page)
    expect(end).toBeGreaterThan(late)
    expect(await focused()).toBe(id)
    await page.clock.runFor(500)
    expect(await scrollY(page)).toBe(end)

    const { top, padding, atEnd } = await page.evaluate((targetId) => {
      const root = document.documentElement
      return {
        top: document.getElementById(targetId)!.getBoundingClientRect().top,
        padding: parseFloat(getComputedStyle(root).scrollPaddingTop),
        atEnd: Math.abs(window.scrollY - (root.scrollHeight - window.innerHeight)) < 2,
      }
    }, id)
    // Below the sticky header (scroll-padding-top), unless the page ends first.
    if (!atEnd) expect(Math.abs(top - padding)).toBeLessThan(2)
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

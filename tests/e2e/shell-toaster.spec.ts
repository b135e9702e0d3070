import type { BrowserContext, Locator, Page } from '@playwright/test'
import { expect, test } from './support/test'
import { acknowledgeCookies, pauseClock, runUntilMounted, shellReady } from './shell-support'

// The one toaster (spec §8/§9): bottom-center, 4 s, held while hovered, swiped away beyond 80 px.
// A toast is raised the way the site raises one: the back-online message.
async function raiseToast(page: Page, context: BrowserContext) {
  // The page notes when the toast enters and leaves the DOM, in its (Playwright's) time.
  await page.evaluate(() => {
    const w = window as unknown as { toastTimes: { added?: number; removed?: number } }
    w.toastTimes = {}
    new MutationObserver(() => {
      const present = document.querySelector('[data-sonner-toast]') !== null
      if (present && w.toastTimes.added === undefined) w.toastTimes.added = performance.now()
      if (!present && w.toastTimes.added !== undefined && w.toastTimes.removed === undefined)
        w.toastTimes.removed = performance.now()
    }).observe(document.body, { childList: true, subtree: true })
  })
  await context.setOffline(true)
  await expect(page.locator('html')).toHaveAttribute('data-offline', '')
  await context.setOffline(false)
  const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Você está online de novo.' })
  await runUntilMounted(page, toast)
  await expect(toast).toBeVisible()
  return toast
}

/** The toast's times in the page's clock: when it entered the DOM and (once gone) left it. */
const toastTimes = (page: Page) =>
  page.evaluate(() => (window as unknown as { toastTimes: { added: number; removed?: number } }).toastTimes)

/** Moves the page's clock to `ms` after the toast entered the DOM. */
async function runToAfterShown(page: Page, ms: number) {
  const { added } = await toastTimes(page)
  const now = await page.evaluate(() => performance.now())
  await page.clock.runFor(Math.max(0, Math.round(added + ms - now)))
}

// The page's timers run on Playwright's clock, paused once the page is ready, where its time is: a toast's 4 s are the
// page's, whatever a loaded machine does to wall-clock time.
test.beforeEach(async ({ page }) => {
  await page.clock.install()
  await page.goto('/cases')
  await shellReady(page)
  // Out of the way: the notice shares the bottom of the screen.
  await acknowledgeCookies(page)
  await pauseClock(page)
})

test('toasts sit at the bottom center, in the page language, and leave after 4 s', async ({ page, context }) => {
  const toast = await raiseToast(page, context)
  await expect(page.getByRole('region', { name: /^Notificações/ })).toHaveCount(1)
  const toaster = page.locator('[data-sonner-toaster]')
  await expect(toaster).toHaveAttribute('data-y-position', 'bottom')
  await expect(toaster).toHaveAttribute('data-x-position', 'center')
  const box = (await toast.boundingBox())!
  const viewport = page.viewportSize()!
  expect(Math.abs(box.x + box.width / 2 - viewport.width / 2)).toBeLessThan(4)
  expect(viewport.height - (box.y + box.height)).toBeLessThan(80)

  await page.mouse.move(5, 5)
  await runToAfterShown(page, 3900)
  await expect(toast).toBeVisible()
  // Past 4 s, and the exit animation's timer.
  await runToAfterShown(page, 4500)
  await expect(toast).toHaveCount(0)
  const times = (await toastTimes(page)) as { added: number; removed: number }
  expect(times.removed - times.added).toBeGreaterThanOrEqual(4000)
  expect(times.removed - times.added).toBeLessThan(4500)
})

test('a hovered toast stays', async ({ page, context }) => {
  const toast = await raiseToast(page, context)
  await toast.hover()
  await page.clock.runFor(5500)
  await expect(toast).toBeVisible()
  await page.mouse.move(5, 5)
  await page.clock.runFor(4500)
  await expect(toast).toHaveCount(0)
})

// A finger, not a mouse: a mouse drag selects the toast's text, and sonner ignores
// swipes while text is selected. Touch is the gesture the spec's threshold is about.
async function swipe(page: Page, toast: Locator, dx: number) {
  const box = (await toast.boundingBox())!
  const x = Math.round(box.x + box.width / 2)
  const y = Math.round(box.y + box.height / 2)
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] })
  for (let i = 1; i <= 12; i++) {
    await cdp.send('Input.dispatchTouchEvent', {
      type: 'touchMove',
      touchPoints: [{ x: x + Math.round((dx * i) / 12), y }],
    })
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] })
  await cdp.detach()
}

test.describe('on a touch screen', () => {
  test.use({ hasTouch: true })

  test('a swipe up to 80 px snaps back; beyond 80 px closes the toast', async ({ page, context }) => {
    const toast = await raiseToast(page, context)
    // 60 px, quickly: sonner alone would close it (45 px, or any flick over 0.11 px/ms).
    await swipe(page, toast, -60)
    // Longer than a closing toast's exit: one the swipe had closed would be gone.
    await page.clock.runFor(600)
    await expect(toast).toBeVisible()
    await expect(toast).toHaveAttribute('data-removed', 'false')
    await swipe(page, toast, 80)
    await page.clock.runFor(600)
    await expect(toast).toHaveAttribute('data-removed', 'false')
    await swipe(page, toast, -120)
    await page.clock.runFor(600)
    await expect(toast).toHaveCount(0)
  })
})

import { expect, test } from './support/test'
import { holdScripts } from './early-input'
import { shellReady } from './shell-support'

// The overlay exists below the 1264 px breakpoint only: this file runs in the phone project.
test('the menu opens by its button, traps focus, closes on Escape and on a link', async ({ page }) => {
  await page.goto('/')
  const toggle = page.getByRole('button', { name: 'Abrir menu' })
  const nav = page.locator('#site-menu nav')
  await expect(nav).toBeHidden()
  await toggle.click()
  await expect(nav).toBeVisible()
  await expect(page.getByRole('button', { name: 'Fechar menu' })).toHaveAttribute('aria-expanded', 'true')
  // The page behind does not scroll.
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden')
  // Focus stays inside: many Tabs never leave the header.
  for (let i = 0; i < 14; i++) {
    await page.keyboard.press('Tab')
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('header')))).toBe(true)
  }
  await page.keyboard.press('Escape')
  await expect(nav).toBeHidden()
  await expect(toggle).toBeFocused()
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe('hidden')

  await toggle.click()
  await nav.getByRole('link', { name: 'Artigos' }).click()
  await expect(page).toHaveURL(/\/posts$/)
  await expect(nav).toBeHidden()
})

test('before the page has hydrated, the menu button already opens the menu, and the island keeps it open', async ({
  page,
}) => {
  const release = await holdScripts(page)
  await page.goto('/en', { waitUntil: 'domcontentloaded' })
  const toggle = page.locator('button[aria-controls="site-menu"]')
  const nav = page.locator('#site-menu nav')
  await expect(toggle).not.toHaveAttribute('data-hydrated')
  await toggle.click()
  await expect(nav).toBeVisible()
  await expect(toggle).toHaveAttribute('aria-expanded', 'true')
  await toggle.click()
  await expect(nav).toBeHidden()
  await toggle.click()
  await expect(nav).toBeVisible()

  release()
  await shellReady(page)
  await expect(toggle).toHaveAttribute('data-hydrated', '')
  // Taken over by the island: still open, now named for closing, and Escape closes it.
  await expect(nav).toBeVisible()
  await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true')
  await page.keyboard.press('Escape')
  await expect(nav).toBeHidden()
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused()
})

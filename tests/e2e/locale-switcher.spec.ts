import { expect, test } from './support/test'
import { publicDocs, slugsOf } from './support/cms'
import { holdScripts } from './early-input'
import { shellReady } from './shell-support'

test('the switcher goes to the same case under its other-language slug, and back', async ({ page, request }) => {
  const [item] = await publicDocs(request, 'cases', 'pt', '&sort=-year')
  const slugs = await slugsOf(request, 'cases', item.id)
  expect(slugs.pt).not.toBe(slugs.en)

  await page.goto(`/case/${slugs.pt}`)
  await shellReady(page)
  await page.getByRole('banner').getByTestId('locale-switcher').click({ force: true })
  await expect(page).toHaveURL(new RegExp(`/en/case/${slugs.en}$`))
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US')
  await shellReady(page)

  await page.getByRole('banner').getByTestId('locale-switcher').click({ force: true })
  await expect(page).toHaveURL(new RegExp(`/case/${slugs.pt}$`))
  expect(new URL(page.url()).pathname.startsWith('/en')).toBe(false)
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR')
  // The visitor's choice is remembered in the locale cookie (spec §4).
  const cookie = (await page.context().cookies()).find((c) => c.name === 'NEXT_LOCALE')
  expect(cookie?.value).toBe('pt')
})

test('pages without a document switch to the same page', async ({ page }) => {
  await page.goto('/o-que-fazemos')
  await expect(page.getByRole('banner').getByTestId('locale-switcher')).toHaveAttribute('href', '/en/what-we-do')
  await page.goto('/en/posts')
  await expect(page.getByRole('banner').getByTestId('locale-switcher')).toHaveAttribute('href', '/posts')
})

test('a choice made before the page has hydrated is remembered too', async ({ page, context }) => {
  await holdScripts(page)
  await page.goto('/cases', { waitUntil: 'domcontentloaded' })
  await page.getByRole('contentinfo').getByTestId('locale-switcher').click()
  await expect(page).toHaveURL(/\/en\/cases$/)
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US')
  expect((await context.cookies()).find((c) => c.name === 'NEXT_LOCALE')?.value).toBe('en')
})

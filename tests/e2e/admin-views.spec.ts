// Every list and edit view of the admin, in both of its languages, as an admin: each view loads
// without an /api answer of 400 or more, every relation is shown by its title ("Untitled - ID: n"
// is what Payload shows when it cannot read the related document), and each relationship and
// upload field opens its options.
import type { Page } from '@playwright/test'
import { expect, test } from './support/test'
import { adminToken, auth, lastingJobs } from './support/cms'
import { newUser } from './support/editor'

type Language = 'pt' | 'en'
const untitled = /Untitled - ID|Sem título - ID/
const chooseExisting: Record<Language, RegExp> = { pt: /Escolher entre os existentes/, en: /Choose from existing/ }

const collections = [
  'cases',
  'posts',
  'services',
  'media',
  'redirects',
  'clients',
  'employees',
  'products',
  'users',
  'payload-jobs',
  'subscribers',
  'leads',
]
const globals = ['site-settings', 'about', 'legal']
// Collections whose list is a view of its own (the Speed view: tests/e2e/vitals.spec.ts), not Payload's list.
const ownViews = ['web-vitals']

/** The admin, signed in, in `language`; every /api answer of 400 or more is recorded. */
async function adminPage(page: Page, baseURL: string, language: Language): Promise<string[]> {
  await page.context().addCookies([
    { name: 'payload-token', value: adminToken(), url: baseURL },
    { name: 'payload-lng', value: language, url: baseURL },
  ])
  const failed: string[] = []
  page.on('response', (r) => {
    if (new URL(r.url()).pathname.startsWith('/api/') && r.status() >= 400)
      failed.push(`${r.status()} ${r.request().method()} ${r.url()}`)
  })
  return failed
}

/** Waits until the admin has drawn the view's fields and settled its requests. */
async function settled(page: Page) {
  await expect(page.locator('.render-fields, .collection-list, .list-controls').first()).toBeVisible()
  await page.waitForLoadState('networkidle')
}

/**
 * Opens each relationship field's options, each empty upload field's "choose from existing" list and
 * each filled one's document; returns how many fields it opened. (Not in a create view: there
 * autosave makes an untitled draft at once, which every other view then lists.)
 */
async function openEveryOption(page: Page, language: Language): Promise<number> {
  const relationships = page.locator('.field-type.relationship:visible')
  for (let i = 0; i < (await relationships.count()); i++) {
    await relationships.nth(i).locator('.rs__control').click()
    const menu = page.locator('.rs__menu')
    await expect(menu.locator('.rs__option').first()).toBeVisible()
    await expect(menu).not.toContainText(untitled)
    await page.keyboard.press('Escape')
    await expect(menu).toBeHidden()
  }
  const empty = page.locator('.field-type.upload:visible').getByRole('button', { name: chooseExisting[language] })
  for (let i = 0; i < (await empty.count()); i++) {
    await empty.nth(i).click()
    const drawer = page.locator('.list-drawer')
    await expect(drawer.locator('tbody tr').first()).toBeVisible()
    await expect(drawer).not.toContainText(untitled)
    await page.keyboard.press('Escape')
    await expect(drawer).toBeHidden()
  }
  const filled = page.locator('.field-type.upload:visible .upload-relationship-details')
  for (let i = 0; i < (await filled.count()); i++) {
    const file = filled.nth(i)
    await expect(file.locator('.upload-relationship-details__filename')).toHaveText(/\.(jpe?g|png|webp|avif|svg|gif)$/)
    await file.locator('.upload-relationship-details__edit').click()
    const drawer = page.locator('.doc-drawer')
    await expect(drawer.locator('.render-fields').first()).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(drawer).toBeHidden()
  }
  return (await relationships.count()) + (await empty.count()) + (await filled.count())
}

for (const language of ['pt', 'en'] as const) {
  test.describe(`the admin in ${language}`, () => {
    test('lists every collection and global that these tests open', async ({ page, baseURL }) => {
      const failed = await adminPage(page, baseURL!, language)
      await page.goto('/admin')
      // The dashboard's Translation panel links to documents, not to the collections: left out.
      const hrefs = await page
        .locator('a[href^="/admin/collections/"], a[href^="/admin/globals/"]')
        .evaluateAll((as) =>
          as.filter((a) => !a.closest('[data-translation-panel]')).map((a) => a.getAttribute('href')),
        )
      const named = new Set(hrefs.map((h) => h!.replace(/\/create$/, '')))
      expect([...named].sort()).toEqual(
        [
          ...[...collections, ...ownViews].map((c) => `/admin/collections/${c}`),
          ...globals.map((g) => `/admin/globals/${g}`),
        ].sort(),
      )
      expect(failed).toEqual([])
    })

    for (const collection of collections) {
      test(`${collection}: the list and the first document load, and their relations open`, async ({
        page,
        baseURL,
      }) => {
        const failed = await adminPage(page, baseURL!, language)
        await page.goto(
          `/admin/collections/${collection}${collection === 'payload-jobs' ? await lastingJobs(page.request) : ''}`,
        )
        await settled(page)
        await expect(page.locator('body')).not.toContainText(untitled)

        // The first row's document, opened from the list as an editor does (the admin's own navigation).
        const first = page.locator(`tbody tr a[href^="/admin/collections/${collection}/"]`).first()
        if (await first.count()) {
          const href = await first.getAttribute('href')
          await first.click()
          await expect(page).toHaveURL(href!)
          await settled(page)
          expect(failed).toEqual([])
          await expect(page.locator('body')).not.toContainText(untitled)
          const opened = await openEveryOption(page, language)
          // A case has a client, services, a cover and a share image at least.
          if (collection === 'cases') expect(opened).toBeGreaterThanOrEqual(4)
        }
        expect(failed).toEqual([])
      })
    }

    for (const global of globals) {
      test(`${global}: the global loads, and its relations open`, async ({ page, baseURL }) => {
        const failed = await adminPage(page, baseURL!, language)
        await page.goto(`/admin/globals/${global}`)
        await settled(page)
        await expect(page.locator('body')).not.toContainText(untitled)
        await openEveryOption(page, language)
        expect(failed).toEqual([])
      })
    }
  })
}

test('a Subscribers-only user sees the subscribers and their own account, and nothing of the content', async ({
  page,
  baseURL,
  request,
}) => {
  const user = await newUser(request, ['subscribers'])
  const email = `e2e-subs-view-${Date.now()}@example.com`
  const signUp = await request.post('/api/newsletter', {
    data: { name: 'Ana', surname: 'Lima', email, locale: 'pt', page: '/' },
  })
  expect(signUp.ok()).toBe(true)
  await page.context().addCookies([{ name: 'payload-token', value: user.token, url: baseURL! }])
  const failed: string[] = []
  page.on('response', (r) => {
    if (new URL(r.url()).pathname.startsWith('/api/') && r.status() >= 400) failed.push(`${r.status()} ${r.url()}`)
  })
  await page.goto('/admin')
  const hrefs = await page
    .locator('a[href^="/admin/collections/"], a[href^="/admin/globals/"]')
    .evaluateAll((as) => [...new Set(as.map((a) => a.getAttribute('href')))])
  expect(hrefs.sort()).toEqual(['/admin/collections/subscribers', '/admin/collections/users'])
  await page.goto('/admin/collections/subscribers')
  await settled(page)
  const found = await request.get(`/api/subscribers?where[email][equals]=${encodeURIComponent(email)}&depth=0`, {
    headers: auth(user.token),
  })
  const [subscriber] = (await found.json()).docs
  await page.goto(`/admin/collections/subscribers/${subscriber.id}`)
  await settled(page)
  await expect(page.locator('body')).toContainText(email)
  await page.goto('/admin/account')
  await settled(page)
  expect(failed).toEqual([])
  // Content is out of reach in the admin too, not only hidden from its navigation.
  expect((await request.post('/api/cases', { headers: auth(user.token), data: { title: 'x' } })).status()).toBe(403)
})

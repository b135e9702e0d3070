// Every list and edit view of the admin, in each of its languages, as an admin: each view loads without an /api answer
// of 400 or more; shows its fields' labels (from the Payload config, read by support/admin-texts.ts) in that language
// and none of the other language's; lists search "by" their title field in that language and checkboxes read Sim/Não,
// Yes/No; every relation is shown by its title ("Untitled - ID: n" is what Payload shows when it cannot read the
// related document); and each relationship and upload field opens its options (in Portuguese).
import { execFileSync } from 'node:child_process'
import type { Page } from '@playwright/test'
import { expect, test } from './support/test'
import { adminToken, auth, lastingJobs } from './support/cms'
import type { EntityTexts } from './support/admin-texts'
import { newUser } from './support/editor'

type Language = 'pt' | 'en'
const other = (language: Language): Language => (language === 'pt' ? 'en' : 'pt')
const untitled = /Untitled - ID|Sem título - ID/
const chooseExisting: Record<Language, RegExp> = { pt: /Escolher entre os existentes/, en: /Choose from existing/ }
// The options a relation offers are documents' titles in the content's locale, whatever the admin's language: opened
// in the editors' language only (they were most of this file's time when opened in both).
const optionsLanguage: Language = 'pt'
const relationsOpen = (language: Language) => (language === optionsLanguage ? ', and its relations open' : '')
// Collections whose list is a view of its own (the Speed view: tests/e2e/vitals.spec.ts), not Payload's list.
const ownViews = ['web-vitals']

/** The config's words, read once per worker (a `payload run` of a few seconds). */
const entities: EntityTexts[] = JSON.parse(
  execFileSync('node_modules/.bin/payload', ['run', 'tests/e2e/support/admin-texts.ts'], {
    encoding: 'utf8',
    env: {
      ...process.env,
      NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --conditions=production`.trim(),
      PAYLOAD_SECRET: process.env.PAYLOAD_SECRET ?? 'admin-texts',
      DATABASE_URL: 'file::memory:',
    },
  })
    .split('\n')
    .find((line) => line.startsWith('['))!,
)

/** Labels only the other language has (a word both share, such as "Tags", is no sign of either). */
function foreignWords(language: Language): Set<string> {
  const own = new Set(entities.flatMap((e) => e.headings.map((w) => w[language])))
  return new Set(entities.flatMap((e) => e.headings.map((w) => w[other(language)])).filter((w) => !own.has(w)))
}

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

/** The headings the view shows: field labels (without "*" or the locale), tabs and list columns. */
async function shownHeadings(page: Page): Promise<string[]> {
  return page.locator('.field-label, .tabs-field__tab-button, thead th').evaluateAll((els) =>
    els
      .filter((el) => (el as HTMLElement).offsetParent !== null)
      .map((el) =>
        el.matches('.field-label')
          ? Array.from(el.childNodes, (n) => (n.nodeType === Node.TEXT_NODE ? n.textContent : '')).join('')
          : (el as HTMLElement).innerText,
      )
      .map((text) => (text ?? '').trim())
      .filter(Boolean),
  )
}

/** Scrolls the page down half a window at a time, a frame drawn at each step, then back to the top. */
async function scrollThrough(page: Page) {
  await page.evaluate(async () => {
    const drawn = () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))
    for (let y = 0; y < document.documentElement.scrollHeight; y += innerHeight / 2) {
      scrollTo(0, y)
      await drawn()
    }
    scrollTo(0, 0)
  })
}

/** The edit view shown shows every heading its fields always show, in `language`, and none in the other. */
async function expectEditTexts(page: Page, entity: EntityTexts, language: Language) {
  // Payload draws a field once it comes near the view (an IntersectionObserver): scroll through the form as an editor
  // does. (A window as tall as the form missed groups now and then: Chromium did not always tell the observer.)
  await expect
    .poll(
      async () => {
        await scrollThrough(page)
        const shown = await shownHeadings(page)
        return entity.always.map((heading) => heading[language]).filter((heading) => !shown.includes(heading))
      },
      { message: `${page.url()}: headings not shown` },
    )
    .toEqual([])
  const edit = await shownHeadings(page)
  expect(
    edit.filter((w) => foreignWords(language).has(w)),
    `${page.url()}: the other language`,
  ).toEqual([])
  await expect(page.locator('body')).not.toContainText(untitled)
}

/** The list shown: its headings in `language`, its own columns, its search placeholder and its checkboxes. */
async function expectListTexts(page: Page, entity: EntityTexts, language: Language) {
  const list = await shownHeadings(page)
  expect(
    list.filter((w) => foreignWords(language).has(w)),
    'list: the other language',
  ).toEqual([])
  // An empty list has no table, so no columns.
  if (list.length) for (const column of entity.columns) expect(list, 'list columns').toContain(column[language])
  // "Buscar por Título", or by several fields ("Buscar por Nome, E-mail…").
  if (entity.search)
    expect(await page.locator('#search-filter-input').getAttribute('placeholder')).toContain(entity.search[language])
  const bools = await page.locator('.bool-cell').allInnerTexts()
  for (const word of bools) expect(language === 'pt' ? ['Sim', 'Não'] : ['Yes', 'No']).toContain(word.trim())
  await expect(page.locator('body')).not.toContainText(untitled)
}

/**
 * Opens each relationship field's options, each empty upload field's "choose from existing" list and
 * each filled one's document; returns how many fields it opened. (Not in a create view: there
 * autosave makes an untitled draft at once, which every other view then lists.)
 */
async function openEveryOption(page: Page, language: Language): Promise<number> {
  // Read-only ones (a subscriber's last issue) have no options to open; their value is checked with the page's text.
  const relationships = page
    .locator('.field-type.relationship:visible')
    .filter({ has: page.locator('.rs__control:not(.rs__control--is-disabled)') })
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
    test('lists every collection and global the config shows, each walked below', async ({ page, baseURL }) => {
      const failed = await adminPage(page, baseURL!, language)
      await page.goto('/admin')
      // The dashboard's Translation panel links to documents, not to the collections: left out.
      const hrefs = await page
        .locator('a[href^="/admin/collections/"], a[href^="/admin/globals/"]')
        .evaluateAll((as) =>
          as.filter((a) => !a.closest('[data-translation-panel]')).map((a) => a.getAttribute('href')),
        )
      const named = new Set(hrefs.map((h) => h!.replace(/\/create$/, '')))
      expect([...named].sort()).toEqual(entities.map((e) => `/admin/${e.kind}/${e.slug}`).sort())
      expect(failed).toEqual([])
    })

    for (const entity of entities.filter((e) => e.kind === 'collections')) {
      test(`${entity.slug}: the list and the first document say it in ${language}${relationsOpen(language)}`, async ({
        page,
        baseURL,
      }) => {
        const failed = await adminPage(page, baseURL!, language)
        const path = `/admin/collections/${entity.slug}`
        // The Speed view's fields show in its edit view only; its list is its own (tests/e2e/vitals.spec.ts).
        if (ownViews.includes(entity.slug)) {
          const res = await page.request.get(`/api/${entity.slug}?limit=1&depth=0`, { headers: auth(adminToken()) })
          const [doc] = (await res.json()).docs
          if (!doc) return
          await page.goto(`${path}/${doc.id}`)
        } else {
          const query = entity.slug === 'payload-jobs' ? await lastingJobs(page.request) : ''
          await page.goto(`${path}${query}`)
          await settled(page)
          // Once hydrated, every list writes its whole query to the address (history.replaceState, which Next's router
          // follows), and that undoes a click on a row made before it (seen: the document never opened, on a list
          // with a query and on one with a default sort alike).
          await expect(page).toHaveURL(/[?&]limit=/)
          await expectListTexts(page, entity, language)
          // The first row's document, opened from the list as an editor does (the admin's own navigation).
          const first = page.locator(`tbody tr a[href^="${path}/"]`).first()
          if (!(await first.count())) return expect(failed).toEqual([])
          const href = await first.getAttribute('href')
          await first.click()
          await expect(page).toHaveURL(href!)
        }
        await settled(page)
        await expectEditTexts(page, entity, language)
        expect(failed).toEqual([])
        if (language !== optionsLanguage) return
        const opened = await openEveryOption(page, language)
        // A case has a client, services, a cover and a share image at least.
        if (entity.slug === 'cases') expect(opened).toBeGreaterThanOrEqual(4)
        expect(failed).toEqual([])
      })
    }

    for (const entity of entities.filter((e) => e.kind === 'globals')) {
      test(`${entity.slug}: the global says it in ${language}${relationsOpen(language)}`, async ({ page, baseURL }) => {
        const failed = await adminPage(page, baseURL!, language)
        await page.goto(`/admin/globals/${entity.slug}`)
        await settled(page)
        await expectEditTexts(page, entity, language)
        if (language === optionsLanguage) await openEveryOption(page, language)
        expect(failed).toEqual([])
      })
    }
  })
}

test('a Subscribers-only user sees the subscribers, the newsletter and their own account, and no content', async ({
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
  expect(hrefs.sort()).toEqual([
    '/admin/collections/newsletter-issues',
    '/admin/collections/subscribers',
    '/admin/collections/users',
  ])
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

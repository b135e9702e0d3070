// Editors keeping Portuguese and English in step, as a signed-in editor: the Languages panel, the list's
// Translation column and its filter, the dashboard's Translation panel, machine translation (against the stand-in
// for DeepL's API that global-setup.ts starts; off on a server of its own without a key) with its hourly limit and
// monthly count, the copy of the other locale and Payload's Copy to locale, in both admin languages, by keyboard,
// and axe-clean. TRANSLATION_SCREENSHOTS=<folder> keeps pictures of the panel there.
import path from 'node:path'
import AxeBuilder from '@axe-core/playwright'
import { request as http, type APIRequestContext, type Browser, type Page } from '@playwright/test'
import { serveThrowaway } from '../../scripts/serve-throwaway.mjs'
import { bold, doc, link, p } from '../../src/cms/seed/lexical'
import { slugify } from '../../src/lib/slug'
import { seoOf } from '../publishable'
import { expect, test } from './support/test'
import { auth, login } from './support/cms'
import { anyMediaId, newEditor, newUser, signIn, type Editor } from './support/editor'

type Language = 'pt' | 'en'
const stamp = () => `${Date.now()}-${Math.random().toString(36).slice(2, 6)}`
const wcag = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']

async function axe(page: Page, selector: string) {
  const { violations } = await new AxeBuilder({ page }).include(selector).withTags(wcag).analyze()
  return violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
}

/**
 * A case published in both locales whose Portuguese summary was then changed and published: English outdated in
 * its summary, up to date elsewhere. With `outdated: false`, the case stays in step.
 */
async function outdatedCase(
  request: APIRequestContext,
  editor: Editor,
  title = `Caso em dia ${stamp()}`,
  { outdated = true } = {},
) {
  const body = doc(p('Um texto com ', bold('negrito'), ' e um ', link('https://example.com/e2e', 'link'), '.'))
  const made = await request.post('/api/cases?locale=pt', {
    headers: auth(editor.token),
    data: {
      title,
      summary: 'Resumo',
      body,
      year: 2025,
      cover: await anyMediaId(request),
      ...seoOf('pt'),
      _status: 'published',
    },
  })
  expect(made.ok(), await made.text()).toBe(true)
  const { id } = (await made.json()).doc as { id: number }
  const en = await request.patch(`/api/cases/${id}?locale=en`, {
    headers: auth(editor.token),
    data: { title: `Published case ${stamp()}`, summary: 'Summary', body, ...seoOf('en'), _status: 'published' },
  })
  expect(en.ok(), await en.text()).toBe(true)
  if (!outdated) return { id, title }
  const edit = await request.patch(`/api/cases/${id}?locale=pt`, {
    headers: auth(editor.token),
    data: { summary: `Resumo novo ${stamp()}`, _status: 'published' },
  })
  expect(edit.ok(), await edit.text()).toBe(true)
  return { id, title }
}

/** Keeps a picture of `panel` in TRANSLATION_SCREENSHOTS, when set. */
async function picture(page: Page, name: string) {
  const folder = process.env.TRANSLATION_SCREENSHOTS
  if (folder) await page.locator('[data-locale-status]').screenshot({ path: path.join(folder, `${name}.png`) })
}

/** The admin as `editor`, in `language`. */
async function adminAs(browser: Browser, baseURL: string, editor: Editor, language: Language) {
  const context = await browser.newContext({ baseURL, viewport: { width: 1440, height: 1000 } })
  await signIn(context, editor)
  await context.addCookies([{ name: 'payload-lng', value: language, url: baseURL }])
  return { context, page: await context.newPage() }
}

type Fixtures = { browser: Browser; baseURL?: string; request: APIRequestContext }
type Item = Awaited<ReturnType<typeof outdatedCase>>

/** A fresh editor and outdated case, and `run` in the admin as that editor, in `language`. */
async function asEditor(
  { browser, baseURL, request }: Fixtures,
  language: Language,
  run: (page: Page, item: Item, editor: Editor) => Promise<void>,
  title?: string,
) {
  const editor = await newEditor(request)
  const item = await outdatedCase(request, editor, title)
  const { context, page } = await adminAs(browser, baseURL!, editor, language)
  try {
    await run(page, item, editor)
  } finally {
    await context.close()
  }
}

const words = {
  pt: { outdated: 'desatualizada', summary: 'Resumo', needsEnglish: /Precisa de inglês \(\d+\)/, heading: 'Tradução' },
  en: { outdated: 'outdated', summary: 'Summary', needsEnglish: /Needs English \(\d+\)/, heading: 'Translation' },
}

for (const language of ['pt', 'en'] as const) {
  test(`the Languages panel shows each locale's translation per field group (admin in ${language})`, ({
    browser,
    baseURL,
    request,
  }) =>
    asEditor({ browser, baseURL, request }, language, async (page, item) => {
      await page.goto(`/admin/collections/cases/${item.id}?locale=en`)
      const panel = page.locator('[data-locale-status]')
      const en = panel.locator(':scope > ul > li[data-locale="en"]')
      await expect(en).toHaveAttribute('data-translation', 'outdated')
      await expect(en).toHaveAttribute('data-state', 'published')
      await expect(en.locator('[data-group="summary"]')).toHaveAttribute('data-status', 'outdated')
      await expect(en.locator('[data-group="summary"]')).toContainText(
        `${words[language].summary}: ${words[language].outdated}`,
      )
      await expect(en.locator('[data-group="title"]')).toHaveAttribute('data-status', 'up-to-date')
      await expect(panel.locator(':scope > ul > li[data-locale="pt"]')).toHaveAttribute(
        'data-translation',
        'up-to-date',
      )
      expect(await axe(page, '[data-locale-status]')).toEqual([])
    }))

  test(`the list has a Translation column and a "needs English" filter, by keyboard (admin in ${language})`, ({
    browser,
    baseURL,
    request,
  }) =>
    asEditor({ browser, baseURL, request }, language, async (page, item, editor) => {
      const inStep = await outdatedCase(request, editor, `Caso traduzido ${stamp()}`, { outdated: false })
      await page.goto('/admin/collections/cases')
      const filter = page.locator('[data-translation-filter]')
      const needsEnglish = filter.getByRole('link', { name: words[language].needsEnglish })
      await needsEnglish.focus()
      await page.keyboard.press('Enter')
      await expect(page).toHaveURL(/where%5Bid%5D%5Bin%5D=|where\[id\]\[in\]=/)
      await expect(filter.getByRole('link', { name: words[language].needsEnglish })).toHaveAttribute(
        'aria-current',
        'page',
      )
      const row = page.locator('tbody tr', { hasText: item.title })
      await expect(row.locator('[data-translation-cell] [data-locale="en"]')).toHaveAttribute('data-status', 'outdated')
      await expect(row.locator('[data-translation-cell] [data-locale="en"]')).toContainText(words[language].outdated)
      // A case translated in both locales is left out. (Not "every row needs English": other tests, running at the
      // same time, translate their own cases between the filter's count and the list's cells.)
      await expect(page.locator('tbody tr', { hasText: inStep.title })).toHaveCount(0)
      await page.goto('/admin/collections/cases?limit=100&sort=-updatedAt')
      const translated = page.locator('tbody tr', { hasText: inStep.title })
      await expect(translated.locator('[data-translation-cell] [data-locale="en"]')).toHaveAttribute(
        'data-status',
        'up-to-date',
      )
      await expect(page.locator('thead')).toContainText(words[language].heading)
      expect(await axe(page, '[data-translation-filter]')).toEqual([])
      expect(await axe(page, 'tbody [data-translation-cell]')).toEqual([])
    }))

  test(`the dashboard's Translation panel lists what needs translating and links to it (admin in ${language})`, ({
    browser,
    baseURL,
    request,
  }) =>
    asEditor({ browser, baseURL, request }, language, async (page, item) => {
      await page.goto('/admin')
      const panel = page.locator('[data-translation-panel]')
      await expect(panel.getByRole('heading', { level: 2 })).toHaveText(words[language].heading)
      const entry = panel.locator(`[data-entity="cases"] li[data-id="${item.id}"]`)
      await expect(entry.locator('[data-locale="en"]')).toHaveAttribute('data-status', 'outdated')
      await expect(entry).toContainText(words[language].summary)
      if (process.env.TRANSLATION_SCREENSHOT && language === 'pt')
        await panel.screenshot({ path: process.env.TRANSLATION_SCREENSHOT })
      expect(await axe(page, '[data-translation-panel]')).toEqual([])
      await entry.getByRole('link', { name: item.title }).focus()
      await page.keyboard.press('Enter')
      await expect(page).toHaveURL(new RegExp(`/admin/collections/cases/${item.id}\\?locale=en$`))
      await expect(page.locator('[data-locale-status] li[data-locale="en"]')).toHaveAttribute(
        'data-translation',
        'outdated',
      )
    }))
}

test('a Subscribers-only user sees no Translation panel on the dashboard', async ({ browser, baseURL, request }) => {
  const user = await newUser(request, ['subscribers'])
  const { context, page } = await adminAs(browser, baseURL!, user, 'pt')
  try {
    await page.goto('/admin')
    await expect(page.locator('a[href="/admin/collections/subscribers"]').first()).toBeVisible()
    await expect(page.locator('[data-translation-panel]')).toHaveCount(0)
  } finally {
    await context.close()
  }
})

test('"Traduzir do português" fills English as a draft, links and bold kept, never published', ({
  browser,
  baseURL,
  request,
}) =>
  asEditor(
    { browser, baseURL, request },
    'pt',
    async (page, item, editor) => {
      const published = await request.get(`/api/cases/${item.id}?locale=en&depth=0`)
      const publishedTitle = (await published.json()).title as string
      // The Portuguese title and body change too: with the summary, three groups for English to catch up on.
      const title = `${item.title} anual`
      const body = doc(p('Outro texto com ', bold('negrito'), ' e um ', link('https://example.com/e2e', 'link'), '.'))
      const draft = await request.patch(`/api/cases/${item.id}?locale=pt&draft=true`, {
        headers: auth(editor.token),
        data: { title, body, _status: 'draft' },
      })
      expect(draft.ok()).toBe(true)
      await page.goto(`/admin/collections/cases/${item.id}?locale=en`)
      const button = page.getByRole('button', { name: 'Traduzir do português' })
      // Beside it, the studio's characters this month and this (new) editor's whole hour.
      const usage = page.locator('[data-locale-status] [data-translation-usage]')
      const said = new RegExp(
        '^DeepL em \\p{L}+: ([\\d.]+) caracteres enviados pelo estúdio\\. ' +
          'Nesta hora você ainda pode usar ([\\d.]+) de 50\\.000\\.$',
        'u',
      )
      await expect(usage).toHaveText(said)
      const numbers = async () =>
        (await usage.textContent())!
          .match(said)!
          .slice(1)
          .map((n) => Number(n.replace(/\./g, '')))
      const [month, left] = await numbers()
      expect(left).toBe(50_000)
      await expect(button).toHaveAccessibleDescription(said)
      await button.focus()
      await page.keyboard.press('Enter')
      await expect(page.locator('[data-locale-status] [role="status"]')).toHaveText(
        'Tradução salva como rascunho: revise antes de publicar.',
      )
      // The form shows the draft: the translated title, its slug, and the body with its bold text and link.
      await expect(page.locator('#field-title')).toHaveValue(`[EN-US] ${title}`)
      await expect(page.locator('#field-slug')).toHaveValue(slugify(`[EN-US] ${title}`))
      await expect(page.locator('#field-summary')).toHaveValue(/^\[EN-US\] Resumo novo/)
      const editor_ = page.locator('.ContentEditable__root')
      await expect(editor_).toContainText('[EN-US] Outro texto com')
      await expect(editor_.locator('strong')).toHaveText('[EN-US] negrito')
      await expect(editor_.locator('a[href="https://example.com/e2e"]')).toHaveText('[EN-US] link')
      await expect(page.locator('[data-locale-status] > ul > li[data-locale="en"]')).toHaveAttribute(
        'data-translation',
        'up-to-date',
      )
      // Both counts moved by what was sent (other tests translate too: the month by at least as much).
      await expect.poll(async () => (await numbers())[1]).toBeLessThan(50_000)
      const [monthAfter, leftAfter] = await numbers()
      expect(monthAfter - month).toBeGreaterThanOrEqual(50_000 - leftAfter)
      await picture(page, 'languages-panel-with-key')
      expect(await axe(page, '[data-locale-status]')).toEqual([])
      // Visitors still read the English that was published.
      const after = await request.get(`/api/cases/${item.id}?locale=en&depth=0`)
      expect((await after.json()).title).toBe(publishedTitle)
    },
    `Relatório ${stamp()}`,
  ))

test("Payload's Copy to locale copies a client's name into English", async ({ browser, baseURL, request }) => {
  const editor = await newEditor(request)
  const name = `Cliente ${stamp()}`
  const made = await request.post('/api/clients?locale=pt', { headers: auth(editor.token), data: { name } })
  expect(made.ok()).toBe(true)
  const { id } = (await made.json()).doc as { id: number }
  const { context, page } = await adminAs(browser, baseURL!, editor, 'en')
  try {
    await page.goto(`/admin/collections/clients/${id}?locale=pt`)
    await expect(page.locator('[data-locale-status] li[data-locale="en"]')).toHaveAttribute(
      'data-translation',
      'missing',
    )
    await page.locator('.doc-controls__dots').click()
    await page.locator('#copy-locale-data__button').click()
    const drawer = page.locator('.copy-locale-data')
    await drawer.locator('.field-type', { hasText: 'Copy To' }).locator('.rs__control').click()
    await page.locator('.rs__option', { hasText: 'English' }).click()
    await drawer.getByRole('button', { name: 'Copy', exact: true }).click()
    await expect(page).toHaveURL(/locale=en/)
    await expect(page.locator('#field-name')).toHaveValue(name)
    const en = await request.get(`/api/clients/${id}?locale=en&fallback-locale=none&depth=0`)
    expect((await en.json()).name).toBe(name)
  } finally {
    await context.close()
  }
})

test("Payload's Copy to locale is in the document menu of every localized collection and global", async ({
  browser,
  baseURL,
  request,
}) => {
  const editor = await newEditor(request)
  const { context, page } = await adminAs(browser, baseURL!, editor, 'pt')
  try {
    const addresses = ['/admin/globals/site-settings', '/admin/globals/about', '/admin/globals/legal']
    for (const slug of ['cases', 'posts', 'services', 'clients', 'employees', 'products', 'media']) {
      const res = await request.get(`/api/${slug}?limit=1&depth=0`, { headers: auth(editor.token) })
      addresses.push(`/admin/collections/${slug}/${(await res.json()).docs[0].id}`)
    }
    for (const address of addresses) {
      await page.goto(address)
      await page.locator('.doc-controls__dots').click()
      await expect(page.locator('#copy-locale-data__button'), address).toHaveText('Copiar para localidade')
    }
  } finally {
    await context.close()
  }
})

/** A Portuguese case, never published, whose body has `size` characters; English missing. */
async function longCase(request: APIRequestContext, editor: Editor, size: number) {
  const words = 'Um texto longo para traduzir. '
    .repeat(Math.ceil(size / 30))
    .slice(0, size)
    .trim()
  const made = await request.post('/api/cases?locale=pt&draft=true', {
    headers: auth(editor.token),
    data: {
      title: `Texto longo ${stamp()}`,
      year: 2025,
      cover: await anyMediaId(request),
      body: doc(p(words)),
      _status: 'draft',
    },
  })
  expect(made.ok(), await made.text()).toBe(true)
  return ((await made.json()).doc as { id: number }).id
}

test("a translation past what is left of the editor's hour is refused, saying when it can be used again", async ({
  browser,
  baseURL,
  request,
}) => {
  const editor = await newEditor(request)
  const [first, second] = [await longCase(request, editor, 45_000), await longCase(request, editor, 6_000)]
  const used = await request.post(`/api/cases/${first}/translate`, {
    headers: auth(editor.token),
    data: { from: 'pt', to: 'en' },
  })
  expect(used.status(), await used.text()).toBe(200)
  const { context, page } = await adminAs(browser, baseURL!, editor, 'en')
  try {
    await page.goto(`/admin/collections/cases/${second}?locale=en`)
    const panel = page.locator('[data-locale-status]')
    const hour = /You can still use ([\d,]+) of 50,000 this hour\./
    await expect(panel.locator('[data-translation-usage]')).toContainText(hour)
    const left = (await panel.locator('[data-translation-usage]').textContent())!.match(hour)![1]
    expect(Number(left.replace(/,/g, ''))).toBeLessThan(6_000)
    await panel.getByRole('button', { name: 'Translate from Portuguese' }).click()
    await expect(panel.locator('[role="status"]')).toHaveText(
      new RegExp(
        '^Hourly translation limit reached: this translation needs [\\d,]+ characters and [\\d,]+ of your 50,000 ' +
          'an hour are left\\. You can translate again at \\d{1,2}:\\d{2}\\s[AP]M \\(in \\d+ min\\)\\. ' +
          'Nothing was sent to DeepL\\.$',
      ),
    )
    await expect(panel.getByRole('button', { name: 'Translate from Portuguese' })).toBeEnabled()
    await picture(page, 'languages-panel-limit')
    // Nothing changed: English has no text of its own, and the editor's hour is as it was.
    await expect(panel.locator(':scope > ul > li[data-locale="en"]')).toHaveAttribute('data-translation', 'missing')
    await expect(panel.locator('[data-translation-usage]')).toContainText(`You can still use ${left} of 50,000`)
    const en = await request.get(`/api/cases/${second}?locale=en&draft=true&fallback-locale=none&depth=0`, {
      headers: auth(editor.token),
    })
    expect((await en.json()).title ?? null).toBeNull()
    expect(await axe(page, '[data-locale-status]')).toEqual([])
  } finally {
    await context.close()
  }
})

test('"Copy from Portuguese" in the English view copies the Portuguese text into an English draft', async ({
  browser,
  baseURL,
  request,
}) => {
  const editor = await newEditor(request)
  const title = `Caso para copiar ${stamp()}`
  const made = await request.post('/api/cases?locale=pt', {
    headers: auth(editor.token),
    data: {
      title,
      year: 2025,
      cover: await anyMediaId(request),
      body: doc(p('Um texto com ', bold('negrito'), '.')),
      ...seoOf('pt'),
      _status: 'published',
    },
  })
  expect(made.ok(), await made.text()).toBe(true)
  const { id } = (await made.json()).doc as { id: number }
  const { context, page } = await adminAs(browser, baseURL!, editor, 'en')
  try {
    await page.goto(`/admin/collections/cases/${id}?locale=en`)
    const panel = page.locator('[data-locale-status]')
    await expect(panel.locator(':scope > ul > li[data-locale="en"]')).toHaveAttribute('data-translation', 'missing')
    await panel.getByRole('button', { name: 'Copy from Portuguese' }).focus()
    await page.keyboard.press('Enter')
    await expect(panel.locator('[role="status"]')).toHaveText(
      'Text copied as a draft: translate and review it before publishing.',
    )
    await expect(page.locator('#field-title')).toHaveValue(title)
    await expect(page.locator('.ContentEditable__root strong')).toHaveText('negrito')
    await expect(panel.locator(':scope > ul > li[data-locale="en"]')).toHaveAttribute('data-translation', 'up-to-date')
    const draft = await request.get(`/api/cases/${id}?locale=en&draft=true&fallback-locale=none&depth=0`, {
      headers: auth(editor.token),
    })
    expect(await draft.json()).toMatchObject({ title, _status: 'draft' })
    // Never published: the English page has no text of its own yet.
    const published = await request.get(`/api/cases/${id}?locale=en&fallback-locale=none&depth=0`)
    expect((await published.json()).title ?? null).toBeNull()
  } finally {
    await context.close()
  }
})

test.describe('without DEEPL_API_KEY (a server of its own on the e2e build)', () => {
  let server: Awaited<ReturnType<typeof serveThrowaway>> | null = null
  let api: APIRequestContext
  let editor: Editor

  test.beforeAll(async () => {
    test.setTimeout(180_000)
    server = await serveThrowaway({
      distDir: process.env.NEXT_DIST_DIR,
      build: false,
      serverLog: true,
      serverEnv: { DEEPL_API_KEY: '' },
    })
    api = await http.newContext({ baseURL: server.origin })
    const admin = await login(api, process.env.ADMIN_EMAIL ?? 'admin@studio.local', server.adminPassword)
    editor = await newEditor(api, admin)
  })

  test.afterAll(async () => {
    await api?.dispose()
    await server?.stop()
  })

  test('Translate is there but disabled, with how to turn it on, in both admin languages', async ({ browser }) => {
    const item = await outdatedCase(api, editor)
    const off = {
      pt: 'Tradução automática desligada: defina DEEPL_API_KEY no servidor para ligá-la.',
      en: 'Machine translation is off: set DEEPL_API_KEY on the server to turn it on.',
    }
    for (const language of ['pt', 'en'] as const) {
      const { context, page } = await adminAs(browser, server!.origin, editor, language)
      try {
        await page.goto(`${server!.origin}/admin/collections/cases/${item.id}?locale=en`)
        const panel = page.locator('[data-locale-status]')
        await expect(panel.locator(':scope > ul > li[data-locale="en"]')).toHaveAttribute(
          'data-translation',
          'outdated',
        )
        const translate = panel.getByRole('button', {
          name: language === 'pt' ? 'Traduzir do português' : 'Translate from Portuguese',
        })
        await expect(translate).toBeDisabled()
        await expect(translate).toHaveAccessibleDescription(off[language])
        await expect(panel.locator('[data-translate-off]')).toHaveText(off[language])
        await expect(panel.locator('[data-translation-usage]')).toHaveCount(0)
        // Copying needs no key.
        await expect(
          panel.getByRole('button', { name: language === 'pt' ? 'Copiar do português' : 'Copy from Portuguese' }),
        ).toBeEnabled()
        if (language === 'pt') await picture(page, 'languages-panel-no-key')
        expect(await axe(page, '[data-locale-status]')).toEqual([])
      } finally {
        await context.close()
      }
    }
  })
})

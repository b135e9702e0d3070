// Checks before publish, in the admin: Publish on a page whose title and description would not do shows why at the
// fields, in the editor's language, and nothing is published; scheduling it is refused with the reasons; the search
// and share preview shows the title and description the page really has, in each locale.
import AxeBuilder from '@axe-core/playwright'
import type { APIRequestContext, Browser } from '@playwright/test'
import { expect, test } from './support/test'
import { auth } from './support/cms'
import { newPublishedCase } from './support/cases'
import { anyMediaId, newEditor, signIn, type Editor } from './support/editor'
import { openScheduleDrawer, pickerText } from './support/schedule'

const entities: Record<string, string> = { '&amp;': '&', '&#x27;': "'", '&quot;': '"', '&lt;': '<', '&gt;': '>' }
const decode = (text: string) => text.replace(/&(amp|#x27|quot|lt|gt);/g, (e) => entities[e])

const stamp = () => `${Date.now()}-${Math.random().toString(36).slice(2, 6)}`

/** A case never published, its title short and no description: a draft saves like this. */
async function unfitDraft(request: APIRequestContext, editor: Editor) {
  const res = await request.post('/api/cases?locale=pt&draft=true', {
    headers: auth(editor.token),
    data: { title: 'Curto', slug: `curto-${stamp()}`, year: 2025, cover: await anyMediaId(request), _status: 'draft' },
  })
  expect(res.ok(), await res.text()).toBe(true)
  return (await res.json()).doc as { id: number; slug: string }
}

async function adminAs(browser: Browser, editor: Editor, language: 'pt-BR' | 'en-US') {
  const context = await browser.newContext({
    locale: language,
    timezoneId: 'America/Sao_Paulo',
    viewport: { width: 1440, height: 1000 },
  })
  await signIn(context, editor)
  return context
}

test('Publish shows at the search fields why the page cannot be published yet, in the editor’s language', async ({
  browser,
  request,
}) => {
  const editor = await newEditor(request)
  const draft = await unfitDraft(request, editor)
  for (const [language, title, description] of [
    ['pt-BR', /O título da página em português, “Curto \| Estúdio Maré”, tem 20 caracteres/, /Falta a descrição/],
    ['en-US', /The page title in Portuguese, “Curto \| Estúdio Maré”, has 20 characters/, /has no description/],
  ] as const) {
    const context = await adminAs(browser, editor, language)
    try {
      const admin = await context.newPage()
      await admin.goto(`/admin/collections/cases/${draft.id}?locale=pt`)
      await admin.locator('#field-title').waitFor()
      await admin.locator('#action-save').click()
      const field = (id: string) => admin.locator(`.field-type:not(.group-field):has(#${id})`)
      const titleField = field('field-seo__title')
      const descriptionField = field('field-seo__description')
      await expect(titleField).toHaveClass(/error/)
      await expect(titleField).toContainText(title)
      await expect(descriptionField).toHaveClass(/error/)
      await expect(descriptionField).toContainText(description)
    } finally {
      await context.close()
    }
  }
  // Nothing was published: the page is not there.
  expect((await request.get(`/case/${draft.slug}`)).status()).toBe(404)
})

test('scheduling that publish is refused, with the reasons', async ({ browser, request }) => {
  const editor = await newEditor(request)
  const draft = await unfitDraft(request, editor)
  const context = await adminAs(browser, editor, 'pt-BR')
  try {
    const admin = await context.newPage()
    await openScheduleDrawer(admin, `/admin/collections/cases/${draft.id}?locale=pt`, 'pt')
    const at = new Date(Math.ceil((Date.now() + 3_600_000) / 60_000) * 60_000)
    const picker = admin.locator('#time input')
    await picker.fill(pickerText(at, 'pt'))
    await picker.press('Enter')
    await admin.locator('#scheduled-publish-save').click()
    await expect(admin.getByText(/Ainda não dá para agendar a publicação: O título da página/)).toBeVisible()
    await expect(admin.getByText(/agendado com sucesso/i)).toHaveCount(0)
  } finally {
    await context.close()
  }
})

test('the search and share preview shows the title and description the page really has, in each locale', async ({
  browser,
  request,
}) => {
  const editor = await newEditor(request)
  // Its own case: typing below saves a draft, which the next run, or another spec, would otherwise open.
  const item = await newPublishedCase(request, editor, { pt: 'Caso com prévia', en: 'Previewed case' })
  const context = await adminAs(browser, editor, 'en-US')
  try {
    const admin = await context.newPage()
    // The preview's own request: a failure shows its answer rather than only a missing preview.
    const failures: string[] = []
    admin.on('response', (r) => {
      if (r.url().includes('/search-preview') && !r.ok()) failures.push(`${r.status()} ${r.url()}`)
    })
    for (const [locale, page] of [
      ['pt', `/case/${item.slugs.pt}`],
      ['en', `/en/case/${item.slugs.en}`],
    ] as const) {
      const html = await (await request.get(page)).text()
      const realTitle = decode(/<title>([^<]*)<\/title>/.exec(html)![1])
      const realDescription = decode(/<meta name="description" content="([^"]*)"/.exec(html)![1])
      await admin.goto(`/admin/collections/cases/${item.id}?locale=${locale}`)
      // The admin renders fields as they scroll into view.
      await admin.locator('#field-seo').scrollIntoViewIfNeeded()
      const preview = admin.locator('[data-search-preview]')
      await expect(preview.locator('[data-search-result] [data-preview-title]'))
        .toHaveText(realTitle)
        .catch((error: Error) => {
          throw new Error(`${error.message}\nsearch-preview failures: ${JSON.stringify(failures)}`)
        })
      await expect(preview.locator('[data-search-result] [data-preview-description]')).toHaveText(realDescription)
      await expect(preview.locator('[data-length="title"]')).toHaveAttribute('data-verdict', 'ok')
      // The share image is drawn for the draft, as the published page's will be.
      const image = preview.locator('[data-share-card] img')
      await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1200)
    }
    // Typing changes it as the page would: the studio's name follows the search title.
    const typed = 'Short on purpose'
    await admin.locator('#field-seo__title').fill(typed)
    await expect(admin.locator('[data-search-result] [data-preview-title]')).toHaveText(`${typed} | Maré Studio`)
    await expect(admin.locator('[data-length="title"]')).toHaveAttribute('data-verdict', 'short')
    const { violations } = await new AxeBuilder({ page: admin })
      .include('[data-search-preview]')
      .withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'best-practice'])
      .analyze()
    expect(violations.map((v) => v.id)).toEqual([])
  } finally {
    await context.close()
  }
})

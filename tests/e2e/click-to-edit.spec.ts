// Click-to-edit: in Preview and Live Preview an editor points at a text or an image and lands on its field in
// the admin; visitors' pages carry none of it (no attribute, no script).
import AxeBuilder from '@axe-core/playwright'
import type { APIRequestContext, Page } from '@playwright/test'
import { firstLoadScriptPaths } from '../../scripts/first-load-js.mjs'
import { seoOf } from '../publishable'
import { expect, test } from './support/test'
import { auth, slugsOf } from './support/cms'
import { anyMediaId, newEditor, signIn, type Editor } from './support/editor'

const stamp = () => `${Date.now()}-${Math.random().toString(36).slice(2, 6)}`

const paragraph = (text: string) => ({
  type: 'paragraph',
  version: 1,
  format: '',
  indent: 0,
  direction: 'ltr',
  textFormat: 0,
  children: [{ type: 'text', version: 1, text, format: 0, mode: 'normal', style: '', detail: 0 }],
})
const richText = (...texts: string[]) => ({
  root: { type: 'root', version: 1, format: '', indent: 0, direction: 'ltr', children: texts.map(paragraph) },
})

/** A published case with a title, two body paragraphs and a gallery image with a caption, in both locales. */
async function newCase(request: APIRequestContext, editor: Editor) {
  const media = await anyMediaId(request)
  const made = await request.post('/api/cases?locale=pt', {
    headers: auth(editor.token),
    data: {
      title: `Caso clicável ${stamp()}`,
      slug: `caso-clicavel-${stamp()}`,
      year: 2025,
      cover: media,
      body: richText('Primeiro parágrafo.', 'Segundo parágrafo, com um erro de digitação.'),
      gallery: [{ image: media, caption: 'Legenda da galeria' }],
      ...seoOf('pt'),
      _status: 'published',
    },
  })
  expect(made.ok(), await made.text()).toBe(true)
  const { doc } = await made.json()
  const en = await request.patch(`/api/cases/${doc.id}?locale=en`, {
    headers: auth(editor.token),
    data: {
      title: `Clickable case ${stamp()}`,
      slug: `clickable-case-${stamp()}`,
      body: richText('First paragraph.', 'Second paragraph, with a typo.'),
      gallery: [{ id: doc.gallery[0].id, image: media, caption: 'Gallery caption' }],
      ...seoOf('en'),
      _status: 'published',
    },
  })
  expect(en.ok(), await en.text()).toBe(true)
  return { id: doc.id as number, slugs: await slugsOf(request, 'cases', doc.id) }
}

const preview = (path: string) => `/next/preview?path=${encodeURIComponent(path)}`
const outline = (page: Page) => page.locator('[data-edit-outline]')

test('Preview: a hovered title is outlined and named; a click opens its edit view with the title focused', async ({
  browser,
  request,
}) => {
  const editor = await newEditor(request)
  const item = await newCase(request, editor)
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
  try {
    await signIn(context, editor)
    const tab = await context.newPage()
    await tab.goto(preview(`/case/${item.slugs.pt}`))
    const title = tab.getByRole('heading', { level: 1 })
    await expect(title).toHaveAttribute('data-edit', `cases:${item.id}:title`)
    await expect(outline(tab)).toBeAttached()
    await title.hover()
    await expect(outline(tab)).toBeVisible()
    await expect(outline(tab)).toContainText('Title · clique para editar')

    // Axe, with the outline drawn and the banner's new line shown.
    const { violations } = await new AxeBuilder({ page: tab })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa', 'best-practice'])
      .analyze()
    expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual([])

    await title.click()
    await expect(tab).toHaveURL(new RegExp(`/admin/collections/cases/${item.id}\\?locale=pt$`))
    await expect(tab.locator('#field-title')).toBeFocused()
    await expect(tab.locator('#field-title')).toHaveValue(/Caso clicável/)
  } finally {
    await context.close()
  }
})

test('Preview, keyboard and English: a rich-text paragraph and a gallery image open their fields', async ({
  browser,
  request,
}) => {
  const editor = await newEditor(request)
  const item = await newCase(request, editor)
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
  try {
    await signIn(context, editor)
    const tab = await context.newPage()
    await tab.goto(preview(`/en/case/${item.slugs.en}`))
    await expect(outline(tab)).toBeAttached()

    // The second paragraph of the body: focusable, named, and Enter opens it with the caret in that paragraph.
    const second = tab.getByText('Second paragraph, with a typo.')
    await expect(second).toHaveAttribute('data-edit', `cases:${item.id}:body:1`)
    await second.focus()
    await expect(outline(tab)).toContainText('Body › paragraph 2 · click to edit')
    await tab.keyboard.press('Enter')
    await expect(tab).toHaveURL(new RegExp(`/admin/collections/cases/${item.id}\\?locale=en$`))
    const editable = tab.locator('[data-field-path="body"] [contenteditable="true"]')
    await expect(editable).toBeFocused()
    await expect
      .poll(() =>
        editable.evaluate((root) => {
          let at = window.getSelection()?.anchorNode ?? null
          while (at && at.parentNode !== root) at = at.parentNode
          return at ? Array.from(root.children).indexOf(at as Element) : -1
        }),
      )
      .toBe(1)

    // The gallery's image, an upload inside an array row.
    await tab.goto(preview(`/en/case/${item.slugs.en}`))
    await expect(outline(tab)).toBeAttached()
    const image = tab.locator(`[data-edit="cases:${item.id}:gallery.0.image"]`)
    await image.scrollIntoViewIfNeeded()
    await image.hover()
    await expect(outline(tab)).toContainText('Gallery 1 › Image')
    await image.click()
    await expect(tab).toHaveURL(new RegExp(`/admin/collections/cases/${item.id}\\?locale=en$`))
    await expect
      .poll(() => tab.evaluate(() => Boolean(document.activeElement?.closest('#field-gallery__0__image'))))
      .toBe(true)
  } finally {
    await context.close()
  }
})

test('Live Preview at phone width: a click in the frame focuses the field in the panel beside it', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000)
  const editor = await newEditor(request)
  const item = await newCase(request, editor)
  const context = await browser.newContext({ viewport: { width: 1600, height: 1000 } })
  try {
    await signIn(context, editor)
    const admin = await context.newPage()
    await admin.goto(`/admin/collections/cases/${item.id}?locale=en`)
    await admin.locator('#live-preview-toggler').click()
    await admin.locator('.live-preview-toolbar-controls__breakpoint .popup-button').click()
    await admin.getByRole('button', { name: 'Phone · 390', exact: true }).click()
    const frame = admin.frameLocator('#live-preview-iframe')
    const title = frame.getByRole('heading', { level: 1 })
    await expect(title).toHaveText(/Clickable case/)
    await expect(frame.locator('[data-edit-outline]')).toBeAttached()

    await title.hover()
    await expect(frame.locator('[data-edit-outline]')).toContainText('Title · click to edit')
    await admin.screenshot({ path: process.env.CLICK_TO_EDIT_SCREENSHOT ?? 'test-results/click-to-edit-live.png' })

    // The same admin page stays: the field beside the frame takes focus.
    await title.click()
    await expect(admin.locator('#field-title')).toBeFocused()
    await expect(admin).toHaveURL(new RegExp(`/admin/collections/cases/${item.id}\\?locale=en`))

    const caption = frame.getByText('Gallery caption')
    await caption.scrollIntoViewIfNeeded()
    await caption.click()
    await expect(admin.locator('#field-gallery__0__caption')).toBeFocused()
  } finally {
    await context.close()
  }
})

test('visitors get none of it: no mark in the HTML, no outline script on any page they load', async ({
  browser,
  request,
}) => {
  const editor = await newEditor(request)
  const item = await newCase(request, editor)
  const outlineCode = 'edit-outline-description'

  // An editor's preview names the outline's script, which holds the outline's code.
  const context = await browser.newContext()
  try {
    await signIn(context, editor)
    const tab = await context.newPage()
    await tab.goto(preview(`/case/${item.slugs.pt}`))
    await expect(tab.locator('script[src="/next/click-to-edit.js"]')).toHaveCount(1)
    await tab.getByRole('heading', { level: 1 }).hover()
    await expect(outline(tab)).toBeVisible()
  } finally {
    await context.close()
  }
  expect(await (await request.get('/next/click-to-edit.js')).text()).toContain(outlineCode)

  for (const path of [
    '/',
    `/case/${item.slugs.pt}`,
    `/en/case/${item.slugs.en}`,
    '/cases',
    '/posts',
    '/en/what-we-do',
  ]) {
    const html = await (await request.get(path)).text()
    expect(html, path).not.toContain('data-edit')
    expect(html, path).not.toContain('click-to-edit')
    // Nor does any script the page starts with hold the outline or load it.
    for (const src of firstLoadScriptPaths(html)) {
      const code = await (await request.get(src)).text()
      expect(code, `${path}: ${src}`).not.toContain(outlineCode)
      expect(code, `${path}: ${src}`).not.toContain('click-to-edit')
    }
  }
})

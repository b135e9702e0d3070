// Click-to-edit: in Preview and Live Preview an editor points at a text or an image and lands on its field in
// the admin; visitors' pages carry none of it (no attribute, no script).
import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { firstLoadScriptPaths } from '../../scripts/first-load-js.mjs'
import { expect, test } from './support/test'
import { newPublishedCase } from './support/cases'
import { newEditor, signIn } from './support/editor'

const names = { pt: 'Caso clicável', en: 'Clickable case' }
const preview = (path: string) => `/next/preview?path=${encodeURIComponent(path)}`
const outline = (page: Page) => page.locator('[data-edit-outline]')

test('Preview: a hovered title is outlined and named; a click opens its edit view with the title focused', async ({
  browser,
  request,
}) => {
  const editor = await newEditor(request)
  const item = await newPublishedCase(request, editor, names)
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
    await expect(outline(tab)).toContainText('Título · clique para editar')

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
  const item = await newPublishedCase(request, editor, names)
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
  const item = await newPublishedCase(request, editor, names)
  const context = await browser.newContext({ viewport: { width: 1600, height: 1000 } })
  try {
    await signIn(context, editor)
    const admin = await context.newPage()
    await admin.goto(`/admin/collections/cases/${item.id}?locale=en`)
    await admin.locator('#live-preview-toggler').click()
    await admin.locator('.live-preview-toolbar-controls__breakpoint .popup-button').click()
    await admin.getByRole('button', { name: 'Phone · 390', exact: true }).click()
    // The editor points once the frame is shown: until its load event Payload keeps it transparent, and from a second
    // on draws a placeholder above it that pushes it a panel's height down, hidden once the frame has loaded.
    await expect(admin.locator('#live-preview-iframe')).toHaveCSS('opacity', '1')
    await expect(admin.locator('.live-preview-window [role="status"]')).toBeHidden()
    const frame = admin.frameLocator('#live-preview-iframe')
    const title = frame.getByRole('heading', { level: 1 })
    await expect(title).toHaveText(/Clickable case/)
    await expect(frame.locator('[data-edit-outline]')).toBeAttached()

    await title.hover()
    await expect(frame.locator('[data-edit-outline]')).toContainText('Title · click to edit')
    await admin.screenshot({ path: process.env.CLICK_TO_EDIT_SCREENSHOT ?? 'test-results/click-to-edit-live.png' })

    // The same admin page stays: the field beside the frame takes focus.
    await admin.evaluate(() => {
      const seen: string[] = ((window as unknown as { editMessages: string[] }).editMessages = [])
      window.addEventListener('message', (e) => seen.push(JSON.stringify(e.data)))
    })
    const frameLoad = () => frame.locator('html').evaluate(() => performance.timeOrigin)
    const loadedAt = await frameLoad()
    await title.click()
    await expect(admin.locator('#field-title'))
      .toBeFocused()
      .catch(async (error: Error) => {
        // What the admin received and where its focus is: whether the frame's message or the focusing failed, and
        // whether the frame had loaded a new page since the hover.
        const state = await admin.evaluate(() => ({
          messages: (window as unknown as { editMessages: string[] }).editMessages.map((m) => m.slice(0, 200)),
          active: document.activeElement?.outerHTML.slice(0, 200),
        }))
        const frameReloaded = (await frameLoad().catch(() => NaN)) !== loadedAt
        throw new Error(`${error.message}\nadmin: ${JSON.stringify({ ...state, frameReloaded })}`)
      })
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
  const item = await newPublishedCase(request, editor, names)
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

// Arranging a page of blocks in Live Preview: each block's controls (hover or keyboard) move, hide, delete and add
// blocks; the admin's form follows at once, the frame after the autosave, and Ctrl/⌘-Z in the admin undoes.
import AxeBuilder from '@axe-core/playwright'
import type { FrameLocator, Page } from '@playwright/test'
import { seoOf } from '../publishable'
import { auth } from './support/cms'
import { newEditor, signIn } from './support/editor'
import { expect, test } from './support/test'

const order = (frame: FrameLocator) =>
  frame.locator('[data-block]').evaluateAll((els) => els.map((el) => (el as HTMLElement).dataset.blockType))
const rows = (admin: Page) => admin.locator('[id^="layout-row-"]')

test('Live Preview: a block moves, hides, is deleted and comes back, and a new one is added, by pointer and keyboard', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000)
  const editor = await newEditor(request)
  const slug = `arranjo-${Date.now()}`
  const made = await request.post('/api/pages?locale=pt&depth=0', {
    headers: auth(editor.token),
    data: {
      title: 'Página arranjada',
      slug,
      layout: [
        { blockType: 'hero', title: 'Abertura arranjada' },
        { blockType: 'quote', text: 'Uma citação para mover.', author: 'Helena' },
        { blockType: 'stats', title: 'Números', items: [{ value: '7', label: 'dias' }] },
      ],
      ...seoOf('pt'),
      _status: 'published',
    },
  })
  expect(made.status()).toBe(201)
  const { doc } = await made.json()

  const context = await browser.newContext({ viewport: { width: 1600, height: 1000 } })
  try {
    await signIn(context, editor)
    const admin = await context.newPage()
    await admin.goto(`/admin/collections/pages/${doc.id}?locale=pt`)
    await admin.locator('#live-preview-toggler').click()
    await expect(admin.locator('#live-preview-iframe')).toHaveCSS('opacity', '1')
    const frame = admin.frameLocator('#live-preview-iframe')
    await expect.poll(() => order(frame)).toEqual(['hero', 'quote', 'stats'])
    // The visitor's cookie notice stays out of the editor's preview (it covered the page's lower blocks).
    await expect(frame.locator('html[data-shell="ready"]')).toBeAttached()
    await admin.waitForTimeout(500)
    await expect(frame.getByTestId('cookie-notice')).toHaveCount(0)

    // Pointer: the quote's controls appear on hover; "Move up" puts it first, in the form at once, in the frame after.
    const quote = frame.locator('[data-block-type="quote"]')
    await quote.hover()
    const toolbar = quote.getByRole('toolbar', { name: 'Controles do bloco: Citação (2)' })
    await expect(toolbar).toHaveCSS('opacity', '1')
    await admin.screenshot({ path: process.env.BLOCK_CONTROLS_SCREENSHOT ?? 'test-results/block-controls-desktop.png' })
    await toolbar.getByRole('button', { name: 'Mover para cima: Citação (2)' }).click()
    // (The admin speaks the editor's language, English here; the preview the page's.)
    await expect(rows(admin).first()).toContainText('Uma citação para mover.')
    await expect(admin.getByRole('status').filter({ hasText: 'Block moved up' })).toBeAttached()
    await expect.poll(() => order(frame), { timeout: 20_000 }).toEqual(['quote', 'hero', 'stats'])
    await expect(frame.getByRole('status').filter({ hasText: 'Movido para cima: Citação (2)' })).toBeAttached()

    // Ctrl-Z in the admin (outside a text field) takes it back.
    await admin.locator('body').click({ position: { x: 5, y: 5 } })
    await admin.keyboard.press('Control+z')
    await expect(rows(admin).first()).toContainText('Hero')
    await expect.poll(() => order(frame), { timeout: 20_000 }).toEqual(['hero', 'quote', 'stats'])

    // Keyboard: Tab reaches the figures' controls; Enter hides the block (faded in the preview, kept in the form).
    const stats = frame.locator('[data-block-type="stats"]')
    const hide = stats.getByRole('button', { name: 'Ocultar: Números (3)' })
    await hide.focus()
    await expect(stats.getByRole('toolbar')).toHaveCSS('opacity', '1')
    await admin.keyboard.press('Enter')
    await expect(frame.locator('[data-block-type="stats"][data-block-hidden]')).toBeAttached({ timeout: 20_000 })
    await expect(rows(admin)).toHaveCount(3)

    // Delete the quote, then undo: it comes back with its words.
    await quote.hover()
    await quote.getByRole('button', { name: 'Excluir: Citação (2)' }).click()
    await expect(rows(admin)).toHaveCount(2)
    await expect.poll(() => order(frame), { timeout: 20_000 }).toEqual(['hero', 'stats'])
    await admin.locator('body').click({ position: { x: 5, y: 5 } })
    await admin.keyboard.press('Control+z')
    await expect(rows(admin)).toHaveCount(3)
    await expect(frame.getByText('Uma citação para mover.')).toBeVisible({ timeout: 20_000 })

    // Add a FAQ below the hero, from the list the "add" button opens.
    const hero = frame.locator('[data-block-type="hero"]')
    await hero.hover()
    await hero.getByRole('button', { name: 'Adicionar bloco abaixo: Abertura (1)' }).click()
    await hero.getByRole('button', { name: 'Adicionar bloco abaixo: Perguntas frequentes' }).click()
    await expect(rows(admin)).toHaveCount(4)
    await expect(rows(admin).nth(1)).toContainText('FAQ')

    // The page in the frame, with the controls drawn (the frame element itself is Payload's, untitled: not checked).
    const { violations } = await new AxeBuilder({ page: admin })
      .include('#live-preview-iframe')
      .disableRules(['frame-title'])
      .withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'])
      .analyze()
    expect(violations.map((v) => v.id)).toEqual([])

    // The preview at phone width: the same controls on the hovered block.
    await admin.locator('.live-preview-toolbar-controls__breakpoint .popup-button').click()
    await admin.getByRole('button', { name: 'Phone · 390', exact: true }).click()
    await expect(admin.locator('#live-preview-iframe')).toHaveCSS('opacity', '1')
    await quote.hover()
    await expect(quote.getByRole('toolbar')).toHaveCSS('opacity', '1')
    await admin.screenshot({
      path: process.env.BLOCK_CONTROLS_PHONE_SCREENSHOT ?? 'test-results/block-controls-phone.png',
    })
  } finally {
    await context.close()
  }

  // Visitors: the published page has no block marks and no controls; a block published hidden is left out.
  const hidden = await request.patch(`/api/pages/${doc.id}?locale=pt&depth=0`, {
    headers: auth(editor.token),
    data: {
      layout: doc.layout.map((block: Record<string, unknown>) => ({ ...block, hidden: block.blockType === 'quote' })),
      _status: 'published',
    },
  })
  expect(hidden.status()).toBe(200)
  await expect
    .poll(async () => (await (await request.get(`/${slug}`)).text()).includes('Uma citação para mover.'), {
      timeout: 15_000,
    })
    .toBe(false)
  const html = await (await request.get(`/${slug}`)).text()
  expect(html).toContain('Abertura arranjada')
  expect(html).not.toContain('data-block')
})

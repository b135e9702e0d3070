import AxeBuilder from '@axe-core/playwright'
import { doc, p } from '../../src/cms/seed/lexical'
import { expect, test } from './support/test'
import { auth } from './support/cms'
import { newEditor, signIn } from './support/editor'

// The newsletter from the admin: an editor tries an issue on themselves, sends it, watches it go; its web version and
// the archive are public pages in both languages, in the sitemap, with no accessibility violation.

const body = (text: string) => doc(p(text))

test('an editor tests, sends and follows an issue; its web version is public in both languages', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(90_000)
  const editor = await newEditor(request)
  const stamp = Date.now()
  const subject = { pt: `Novidades ${stamp}`, en: `News ${stamp}` }
  const made = await request.post('/api/newsletter-issues?locale=pt&draft=true', {
    headers: auth(editor.token),
    data: { subject: subject.pt, preheader: 'O mês no estúdio', body: body('Texto da edição.'), _status: 'draft' },
  })
  expect(made.status()).toBe(201)
  const { doc } = await made.json()
  const en = await request.patch(`/api/newsletter-issues/${doc.id}?locale=en&draft=true`, {
    headers: auth(editor.token),
    data: { subject: subject.en, preheader: 'The month at the studio', body: body('The issue’s text.') },
  })
  expect(en.ok()).toBe(true)

  await signIn(context, editor)
  await page.goto(`/admin/collections/newsletter-issues/${doc.id}`)
  // The admin speaks the browser's language (English here); the panel's words are in both.
  await page.getByRole('button', { name: 'Send a test to me' }).click()
  await expect(page.getByText(`Test sent to ${editor.email}.`)).toBeVisible()

  page.once('dialog', (dialog) => void dialog.accept())
  await page.getByRole('button', { name: 'Send now' }).click()
  const status = page.getByRole('status').filter({ hasText: 'Sent' })
  await expect(status).toBeVisible({ timeout: 30_000 })
  await expect(status.getByRole('progressbar')).toHaveAttribute('value', /^(100|0)$/)
  // Sent: no second send offered, and the issue shows read-only.
  await expect(page.getByRole('button', { name: 'Send now' })).toHaveCount(0)
  await expect(page.locator('#field-subject')).toBeDisabled()

  const slugs = { pt: doc.slug as string, en: '' }
  const english = await request.get(`/api/newsletter-issues/${doc.id}?locale=en&depth=0`, {
    headers: auth(editor.token),
  })
  slugs.en = (await english.json()).slug
  for (const [locale, prefix] of [
    ['pt', ''],
    ['en', '/en'],
  ] as const) {
    await expect
      .poll(
        async () => {
          await page.goto(`${prefix}/newsletter`)
          return page.getByRole('link', { name: subject[locale] }).count()
        },
        { timeout: 15_000 },
      )
      .toBe(1)
    await page.getByRole('link', { name: subject[locale] }).click()
    await expect(page).toHaveURL(`${prefix}/newsletter/${slugs[locale]}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(subject[locale])
    const { violations } = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
      .analyze()
    expect(violations.map((v) => v.id)).toEqual([])
  }
  const sitemap = await (await request.get('/sitemap.xml')).text()
  expect(sitemap).toContain(`/newsletter/${slugs.pt}</loc>`)
  expect(sitemap).toContain(`/en/newsletter/${slugs.en}</loc>`)

  // What was sent no longer changes.
  const edit = await request.patch(`/api/newsletter-issues/${doc.id}?locale=pt&draft=true`, {
    headers: auth(editor.token),
    data: { subject: 'Outro assunto' },
  })
  expect(edit.status()).toBe(403)
})

test('Live Preview shows the e-mail at phone width and follows the subject as it is typed', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000)
  const editor = await newEditor(request)
  const made = await request.post('/api/newsletter-issues?locale=pt&draft=true', {
    headers: auth(editor.token),
    data: { subject: `Prévia ${Date.now()}`, body: body('Corpo da prévia.'), _status: 'draft' },
  })
  const { doc } = await made.json()
  const context = await browser.newContext({ viewport: { width: 1600, height: 1000 } })
  try {
    await signIn(context, editor)
    const admin = await context.newPage()
    await admin.goto(`/admin/collections/newsletter-issues/${doc.id}`)
    await admin.locator('#live-preview-toggler').click()
    const frame = admin.frameLocator('#live-preview-iframe')
    await expect(frame.getByRole('heading', { level: 1 })).toHaveText(doc.subject)
    await expect(frame.getByText('Corpo da prévia.')).toBeVisible()
    await expect(frame.getByRole('link', { name: 'Cancelar inscrição' })).toBeVisible()

    await admin.locator('.live-preview-toolbar-controls__breakpoint .popup-button').click()
    await admin.getByRole('button', { name: 'Phone · 390', exact: true }).click()
    await expect
      .poll(async () => Math.round((await admin.locator('#live-preview-iframe').boundingBox())?.width ?? 0))
      .toBe(390)
    // The e-mail's column fits the phone: nothing scrolls sideways.
    const overflow = await admin.locator('#live-preview-iframe').evaluate((f) => {
      const d = (f as HTMLIFrameElement).contentDocument!.documentElement
      return d.scrollWidth - d.clientWidth
    })
    expect(overflow).toBeLessThanOrEqual(0)

    const typed = `Assunto digitado ${Date.now()}`
    const subject = admin.locator('#field-subject')
    await subject.fill('')
    await subject.pressSequentially(typed, { delay: 20 })
    await expect(frame.getByRole('heading', { level: 1 })).toHaveText(typed, { timeout: 20_000 })
    if (process.env.NEWSLETTER_PREVIEW_SCREENSHOT)
      await admin.screenshot({ path: process.env.NEWSLETTER_PREVIEW_SCREENSHOT })
  } finally {
    await context.close()
  }
})

test('the e-mail preview is for the staff only', async ({ request, playwright, baseURL }) => {
  const anonymous = await playwright.request.newContext({ baseURL })
  const res = await anonymous.get('/next/newsletter-preview?id=1&locale=pt')
  expect(res.status()).toBe(404)
  await anonymous.dispose()
  const reader = await request.get('/next/newsletter-preview?id=abc')
  expect(reader.status()).toBe(404)
})

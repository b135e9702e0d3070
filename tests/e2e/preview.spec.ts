// Editors see before they publish and never break a link, as a signed-in editor
// (not an admin): drafts stay off the public page, Preview and Live Preview show them in
// both locales, anonymous browsers never see them, old slugs redirect, and a scheduled post
// goes live on its own.
import type { APIRequestContext, Page } from '@playwright/test'
import { expect, test } from './support/test'
import { auth, publicDocs, slugsOf } from './support/cms'
import { anyMediaId, newEditor, signIn, type Editor } from './support/editor'
import { openScheduleDrawer, pickerText } from './support/schedule'
import { seoOf } from '../publishable'

const stamp = () => `${Date.now()}-${Math.random().toString(36).slice(2, 6)}`

/** A published case of its own, so specs running side by side never share a document. */
async function newCase(request: APIRequestContext, editor: Editor, title: string) {
  const slug = `caso-${stamp()}`
  const res = await request.post('/api/cases?locale=pt', {
    headers: auth(editor.token),
    data: { title, slug, year: 2025, cover: await anyMediaId(request), ...seoOf('pt'), _status: 'published' },
  })
  expect(res.ok(), await res.text()).toBe(true)
  const { doc } = await res.json()
  return { id: doc.id as number, slug }
}

const saveDraft = (
  request: APIRequestContext,
  editor: Editor,
  id: number,
  locale: 'pt' | 'en',
  data: Record<string, unknown>,
) =>
  request.patch(`/api/cases/${id}?locale=${locale}&draft=true`, {
    headers: auth(editor.token),
    data: { ...data, _status: 'draft' },
  })

const heading = (page: Page) => page.getByRole('heading', { level: 1 })

test('a draft stays off the public page; Preview shows it in pt and en, private and unindexed, with a one-click exit', async ({
  page,
  browser,
  request,
}) => {
  const editor = await newEditor(request)
  const published = `Caso publicado ${stamp()}`
  const item = await newCase(request, editor, published)
  const enTitle = `Published case ${stamp()}`
  expect(
    (
      await request.patch(`/api/cases/${item.id}?locale=en`, {
        headers: auth(editor.token),
        data: { title: enTitle, slug: `case-${stamp()}`, ...seoOf('en'), _status: 'published' },
      })
    ).ok(),
  ).toBe(true)
  const slugs = await slugsOf(request, 'cases', item.id)

  const draftPt = `Rascunho ${stamp()}`
  const draftEn = `Draft ${stamp()}`
  expect((await saveDraft(request, editor, item.id, 'pt', { title: draftPt })).ok()).toBe(true)
  expect((await saveDraft(request, editor, item.id, 'en', { title: draftEn })).ok()).toBe(true)

  // The public page: still the published title after the draft saves (a publish expires it before answering).
  await page.goto(`/case/${slugs.pt}`)
  await expect(heading(page)).toHaveText(published)
  await expect(page.locator('[data-preview-banner]')).toHaveCount(0)

  // The editor's browser: Preview opens the real page with the draft, in each locale.
  const context = await browser.newContext()
  try {
    await signIn(context, editor)
    const tab = await context.newPage()
    const res = await tab.goto(`/next/preview?path=${encodeURIComponent(`/case/${slugs.pt}`)}`)
    expect(new URL(tab.url()).pathname).toBe(`/case/${slugs.pt}`)
    await expect(heading(tab)).toHaveText(draftPt)
    const banner = tab.locator('[data-preview-banner]')
    await expect(banner).toContainText('Pré-visualização')
    expect(res?.headers()['cache-control']).toMatch(/private/)
    expect(res?.headers()['cache-control']).toMatch(/no-store/)
    await expect(tab.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)

    await tab.goto(`/next/preview?path=${encodeURIComponent(`/en/case/${slugs.en}`)}`)
    await expect(heading(tab)).toHaveText(draftEn)
    await expect(banner).toContainText('Preview')

    // One click exits: the same address shows the published page again.
    await banner.getByRole('button', { name: 'Exit preview' }).click()
    await expect(tab).toHaveURL(new RegExp(`/en/case/${slugs.en}$`))
    await expect(heading(tab)).toHaveText(enTitle)
    await expect(tab.locator('[data-preview-banner]')).toHaveCount(0)
  } finally {
    await context.close()
  }

  // Visitors (another browser) still get the published page.
  await page.goto(`/en/case/${slugs.en}`)
  await expect(heading(page)).toHaveText(enTitle)
})

test('the admin shows which locales have unpublished changes, and its Preview control opens the real page with the draft in the locale being edited', async ({
  browser,
  request,
}) => {
  const editor = await newEditor(request)
  const item = await newCase(request, editor, `Caso publicado ${stamp()}`)
  expect(
    (
      await request.patch(`/api/cases/${item.id}?locale=en`, {
        headers: auth(editor.token),
        data: { title: `Published case ${stamp()}`, slug: `case-${stamp()}`, ...seoOf('en'), _status: 'published' },
      })
    ).ok(),
  ).toBe(true)
  const slugs = await slugsOf(request, 'cases', item.id)
  const drafts = { pt: `Rascunho ${stamp()}`, en: `Draft ${stamp()}` }
  expect((await saveDraft(request, editor, item.id, 'pt', { title: drafts.pt })).ok()).toBe(true)

  const context = await browser.newContext({ viewport: { width: 1440, height: 1000 } })
  try {
    await signIn(context, editor)
    const admin = await context.newPage()
    // The sidebar says which locales have unpublished changes: only Portuguese so far.
    await admin.goto(`/admin/collections/cases/${item.id}?locale=pt`)
    const status = admin.locator('[data-locale-status]')
    await expect(status.locator('[data-locale="pt"]')).toHaveAttribute('data-state', 'changed')
    await expect(status.locator('[data-locale="en"]')).toHaveAttribute('data-state', 'published')
    expect((await saveDraft(request, editor, item.id, 'en', { title: drafts.en })).ok()).toBe(true)
    for (const locale of ['pt', 'en'] as const) {
      await admin.goto(`/admin/collections/cases/${item.id}?locale=${locale}`)
      await expect(admin.locator('#field-title')).toHaveValue(drafts[locale])
      await expect(status.locator('[data-locale="en"]')).toHaveAttribute('data-state', 'changed')
      const [tab] = await Promise.all([context.waitForEvent('page'), admin.locator('#preview-button').click()])
      await tab.waitForLoadState()
      expect(new URL(tab.url()).pathname).toBe(locale === 'pt' ? `/case/${slugs.pt}` : `/en/case/${slugs.en}`)
      await expect(heading(tab)).toHaveText(drafts[locale])
      await expect(tab.locator('[data-preview-banner]')).toBeVisible()
      await tab.close()
    }
  } finally {
    await context.close()
  }
})

test('an English preview without English text shows the Portuguese draft and says so', async ({ browser, request }) => {
  const editor = await newEditor(request)
  const item = await newCase(request, editor, `Só em português ${stamp()}`)
  const context = await browser.newContext()
  try {
    await signIn(context, editor)
    const tab = await context.newPage()
    await tab.goto(`/next/preview?path=${encodeURIComponent(`/en/case/${item.slug}`)}`)
    await expect(heading(tab)).toContainText('Só em português')
    await expect(tab.locator('[data-preview-fallback]')).toContainText('Portuguese')
  } finally {
    await context.close()
  }
})

test('an anonymous browser at a preview address never sees the draft', async ({ browser, request }) => {
  const editor = await newEditor(request)
  const published = `Caso aberto ${stamp()}`
  const item = await newCase(request, editor, published)
  const draft = `Segredo ${stamp()}`
  expect((await saveDraft(request, editor, item.id, 'pt', { title: draft })).ok()).toBe(true)

  const anonymous = await browser.newContext()
  try {
    const tab = await anonymous.newPage()
    await tab.goto(`/next/preview?path=${encodeURIComponent(`/case/${item.slug}`)}`)
    // Sent to sign in, with the way back remembered.
    await expect(tab).toHaveURL(/\/admin\/login\?redirect=/)
    await expect(tab.getByText(draft)).toHaveCount(0)

    // Even holding a draft-mode cookie (say, left from a signed-out session), no session means the published page.
    const editorContext = await browser.newContext()
    await signIn(editorContext, editor)
    const editorTab = await editorContext.newPage()
    await editorTab.goto(`/next/preview?path=${encodeURIComponent(`/case/${item.slug}`)}`)
    await expect(heading(editorTab)).toHaveText(draft)
    const bypass = (await editorContext.cookies()).filter((c) => c.name === '__prerender_bypass')
    expect(bypass).toHaveLength(1)
    await editorContext.close()
    await anonymous.addCookies(bypass)
    await tab.goto(`/case/${item.slug}`)
    await expect(heading(tab)).toHaveText(published)
    await expect(tab.getByText(draft)).toHaveCount(0)
  } finally {
    await anonymous.close()
  }
})

test('the Live Preview panel shows a title as it is typed, at phone width', async ({ browser, request }) => {
  test.setTimeout(120_000)
  const editor = await newEditor(request)
  const item = await newCase(request, editor, `Caso ao vivo ${stamp()}`)
  const context = await browser.newContext({ viewport: { width: 1600, height: 1000 } })
  try {
    await signIn(context, editor)
    const admin = await context.newPage()
    await admin.goto(`/admin/collections/cases/${item.id}`)
    await admin.locator('#live-preview-toggler').click()
    const frame = admin.frameLocator('#live-preview-iframe')
    await expect(frame.getByRole('heading', { level: 1 })).toContainText('Caso ao vivo')

    // The phone width of the design, from the toolbar's breakpoint menu.
    await admin.locator('.live-preview-toolbar-controls__breakpoint .popup-button').click()
    await admin.getByRole('button', { name: 'Phone · 390', exact: true }).click()
    await expect(admin.locator('.live-preview-toolbar-controls__breakpoint')).toContainText('Phone · 390')
    await expect
      .poll(async () => Math.round((await admin.locator('#live-preview-iframe').boundingBox())?.width ?? 0))
      .toBe(390)

    const typed = `Digitado ao vivo ${stamp()}`
    const title = admin.locator('#field-title')
    await title.fill('')
    await title.pressSequentially(typed, { delay: 20 })
    await expect(frame.getByRole('heading', { level: 1 })).toHaveText(typed, { timeout: 20_000 })
    if (process.env.LIVE_PREVIEW_SCREENSHOT) await admin.screenshot({ path: process.env.LIVE_PREVIEW_SCREENSHOT })

    // Nothing was published: the public page keeps its title.
    const visitor = await browser.newPage()
    await visitor.goto(`/case/${item.slug}`)
    await expect(heading(visitor)).toContainText('Caso ao vivo')
    await visitor.close()
  } finally {
    await context.close()
  }
})

test('a loaded Live Preview frame is never pushed down by its loading placeholder', async ({ browser, request }) => {
  const editor = await newEditor(request)
  const item = await newCase(request, editor, `Caso carregado ${stamp()}`)
  const context = await browser.newContext({ viewport: { width: 1600, height: 1000 } })
  try {
    await signIn(context, editor)
    const admin = await context.newPage()
    await admin.clock.install()
    await admin.goto(`/admin/collections/cases/${item.id}`)
    await admin.locator('#field-title').waitFor()
    // The frame's page is held until Payload's placeholder is drawn (after a second of the page's clock), and the
    // clock stays still after: Payload keeps the placeholder a while after the load, as when a load meets its timer.
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    await admin.route('**/next/preview?**', async (route) => (await held, route.continue()))
    await admin.clock.pauseAt(Date.now() + 1_000)
    await admin.locator('#live-preview-toggler').click()
    const placeholder = admin.locator('.live-preview-window [role="status"]')
    await expect(placeholder).toHaveCount(0)
    await admin.clock.runFor(1_000)
    await expect(placeholder).toBeVisible()

    release()
    const frame = admin.locator('#live-preview-iframe')
    await expect(frame).toHaveCSS('opacity', '1')
    await expect(placeholder).toBeAttached()
    await expect(placeholder).toBeHidden()
    const top = async (selector: string) => (await admin.locator(selector).boundingBox())?.y
    expect(await top('#live-preview-iframe')).toBe(await top('.iframe-loader__container'))
    await expect(admin.frameLocator('#live-preview-iframe').getByRole('heading', { level: 1 })).toBeVisible()
  } finally {
    await context.close()
  }
})

test('the Live Preview panel follows English typing at tablet and desktop widths', async ({ browser, request }) => {
  test.setTimeout(120_000)
  const editor = await newEditor(request)
  const item = await newCase(request, editor, `Caso bilíngue ${stamp()}`)
  const enTitle = `Live case ${stamp()}`
  expect(
    (
      await request.patch(`/api/cases/${item.id}?locale=en`, {
        headers: auth(editor.token),
        data: { title: enTitle, slug: `live-case-${stamp()}`, ...seoOf('en'), _status: 'published' },
      })
    ).ok(),
  ).toBe(true)
  const context = await browser.newContext({ viewport: { width: 1600, height: 1000 } })
  try {
    await signIn(context, editor)
    const admin = await context.newPage()
    await admin.goto(`/admin/collections/cases/${item.id}?locale=en`)
    await admin.locator('#live-preview-toggler').click()
    const frame = admin.frameLocator('#live-preview-iframe')
    // The English page, in the frame.
    await expect(frame.locator('html')).toHaveAttribute('lang', 'en-US')
    await expect(frame.getByRole('heading', { level: 1 })).toHaveText(enTitle)
    const title = admin.locator('#field-title')
    for (const label of ['Tablet · 960', 'Desktop · 1440']) {
      await admin.locator('.live-preview-toolbar-controls__breakpoint .popup-button').click()
      await admin.getByRole('button', { name: label, exact: true }).click()
      // The page inside lays out at that width (the panel may show it scaled down).
      await expect
        .poll(() => frame.locator('html').evaluate(() => window.innerWidth))
        .toBe(Number(label.split('· ')[1]))
      const typed = `Typed live ${label.split(' ')[0]} ${stamp()}`
      await title.fill('')
      await title.pressSequentially(typed, { delay: 20 })
      await expect(frame.getByRole('heading', { level: 1 })).toHaveText(typed, { timeout: 20_000 })
    }
  } finally {
    await context.close()
  }
})

test('renamed slugs redirect permanently in both locales, through chains, and editors add their own redirects', async ({
  request,
}) => {
  const editor = await newEditor(request)
  const item = await newCase(request, editor, `Caso renomeado ${stamp()}`)
  const en1 = `case-${stamp()}`
  expect(
    (
      await request.patch(`/api/cases/${item.id}?locale=en`, {
        headers: auth(editor.token),
        data: { title: 'Renamed case', slug: en1, ...seoOf('en'), _status: 'published' },
      })
    ).ok(),
  ).toBe(true)

  const pt1 = item.slug
  const pt2 = `caso-${stamp()}`
  const pt3 = `caso-${stamp()}`
  const en2 = `case-${stamp()}`
  for (const [locale, slug] of [
    ['pt', pt2],
    ['pt', pt3],
    ['en', en2],
  ] as const) {
    const res = await request.patch(`/api/cases/${item.id}?locale=${locale}`, {
      headers: auth(editor.token),
      data: { slug, _status: 'published' },
    })
    expect(res.ok(), await res.text()).toBe(true)
  }

  const expectRedirect = async (from: string, to: string) =>
    expect
      .poll(
        async () => {
          const res = await request.get(from, { maxRedirects: 0 })
          return `${res.status()} ${res.headers().location ?? ''}`
        },
        { timeout: 10_000 },
      )
      .toMatch(new RegExp(`^30[18] (https?://[^/]+)?${to.replace(/[/.]/g, '\\$&')}$`))

  await expectRedirect(`/case/${pt1}`, `/case/${pt3}`)
  await expectRedirect(`/case/${pt2}`, `/case/${pt3}`)
  await expectRedirect(`/en/case/${en1}`, `/en/case/${en2}`)
  // The current addresses answer, and the sitemap lists only them.
  expect((await request.get(`/case/${pt3}`)).status()).toBe(200)
  expect((await request.get(`/en/case/${en2}`)).status()).toBe(200)
  await expect
    .poll(async () => (await request.get('/sitemap.xml')).text(), { timeout: 10_000 })
    .toContain(`/case/${pt3}`)
  const sitemap = await (await request.get('/sitemap.xml')).text()
  expect(sitemap).not.toContain(`/case/${pt1}<`)
  expect(sitemap).not.toContain(`/case/${pt2}<`)
  expect(sitemap).not.toContain(`/en/case/${en1}<`)

  // An editor's own redirect, say from the old site's address.
  const from = `/portfolio-antigo/${stamp()}`
  const made = await request.post('/api/redirects', {
    headers: auth(editor.token),
    data: { from, to: { type: 'custom', url: '/cases' } },
  })
  expect(made.ok(), await made.text()).toBe(true)
  await expectRedirect(from, '/cases')
})

test('a post scheduled to publish goes live on its own: on the lists and feeds of both locales and in the sitemap, with no request triggering it', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000)
  const editor = await newEditor(request)
  const title = `Agendado ${stamp()}`
  // A whole article (excerpt, tags, body, taken from a published one): once live it sits in the
  // feeds and lists that other specs check.
  const [model] = await publicDocs(request, 'posts', 'pt')
  const data = {
    title,
    excerpt: model.excerpt,
    tags: model.tags,
    body: model.body,
    publishedDate: new Date().toISOString(),
    ...seoOf('pt'),
    _status: 'draft',
  }
  const made = await request.post('/api/posts?locale=pt&draft=true', { headers: auth(editor.token), data })
  expect(made.ok(), await made.text()).toBe(true)
  const { doc } = await made.json()

  // The editor schedules it in the admin, in São Paulo time: the next minute that is at least 15 s away.
  const context = await browser.newContext({ timezoneId: 'America/Sao_Paulo', viewport: { width: 1440, height: 1000 } })
  let at: Date
  try {
    await signIn(context, editor)
    const admin = await context.newPage()
    await openScheduleDrawer(admin, `/admin/collections/posts/${doc.id}`, 'en')
    at = new Date(Math.ceil((Date.now() + 15_000) / 60_000) * 60_000)
    // The picker's text in the admin's language (English here), in the studio's time zone.
    const picker = admin.locator('#time input')
    await picker.fill(pickerText(at, 'en'))
    await picker.press('Enter')
    await admin.locator('#scheduled-publish-save').click()
    await expect(admin.getByText(/scheduled successfully|agendado com sucesso/i)).toBeVisible()
  } finally {
    await context.close()
  }

  // Nothing asks the server for the page until after its time: the jobs runner publishes it.
  const wait = at!.getTime() - Date.now()
  expect(wait).toBeGreaterThan(0)
  await new Promise((resolve) => setTimeout(resolve, wait))
  await expect
    .poll(async () => (await (await request.get('/posts')).text()).includes(title), {
      timeout: 60_000,
      intervals: [2_000],
    })
    .toBe(true)
  await expect
    .poll(async () => (await (await request.get('/posts/rss.xml')).text()).includes(title), { timeout: 15_000 })
    .toBe(true)
  // Revalidated as a manual publish is: the English list and feed (the title falls back to
  // Portuguese) and the sitemap.
  const { slug } = await (await request.get(`/api/posts/${doc.id}?locale=pt`)).json()
  for (const target of ['/en/posts', '/en/posts/rss.xml'])
    await expect
      .poll(async () => (await (await request.get(target)).text()).includes(title), {
        timeout: 15_000,
        message: target,
      })
      .toBe(true)
  await expect
    .poll(async () => (await request.get('/sitemap.xml')).text(), { timeout: 15_000 })
    .toContain(`/posts/${slug}</loc>`)
})

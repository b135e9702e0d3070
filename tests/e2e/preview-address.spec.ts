// Preview, Live Preview and the admin's saves work at whatever address the editor uses, not only at SITE_URL: here the
// site at http://127.0.0.1:<port>, its SITE_URL the same, served by a server of its own on the e2e build, and opened
// there and at http://localhost:<port>; through `npm run test:cluster`, the HTTPS front (BASE_URL) at its name and at
// 127.0.0.1.
import {
  chromium,
  request as http,
  type APIRequestContext,
  type Browser,
  type BrowserContextOptions,
} from '@playwright/test'
import { serveThrowaway } from '../../scripts/serve-throwaway.mjs'
import { testBrowser } from '../../scripts/test-browser.mjs'
import { seoOf } from '../publishable'
import { auth, login } from './support/cms'
import { newEditor, type Editor } from './support/editor'
import { expect, test } from './support/test'

test.describe.configure({ mode: 'serial' })

const front = Boolean(process.env.E2E_IGNORE_HTTPS_ERRORS)
let server: Awaited<ReturnType<typeof serveThrowaway>> | null = null
let origin: string
let api: APIRequestContext
let editor: Editor
let adminToken: string
const stamp = () => `${Date.now()}-${Math.random().toString(36).slice(2, 6)}`

test.beforeAll(async () => {
  test.setTimeout(180_000)
  let adminPassword = process.env.ADMIN_PASSWORD ?? ''
  if (front) origin = process.env.BASE_URL!
  else {
    // The e2e build as it is, never rebuilt under the suite's own server.
    server = await serveThrowaway({
      distDir: process.env.NEXT_DIST_DIR,
      build: false,
      host: '127.0.0.1',
      serverLog: true,
      env: { RATE_LIMIT_PER_MINUTE: '1000' },
    })
    origin = server.origin
    adminPassword = server.adminPassword
  }
  // Not the name Next's server is given (localhost): 127.0.0.1 here. Through the front, the front's own address, which
  // may well be localhost: what counts there is that no answer names an instance behind it.
  if (!front) expect(new URL(origin).hostname).not.toBe('localhost')
  api = await http.newContext({ baseURL: origin, ignoreHTTPSErrors: front })
  adminToken = await login(api, process.env.ADMIN_EMAIL ?? 'admin@studio.local', adminPassword)
  editor = await newEditor(api, adminToken)
})

test.afterAll(async () => {
  await api?.dispose()
  await server?.stop()
})

/** A published case with a newer draft title; its Portuguese slug. */
async function caseWithDraft(title: string, draft: string) {
  const cover = (await (await api.get('/api/media?limit=1&depth=0')).json()).docs[0].id
  const slug = `caso-${stamp()}`
  const res = await api.post('/api/cases?locale=pt', {
    headers: auth(editor.token),
    data: { title, slug, year: 2025, cover, ...seoOf('pt'), _status: 'published' },
  })
  expect(res.ok(), await res.text()).toBe(true)
  const { doc } = await res.json()
  const saved = await api.patch(`/api/cases/${doc.id}?locale=pt&draft=true`, {
    headers: auth(editor.token),
    data: { title: draft, _status: 'draft' },
  })
  expect(saved.ok()).toBe(true)
  return { id: doc.id as number, slug }
}

/** The same server at its other loopback name: 127.0.0.1 for localhost, and the reverse. */
function otherAddress(url: string): string {
  const other = new URL(url)
  other.hostname = other.hostname === 'localhost' ? '127.0.0.1' : 'localhost'
  return other.origin
}

async function editorContext(browser: Browser, at = origin, user = editor, device: BrowserContextOptions = {}) {
  const context = await browser.newContext({
    baseURL: at,
    ignoreHTTPSErrors: front,
    viewport: { width: 1600, height: 1000 },
    ...device,
  })
  const res = await context.request.post('/api/users/login', {
    data: { email: user.email, password: user.password },
  })
  expect(res.ok()).toBe(true)
  return context
}

test('the preview address sends anonymous visitors to sign in, and editors to the page, at the address they used', async () => {
  const path = `/case/${stamp()}`
  const visitor = await http.newContext({ baseURL: origin, ignoreHTTPSErrors: front })
  const anonymous = await visitor.get(`/next/preview?path=${encodeURIComponent(path)}`, { maxRedirects: 0 })
  await visitor.dispose()
  expect(anonymous.status()).toBe(303)
  expect(anonymous.headers().location).toBe(
    `/admin/login?redirect=${encodeURIComponent(`/next/preview?path=${encodeURIComponent(path)}`)}`,
  )
  const signedIn = await api.get(`/next/preview?path=${encodeURIComponent(path)}`, {
    headers: auth(editor.token),
    maxRedirects: 0,
  })
  expect(signedIn.status()).toBe(303)
  expect(signedIn.headers().location).toBe(path)
})

for (const where of ['SITE_URL', 'another address of the same server'] as const)
  test(`at ${where}: Preview opens the draft there; Live Preview shows it and follows typing`, async ({ browser }) => {
    test.setTimeout(120_000)
    const item = await caseWithDraft(`Caso no endereço ${stamp()}`, `Rascunho no endereço ${stamp()}`)
    const at = where === 'SITE_URL' ? origin : otherAddress(origin)
    // Each test's own editor: the admin remembers a user's panels (an open Live Preview) between visits.
    const own = await newEditor(api, adminToken)
    const context = await editorContext(browser, at, own)
    const blocked: string[] = []
    try {
      const admin = await context.newPage()
      admin.on(
        'console',
        (m) => /ERR_BLOCKED_BY_CSP|Refused to frame|Content Security Policy/i.test(m.text()) && blocked.push(m.text()),
      )
      await admin.goto(`/admin/collections/cases/${item.id}?locale=pt`)
      await expect(admin.locator('#field-title')).toHaveValue(/Rascunho no endereço/)

      const [tab] = await Promise.all([context.waitForEvent('page'), admin.locator('#preview-button').click()])
      await tab.waitForLoadState()
      expect(new URL(tab.url()).origin).toBe(at)
      expect(new URL(tab.url()).pathname).toBe(`/case/${item.slug}`)
      await expect(tab.getByRole('heading', { level: 1 })).toContainText('Rascunho no endereço')
      await tab.close()

      await admin.locator('#live-preview-toggler').click()
      const frame = admin.frameLocator('#live-preview-iframe')
      await expect(frame.getByRole('heading', { level: 1 })).toContainText('Rascunho no endereço')
      expect(new URL((await admin.locator('#live-preview-iframe').getAttribute('src'))!).origin).toBe(at)
      const typed = `Digitado no endereço ${stamp()}`
      const title = admin.locator('#field-title')
      await title.fill('')
      await title.pressSequentially(typed, { delay: 20 })
      await expect(frame.getByRole('heading', { level: 1 })).toHaveText(typed, { timeout: 20_000 })
      // Every autosave was taken: no "no permission" for a same-origin save, and the draft holds the text.
      await expect(admin.getByText(/permissão|permission/i)).toHaveCount(0)
      const saved = await api.get(`/api/cases/${item.id}?locale=pt&draft=true&depth=0`, { headers: auth(own.token) })
      expect((await saved.json()).title).toBe(typed)
      expect(blocked).toEqual([])
    } finally {
      await context.close()
    }
  })

test('on a phone, in Portuguese, at another address: a tap on a block in Live Preview shows its controls, and they work', async ({
  browser,
}) => {
  test.setTimeout(120_000)
  const made = await api.post('/api/pages?locale=pt&depth=0', {
    headers: auth(editor.token),
    data: {
      title: 'Página no celular',
      slug: `celular-${stamp()}`,
      layout: [
        { blockType: 'hero', title: 'Abertura no celular' },
        { blockType: 'quote', text: 'Uma citação para descer.', author: 'Helena' },
        { blockType: 'stats', title: 'Números', items: [{ value: '7', label: 'dias' }] },
      ],
      ...seoOf('pt'),
      _status: 'published',
    },
  })
  expect(made.status(), await made.text()).toBe(201)
  const { doc } = await made.json()
  const at = otherAddress(origin)
  const own = await newEditor(api, adminToken)
  const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true }
  const context = await editorContext(browser, at, own, phone)
  try {
    await context.addCookies([{ name: 'payload-lng', value: 'pt', url: at }])
    const admin = await context.newPage()
    await admin.goto(`/admin/collections/pages/${doc.id}?locale=pt`)
    await expect(admin.getByRole('button', { name: 'Publicar alterações' })).toBeVisible()
    // The preview's scripts held back, as on a slow phone: the editor taps a block before the page is ready.
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    await context.route(/\/_next\/static\/chunks\/.+\.js$/, async (route) => {
      if (route.request().frame() !== admin.mainFrame()) await held
      await route.continue()
    })
    await admin.locator('#live-preview-toggler').tap()
    const frame = admin.frameLocator('#live-preview-iframe')
    const types = () =>
      frame.locator('[data-block]').evaluateAll((els) => els.map((el) => (el as HTMLElement).dataset.blockType))
    await expect.poll(types).toEqual(['hero', 'quote', 'stats'])
    // The controls' own script (not a chunk) listens already; the toolbars wait for the page's hydration.
    const listening = () => frame.locator('html').evaluate(() => '__editOutline' in window)
    await expect.poll(listening).toBe(true)
    // No hover on a phone: a tap on the block shows its controls, named in the page's language, once they exist.
    const quote = frame.locator('[data-block-type="quote"]')
    await quote.tap({ position: { x: 40, y: 40 } })
    release()
    await expect(quote.getByRole('toolbar', { name: 'Controles do bloco: Citação (2)' })).toHaveCSS('opacity', '1')
    await quote.getByRole('button', { name: 'Mover para baixo: Citação (2)' }).tap()
    await expect.poll(types, { timeout: 20_000 }).toEqual(['hero', 'stats', 'quote'])
    await admin.screenshot({
      path: process.env.PHONE_ADMIN_SCREENSHOT ?? 'test-results/block-controls-phone-admin.png',
    })
  } finally {
    await context.close()
  }
})

test('Preview works over plain http at an address other than localhost, and its exit too', async () => {
  test.skip(front, 'the front serves https')
  test.setTimeout(120_000)
  const item = await caseWithDraft(`Caso na rede ${stamp()}`, `Rascunho na rede ${stamp()}`)
  // A name the browser does not count as a secure context, as a LAN address is; it resolves to this server. The
  // editor's session travels as a header here.
  const lan = new URL(origin)
  lan.hostname = 'editor-laptop.lan'
  const browser = await chromium.launch({
    executablePath: testBrowser(),
    args: ['--no-sandbox', `--host-resolver-rules=MAP ${lan.hostname} 127.0.0.1`],
  })
  try {
    const context = await browser.newContext({ extraHTTPHeaders: { authorization: `JWT ${editor.token}` } })
    const tab = await context.newPage()
    await tab.goto(`${lan.origin}/next/preview?path=${encodeURIComponent(`/case/${item.slug}`)}`)
    expect(tab.url()).toBe(`${lan.origin}/case/${item.slug}`)
    const heading = tab.getByRole('heading', { level: 1 })
    await expect(heading).toContainText('Rascunho na rede')
    await tab.locator('[data-preview-banner]').getByRole('button').click()
    await expect(tab.locator('[data-preview-banner]')).toHaveCount(0)
    await expect(heading).toContainText('Caso na rede')
  } finally {
    await browser.close()
  }
})

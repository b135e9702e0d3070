// Field Web Vitals end to end: a public page loaded in Chromium reports its metrics in a beacon once it is left, the
// admin's Speed view counts them, a visitor with Global Privacy Control sends nothing, and the view itself is for
// admins and editors only, in both languages, axe-clean and reachable by keyboard.
import AxeBuilder from '@axe-core/playwright'
import { request as http, type APIRequestContext, type Browser, type Page, type Request } from '@playwright/test'
import { expect, test } from './support/test'
import { adminToken, auth, publicDocs } from './support/cms'
import { newEditor, newUser, signIn } from './support/editor'

const speedPath = '/admin/collections/web-vitals'

async function openSpeed(page: Page, baseURL: string, language: 'pt' | 'en', token = adminToken()) {
  await page.context().addCookies([
    { name: 'payload-token', value: token, url: baseURL },
    { name: 'payload-lng', value: language, url: baseURL },
  ])
  await page.goto(speedPath)
  return page.getByTestId('speed-view')
}

/** The number of samples the Speed view counts for a page kind, device, metric and window (0 when it has no row). */
async function samples(page: Page, device: string, kind: string, metric: string, days: number): Promise<number> {
  await page.goto(speedPath)
  const cell = page.locator(
    `[data-device="${device}"] tr[data-page="${kind}"] td[data-metric="${metric}"][data-days="${days}"]`,
  )
  return (await cell.count()) ? Number(await cell.getAttribute('data-samples')) : 0
}

const isBeacon = (r: Request) => new URL(r.url()).pathname === '/api/vitals' && r.method() === 'POST'

test('a public page reports its Web Vitals when it is left, and the Speed view counts them', async ({
  page,
  browser,
  baseURL,
}) => {
  test.slow()
  const admin = await browser.newPage()
  await openSpeed(admin, baseURL!, 'en')
  const before = { LCP: 0, CLS: 0 }
  for (const m of ['LCP', 'CLS'] as const) before[m] = await samples(admin, 'desktop', 'case', m, 7)

  await page.goto('/case')
  // The reporter loads after `load`, when the browser is idle; never in the page's first scripts.
  await expect(page.locator('html')).toHaveAttribute('data-vitals', 'on')
  // A real departure: the page is hidden and unloaded, and its beacon goes (Playwright does not see a request of a
  // page that is being unloaded: the Speed view is the witness).
  await page.goto('/en/cases')
  // Stored within seconds (the server writes its batch every 2 s): the Speed view counts this visit.
  for (const m of ['LCP', 'CLS'] as const)
    await expect.poll(() => samples(admin, 'desktop', 'case', m, 7), { timeout: 30_000 }).toBeGreaterThan(before[m])
  await admin.close()
})

test('the beacon holds the metrics and what kind of page they are about, and nothing about the visitor', async ({
  page,
}) => {
  await page.goto('/en/cases')
  await expect(page.locator('html')).toHaveAttribute('data-vitals', 'on')
  const beacon = page.waitForRequest(isBeacon)
  // What the browser does when the tab is switched (a page's own visibilitychange; LCP waits for a trusted one).
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true })
    document.dispatchEvent(new Event('visibilitychange', { bubbles: true }))
  })
  const request = await beacon
  expect(request.headers()['content-type']).toMatch(/^text\/plain/)
  const sent = request.postDataJSON() as {
    page: string
    locale: string
    device: string
    connection: string
    metrics: { name: string; value: number; navigation: string }[]
  }
  expect(sent).toMatchObject({ page: 'cases', locale: 'en', device: 'desktop' })
  expect(['4g', '3g', '2g', 'slow-2g', 'unknown']).toContain(sent.connection)
  expect(sent.metrics.map((m) => m.name)).toEqual(expect.arrayContaining(['TTFB', 'FCP', 'CLS']))
  for (const m of sent.metrics) expect(m).toEqual({ name: m.name, value: expect.any(Number), navigation: 'navigate' })
  expect(Object.keys(sent).sort()).toEqual(['connection', 'device', 'locale', 'metrics', 'page'])
  expect((await request.response())?.status()).toBe(204)
  // The site set no cookie for it.
  expect((await page.context().cookies()).map((c) => c.name)).toEqual([])
})

test('a visitor with Global Privacy Control sends nothing', async ({ page, browser }) => {
  await page.addInitScript(() =>
    Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true, configurable: true }),
  )
  const beacons: Request[] = []
  page.on('request', (r) => isBeacon(r) && beacons.push(r))
  await page.goto('/cases')
  await expect(page.locator('html')).toHaveAttribute('data-shell', 'ready')
  await expect(page.locator('html')).toHaveAttribute('data-vitals', 'off')
  // Hidden as a tab switch hides it: the moment a page without the signal sends its beacon.
  const hide = () =>
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true }) &&
    document.dispatchEvent(new Event('visibilitychange', { bubbles: true }))
  await page.evaluate(hide)
  // The same page and the same hiding without the signal, after it: its beacon is seen, so one from the first would be.
  const witness = await browser.newPage()
  await witness.goto('/cases')
  await expect(witness.locator('html')).toHaveAttribute('data-vitals', 'on')
  const sent = witness.waitForRequest(isBeacon)
  await witness.evaluate(hide)
  expect((await (await sent).response())?.status()).toBe(204)
  await witness.close()
  expect(beacons).toEqual([])
})

for (const language of ['pt', 'en'] as const) {
  test(`the Speed view (${language}): colour-coded p75 per page kind, charts, axe-clean, keyboard`, async ({
    page,
    request,
    baseURL,
  }) => {
    // Known values for page kinds no other spec loads: about (phone) and contact (desktop).
    for (const [page, device, lcp] of [
      ['about', 'phone', 5000],
      ['contact', 'desktop', 1200],
    ] as const) {
      const res = await request.post('/api/vitals', {
        headers: { 'content-type': 'text/plain;charset=UTF-8' },
        data: JSON.stringify({
          page,
          locale: language,
          device,
          connection: '4g',
          metrics: [
            { name: 'LCP', value: lcp, navigation: 'navigate' },
            { name: 'INP', value: 120, navigation: 'navigate' },
            { name: 'CLS', value: 0.3, navigation: 'navigate' },
          ],
        }),
      })
      expect(res.status()).toBe(204)
    }
    const view = await openSpeed(page, baseURL!, language)
    const t = {
      pt: { title: 'Velocidade', phone: 'Celular', about: 'Sobre / equipe', poor: 'Ruim' },
      en: { title: 'Speed', phone: 'Phone', about: 'About / team', poor: 'Poor' },
    }[language]
    await expect(view.getByRole('heading', { level: 1, name: t.title })).toBeVisible()
    const about = view.locator('[data-device="phone"] tr[data-page="about"]')
    const contact = view.locator('[data-device="desktop"] tr[data-page="contact"]')
    // Stored within seconds, each beacon in its own batch: the view shows both on a load after that.
    await expect
      .poll(
        async () => {
          const shown = (await about.count()) + (await contact.count())
          if (shown < 2) await page.reload()
          return shown
        },
        { timeout: 20_000 },
      )
      .toBe(2)
    await expect(view.getByRole('heading', { level: 2, name: t.phone })).toBeVisible()
    await expect(about.getByRole('rowheader')).toHaveText(t.about)
    const lcp = about.locator('td[data-metric="LCP"][data-days="7"]')
    await expect(lcp).toHaveAttribute('data-rating', 'poor')
    await expect(lcp).toContainText(t.poor)
    const inp = contact.locator('td[data-metric="INP"][data-days="7"]')
    await expect(inp).toHaveAttribute('data-rating', 'good')
    await expect(view.getByRole('img', { name: /LCP/ })).toBeVisible()
    await expect(view.getByRole('img')).toHaveCount(3)

    const { violations } = await new AxeBuilder({ page })
      .include('[data-testid="speed-view"]')
      .withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa', 'best-practice'])
      .analyze()
    expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual([])

    // Keyboard: Tab reaches each table's scrolling region, which then scrolls with the arrow keys.
    const regions = view.getByRole('region')
    await expect(regions.first()).toBeVisible()
    let reached = false
    for (let i = 0; i < 120 && !reached; i++) {
      await page.keyboard.press('Tab')
      reached = await regions.first().evaluate((el) => el === document.activeElement)
    }
    expect(reached).toBe(true)
  })
}

test('the Speed view is for admins and editors: not for a Subscribers-only user, nor anyone signed out', async ({
  browser,
  request,
}) => {
  const editor = await newUser(request, ['editor'])
  const subscribers = await newUser(request, ['subscribers'])
  const as = async (user?: { email: string; password: string; token: string }) => {
    const context = await browser.newContext()
    if (user) await signIn(context, user)
    const page = await context.newPage()
    const response = await page.goto(speedPath)
    return { page, status: response?.status(), close: () => context.close() }
  }
  const asEditor = await as(editor)
  await expect(asEditor.page.getByTestId('speed-view')).toBeVisible()
  await asEditor.close()

  const asSubscribers = await as(subscribers)
  await expect(asSubscribers.page.getByTestId('speed-view')).toHaveCount(0)
  expect(asSubscribers.status).toBe(404)
  await asSubscribers.close()

  const anonymous = await as()
  await expect(anonymous.page).toHaveURL(/\/admin\/login/)
  await expect(anonymous.page.getByTestId('speed-view')).toHaveCount(0)
  await anonymous.close()
  // Nor through the API.
  expect(
    (await request.get('/api/web-vitals', { headers: { authorization: `JWT ${subscribers.token}` } })).status(),
  ).toBe(403)
})

/** Samples stored for one row of the Speed view's table (every navigation type), as an admin reads the REST API. */
async function stored(
  request: APIRequestContext,
  row: { page: string; locale: string; device: string; connection: string; metric: string },
): Promise<number> {
  const where = Object.entries(row)
    .map(([field, value]) => `where[${field}][equals]=${value}`)
    .join('&')
  const res = await request.get(`/api/web-vitals?${where}&limit=100&depth=0`, { headers: auth(adminToken()) })
  expect(res.ok()).toBe(true)
  return ((await res.json()).docs as { count: number }[]).reduce((sum, doc) => sum + doc.count, 0)
}

/** A browser whose connection the reporter reads as `effectiveType`: rows no other spec writes. */
async function onConnection(browser: Browser, effectiveType: string, viewport = { width: 390, height: 844 }) {
  const context = await browser.newContext({ viewport })
  await context.addInitScript(
    (type) => Object.defineProperty(Navigator.prototype, 'connection', { get: () => ({ effectiveType: type }) }),
    effectiveType,
  )
  return context
}

for (const locale of ['pt', 'en'] as const) {
  test(`every kind of page (${locale}) delivers its beacon when the visitor leaves it`, async ({
    browser,
    request,
  }) => {
    test.slow()
    const p = locale === 'pt' ? '' : '/en'
    // The oldest published document: one other specs are not publishing at this moment (a scheduled post's page
    // is found only once its publish has expired the caches, a moment after the API already lists it).
    const slug = async (collection: string) =>
      (await publicDocs(request, collection, locale, '&sort=createdAt'))[0].slug
    const kinds: [string, string][] = [
      ['home', p || '/'],
      ['cases', `${p}/cases`],
      ['case', `${p}/case/${await slug('cases')}`],
      ['articles', `${p}/posts`],
      ['article', `${p}/posts/${await slug('posts')}`],
      ['what-we-do', `${p}/what-we-do`],
      ['service', `${p}/what-we-do/${await slug('services')}`],
      ['legal', `${p}/politica-de-privacidade`],
    ]
    const row = (page: string) => ({ page, locale, device: 'phone', connection: '3g', metric: 'FCP' })
    const before = Object.fromEntries(await Promise.all(kinds.map(async ([k]) => [k, await stored(request, row(k))])))
    const context = await onConnection(browser, '3g')
    const page = await context.newPage()
    for (const [kind, path] of kinds) {
      await page.goto(path)
      await expect(page.locator('#content'), path).toHaveAttribute('data-page-kind', kind)
      await expect(page.locator('html'), path).toHaveAttribute('data-vitals', 'on')
      // Scrolled, as a reader does; leaving it is the next page's load.
      await page.mouse.wheel(0, 1200)
    }
    await page.goto('/offline')
    await context.close()
    for (const [kind] of kinds)
      await expect.poll(() => stored(request, row(kind)), { message: kind, timeout: 20_000 }).toBe(before[kind] + 1)
  })
}

test('leaving the landing page through a link delivers its beacon at once, not when the tab closes', async ({
  browser,
  request,
}) => {
  const row = { page: 'cases', locale: 'pt', device: 'phone', connection: '2g', metric: 'FCP' }
  const before = await stored(request, row)
  const context = await onConnection(browser, '2g')
  const page = await context.newPage()
  await page.goto('/cases')
  await expect(page.locator('html')).toHaveAttribute('data-vitals', 'on')
  await page.locator('main a[href^="/case/"]').first().click()
  await expect(page).toHaveURL(/\/case\//)
  // The tab stays open: the beacon went with the navigation.
  await expect.poll(() => stored(request, row), { timeout: 20_000 }).toBe(before + 1)
  await context.close()
})

test('an editor’s previews and own browsing count for nothing: only visitors’ beacons are stored', async ({
  browser,
  request,
  baseURL,
}) => {
  test.slow()
  const editor = await newEditor(request)
  const context = await onConnection(browser, 'slow-2g')
  await signIn(context, editor)
  const page = await context.newPage()
  // Signed in to the admin: the site's pages in this browser send nothing.
  await page.goto('/admin')
  await expect(page.locator('.dashboard')).toBeVisible()
  // The admin marks the browser once its scripts run, which the server-rendered dashboard shows before.
  await expect.poll(() => page.evaluate(() => localStorage.getItem('studio:editor'))).toBe('1')
  await page.goto('/cases')
  await expect(page.locator('html')).toHaveAttribute('data-shell', 'ready')
  await expect(page.locator('html')).toHaveAttribute('data-vitals', 'off')
  // A preview (Preview and Live Preview alike: Next's draft mode) has no reporter at all.
  const slug = (await publicDocs(request, 'cases', 'pt'))[0].slug
  await page.goto(`/next/preview?path=${encodeURIComponent(`/case/${slug}`)}`)
  await expect(page.locator('[data-preview-banner]')).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('data-shell', 'ready')
  // Past the moment a reporter would have said `on` or `off` (after load, at most its idle timeout).
  await page.waitForTimeout(3000)
  expect(await page.locator('html').getAttribute('data-vitals')).toBeNull()

  // And the server counts none that such a browser sends: from the preview (its draft-mode cookie), and from the
  // editor's session once the preview is left; an anonymous visitor's beacon after them is the witness.
  const row = { page: 'case', locale: 'pt', device: 'phone', connection: 'slow-2g', metric: 'FCP' }
  const before = await stored(request, row)
  const beacon = {
    page: 'case',
    locale: 'pt',
    device: 'phone',
    connection: 'slow-2g',
    metrics: [{ name: 'FCP', value: 900, navigation: 'navigate' }],
  }
  const send = (from: APIRequestContext) =>
    from.post('/api/vitals', {
      headers: { 'content-type': 'text/plain;charset=UTF-8', origin: baseURL!, 'sec-fetch-site': 'same-origin' },
      data: JSON.stringify(beacon),
    })
  expect((await context.cookies()).map((c) => c.name)).toContain('__prerender_bypass')
  expect((await send(context.request)).status()).toBe(204)
  await page.locator('[data-preview-banner]').getByRole('button').click()
  await expect(page.locator('[data-preview-banner]')).toHaveCount(0)
  expect((await context.cookies()).map((c) => c.name)).not.toContain('__prerender_bypass')
  expect((await send(context.request)).status()).toBe(204)
  await context.close()
  // A visitor with no session at all (the `request` fixture holds the editor's, from making them).
  const visitor = await http.newContext({ baseURL })
  expect((await send(visitor)).status()).toBe(204)
  await visitor.dispose()
  await expect.poll(() => stored(request, row), { timeout: 20_000 }).toBe(before + 1)
  // Every beacon above was answered before the visitor's: had one been counted, it would be in the same write or an
  // earlier one. One more write period, and the count still holds.
  await new Promise((resolve) => setTimeout(resolve, 2500))
  expect(await stored(request, row)).toBe(before + 1)
})

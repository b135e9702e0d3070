// Field Web Vitals end to end: a public page loaded in Chromium reports its metrics in a beacon once it is left, the
// admin's Speed view counts them, a visitor with Global Privacy Control sends nothing, and the view itself is for
// admins and editors only, in both languages, axe-clean and reachable by keyboard.
import AxeBuilder from '@axe-core/playwright'
import type { Page, Request } from '@playwright/test'
import { expect, test } from './support/test'
import { adminToken } from './support/cms'
import { newUser, signIn } from './support/editor'

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

import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { expect, test, type Page } from '@playwright/test'
import { prefix, shellReady, type Locale } from './shell-support'

// The installable, offline-capable site: the service worker at /sw.js.
// The other specs run with service workers blocked (playwright.config.ts), so
// their page.route stubs see every request; here the worker is the subject.
test.use({ serviceWorkers: 'allow' })

const text = {
  pt: { lang: 'pt-BR', offline: 'Você está offline', cases: 'Cases' },
  en: { lang: 'en-US', offline: 'You are offline', cases: 'Cases' },
}

/** Waits until the worker is installed, active and controlling this page (it registers once the page is idle). */
async function controlled(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined))
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null)
}

/** Every URL path in the page's caches, by cache name. */
function cachedPaths(page: Page) {
  return page.evaluate(async () => {
    const out: Record<string, string[]> = {}
    for (const name of await caches.keys()) {
      const requests = await (await caches.open(name)).keys()
      out[name] = requests.map((request) => new URL(request.url).pathname + new URL(request.url).search)
    }
    return out
  })
}

test('registers /sw.js with scope / and serves it as an uncached script', async ({ page, request, baseURL }) => {
  await page.goto('/')
  await controlled(page)
  const registration = await page.evaluate(async () => {
    const r = await navigator.serviceWorker.getRegistration()
    return { scope: r?.scope, script: r?.active?.scriptURL }
  })
  expect(registration).toEqual({ scope: new URL('/', baseURL).href, script: new URL('/sw.js', baseURL).href })

  const response = await request.get('/sw.js')
  expect(response.status()).toBe(200)
  expect(response.headers()['content-type']).toBe('application/javascript')
  expect(response.headers()['cache-control']).toBe('no-cache')
})

test('passes Chrome’s installability check', async ({ playwright, launchOptions, baseURL }) => {
  // Chrome calls every incognito profile not installable ("in-incognito"), and
  // Playwright's contexts are incognito: this test uses a profile of its own.
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'pwa-profile-'))
  const context = await playwright.chromium.launchPersistentContext(profile, {
    ...launchOptions,
    baseURL,
    serviceWorkers: 'allow',
  })
  try {
    const page = context.pages()[0] ?? (await context.newPage())
    await page.goto('/')
    await controlled(page)
    const cdp = await context.newCDPSession(page)
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors')
    expect(installabilityErrors).toEqual([])
  } finally {
    await context.close()
    fs.rmSync(profile, { recursive: true, force: true })
  }
})

for (const locale of ['pt', 'en'] as Locale[]) {
  const t = text[locale]
  const p = prefix(locale)

  test(`offline, a visited page still opens and an unvisited one shows the offline page (${locale})`, async ({
    page,
    context,
    baseURL,
  }) => {
    // The first visit: the worker installs and keeps this page (it was loaded before the worker existed).
    await page.goto(`${p}/cases`)
    await shellReady(page)
    await controlled(page)

    await context.setOffline(true)
    await page.reload()
    await expect(page.getByRole('heading', { level: 1, name: t.cases })).toBeVisible()
    // Styles, scripts and fonts came from the caches too: the page is styled, hydrates and has its fonts.
    await shellReady(page)
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(11, 13, 12)')
    expect(
      await page.evaluate(
        async () => (await document.fonts.ready, [...document.fonts].filter((f) => f.status === 'loaded').length),
      ),
    ).toBeGreaterThan(0)
    await expect(page.getByTestId('offline-banner')).not.toBeEmpty()

    // Never visited: the offline page in the URL's language, at the URL asked for.
    await page.goto(`${p}/posts`)
    await expect(page.getByRole('heading', { level: 1, name: t.offline })).toBeVisible()
    await expect(page.locator('html')).toHaveAttribute('lang', t.lang)
    expect(page.url()).toBe(new URL(`${p}/posts`, baseURL).href)
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(11, 13, 12)')

    // Back online, the same address shows the real page.
    await context.setOffline(false)
    await page.reload()
    await expect(page.getByRole('heading', { level: 1, name: t.offline })).toHaveCount(0)
  })
}

test('after a deploy, the new worker takes over on the next navigation and drops the old caches', async ({
  page,
  context,
  request,
}) => {
  const version = /version (\S+)\./.exec(await (await request.get('/sw.js')).text())![1]
  // The previous deploy, as the browser saw it: the same script with another build id.
  // (Playwright sees the first fetch of a worker's script, not the browser's later update checks.)
  const previous = 'previous-build'
  await context.route('**/sw.js', async (route) => {
    const response = await route.fetch()
    await route.fulfill({ response, body: (await response.text()).replaceAll(version, previous) })
  })
  await page.goto('/cases')
  await shellReady(page)
  await controlled(page)
  expect(Object.keys(await cachedPaths(page)).every((name) => name.endsWith(`-${previous}`))).toBe(true)
  await context.unroute('**/sw.js')

  // The next navigation finds the current script: it installs, takes over and deletes the previous caches.
  await page.goto('/en/cases')
  await expect
    .poll(async () => Object.keys(await cachedPaths(page)).sort(), { timeout: 20_000 })
    .toEqual(['pages', 'shell', 'static'].map((kind) => `studio-${kind}-${version}`))
  const state = await page.evaluate(async () => {
    const r = await navigator.serviceWorker.getRegistration()
    return { waiting: r?.waiting ?? null, controlled: navigator.serviceWorker.controller !== null }
  })
  expect(state).toEqual({ waiting: null, controlled: true })
})

test('the offline pages are not indexed', async ({ request }) => {
  for (const path of ['/offline', '/en/offline']) {
    const html = await (await request.get(path)).text()
    expect(html, path).toMatch(/<meta name="robots" content="noindex, nofollow"\/>/)
  }
  expect(await (await request.get('/sitemap.xml')).text()).not.toContain('/offline')
})

test('admin and API responses are not in the caches', async ({ page }) => {
  await page.goto('/')
  await shellReady(page)
  await controlled(page)
  // The admin's sign-in page, the API from the address bar and from a script.
  await page.goto('/admin')
  await expect(page.locator('form')).toBeVisible()
  await page.goto('/api/cases?limit=1')
  await page.goto('/cases')
  await shellReady(page)
  expect(await page.evaluate(async () => (await fetch('/api/globals/site-settings')).status)).toBe(200)

  const cached = await cachedPaths(page)
  const all = Object.values(cached).flat()
  expect(all).toContain('/cases')
  expect(all.some((path) => path.startsWith('/_next/static/'))).toBe(true)
  expect(all.filter((path) => /^\/(admin|api)(\/|$)/.test(path))).toEqual([])
})

test('a failed registration is silent', async ({ page, context }) => {
  const pageErrors: string[] = []
  const scriptErrors: string[] = []
  const browserErrors: string[] = []
  page.on('pageerror', (error) => pageErrors.push(error.message))
  page.on('console', (message) => {
    if (message.type() !== 'error') return
    // Console calls of the page's scripts carry arguments; the browser's own reports do not.
    ;(message.args().length > 0 ? scriptErrors : browserErrors).push(message.text())
  })
  let asked = false
  // The worker's script is fetched outside the page: page.route never sees it, the context's route does.
  await context.route('**/sw.js', (route) => {
    asked = true
    return route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not found' })
  })
  await page.goto('/')
  await shellReady(page)
  await expect.poll(() => asked).toBe(true)
  // Chrome reports the failed fetch once register() has failed: from then on the page has handled it, or not.
  await expect.poll(() => browserErrors.some((text) => /bad HTTP response code \(404\)/.test(text))).toBe(true)
  expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration()) === undefined)).toBe(true)
  // An unhandled rejection of register() would be a page error ("Failed to register a ServiceWorker…").
  expect(pageErrors).toEqual([])
  expect(scriptErrors).toEqual([])
  // Chrome itself logs the failed script fetch, whatever the page does with the
  // rejection (no script can silence that line); nothing else may appear.
  expect(browserErrors.filter((text) => !/bad HTTP response code \(404\).*fetching the script/.test(text))).toEqual([])
})

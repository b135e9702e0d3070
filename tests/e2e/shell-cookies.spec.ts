import AxeBuilder from '@axe-core/playwright'
import { expect, test } from './support/test'
import { prefix, shellReady, type Locale } from './shell-support'

const text = {
  pt: {
    label: 'Aviso de cookies',
    button: 'Entendi',
    privacy: 'Política de privacidade',
    href: '/politica-de-privacidade',
  },
  en: { label: 'Cookie notice', button: 'Got it', privacy: 'Privacy policy', href: '/en/politica-de-privacidade' },
}
const GTM_HOST = 'https://www.googletagmanager.com/'

for (const locale of ['pt', 'en'] as Locale[]) {
  const other: Locale = locale === 'pt' ? 'en' : 'pt'
  const t = text[locale]

  test(`the cookie notice shows once, in ${locale}, and stays acknowledged across reloads and locales`, async ({
    page,
    context,
  }) => {
    // Layout shift while the notice appears (it must be fixed, not pushing content).
    await page.addInitScript(() => {
      const w = window as unknown as { __cls: number }
      w.__cls = 0
      new PerformanceObserver((list) => {
        for (const e of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[])
          if (!e.hadRecentInput) w.__cls += e.value
      }).observe({ type: 'layout-shift', buffered: true })
    })
    // Acknowledging loads the tag manager when the build has a GTM_ID: never the real one in tests. Its request also
    // shows that the notice has read the cookie (it loads the container in the same step).
    let containers = 0
    await page.route(`${GTM_HOST}**`, (route) => {
      containers++
      return route.fulfill({ status: 200, contentType: 'text/javascript', body: '' })
    })
    await page.goto(prefix(locale) || '/')
    const notice = page.getByRole('region', { name: t.label })
    await expect(notice).toBeVisible()
    await expect(notice.getByRole('link', { name: t.privacy })).toHaveAttribute('href', t.href)
    expect(await notice.evaluate((el) => getComputedStyle(el).position)).toBe('fixed')
    expect(await page.evaluate(() => (window as unknown as { __cls: number }).__cls)).toBeLessThan(0.01)
    // Not an error, not a dialog.
    expect(await notice.evaluate((el) => [el.tagName, el.getAttribute('role'), el.getAttribute('aria-live')])).toEqual([
      'SECTION',
      null,
      null,
    ])
    await expect(page.getByRole('dialog')).toHaveCount(0)

    const { violations } = await new AxeBuilder({ page })
      .include('[data-testid="cookie-notice"]')
      .withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa', 'best-practice'])
      .analyze()
    expect(violations.map((v) => v.id)).toEqual([])

    // Keyboard: the button takes focus and Enter acknowledges.
    await notice.getByRole('button', { name: t.button }).focus()
    await page.keyboard.press('Enter')
    await expect(notice).toBeHidden()

    // Chromium hands a document.cookie write to the browser's cookie store without waiting for it,
    // so the store can lag the page by a moment on a busy machine (CI: the notice gone, no cookie;
    // Playwright unflaked its own cookie tests for the same race, microsoft/playwright#2333).
    const noticeCookie = async () => (await context.cookies()).find((c) => c.name === 'cookie_notice')
    await expect.poll(async () => (await noticeCookie())?.value).toBe('acknowledged')
    const cookie = await noticeCookie()
    expect(cookie?.sameSite).toBe('Lax')
    expect(cookie?.path).toBe('/')
    const days = (cookie!.expires - Date.now() / 1000) / 86400
    expect(days).toBeGreaterThan(364)
    expect(days).toBeLessThan(366)

    const loaded = containers
    await page.reload()
    await expect.poll(() => containers).toBe(loaded + 1)
    await expect(page.getByTestId('cookie-notice')).toHaveCount(0)

    await page.goto(`${prefix(other)}/cases`)
    await expect.poll(() => containers).toBe(loaded + 2)
    await expect(page.getByTestId('cookie-notice')).toHaveCount(0)
  })
}

test('the page passes axe with the notice on screen', async ({ page }) => {
  await page.goto('/')
  await expect(page.getByTestId('cookie-notice')).toBeVisible()
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .analyze()
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
})

test.describe('tag manager', () => {
  test('with GTM_ID, nothing is requested before the notice is acknowledged; consent is then granted and the container loads', async ({
    page,
  }) => {
    // scripts/e2e.mjs builds with GTM_ID=GTM-TEST123; "unset → no tag manager" is tagManagerId's unit test.
    expect(process.env.GTM_ID, 'the e2e build must have a GTM_ID').toBeTruthy()
    const requests: string[] = []
    await page.route(`${GTM_HOST}**`, (route) => {
      requests.push(route.request().url())
      return route.fulfill({ status: 200, contentType: 'text/javascript', body: '' })
    })
    const gtagCalls = () =>
      page.evaluate(() =>
        ((window as unknown as { dataLayer?: unknown[] }).dataLayer ?? []).map((e) =>
          Object.prototype.toString.call(e) === '[object Arguments]' ? Array.from(e as ArrayLike<unknown>) : e,
        ),
      )

    await page.goto('/')
    await shellReady(page)
    await expect(page.getByTestId('cookie-notice')).toBeVisible()
    // The notice sets consent defaults and, for a visitor who acknowledged, adds the container in the same step.
    await expect.poll(async () => JSON.stringify(await gtagCalls())).toContain('"consent","default"')
    await expect(page.locator(`script[src^="${GTM_HOST}"]`)).toHaveCount(0)
    expect(requests).toEqual([])
    const before = await gtagCalls()
    expect(before).toContainEqual([
      'consent',
      'default',
      { ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', analytics_storage: 'denied' },
    ])
    expect(before).not.toContainEqual(['consent', 'update', { analytics_storage: 'granted' }])

    await page.getByRole('button', { name: 'Entendi' }).click()
    await expect.poll(() => requests.length).toBe(1)
    expect(requests[0]).toContain(`id=${process.env.GTM_ID}`)
    const after = await gtagCalls()
    const update = after.findIndex(
      (e) => JSON.stringify(e) === JSON.stringify(['consent', 'update', { analytics_storage: 'granted' }]),
    )
    const start = after.findIndex((e) => !Array.isArray(e) && (e as { event?: string }).event === 'gtm.js')
    expect(update).toBeGreaterThan(0)
    expect(start).toBeGreaterThan(update)

    // A returning visitor who acknowledged: loads at once, consent granted first.
    await page.reload()
    await expect.poll(() => requests.length).toBe(2)
    expect(await gtagCalls()).toContainEqual(['consent', 'update', { analytics_storage: 'granted' }])
  })
})

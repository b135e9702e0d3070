import { expect, test } from './support/test'
import { emulateConnection, prefix, shellReady, type Locale } from './shell-support'

// Spec §8: a script chunk that fails to load (a new deploy) reloads the page, at most
// once per 60 s; a second failure inside that window shows the error page instead.
const text = {
  pt: {
    cases: 'Cases',
    services: 'O que fazemos',
    title: 'Algo deu errado.',
    server: 'Estamos com um problema no servidor. Por favor, volte mais tarde.',
    retry: 'Tentar novamente',
    home: 'Voltar para o início',
  },
  en: {
    cases: 'Work',
    services: 'What we do',
    title: 'Something went wrong.',
    server: 'We are currently having a server problem. Please come back later.',
    retry: 'Try again',
    home: 'Back to home',
  },
}

for (const locale of ['pt', 'en'] as Locale[]) {
  const t = text[locale]
  test(`a chunk failure reloads once, then shows the error page within a minute (${locale})`, async ({ page }) => {
    // No prefetch: the navigation itself must load the new page's scripts.
    await emulateConnection(page, { effectiveType: '4g', saveData: true })
    let failing = false
    let failed = 0
    page.on('request', (r) => {
      if (r.isNavigationRequest()) failing = false
    })
    await page.route('**/_next/static/chunks/**', (route) => {
      if (!failing) return route.continue()
      failed++
      return route.abort('failed')
    })

    await page.goto(`${prefix(locale)}/politica-de-privacidade`)
    await shellReady(page)
    await page.evaluate(() => ((window as unknown as { __before: boolean }).__before = true))
    failing = true
    await page.getByRole('banner').getByRole('link', { name: t.cases, exact: true }).click()

    // Reloaded (a new document: the marker is gone) onto the page it was going to, which works.
    await expect(page).toHaveURL(new RegExp(`${prefix(locale)}/cases$`))
    // (Asked while the reload may be under way: a destroyed context just means "not yet".)
    await expect
      .poll(() =>
        page.evaluate(() => (window as unknown as { __before?: boolean }).__before ?? false).catch(() => true),
      )
      .toBe(false)
    await page.waitForLoadState()
    expect(failed).toBeGreaterThan(0)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cases')
    expect(await page.evaluate(() => sessionStorage.getItem('chunk-reload-at'))).toMatch(/^\d+$/)
    await shellReady(page)

    // A second failure within 60 s: the error page, no reload loop.
    await page.evaluate(() => ((window as unknown as { __after: boolean }).__after = true))
    const stamp = await page.evaluate(() => sessionStorage.getItem('chunk-reload-at'))
    failing = true
    failed = 0
    await page.getByRole('banner').getByRole('link', { name: t.services, exact: true }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.title)
    expect(failed).toBeGreaterThan(0)
    await expect(page.getByText(t.server)).toBeVisible()
    await expect(page.getByText('500', { exact: true })).toBeAttached()
    await expect(page.getByRole('button', { name: t.retry })).toBeVisible()
    await expect(page.getByRole('link', { name: t.home })).toHaveAttribute('href', prefix(locale) || '/')
    await expect(page.getByTestId('progress-bar')).toHaveAttribute('data-phase', 'error')
    // A reload is decided with the failure and stamped before it starts: the same stamp means none was.
    expect(await page.evaluate(() => sessionStorage.getItem('chunk-reload-at'))).toBe(stamp)
    expect(await page.evaluate(() => (window as unknown as { __after?: boolean }).__after)).toBe(true)
  })
}

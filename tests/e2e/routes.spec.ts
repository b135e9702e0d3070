import { expect, test } from './support/test'
import { globalDoc, publicDocs, type Locale } from './support/cms'
import { shellReady } from './shell-support'

const prefix = (locale: Locale) => (locale === 'pt' ? '' : '/en')
const htmlLang = { pt: 'pt-BR', en: 'en-US' }

for (const locale of ['pt', 'en'] as const) {
  test.describe(`every route in ${locale}`, () => {
    test('answers 200 with the right language and its CMS title', async ({ page, request }) => {
      const [settings, legal, cases, posts, services] = await Promise.all([
        globalDoc(request, 'site-settings', locale),
        globalDoc(request, 'legal', locale),
        publicDocs(request, 'cases', locale, '&sort=-year'),
        publicDocs(request, 'posts', locale, '&sort=-publishedDate'),
        publicDocs(request, 'services', locale, '&sort=order'),
      ])
      const featured = (await publicDocs(request, 'cases', locale, '&where[featured][equals]=true&sort=-year'))[0]
      const p = prefix(locale)
      const routes: { path: string; heading: string; shows?: string }[] = [
        { path: p || '/', heading: settings.statement },
        { path: `${p}/cases`, heading: 'Cases', shows: cases[0].title },
        { path: `${p}/case/${cases[0].slug}`, heading: cases[0].title! },
        { path: `${p}/case`, heading: featured.title! },
        { path: `${p}/posts`, heading: locale === 'pt' ? 'Artigos' : 'Articles', shows: posts[0].title },
        { path: `${p}/posts/${posts[0].slug}`, heading: posts[0].title! },
        { path: `${p}/politica-de-privacidade`, heading: legal.privacy.title },
        { path: `${p}/termos-de-uso`, heading: legal.terms.title },
        {
          path: `${p}/what-we-do`,
          heading: locale === 'pt' ? 'O que fazemos' : 'What we do',
          shows: services[0].title,
        },
        { path: `${p}/what-we-do/${services[0].slug}`, heading: services[0].title! },
        {
          path: `${p}/o-que-fazemos`,
          heading: locale === 'pt' ? 'O que fazemos' : 'What we do',
          shows: services[1].title,
        },
        { path: `${p}/o-que-fazemos/${services[1].slug}`, heading: services[1].title! },
      ]
      for (const route of routes) {
        const res = await page.goto(route.path)
        expect(res?.status(), route.path).toBe(200)
        await expect(page.locator('html'), route.path).toHaveAttribute('lang', htmlLang[locale])
        await expect(page.getByRole('heading', { level: 1 }), route.path).toHaveText(route.heading)
        if (route.shows) await expect(page.getByText(route.shows).first(), route.path).toBeVisible()
      }
    })

    test('links stay in the page language', async ({ page }) => {
      await page.goto(prefix(locale) || '/')
      const hrefs = await page
        .locator('header a[href^="/"], footer a[href^="/"]')
        .evaluateAll((as) => as.map((a) => a.getAttribute('href')!))
      const switcher = await page.getByTestId('locale-switcher').first().getAttribute('href')
      const own = hrefs.filter((h) => h !== switcher)
      expect(own.length).toBeGreaterThan(5)
      for (const href of own) {
        if (locale === 'en')
          expect(href === '/en' || href.startsWith('/en/') || href.startsWith('/en#'), href).toBe(true)
        else expect(href.startsWith('/en'), href).toBe(false)
      }
    })
  })
}

test('what-we-do has one canonical per locale', async ({ page, request }) => {
  const [pt] = await publicDocs(request, 'services', 'pt', '&sort=order')
  const [en] = await publicDocs(request, 'services', 'en', '&sort=order')
  await page.goto(`/what-we-do/${pt.slug}`)
  await expect(page.locator('link[rel=canonical]')).toHaveAttribute('href', new RegExp(`/o-que-fazemos/${pt.slug}$`))
  await page.goto(`/en/o-que-fazemos/${en.slug}`)
  await expect(page.locator('link[rel=canonical]')).toHaveAttribute('href', new RegExp(`/en/what-we-do/${en.slug}$`))
  await page.goto('/case')
  await expect(page.locator('link[rel=canonical]')).toHaveAttribute('href', /\/case\/[a-z0-9-]+$/)
})

test('unknown slugs and paths answer 404 in the page language', async ({ page }) => {
  const cases = [
    { path: '/case/nao-existe', text: 'Esta página não pôde ser encontrada.', lang: 'pt-BR' },
    { path: '/posts/nao-existe', text: 'Esta página não pôde ser encontrada.', lang: 'pt-BR' },
    { path: '/o-que-fazemos/nao-existe', text: 'Esta página não pôde ser encontrada.', lang: 'pt-BR' },
    { path: '/um/caminho/qualquer', text: 'Esta página não pôde ser encontrada.', lang: 'pt-BR' },
    { path: '/en/case/does-not-exist', text: 'This page could not be found.', lang: 'en-US' },
    { path: '/en/posts/does-not-exist', text: 'This page could not be found.', lang: 'en-US' },
    { path: '/en/any/path', text: 'This page could not be found.', lang: 'en-US' },
  ]
  for (const c of cases) {
    const res = await page.goto(c.path)
    expect(res?.status(), c.path).toBe(404)
    await expect(page.getByRole('heading', { level: 1 }), c.path).toHaveText(c.text)
    await expect(page.locator('html'), c.path).toHaveAttribute('lang', c.lang)
    // Inside the site layout: the header and its menu are there.
    await expect(page.getByRole('banner'), c.path).toBeVisible()
  }
})

test('a link to a page that no longer exists opens the full 404 page, header included', async ({ page }) => {
  await page.goto('/en/cases')
  await shellReady(page)
  const gone = '/en/case/gone-for-good'
  const load = page.waitForResponse(
    (r) => r.request().resourceType() === 'document' && new URL(r.url()).pathname === gone,
  )
  await page.evaluate((href) => {
    const a = document.createElement('a')
    a.href = href
    a.textContent = 'An old case'
    document.querySelector('main')?.prepend(a)
  }, gone)
  await page.getByRole('link', { name: 'An old case' }).click()
  expect((await load).status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('This page could not be found.')
  await expect(page.getByRole('banner')).toBeVisible()
  await expect(page.getByRole('contentinfo')).toBeVisible()
})

test('drafts are not public', async ({ page, request }) => {
  const published = await publicDocs(request, 'cases', 'pt')
  expect(published.some((c) => /andamento|progress/i.test(c.title ?? ''))).toBe(false)
  const res = await page.goto('/cases')
  expect(res?.status()).toBe(200)
  await expect(page.getByText(/Projeto em andamento/i)).toHaveCount(0)
})

test('/pt/… redirects to the unprefixed path', async ({ request }) => {
  const res = await request.get('/pt/cases', { maxRedirects: 0 })
  expect([301, 302, 307, 308]).toContain(res.status())
  expect(new URL(res.headers()['location'], 'http://x').pathname).toBe('/cases')
})

test('Accept-Language does not redirect: / stays Portuguese', async ({ request, browser }) => {
  const res = await request.get('/', { headers: { 'Accept-Language': 'en-US,en;q=0.9' }, maxRedirects: 0 })
  expect(res.status()).toBe(200)
  expect(await res.text()).toContain('lang="pt-BR"')
  const context = await browser.newContext({ locale: 'en-US' })
  const page = await context.newPage()
  await page.goto('/')
  expect(new URL(page.url()).pathname).toBe('/')
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR')
  await context.close()
})

import type { APIRequestContext } from '@playwright/test'
import { expect, test } from './support/test'
import { allRoutes } from './support/routes'

/** Width and height of a PNG from its IHDR chunk. */
function pngSize(body: Buffer) {
  expect(body.subarray(1, 4).toString()).toBe('PNG')
  return { width: body.readUInt32BE(16), height: body.readUInt32BE(20) }
}

async function fetchPng(request: APIRequestContext, url: string) {
  const res = await request.get(url)
  expect(res.status(), url).toBe(200)
  expect(res.headers()['content-type'], url).toContain('image/png')
  return pngSize(await res.body())
}

test('robots.txt allows the site, keeps crawlers out of /admin and /api, and points to the sitemap', async ({
  request,
}) => {
  const body = await (await request.get('/robots.txt')).text()
  expect(body).toMatch(/Allow: \//)
  expect(body).toMatch(/Disallow: \/admin/)
  expect(body).toMatch(/Disallow: \/api/)
  expect(body).toMatch(/Sitemap: http:\/\/localhost:\d+\/sitemap\.xml/)
})

test('the sitemap lists every page in both locales with alternates', async ({ request }) => {
  const xml = await (await request.get('/sitemap.xml')).text()
  for (const locale of ['pt', 'en'] as const) {
    for (const route of await allRoutes(request, locale)) {
      // Only canonical URLs: no query, no 404, no bare /case, and what-we-do under its locale's own name.
      const nonCanonical = locale === 'pt' ? '/what-we-do' : '/o-que-fazemos'
      if (
        route.includes('?') ||
        route.includes('pagina-que-nao-existe') ||
        route.endsWith('/case') ||
        route.includes(nonCanonical)
      )
        continue
      expect(xml, route).toContain(`${route === '/' ? '' : route}</loc>`)
    }
  }
  expect(xml).toContain('hreflang="en-US"')
  expect(xml).toContain('hreflang="x-default"')
  expect(xml).not.toContain('projeto-em-andamento')
})

test('the web app manifest is installable-shaped, with generated icons', async ({ request, page }) => {
  await page.goto('/')
  const href = await page.locator('link[rel=manifest]').getAttribute('href')
  const manifest = await (await request.get(href!)).json()
  expect(manifest).toMatchObject({ start_url: '/', scope: '/', display: 'standalone', theme_color: '#2EE6A8' })
  expect(manifest.name).toBeTruthy()
  for (const icon of manifest.icons) {
    const [w, h] = icon.sizes.split('x').map(Number)
    expect(await fetchPng(request, icon.src)).toEqual({ width: w, height: h })
  }
  expect(manifest.icons.some((i: { purpose: string }) => i.purpose === 'maskable')).toBe(true)
  // Clients that never read the page still find an icon at the legacy address.
  expect(await fetchPng(request, '/favicon.ico')).toEqual({ width: 48, height: 48 })
})

for (const locale of ['pt', 'en'] as const) {
  test(`every ${locale} page has theme colour, a 1200×630 share image and valid structured data`, async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000)
    for (const route of await allRoutes(request, locale)) {
      if (route.includes('pagina-que-nao-existe')) continue
      await page.goto(route)
      await expect(page.locator('meta[name="theme-color"]'), route).toHaveAttribute('content', '#2EE6A8')
      await expect(page.locator('meta[name="twitter:card"]'), route).toHaveAttribute('content', 'summary_large_image')
      const image = await page.locator('meta[property="og:image"]').first().getAttribute('content')
      expect(await fetchPng(request, image!), route).toEqual({ width: 1200, height: 630 })

      const blocks = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((t) =>
        JSON.parse(t),
      )
      const org = blocks.find((b) => b['@type'] === 'Organization')
      expect(org, route).toBeTruthy()
      expect(org.address['@type']).toBe('PostalAddress')
      expect(org.address.streetAddress).toBeTruthy()
      expect(org.contactPoint.telephone).toBeTruthy()
      expect(org.contactPoint.email).toBeTruthy()
      if (/\/posts\/[a-z0-9-]+$/.test(route)) {
        const article = blocks.find((b) => b['@type'] === 'BlogPosting')
        expect(article?.headline, route).toBe(await page.getByRole('heading', { level: 1 }).textContent())
        expect(article.datePublished).toBeTruthy()
      }
      if (/\/case\/[a-z0-9-]+$/.test(route)) {
        expect(blocks.find((b) => b['@type'] === 'CreativeWork')?.name, route).toBe(
          await page.getByRole('heading', { level: 1 }).textContent(),
        )
      }
      if (/\/(case|posts|what-we-do|o-que-fazemos)\/[a-z0-9-]+$/.test(route)) {
        expect(blocks.find((b) => b['@type'] === 'BreadcrumbList')?.itemListElement.length, route).toBe(2)
      }
    }
  })
}

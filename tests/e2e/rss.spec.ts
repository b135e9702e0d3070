import type { Page } from '@playwright/test'
import { expect, test } from './support/test'
import { adminToken, auth, publicDocs, type Locale } from './support/cms'
import { prefix } from './support/routes'

type Feed = {
  parseError: string | null
  root: string
  version: string | null
  channel: Record<'title' | 'link' | 'description' | 'language' | 'lastBuildDate', string | null> & {
    self: string | null
  }
  items: {
    title: string
    link: string
    guid: string
    pubDate: string
    description: string
    categories: string[]
    content: string
  }[]
}

/** Parses the feed with the browser's own XML parser (a parse error is reported, not thrown). */
function parseFeed(page: Page, xml: string): Promise<Feed> {
  return page.evaluate((source) => {
    const doc = new DOMParser().parseFromString(source, 'application/xml')
    const error = doc.getElementsByTagName('parsererror')[0]
    const text = (el: Element | Document, name: string) => el.getElementsByTagName(name)[0]?.textContent ?? null
    const channel = doc.getElementsByTagName('channel')[0]
    const own = (name: string) => [...(channel?.children ?? [])].find((c) => c.tagName === name)?.textContent ?? null
    return {
      parseError: error ? error.textContent : null,
      root: doc.documentElement.tagName,
      version: doc.documentElement.getAttribute('version'),
      channel: {
        title: own('title'),
        link: own('link'),
        description: own('description'),
        language: own('language'),
        lastBuildDate: own('lastBuildDate'),
        self: channel?.getElementsByTagNameNS('http://www.w3.org/2005/Atom', 'link')[0]?.getAttribute('href') ?? null,
      },
      items: [...doc.getElementsByTagName('item')].map((item) => ({
        title: text(item, 'title') ?? '',
        link: text(item, 'link') ?? '',
        guid: text(item, 'guid') ?? '',
        pubDate: text(item, 'pubDate') ?? '',
        description: text(item, 'description') ?? '',
        categories: [...item.getElementsByTagName('category')].map((c) => c.textContent ?? ''),
        content:
          item.getElementsByTagNameNS('http://purl.org/rss/1.0/modules/content/', 'encoded')[0]?.textContent ?? '',
      })),
    }
  }, xml)
}

const rfc822 =
  /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4} \d{2}:\d{2}:\d{2} GMT$/
const languages = { pt: 'pt-BR', en: 'en-US' } as const

for (const locale of ['pt', 'en'] as const satisfies Locale[]) {
  test(`the ${locale} RSS feed lists every published article, newest first, with absolute links`, async ({
    page,
    request,
    baseURL,
  }) => {
    const feedUrl = `${baseURL}${prefix(locale)}/posts/rss.xml`
    const res = await request.get(feedUrl)
    expect(res.status()).toBe(200)
    expect(res.headers()['content-type']).toMatch(/^application\/(rss\+)?xml/)
    const feed = await parseFeed(page, await res.text())
    expect(feed.parseError).toBeNull()
    expect(feed.root).toBe('rss')
    expect(feed.version).toBe('2.0')

    expect(feed.channel.title).toBeTruthy()
    expect(feed.channel.description).toBeTruthy()
    expect(feed.channel.link).toBe(`${baseURL}${prefix(locale)}/posts`)
    expect(feed.channel.language).toBe(languages[locale])
    expect(feed.channel.self).toBe(feedUrl)
    expect(feed.channel.lastBuildDate).toMatch(rfc822)

    // Exactly the published articles (the public API returns only those), newest first.
    const published = await publicDocs(request, 'posts', locale, '&sort=-publishedDate')
    expect(published.length).toBeGreaterThanOrEqual(14)
    expect(feed.items.map((i) => i.link)).toEqual(published.map((p) => `${baseURL}${prefix(locale)}/posts/${p.slug}`))
    expect(feed.items.map((i) => i.title)).toEqual(published.map((p) => p.title))
    const dates = feed.items.map((i) => Date.parse(i.pubDate))
    expect(dates[0]).toBe(Math.max(...dates))
    expect(dates).toEqual([...dates].sort((a, b) => b - a))

    for (const item of feed.items) {
      expect(item.pubDate, item.link).toMatch(rfc822)
      expect(item.description, item.link).toBeTruthy()
      expect(item.categories.length, item.link).toBeGreaterThan(0)
      expect(item.content, item.link).toContain('<p>')
      expect(new Set(feed.items.map((i) => i.guid)).size).toBe(feed.items.length)
      expect((await request.get(item.link)).status(), item.link).toBe(200)
    }
  })

  test(`the ${locale} articles pages link their RSS feed from the head`, async ({ page, baseURL }) => {
    for (const path of [`${prefix(locale)}/posts`, `${prefix(locale)}/posts?page=2`]) {
      const res = await page.goto(path)
      expect(res?.status(), path).toBe(200)
      await expect(page.locator('html')).toHaveAttribute('lang', languages[locale])
      const link = page.locator('head link[rel="alternate"][type="application/rss+xml"]')
      await expect(link, path).toHaveCount(1)
      expect(new URL((await link.getAttribute('href'))!, baseURL).href, path).toBe(
        `${baseURL}${prefix(locale)}/posts/rss.xml`,
      )
      await expect(link, path).toHaveAttribute('title', locale === 'pt' ? 'Feed RSS dos artigos' : 'Articles RSS feed')
    }
  })
}

test('the default locale has no prefixed feed', async ({ request }) => {
  expect((await request.get('/pt/posts/rss.xml')).status()).toBe(404)
})

test('a published edit reaches the feed on the next request (no rebuild)', async ({ request }) => {
  const token = adminToken()
  // The oldest article: the other tests read the newest ones.
  const [oldest] = await publicDocs(request, 'posts', 'pt', '&sort=publishedDate')
  const marker = `editado ${Date.now()}`
  const excerpt = `${oldest.excerpt} — ${marker}`
  const res = await request.patch(`/api/posts/${oldest.id}?locale=pt`, {
    headers: auth(token),
    data: { excerpt, _status: 'published' },
  })
  expect(res.ok()).toBe(true)
  try {
    await expect.poll(async () => (await request.get('/posts/rss.xml')).text(), { timeout: 15_000 }).toContain(marker)
  } finally {
    await request.patch(`/api/posts/${oldest.id}?locale=pt`, {
      headers: auth(token),
      data: { excerpt: oldest.excerpt, _status: 'published' },
    })
  }
})

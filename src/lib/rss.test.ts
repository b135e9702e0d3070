import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { cdata, escapeXml, rfc822, rssFeed, type RssChannel, type RssItem } from './rss'

const channel: RssChannel = {
  title: 'Estúdio Maré — Artigos',
  link: 'https://example.com/posts',
  description: 'Ideias & processos <do estúdio>',
  language: 'pt-BR',
  selfUrl: 'https://example.com/posts/rss.xml',
  lastBuildDate: '2026-11-05T10:00:00.000Z',
  image: { url: 'https://example.com/icons/192', title: 'Estúdio Maré — Artigos', link: 'https://example.com/posts' },
}

const item: RssItem = {
  title: 'A & B <c>',
  link: 'https://example.com/posts/a-b?x=1&y=2',
  guid: 'post-1@example.com',
  pubDate: '2026-11-04T13:00:00.000Z',
  description: 'Texto com "aspas" & <tags>',
  contentHtml: '<p>Olá</p><pre>a]]>b</pre>',
  categories: ['web', 'R&D'],
  creator: 'Rafael Souza',
}

/** Undo the five predefined entities and the CDATA wrapping, as an XML parser would. */
function unescape(xml: string): string {
  return xml
    .replace(/<!\[CDATA\[([\s\S]*?)\]\]>/g, (_, text: string) => text)
    .replace(/&(lt|gt|quot|#39|amp);/g, (_, e: string) => ({ lt: '<', gt: '>', quot: '"', '#39': "'", amp: '&' })[e]!)
}

describe('escapeXml', () => {
  it('escapes the five predefined entities, & first', () => {
    expect(escapeXml(`a & b < c > d " e ' &amp;`)).toBe('a &amp; b &lt; c &gt; d &quot; e &#39; &amp;amp;')
  })

  it('drops characters XML 1.0 forbids and keeps everything else', () => {
    expect(escapeXml('a\u0000b\u0008c\td\ne\u000bf\uFFFF😀')).toBe('abc\td\nef😀')
  })

  it('round-trips any text without a forbidden character', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (text) => {
        const escaped = escapeXml(text)
        expect(escaped).not.toMatch(/[<>"']|&(?!(amp|lt|gt|quot|#39);)/)
        expect(unescape(escaped)).toBe(text.replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, ''))
      }),
    )
  })
})

describe('cdata', () => {
  it('splits every ]]> so the section cannot be closed early', () => {
    expect(cdata('a]]>b]]>')).toBe('<![CDATA[a]]]]><![CDATA[>b]]]]><![CDATA[>]]>')
  })

  it('holds any text: the parsed content is the input', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const section = cdata(text)
        // Exactly the sections we opened close: no stray ]]> inside.
        expect(section.split('<![CDATA[').length - 1).toBe(section.split(']]>').length - 1)
        expect(unescape(section)).toBe(text.replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, ''))
      }),
    )
  })
})

describe('rfc822', () => {
  it('formats in GMT with day name, two-digit day and four-digit year', () => {
    expect(rfc822('2026-11-04T13:00:00.000Z')).toBe('Wed, 04 Nov 2026 13:00:00 GMT')
    expect(rfc822(new Date(Date.UTC(2025, 1, 3, 2, 5, 9)))).toBe('Mon, 03 Feb 2025 02:05:09 GMT')
  })

  it('converts offsets to GMT (the previous day when needed)', () => {
    expect(rfc822('2026-01-01T01:30:00-03:00')).toBe('Thu, 01 Jan 2026 04:30:00 GMT')
    expect(rfc822('2026-01-01T01:30:00+03:00')).toBe('Wed, 31 Dec 2025 22:30:00 GMT')
  })

  it('matches what Date.toUTCString says for any date', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date('1970-01-01'), max: new Date('9999-12-31'), noInvalidDate: true }), (d) => {
        expect(rfc822(d)).toBe(d.toUTCString())
        expect(rfc822(d)).toMatch(
          /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4} \d{2}:\d{2}:\d{2} GMT$/,
        )
      }),
    )
  })

  it('refuses an invalid date', () => {
    expect(() => rfc822('not a date')).toThrow(RangeError)
  })
})

describe('rssFeed', () => {
  const xml = rssFeed(channel, [
    item,
    { ...item, title: 'Second', guid: 'post-2@example.com', contentHtml: null, categories: [], creator: null },
  ])

  it('is an RSS 2.0 document with the Atom, content and Dublin Core namespaces', () => {
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0"')).toBe(true)
    expect(xml).toContain('xmlns:atom="http://www.w3.org/2005/Atom"')
    expect(xml).toContain('xmlns:content="http://purl.org/rss/1.0/modules/content/"')
    expect(xml).toContain('xmlns:dc="http://purl.org/dc/elements/1.1/"')
    expect(xml.trimEnd().endsWith('</channel></rss>')).toBe(true)
  })

  it('describes the channel', () => {
    for (const fragment of [
      '<title>Estúdio Maré — Artigos</title>',
      '<link>https://example.com/posts</link>',
      '<description>Ideias &amp; processos &lt;do estúdio&gt;</description>',
      '<language>pt-BR</language>',
      '<atom:link href="https://example.com/posts/rss.xml" rel="self" type="application/rss+xml"/>',
      '<lastBuildDate>Thu, 05 Nov 2026 10:00:00 GMT</lastBuildDate>',
      '<image><url>https://example.com/icons/192</url><title>Estúdio Maré — Artigos</title><link>https://example.com/posts</link></image>',
    ])
      expect(xml).toContain(fragment)
  })

  it('escapes item text and URLs, and keeps HTML content in CDATA', () => {
    for (const fragment of [
      '<title>A &amp; B &lt;c&gt;</title>',
      '<link>https://example.com/posts/a-b?x=1&amp;y=2</link>',
      '<guid isPermaLink="false">post-1@example.com</guid>',
      '<pubDate>Wed, 04 Nov 2026 13:00:00 GMT</pubDate>',
      '<dc:creator>Rafael Souza</dc:creator>',
      '<category>web</category><category>R&amp;D</category>',
      '<description>Texto com &quot;aspas&quot; &amp; &lt;tags&gt;</description>',
      '<content:encoded><![CDATA[<p>Olá</p><pre>a]]]]><![CDATA[>b</pre>]]></content:encoded>',
    ])
      expect(xml).toContain(fragment)
  })

  it('leaves out empty optional elements and keeps the items in order', () => {
    const second = xml.slice(xml.lastIndexOf('<item>'))
    expect(second).toContain('<title>Second</title>')
    expect(second).not.toContain('content:encoded')
    expect(second).not.toContain('<category>')
    expect(second).not.toContain('dc:creator')
    expect(xml.indexOf('A &amp; B')).toBeLessThan(xml.indexOf('Second'))
  })

  it('takes the guid as a permalink only when asked, and then it must be absolute', () => {
    expect(rssFeed(channel, [{ ...item, guid: item.link, guidIsPermaLink: true }])).toContain(
      '<guid isPermaLink="true">https://example.com/posts/a-b?x=1&amp;y=2</guid>',
    )
    expect(() => rssFeed(channel, [{ ...item, guid: '/posts/a', guidIsPermaLink: true }])).toThrow(/absolute/)
  })

  it('refuses relative links', () => {
    expect(() => rssFeed(channel, [{ ...item, link: '/posts/a' }])).toThrow(/absolute/)
    expect(() => rssFeed({ ...channel, link: '/posts' }, [])).toThrow(/absolute/)
    expect(() => rssFeed({ ...channel, selfUrl: 'posts/rss.xml' }, [])).toThrow(/absolute/)
  })

  it('is an empty channel without items', () => {
    expect(rssFeed(channel, [])).not.toContain('<item>')
  })
})

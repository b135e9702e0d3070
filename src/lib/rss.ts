import { escapeHtml } from './html'

/**
 * RSS 2.0 documents (https://www.rssboard.org/rss-specification), as a pure function of
 * the channel and its items. Every URL must already be absolute.
 */
export type RssItem = {
  title: string
  link: string
  /** Stable identifier; a permalink only when `guidIsPermaLink`. */
  guid: string
  guidIsPermaLink?: boolean
  pubDate: Date | string
  description?: string | null
  /** Full content as HTML, wrapped in CDATA (content:encoded). */
  contentHtml?: string | null
  categories?: readonly string[] | null
  /** A person's name (dc:creator: RSS's own <author> wants an e-mail address). */
  creator?: string | null
}

export type RssChannel = {
  title: string
  link: string
  description: string
  /** BCP 47 tag, e.g. pt-BR. */
  language: string
  /** The feed's own URL (atom:link rel="self"). */
  selfUrl: string
  lastBuildDate?: Date | string | null
  /** The channel's logo (at most 144 px wide per the spec; no size is sent, so readers scale it). */
  image?: { url: string; title: string; link: string } | null
}

// Characters XML 1.0 does not allow at all (C0 controls but tab, CR, LF; lone surrogates; U+FFFE/U+FFFF).
const invalidXml =
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g

/** Text for an XML element or attribute value (the HTML escapes are XML's too). */
export function escapeXml(value: string): string {
  return escapeHtml(value.replace(invalidXml, ''))
}

/** A CDATA section holding any text: each `]]>` is split across two sections. */
export function cdata(value: string): string {
  return `<![CDATA[${value.replace(invalidXml, '').replaceAll(']]>', ']]]]><![CDATA[>')}]]>`
}

const days = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']
const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']
const two = (n: number) => String(n).padStart(2, '0')

/** RFC 822 date-time (with a four-digit year, as RFC 1123 and RSS readers expect), in GMT. */
export function rfc822(date: Date | string): string {
  const d = typeof date === 'string' ? new Date(date) : date
  if (Number.isNaN(d.getTime())) throw new RangeError(`Not a date: ${String(date)}`)
  return `${days[d.getUTCDay()]}, ${two(d.getUTCDate())} ${months[d.getUTCMonth()]} ${d.getUTCFullYear()} ${two(d.getUTCHours())}:${two(d.getUTCMinutes())}:${two(d.getUTCSeconds())} GMT`
}

function absolute(url: string, what: string): string {
  if (!/^https?:\/\//.test(url)) throw new Error(`RSS ${what} must be an absolute URL: ${url}`)
  return url
}

const element = (name: string, value: string | null | undefined) =>
  value ? `<${name}>${escapeXml(value)}</${name}>` : ''

function item(entry: RssItem): string {
  const permaLink = entry.guidIsPermaLink ?? false
  return [
    '<item>',
    element('title', entry.title),
    element('link', absolute(entry.link, 'item link')),
    `<guid isPermaLink="${permaLink}">${escapeXml(permaLink ? absolute(entry.guid, 'guid') : entry.guid)}</guid>`,
    element('pubDate', rfc822(entry.pubDate)),
    element('dc:creator', entry.creator),
    ...(entry.categories ?? []).filter(Boolean).map((c) => element('category', c)),
    element('description', entry.description),
    entry.contentHtml ? `<content:encoded>${cdata(entry.contentHtml)}</content:encoded>` : '',
    '</item>',
  ].join('')
}

/** The whole feed, items in the order given (newest first is the caller's job). */
export function rssFeed(channel: RssChannel, items: readonly RssItem[]): string {
  const image = channel.image
  return [
    '<?xml version="1.0" encoding="UTF-8"?>\n',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    '<channel>',
    element('title', channel.title),
    element('link', absolute(channel.link, 'channel link')),
    element('description', channel.description),
    element('language', channel.language),
    `<atom:link href="${escapeXml(absolute(channel.selfUrl, 'self link'))}" rel="self" type="application/rss+xml"/>`,
    channel.lastBuildDate ? element('lastBuildDate', rfc822(channel.lastBuildDate)) : '',
    image
      ? [
          '<image>',
          element('url', absolute(image.url, 'image')),
          element('title', image.title),
          element('link', absolute(image.link, 'image link')),
          '</image>',
        ].join('')
      : '',
    ...items.map(item),
    '</channel>',
    '</rss>\n',
  ].join('')
}

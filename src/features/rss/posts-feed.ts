import 'server-only'
import type { SerializedAutoLinkNode, SerializedLinkNode, SerializedUploadNode } from '@payloadcms/richtext-lexical'
import { convertLexicalToHTML, type HTMLConvertersFunction } from '@payloadcms/richtext-lexical/html'
import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'
import { getTranslations } from 'next-intl/server'
import { sanitizeUrl } from 'payload/shared'
import type { Employee, Media, Post } from '@/payload-types'
import { site, type Locale } from '@/config/site'
import { siteUrl } from '@/config/site-url'
import { getSettings } from '@/content/globals'
import { feedPosts } from '@/content/posts'
import { localizePath, paths } from '@/lib/paths'
import { escapeXml, rssFeed, type RssItem } from '@/lib/rss'

type LinkedDoc = { relationTo?: string; value?: { slug?: string | null } | number | string }

/** The public path of a document an internal link points at (the list page when unknown). */
function docPath(locale: Locale, doc: LinkedDoc | undefined): string {
  const slug = doc && typeof doc.value === 'object' ? doc.value.slug : null
  if (!slug) return '/'
  if (doc?.relationTo === 'posts') return paths.post(slug)
  if (doc?.relationTo === 'cases') return paths.case(slug)
  if (doc?.relationTo === 'services') return paths.service(locale, slug)
  return '/'
}

/** Rich text as HTML for feed readers: every link and image absolute, nothing interactive. */
function bodyHtml(body: Post['body'], locale: Locale, origin: string): string | null {
  if (!body) return null
  const absolute = (url: string) => (url.startsWith('/') ? origin + url : url)
  const link = (node: SerializedLinkNode | SerializedAutoLinkNode, inner: string) => {
    const fields = node.fields as { linkType?: string; url?: string; doc?: LinkedDoc }
    const href =
      fields.linkType === 'internal'
        ? origin + localizePath(locale, docPath(locale, fields.doc))
        : absolute(sanitizeUrl(fields.url ?? ''))
    return `<a href="${escapeXml(href)}">${inner}</a>`
  }
  const converters: HTMLConvertersFunction = ({ defaultConverters }) => ({
    ...defaultConverters,
    link: ({ node, nodesToHTML }) => link(node as SerializedLinkNode, nodesToHTML({ nodes: node.children }).join('')),
    autolink: ({ node, nodesToHTML }) =>
      link(node as SerializedAutoLinkNode, nodesToHTML({ nodes: node.children }).join('')),
    // `value` belongs on <ol> items only.
    listitem: ({ node, nodesToHTML, parent }) => {
      const value = (parent as { listType?: string }).listType === 'number' ? ` value="${node.value}"` : ''
      return `<li${value}>${nodesToHTML({ nodes: node.children }).join('')}</li>`
    },
    upload: ({ node }) => {
      const media = (node as SerializedUploadNode).value as Media | number
      if (typeof media !== 'object' || !media.url) return ''
      const size = media.width && media.height ? ` width="${media.width}" height="${media.height}"` : ''
      return `<figure><img src="${escapeXml(absolute(media.url))}" alt="${escapeXml(media.alt ?? '')}"${size}/>${media.caption ? `<figcaption>${escapeXml(media.caption)}</figcaption>` : ''}</figure>`
    },
  })
  return convertLexicalToHTML({ data: body as SerializedEditorState, converters, disableContainer: true })
}

/** The RSS 2.0 feed of a locale's published articles, newest first (served at /posts/rss.xml and /en/posts/rss.xml). */
export async function postsFeed(locale: Locale): Promise<Response> {
  const origin = siteUrl()
  const [settings, t, posts] = await Promise.all([
    getSettings(locale),
    getTranslations({ locale, namespace: 'posts' }),
    feedPosts(locale),
  ])
  const listUrl = origin + localizePath(locale, paths.posts())
  const title = `${t('title')} | ${settings.studioName}`
  const host = new URL(origin).host
  const items: RssItem[] = posts.map((post) => {
    const author = typeof post.author === 'object' ? (post.author as Employee | null) : null
    return {
      title: post.title,
      link: origin + localizePath(locale, paths.post(post.slug ?? '')),
      // The document id, so a renamed slug is not a new item for subscribers.
      guid: `post-${post.id}@${host}`,
      pubDate: post.publishedDate,
      description: post.excerpt,
      contentHtml: bodyHtml(post.body, locale, origin),
      categories: post.tags,
      creator: author?.name,
    }
  })
  const lastBuildDate = posts.reduce<string | null>(
    (latest, p) => (!latest || p.updatedAt > latest ? p.updatedAt : latest),
    null,
  )
  const xml = rssFeed(
    {
      title,
      link: listUrl,
      description: t('intro'),
      language: site.localeTags[locale],
      selfUrl: origin + localizePath(locale, paths.postsFeed()),
      lastBuildDate,
      image: { url: `${origin}/icons/192`, title, link: listUrl },
    },
    items,
  )
  return new Response(xml, { headers: { 'Content-Type': 'application/rss+xml; charset=utf-8' } })
}

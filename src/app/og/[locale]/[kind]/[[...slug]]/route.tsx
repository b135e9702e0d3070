import type { Locale } from '@/config/site'
import { site } from '@/config/site'
import { getCase } from '@/content/cases'
import { publishedSlugs } from '@/content/documents'
import { getSettings } from '@/content/globals'
import { getPost } from '@/content/posts'
import { getPage } from '@/content/pages'
import { getService } from '@/content/services'
import { documentShareImage, shareImage, type ShareKind } from '@/features/seo/share-image'

/**
 * Share images (1200×630): /og/{locale}/site for pages without a document, and
 * /og/{locale}/{case|post|service|page}/{slug} for documents. Prerendered at build,
 * re-rendered when the content they show is published (tags of content/).
 */
export const dynamic = 'force-static'

type Params = { locale: Locale; kind: string; slug?: string[] }

export async function generateStaticParams(): Promise<Params[]> {
  const out: Params[] = []
  for (const locale of site.locales) {
    out.push({ locale, kind: 'site', slug: [] })
    for (const [kind, collection] of [
      ['case', 'cases'],
      ['post', 'posts'],
      ['service', 'services'],
      ['page', 'pages'],
    ] as const) {
      for (const slug of await publishedSlugs(collection, locale)) out.push({ locale, kind, slug: [slug] })
    }
  }
  return out
}

const readers = { case: getCase, post: getPost, service: getService, page: getPage } as const

export async function GET(_: Request, { params }: { params: Promise<Params> }) {
  const { locale, kind, slug = [] } = await params
  if (!site.locales.includes(locale)) return new Response('Not found', { status: 404 })
  // One image per page that exists: /og/{locale}/site takes no slug, a document's takes its own.
  if (slug.length !== (kind === 'site' ? 0 : 1)) return new Response('Not found', { status: 404 })
  const settings = await getSettings(locale)
  if (kind === 'site') {
    return shareImage({
      title: settings.statement ?? settings.studioName,
      studio: settings.studioName,
      cover: settings.seo?.shareImage,
    })
  }
  const read = kind in readers ? readers[kind as keyof typeof readers] : null
  const doc = read ? await read(slug[0], locale) : null
  if (!doc) return new Response('Not found', { status: 404 })
  return documentShareImage(kind as ShareKind, locale, doc, settings)
}

import type { Metadata } from 'next'
import type { Alternates } from './alternates'
import { localizePath, paths, type RouteLocale } from './paths'

/** Canonical URL and hreflang alternates of a page (relative: metadataBase adds SITE_URL). */
export function canonical(locale: RouteLocale, alternates: Alternates): NonNullable<Metadata['alternates']> {
  return {
    canonical: localizePath(locale, alternates[locale]),
    languages: {
      'pt-BR': localizePath('pt', alternates.pt),
      'en-US': localizePath('en', alternates.en),
      'x-default': localizePath('pt', alternates.pt),
    },
  }
}

/** The articles' RSS feed of a locale, for `alternates.types` (<link rel="alternate" type="application/rss+xml">). */
export function feedAlternate(locale: RouteLocale, title: string): Pick<NonNullable<Metadata['alternates']>, 'types'> {
  return { types: { 'application/rss+xml': [{ url: localizePath(locale, paths.postsFeed()), title }] } }
}

type ShareKind = 'site' | 'case' | 'post' | 'service' | 'page'

/** Open Graph and Twitter tags of a page, with its 1200×630 share image (app/og). */
export function shareMetadata(
  locale: RouteLocale,
  page: {
    title?: string
    description?: string | null
    path: string
    kind: ShareKind
    slug?: string
    type?: 'website' | 'article'
  },
): Pick<Metadata, 'openGraph' | 'twitter'> {
  const image = {
    url: page.kind === 'site' ? `/og/${locale}/site` : `/og/${locale}/${page.kind}/${page.slug}`,
    width: 1200,
    height: 630,
  }
  const description = page.description ?? undefined
  return {
    openGraph: {
      type: page.type ?? 'website',
      title: page.title,
      description,
      url: localizePath(locale, page.path),
      locale: locale === 'pt' ? 'pt_BR' : 'en_US',
      alternateLocale: locale === 'pt' ? 'en_US' : 'pt_BR',
      images: [image],
    },
    twitter: { card: 'summary_large_image', title: page.title, description, images: [image.url] },
  }
}

/**
 * The lengths of a search result's title and description that Payload's SEO plugin recommends (its `defaults`, checked
 * by metadata.test.ts), bounds included. A publish is refused outside them (cms/publish-checks).
 */
export const searchLengths = {
  title: { min: 50, max: 60 },
  description: { min: 100, max: 150 },
} as const

/** The `<title>` of every page but the home page: its own title, then the studio's name. */
export function titleTemplate(studioName: string | null | undefined): string {
  return studioName ? `%s | ${studioName}` : '%s'
}

export function fullTitle(title: string, studioName: string | null | undefined): string {
  return titleTemplate(studioName).replace('%s', title)
}

/** The fields a document page describes itself with, whatever its collection. */
export type SearchSource = {
  title?: string | null
  summary?: string | null
  excerpt?: string | null
  seo?: { title?: string | null; description?: string | null } | null
}

/**
 * What a document's page tells search engines and share cards: the search title, or the title; the search description,
 * or the summary (cases, services) or excerpt (articles). Without any, the page has the site's description.
 */
export function documentSearch(doc: SearchSource): { title: string; description: string | undefined } {
  return {
    title: doc.seo?.title || doc.title || '',
    description: doc.seo?.description || doc.summary || doc.excerpt || undefined,
  }
}

export type LengthVerdict = 'missing' | 'short' | 'long' | 'ok'

export function lengthVerdict(text: string | null | undefined, range: { min: number; max: number }): LengthVerdict {
  const length = text?.trim().length ?? 0
  if (!length) return 'missing'
  return length < range.min ? 'short' : length > range.max ? 'long' : 'ok'
}

/** A document page's title, description and share tags. */
export function documentMetadata(
  locale: RouteLocale,
  doc: SearchSource,
  share: { path: string; kind: Exclude<ShareKind, 'site'>; slug: string; type?: 'website' | 'article' },
): Pick<Metadata, 'title' | 'description' | 'openGraph' | 'twitter'> {
  const { title, description } = documentSearch(doc)
  return { title, description, ...shareMetadata(locale, { title, description, ...share }) }
}

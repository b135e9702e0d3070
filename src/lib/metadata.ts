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

type ShareKind = 'site' | 'case' | 'post' | 'service'

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

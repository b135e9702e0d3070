import type { Article, BreadcrumbList, CreativeWork, Organization, WithContext } from 'schema-dts'
import type { Case, Client, Employee, Media, Post, SiteSetting } from '@/payload-types'
import { site } from '@/config/site'
import { siteUrl } from '@/config/site-url'
import { localizePath, type RouteLocale } from '@/lib/paths'

const absolute = (path: string) => `${siteUrl()}${path}`
const imageUrl = (media: Media | number | null | undefined) =>
  media && typeof media === 'object' && media.url ? absolute(media.url) : undefined

/** The studio as an Organization, with address and contact point (spec §1). */
export function organization(settings: SiteSetting, locale: RouteLocale): WithContext<Organization> {
  const org = settings.organization
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: settings.studioName,
    legalName: org?.legalName ?? undefined,
    url: absolute(localizePath(locale, '/')),
    logo: absolute('/icons/512'),
    email: org?.email ?? undefined,
    telephone: org?.phone ?? undefined,
    address: {
      '@type': 'PostalAddress',
      streetAddress: org?.address?.street ?? undefined,
      addressLocality: org?.address?.city ?? undefined,
      addressRegion: org?.address?.region ?? undefined,
      postalCode: org?.address?.postalCode ?? undefined,
      addressCountry: org?.address?.country ?? undefined,
    },
    contactPoint: {
      '@type': 'ContactPoint',
      contactType: 'customer service',
      telephone: org?.phone ?? undefined,
      email: org?.email ?? undefined,
      availableLanguage: ['Portuguese', 'English'],
    },
    sameAs: (settings.social ?? []).map((s) => s.url),
  }
}

export function articleData(post: Post, locale: RouteLocale, path: string): WithContext<Article> {
  const author = typeof post.author === 'object' ? (post.author as Employee | null) : null
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.excerpt ?? undefined,
    datePublished: post.publishedDate,
    dateModified: post.updatedAt,
    inLanguage: site.localeTags[locale],
    image: imageUrl(post.cover),
    author: author?.name ? { '@type': 'Person', name: author.name } : undefined,
    keywords: post.tags?.join(', '),
    mainEntityOfPage: absolute(localizePath(locale, path)),
  }
}

export function caseData(item: Case, locale: RouteLocale, path: string): WithContext<CreativeWork> {
  const client = typeof item.client === 'object' ? (item.client as Client | null) : null
  return {
    '@context': 'https://schema.org',
    '@type': 'CreativeWork',
    name: item.title,
    abstract: item.summary ?? undefined,
    dateCreated: String(item.year),
    inLanguage: site.localeTags[locale],
    image: imageUrl(item.cover),
    url: absolute(localizePath(locale, path)),
    sourceOrganization: client?.name ? { '@type': 'Organization', name: client.name } : undefined,
  }
}

/** Home → list → this page. */
export function breadcrumbs(locale: RouteLocale, trail: { name: string; path: string }[]): WithContext<BreadcrumbList> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((step, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: step.name,
      item: absolute(localizePath(locale, step.path)),
    })),
  }
}

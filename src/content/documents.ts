import 'server-only'
import type { Where } from 'payload'
import type { Locale } from '@/config/site'
import { site } from '@/config/site'
import { cached, payloadClient } from './client'
import { tags } from '@/lib/cache-tags'

/** Collections whose documents have their own public page, reached by a localized slug. */
export type PageCollection = 'cases' | 'posts' | 'services'

/**
 * Reads as the anonymous public: `overrideAccess: false` applies the collection's
 * access rules, so only published documents come back (drafts stay in the admin).
 */
const publicRead = { overrideAccess: false, draft: false } as const

export async function findPublished<C extends PageCollection | 'clients' | 'employees' | 'products'>(
  collection: C,
  locale: Locale,
  options: { where?: Where; sort?: string; limit?: number; page?: number; depth?: number } = {},
) {
  const payload = await payloadClient()
  return payload.find({
    collection,
    locale,
    ...publicRead,
    depth: options.depth ?? 1,
    where: options.where,
    sort: options.sort,
    limit: options.limit ?? 0,
    page: options.page,
    pagination: options.limit !== undefined,
  })
}

async function bySlug<C extends PageCollection>(collection: C, slug: string, locale: Locale) {
  const payload = await payloadClient()
  const find = (where: Where, loc: Locale, depth: number) =>
    payload.find({ collection, locale: loc, ...publicRead, where, depth, limit: 1, pagination: false })

  const own = await find({ slug: { equals: slug } }, locale, 2)
  if (own.docs[0]) return own.docs[0]
  if (locale === site.defaultLocale) return null

  // A document not yet translated is reachable under its Portuguese slug, shown
  // with Portuguese fallback text (Payload does not fall back when querying).
  const fallback = await find({ slug: { equals: slug } }, site.defaultLocale, 0)
  const doc = fallback.docs[0]
  if (!doc) return null
  const slugs = await localizedSlugs(collection, doc.id)
  if (slugs[locale]) return null
  return payload.findByID({ collection, id: doc.id, locale, ...publicRead, depth: 2 })
}

/** The slug of a document in each locale (missing where it has no translation). */
export async function localizedSlugs(collection: PageCollection, id: number | string): Promise<Partial<Record<Locale, string>>> {
  const payload = await payloadClient()
  const doc = await payload.findByID({ collection, id, locale: 'all', depth: 0, select: { slug: true }, ...publicRead })
  const value = (doc as unknown as { slug?: Partial<Record<Locale, string | null>> | null }).slug ?? {}
  const out: Partial<Record<Locale, string>> = {}
  for (const l of site.locales) if (value[l]) out[l] = value[l] as string
  return out
}

/** One published document by its slug in a locale, cached until the collection changes. */
export function getBySlug<C extends PageCollection>(collection: C, slug: string, locale: Locale) {
  return cached(bySlug<C>, `by-slug`, [tags.collection(collection), 'collection:media'])(collection, slug, locale)
}

export function getLocalizedSlugs(collection: PageCollection, id: number | string) {
  return cached(localizedSlugs, 'localized-slugs', [tags.collection(collection)])(collection, id)
}

/** Slugs of every published document for generateStaticParams (fallback slugs included). */
export async function publishedSlugs(collection: PageCollection, locale: Locale): Promise<string[]> {
  const payload = await payloadClient()
  const res = await payload.find({
    collection,
    locale,
    ...publicRead,
    depth: 0,
    pagination: false,
    limit: 0,
    select: { slug: true },
  })
  return res.docs.map((d) => (d as { slug?: string | null }).slug).filter((s): s is string => Boolean(s))
}

import 'server-only'
import type { Where } from 'payload'
import type { Locale } from '@/config/site'
import { site } from '@/config/site'
import { cached, payloadClient, publicReader, readAs, type Reader } from './client'
import { currentReader, previewable } from './preview'
import { inCollection, rememberSource } from './sources'
import { tags } from '@/lib/cache-tags'

/** Collections whose documents have their own public page, reached by a localized slug. */
export type PageCollection = 'cases' | 'posts' | 'services' | 'pages'

/**
 * Documents as a reader sees them: the public gets published ones only (the
 * collection's access rules, as on /api); a preview gets the latest drafts.
 */
export async function findDocuments<C extends PageCollection | 'clients' | 'employees' | 'products'>(
  reader: Reader,
  collection: C,
  locale: Locale,
  options: { where?: Where; sort?: string; limit?: number; page?: number; depth?: number } = {},
) {
  const payload = await payloadClient()
  const found = await payload.find({
    collection,
    locale,
    ...readAs(reader),
    depth: options.depth ?? 1,
    where: options.where,
    sort: options.sort,
    limit: options.limit ?? 0,
    page: options.page,
    pagination: options.limit !== undefined,
  })
  if (reader.draft) rememberSource(found.docs, inCollection(collection))
  return found
}

async function bySlug<C extends PageCollection>(reader: Reader, collection: C, slug: string, locale: Locale) {
  const payload = await payloadClient()
  const find = (where: Where, loc: Locale, depth: number) =>
    payload.find({ collection, locale: loc, ...readAs(reader), where, depth, limit: 1, pagination: false })

  const own = await find({ slug: { equals: slug } }, locale, 2)
  if (own.docs[0]) return reader.draft ? rememberSource(own.docs[0], inCollection(collection)) : own.docs[0]
  if (locale === site.defaultLocale) return null

  // A document not yet translated is reachable under its Portuguese slug, shown
  // with Portuguese fallback text (Payload does not fall back when querying).
  const fallback = await find({ slug: { equals: slug } }, site.defaultLocale, 0)
  const doc = fallback.docs[0]
  if (!doc) return null
  const slugs = await localizedSlugs(reader, collection, doc.id)
  if (slugs[locale]) return null
  const found = await payload.findByID({ collection, id: doc.id, locale, ...readAs(reader), depth: 2 })
  return reader.draft ? rememberSource(found, inCollection(collection)) : found
}

/** The slug of a document in each locale (missing where it has no translation). */
async function localizedSlugs(
  reader: Reader,
  collection: PageCollection,
  id: number | string,
): Promise<Partial<Record<Locale, string>>> {
  const payload = await payloadClient()
  const doc = await payload.findByID({
    collection,
    id,
    locale: 'all',
    depth: 0,
    select: { slug: true },
    ...readAs(reader),
  })
  const value = (doc as unknown as { slug?: Partial<Record<Locale, string | null>> | null }).slug ?? {}
  const out: Partial<Record<Locale, string>> = {}
  for (const l of site.locales) if (value[l]) out[l] = value[l] as string
  return out
}

/**
 * One document by its slug in a locale: published and cached until the collection changes, or the draft in a preview.
 * The public's read of a slug that is not published never reaches Payload nor the cache: an unknown address costs
 * one look-up in the cached list of slugs, so crawlers cannot grow the data cache one entry per made-up slug.
 */
export async function getBySlug<C extends PageCollection>(
  collection: C,
  slug: string,
  locale: Locale,
  // The collections whose documents the document shows (a page's chosen cases): their changes expire it too.
  shows: string[] = [],
) {
  const read = previewable(bySlug<C>, `by-slug${shows.length ? `:${shows.join()}` : ''}`, [
    tags.collection(collection),
    'collection:media',
    ...shows.map((c) => tags.collection(c)),
  ])
  if (!(await currentReader()).draft && !(await publishedSlugs(collection, locale)).includes(slug)) return null
  return read(collection, slug, locale)
}

export function getLocalizedSlugs(collection: PageCollection, id: number | string) {
  return previewable(localizedSlugs, 'localized-slugs', [tags.collection(collection)])(collection, id)
}

/**
 * The slug of every published document in a locale, an untranslated one's Portuguese slug included (Payload's
 * locale fallback): exactly the slugs `getBySlug` finds. One cache entry per collection and locale, expired with
 * the collection; also the paths generateStaticParams prerenders.
 */
export function publishedSlugs(collection: PageCollection, locale: Locale): Promise<string[]> {
  return cached(readPublishedSlugs, 'published-slugs', [tags.collection(collection)])(collection, locale)
}

async function readPublishedSlugs(collection: PageCollection, locale: Locale): Promise<string[]> {
  const payload = await payloadClient()
  const res = await payload.find({
    collection,
    locale,
    ...readAs(publicReader),
    depth: 0,
    pagination: false,
    limit: 0,
    select: { slug: true },
  })
  return res.docs.map((d) => (d as { slug?: string | null }).slug).filter((s): s is string => Boolean(s))
}

import 'server-only'
import type { Locale } from '@/config/site'
import { cached } from './client'
import { findPublished, getBySlug } from './documents'
import { tags } from '@/lib/cache-tags'

const caseTags = [tags.collection('cases'), tags.collection('clients'), tags.collection('services'), tags.collection('media')]

/** Every published case, newest first (editor order breaks ties). */
export const listCases = cached(
  async (locale: Locale) => (await findPublished('cases', locale, { sort: '-year', depth: 1 })).docs,
  'cases:list',
  caseTags,
)

export const listFeaturedCases = cached(
  async (locale: Locale) => (await findPublished('cases', locale, { where: { featured: { equals: true } }, sort: '-year', depth: 1 })).docs,
  'cases:featured',
  caseTags,
)

export function getCase(slug: string, locale: Locale) {
  return getBySlug('cases', slug, locale)
}

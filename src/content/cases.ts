import 'server-only'
import type { Locale } from '@/config/site'
import { findDocuments, getBySlug } from './documents'
import { previewable } from './preview'
import { tags } from '@/lib/cache-tags'

const caseTags = [
  tags.collection('cases'),
  tags.collection('clients'),
  tags.collection('services'),
  tags.collection('media'),
]

/** Every published case (the drafts, in a preview), newest first (editor order breaks ties). */
export const listCases = previewable(
  async (reader, locale: Locale) => (await findDocuments(reader, 'cases', locale, { sort: '-year', depth: 1 })).docs,
  'cases:list',
  caseTags,
)

export const listFeaturedCases = previewable(
  async (reader, locale: Locale) =>
    (await findDocuments(reader, 'cases', locale, { where: { featured: { equals: true } }, sort: '-year', depth: 1 }))
      .docs,
  'cases:featured',
  caseTags,
)

export function getCase(slug: string, locale: Locale) {
  return getBySlug('cases', slug, locale)
}

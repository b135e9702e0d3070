import 'server-only'
import type { Locale } from '@/config/site'
import { findDocuments, getBySlug } from './documents'
import { previewable } from './preview'
import { tags } from '@/lib/cache-tags'

export const listServices = previewable(
  async (reader, locale: Locale) => (await findDocuments(reader, 'services', locale, { sort: 'order', depth: 1 })).docs,
  'services:list',
  [tags.collection('services'), tags.collection('media')],
)

export function getService(slug: string, locale: Locale) {
  return getBySlug('services', slug, locale)
}

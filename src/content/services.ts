import 'server-only'
import type { Locale } from '@/config/site'
import { cached } from './client'
import { findPublished, getBySlug } from './documents'
import { tags } from '@/lib/cache-tags'

export const listServices = cached(
  async (locale: Locale) => (await findPublished('services', locale, { sort: 'order', depth: 1 })).docs,
  'services:list',
  [tags.collection('services'), tags.collection('media')],
)

export function getService(slug: string, locale: Locale) {
  return getBySlug('services', slug, locale)
}

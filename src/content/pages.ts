import 'server-only'
import type { Locale } from '@/config/site'
import { getBySlug } from './documents'

/** A page the studio built from blocks; the collections its blocks can show expire it with them. */
export function getPage(slug: string, locale: Locale) {
  return getBySlug('pages', slug, locale, ['cases', 'posts', 'services', 'clients', 'employees'])
}

import 'server-only'
import type { Alternates } from '@/lib/alternates'
import type { RouteLocale } from '@/lib/paths'
import { getLocalizedSlugs, type PageCollection } from './documents'

/**
 * Where a document lives in each locale: its own slug there, or, where it has
 * no translation, that locale's list page.
 */
export async function documentAlternates(
  collection: PageCollection,
  id: number,
  toPath: (locale: RouteLocale, slug: string) => string,
  listPath: (locale: RouteLocale) => string,
): Promise<Alternates> {
  const slugs = await getLocalizedSlugs(collection, id)
  const at = (locale: RouteLocale) => (slugs[locale] ? toPath(locale, slugs[locale]) : listPath(locale))
  return { pt: at('pt'), en: at('en') }
}

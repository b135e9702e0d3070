import { documentCollections } from '@/cms/addresses'
import type { DocumentCollection, RouteLocale } from '@/lib/paths'

/**
 * The address of a document's share image as it will be once its latest draft is published: the admin's search
 * preview asks for it, app/(frontend)/next/share-preview answers it.
 */
export const sharePreviewPath = (collection: DocumentCollection, id: number, locale: RouteLocale) =>
  `/next/share-preview?collection=${collection}&id=${id}&locale=${locale}`

/** The document a share preview address names, or null when its query names no page document in a locale. */
export function sharePreviewTarget(
  query: URLSearchParams,
): { collection: DocumentCollection; id: number; locale: RouteLocale } | null {
  // A list lookup, not `in`: names every object inherits (constructor, __proto__) are no collection.
  const collection = documentCollections.find((c) => c === query.get('collection'))
  const id = Number(query.get('id'))
  const locale = query.get('locale')
  if (!collection || !Number.isSafeInteger(id) || id < 1 || (locale !== 'pt' && locale !== 'en')) return null
  return { collection, id, locale }
}

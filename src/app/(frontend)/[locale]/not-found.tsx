import { getLocale } from 'next-intl/server'
import { NotFoundFallback } from '@/components/not-found-view/fallback'
import type { RouteLocale } from '@/lib/paths'

/**
 * The layout's not-found boundary (see NotFoundFallback); full page loads get not-found-page from the server
 * (the cache handler: src/next-adapter/written-page.mjs).
 */
export default async function NotFound() {
  return <NotFoundFallback locale={(await getLocale()) as RouteLocale} />
}

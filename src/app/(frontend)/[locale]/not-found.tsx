import { getLocale } from 'next-intl/server'
import { NotFoundView } from '@/components/not-found-view'
import type { RouteLocale } from '@/lib/paths'

/** Client-side navigations to an unknown page; full page loads get not-found-page from the server (src/server). */
export default async function NotFound() {
  return <NotFoundView locale={(await getLocale()) as RouteLocale} />
}

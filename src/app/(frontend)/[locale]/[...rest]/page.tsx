import type { Locale } from '@/config/site'
import { routeParam } from '@/lib/slug'
import { redirectOrNotFound } from '@/features/redirects'
import { localizePath } from '@/lib/paths'

type Props = { params: Promise<{ locale: Locale; rest: string[] }> }

// Rendered on demand, as the other routes' unknown slugs are: the cache handler then writes the 404 page into the
// answer (next-adapter/written-page.mjs), and keeps only what is not an error (an editor's redirect).
export function generateStaticParams() {
  return []
}

/** Any path no other route matches: an editor's redirect from it (an old site's address), or the localized 404. */
export default async function CatchAll({ params }: Props) {
  const { locale, rest } = await params
  return redirectOrNotFound(localizePath(locale, `/${rest.map(routeParam).join('/')}`))
}

import type { Metadata } from 'next'
import type { Alternates } from './alternates'
import { localizePath, type RouteLocale } from './paths'

/** Canonical URL and hreflang alternates of a page (relative: metadataBase adds SITE_URL). */
export function canonical(locale: RouteLocale, alternates: Alternates): NonNullable<Metadata['alternates']> {
  return {
    canonical: localizePath(locale, alternates[locale]),
    languages: {
      'pt-BR': localizePath('pt', alternates.pt),
      'en-US': localizePath('en', alternates.en),
      'x-default': localizePath('pt', alternates.pt),
    },
  }
}

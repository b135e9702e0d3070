import { defineRouting } from 'next-intl/routing'
import { site } from '@/config/site'

export const routing = defineRouting({
  locales: site.locales,
  defaultLocale: site.defaultLocale,
  localePrefix: 'as-needed',
  // Spec §4: locale comes from the URL only, never from Accept-Language.
  localeDetection: false,
  // next-intl would otherwise set a cookie on every response, which makes static
  // pages uncacheable by a CDN. The locale switcher writes NEXT_LOCALE itself.
  localeCookie: false,
})

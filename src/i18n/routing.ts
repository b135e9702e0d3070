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
  // Pages carry hreflang alternates in their <head> (lib/metadata.ts). next-intl's Link header
  // would repeat them on every response and echo the request path into it (an overlong URL
  // made the header larger than proxies accept).
  alternateLinks: false,
})

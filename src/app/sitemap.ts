import type { MetadataRoute } from 'next'
import { siteUrl } from '@/config/site-url'
import { sitemapEntries } from '@/content/sitemap'
import { localizePath } from '@/lib/paths'

/** Every published page in both locales, with hreflang alternates; expired on publish (tag `sitemap`). */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const origin = siteUrl()
  const entries = await sitemapEntries()
  return entries.flatMap((entry) =>
    (['pt', 'en'] as const).map((locale) => ({
      url: origin + localizePath(locale, entry.paths[locale]),
      lastModified: entry.lastModified,
      alternates: {
        languages: {
          'pt-BR': origin + localizePath('pt', entry.paths.pt),
          'en-US': origin + localizePath('en', entry.paths.en),
          'x-default': origin + localizePath('pt', entry.paths.pt),
        },
      },
    })),
  )
}

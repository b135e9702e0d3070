import type { MetadataRoute } from 'next'
import { site } from '@/config/site'
import { getSettings } from '@/content/globals'

/** The installable web app (spec §1): names and description from the CMS, Portuguese by default. */
export default async function manifest(): Promise<MetadataRoute.Manifest> {
  const settings = await getSettings(site.defaultLocale)
  return {
    name: settings.studioName,
    short_name: settings.shortName || settings.studioName,
    description: settings.seo?.description ?? undefined,
    lang: site.localeTags.pt,
    dir: 'ltr',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: site.colors.primary,
    background_color: site.colors.background,
    icons: [
      { src: '/icons/192', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/512', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/maskable', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  }
}

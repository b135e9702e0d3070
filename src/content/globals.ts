import 'server-only'
import type { Locale } from '@/config/site'
import { payloadClient, readAs } from './client'
import { previewable } from './preview'
import { rememberSource } from './sources'
import { tags } from '@/lib/cache-tags'

function readGlobal<S extends 'site-settings' | 'about' | 'legal' | 'home'>(slug: S) {
  return previewable(
    async (reader, locale: Locale) => {
      const payload = await payloadClient()
      const found = await payload.findGlobal({ slug, locale, depth: 1, ...readAs(reader) })
      return reader.draft ? rememberSource(found, () => ({ global: slug })) : found
    },
    `global:${slug}`,
    // A menu entry names a page by its slug: renaming one changes the menu.
    [tags.global(slug), tags.collection('media'), tags.collection('pages')],
  )
}

export const getSettings = readGlobal('site-settings')
export const getAbout = readGlobal('about')
export const getLegal = readGlobal('legal')
export const getHome = readGlobal('home')

import 'server-only'
import { publishedAddresses } from '@/cms/addresses'
import type { Alternates } from '@/lib/alternates'
import { paths } from '@/lib/paths'
import { cached, payloadClient } from './client'
import { tags } from '@/lib/cache-tags'

export type SitemapEntry = { paths: Alternates; lastModified?: string }

/**
 * Each public page once, with its path in each locale (an untranslated document keeps
 * its pt slug): current addresses only, never a redirect's old one.
 */
export const sitemapEntries = cached(
  async (): Promise<SitemapEntry[]> => {
    const both = (path: string): Alternates => ({ pt: path, en: path })
    const pages: SitemapEntry[] = [
      { paths: both(paths.home()) },
      { paths: both(paths.cases()) },
      { paths: both(paths.posts()) },
      { paths: { pt: paths.services('pt'), en: paths.services('en') } },
      { paths: both(paths.privacy()) },
      { paths: both(paths.terms()) },
    ]
    const documents = await publishedAddresses(await payloadClient())
    return [...pages, ...documents.map((d) => ({ paths: d.paths, lastModified: d.updatedAt }))]
  },
  'sitemap',
  [tags.sitemap],
)

import 'server-only'
import { publishedAddresses } from '@/cms/addresses'
import type { Alternates } from '@/lib/alternates'
import { paths } from '@/lib/paths'
import { cached, payloadClient } from './client'
import { readSentIssues } from './newsletter'
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
      { paths: both(paths.newsletter()) },
    ]
    const payload = await payloadClient()
    const documents = await publishedAddresses(payload)
    // Sent issues' web versions, each language at its own slug (an untranslated one keeps the pt slug).
    const issues = (await readSentIssues(payload, 'all')).map(({ issue, sentAt }) => {
      const slug = issue.slug as unknown as Partial<Alternates> | null
      const pt = paths.newsletter(slug?.pt ?? '')
      return { paths: { pt, en: slug?.en ? paths.newsletter(slug.en) : pt }, lastModified: sentAt }
    })
    return [...pages, ...documents.map((d) => ({ paths: d.paths, lastModified: d.updatedAt })), ...issues]
  },
  'sitemap',
  [tags.sitemap],
)

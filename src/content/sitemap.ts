import 'server-only'
import { site } from '@/config/site'
import type { Alternates } from '@/lib/alternates'
import { paths } from '@/lib/paths'
import { cached, payloadClient } from './client'
import { tags } from '@/lib/cache-tags'

export type SitemapEntry = { paths: Alternates; lastModified?: string }

type Slugged = { slug?: Partial<Record<'pt' | 'en', string | null>> | null; updatedAt: string }

async function documents(collection: 'cases' | 'posts' | 'services'): Promise<Slugged[]> {
  const payload = await payloadClient()
  const res = await payload.find({ collection, locale: 'all', depth: 0, pagination: false, overrideAccess: false, draft: false, select: { slug: true, updatedAt: true } })
  return res.docs as unknown as Slugged[]
}

/** Each public page once, with its path in each locale (an untranslated document keeps its pt slug). */
export const sitemapEntries = cached(
  async (): Promise<SitemapEntry[]> => {
    const [cases, posts, services] = await Promise.all([documents('cases'), documents('posts'), documents('services')])
    const both = (path: string): Alternates => ({ pt: path, en: path })
    const pages: SitemapEntry[] = [
      { paths: both(paths.home()) },
      { paths: both(paths.cases()) },
      { paths: both(paths.posts()) },
      { paths: { pt: paths.services('pt'), en: paths.services('en') } },
      { paths: both(paths.privacy()) },
      { paths: both(paths.terms()) },
    ]
    const slugs = (d: Slugged) => ({ pt: d.slug?.pt ?? '', en: d.slug?.en || d.slug?.[site.defaultLocale] || '' })
    for (const d of cases) pages.push({ paths: { pt: paths.case(slugs(d).pt), en: paths.case(slugs(d).en) }, lastModified: d.updatedAt })
    for (const d of posts) pages.push({ paths: { pt: paths.post(slugs(d).pt), en: paths.post(slugs(d).en) }, lastModified: d.updatedAt })
    for (const d of services) {
      pages.push({ paths: { pt: paths.service('pt', slugs(d).pt), en: paths.service('en', slugs(d).en) }, lastModified: d.updatedAt })
    }
    return pages
  },
  'sitemap',
  [tags.sitemap],
)

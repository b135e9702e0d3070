import { site, type Locale } from '@/config/site'
import { postsFeed } from '@/features/rss/posts-feed'

/**
 * /en/posts/rss.xml. The default locale's feed is the unprefixed /posts/rss.xml (see
 * app/(frontend)/posts/rss.xml), so /pt/posts/rss.xml is not a page (dynamicParams = false).
 */
export const dynamic = 'force-static'
export const dynamicParams = false

export function generateStaticParams() {
  return site.locales.filter((locale) => locale !== site.defaultLocale).map((locale) => ({ locale }))
}

export async function GET(_: Request, { params }: { params: Promise<{ locale: Locale }> }) {
  return postsFeed((await params).locale)
}

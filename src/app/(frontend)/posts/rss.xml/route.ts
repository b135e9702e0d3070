import { site } from '@/config/site'
import { postsFeed } from '@/features/rss/posts-feed'

/**
 * /posts/rss.xml, the Portuguese feed. Dotted paths skip the proxy, so this unprefixed URL is
 * not rewritten into [locale]; that tree serves the other locales' feeds (/en/posts/rss.xml).
 * Prerendered, and re-rendered when an article is published (tags of content/posts).
 */
export const dynamic = 'force-static'

export function GET() {
  return postsFeed(site.defaultLocale)
}

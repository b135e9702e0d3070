import 'server-only'
import type { Locale } from '@/config/site'
import { site } from '@/config/site'
import { cached } from './client'
import { findPublished, getBySlug } from './documents'
import { tags } from '@/lib/cache-tags'

const postTags = [tags.collection('posts'), tags.collection('employees'), tags.collection('media')]

/** One page of published articles, newest first. */
export const listPosts = cached(
  async (locale: Locale, page: number) =>
    findPublished('posts', locale, { sort: '-publishedDate', limit: site.postsPerPage, page, depth: 1 }),
  'posts:page',
  postTags,
)

/** Every published article, newest first (the RSS feeds). */
export const feedPosts = cached(
  async (locale: Locale) => (await findPublished('posts', locale, { sort: '-publishedDate', depth: 1 })).docs,
  'posts:feed',
  postTags,
)

export function getPost(slug: string, locale: Locale) {
  return getBySlug('posts', slug, locale)
}

import 'server-only'
import type { Locale } from '@/config/site'
import { site } from '@/config/site'
import { cached, publicReader } from './client'
import { findDocuments, getBySlug } from './documents'
import { previewable } from './preview'
import { tags } from '@/lib/cache-tags'

const postTags = [tags.collection('posts'), tags.collection('employees'), tags.collection('media')]

/** One page of published articles, newest first. */
export const listPosts = previewable(
  async (reader, locale: Locale, page: number) =>
    findDocuments(reader, 'posts', locale, { sort: '-publishedDate', limit: site.postsPerPage, page, depth: 1 }),
  'posts:page',
  postTags,
)

/** Every published article, newest first (the RSS feeds: never drafts, even in a preview). */
export const feedPosts = cached(
  async (locale: Locale) =>
    (await findDocuments(publicReader, 'posts', locale, { sort: '-publishedDate', depth: 1 })).docs,
  'posts:feed',
  postTags,
)

export function getPost(slug: string, locale: Locale) {
  return getBySlug('posts', slug, locale)
}

import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { PageHeader } from '@/components/page-header'
import { PostsList } from '@/components/posts-list'
import { SiteShell } from '@/components/site-shell'
import type { Locale } from '@/config/site'
import { listPosts } from '@/content/posts'
import { samePath } from '@/lib/alternates'
import { canonical, feedAlternate } from '@/lib/metadata'
import { postsPageHref } from '@/lib/posts-page-url'

/** Page N ≥ 2 of the articles list; visitors reach it as /posts?page=N (see proxy.ts). */
type Props = { params: Promise<{ locale: Locale; page: string }> }

export async function generateStaticParams({ params }: { params: { locale: Locale } }) {
  const { totalPages } = await listPosts(params.locale, 1)
  return Array.from({ length: Math.max(0, totalPages - 1) }, (_, i) => ({ page: String(i + 2) }))
}

async function load({ params }: Props) {
  const { locale, page } = await params
  const n = Number(page)
  // Only the page numbers the list has, each under one address ("02" is not 2): anything else would be read,
  // cached and stored once per made-up number.
  if (!Number.isInteger(n) || n < 2 || page !== String(n) || n > (await listPosts(locale, 1)).totalPages) return null
  const result = await listPosts(locale, n)
  if (result.docs.length === 0) return null
  return { locale, n, result }
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const data = await load(props)
  if (!data) return {}
  const t = await getTranslations({ locale: data.locale, namespace: 'posts' })
  return {
    title: `${t('title')} — ${t('pageOf', { page: data.n, total: data.result.totalPages })}`,
    alternates: { ...canonical(data.locale, samePath(postsPageHref(data.n))), ...feedAlternate(data.locale, t('rss')) },
  }
}

export default async function PostsPageN(props: Props) {
  const data = await load(props)
  if (!data) notFound()
  setRequestLocale(data.locale)
  const t = await getTranslations('posts')
  return (
    <SiteShell locale={data.locale} alternates={samePath(postsPageHref(data.n))}>
      <PageHeader
        eyebrow={t('count', { count: data.result.totalDocs })}
        title={t('title')}
        lead={t('pageOf', { page: data.n, total: data.result.totalPages })}
      />
      <PostsList result={data.result} locale={data.locale} />
    </SiteShell>
  )
}

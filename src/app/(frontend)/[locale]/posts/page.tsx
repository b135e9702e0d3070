import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { PageHeader } from '@/components/page-header'
import { PostsList } from '@/components/posts-list'
import { SiteShell } from '@/components/site-shell'
import type { Locale } from '@/config/site'
import { listPosts } from '@/content/posts'
import { samePath } from '@/lib/alternates'
import { canonical, feedAlternate, shareMetadata } from '@/lib/metadata'
import { paths } from '@/lib/paths'

type Props = { params: Promise<{ locale: Locale }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  const t = await getTranslations({ locale, namespace: 'posts' })
  return {
    title: t('title'),
    description: t('intro'),
    alternates: { ...canonical(locale, samePath(paths.posts())), ...feedAlternate(locale, t('rss')) },
    ...shareMetadata(locale, { title: t('title'), description: t('intro'), path: paths.posts(), kind: 'site' }),
  }
}

export default async function PostsPage({ params }: Props) {
  const { locale } = await params
  setRequestLocale(locale)
  const [t, result] = await Promise.all([getTranslations('posts'), listPosts(locale, 1)])
  return (
    <SiteShell locale={locale} alternates={samePath(paths.posts())}>
      <PageHeader eyebrow={t('count', { count: result.totalDocs })} title={t('title')} lead={t('intro')} />
      <PostsList result={result} locale={locale} />
    </SiteShell>
  )
}

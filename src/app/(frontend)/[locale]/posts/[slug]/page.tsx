import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { PostDetail } from '@/components/post-detail'
import { SiteShell } from '@/components/site-shell'
import type { Locale } from '@/config/site'
import { documentAlternates } from '@/content/alternates'
import { publishedSlugs } from '@/content/documents'
import { getPost } from '@/content/posts'
import { redirectOrNotFound } from '@/features/redirects'
import { canonical, documentMetadata, feedAlternate } from '@/lib/metadata'
import { localizePath, paths } from '@/lib/paths'
import { routeParam } from '@/lib/slug'

type Props = { params: Promise<{ locale: Locale; slug: string }> }

export async function generateStaticParams({ params }: { params: { locale: Locale } }) {
  return (await publishedSlugs('posts', params.locale)).map((slug) => ({ slug }))
}

async function load({ params }: Props) {
  const { locale, slug } = await params
  const post = await getPost(routeParam(slug), locale)
  if (!post) return null
  const alternates = await documentAlternates(
    'posts',
    post.id,
    (_, s) => paths.post(s),
    () => paths.posts(),
  )
  return { locale, post, alternates }
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const data = await load(props)
  if (!data) return {}
  const t = await getTranslations({ locale: data.locale, namespace: 'posts' })
  return {
    ...documentMetadata(data.locale, data.post, {
      path: paths.post(data.post.slug ?? ''),
      kind: 'post',
      slug: data.post.slug ?? '',
      type: 'article',
    }),
    alternates: { ...canonical(data.locale, data.alternates), ...feedAlternate(data.locale, t('rss')) },
  }
}

export default async function PostPage(props: Props) {
  const data = await load(props)
  if (!data) {
    const { locale, slug } = await props.params
    return redirectOrNotFound(localizePath(locale, paths.post(routeParam(slug))))
  }
  setRequestLocale(data.locale)
  return (
    <SiteShell locale={data.locale} alternates={data.alternates} preview={[{ collection: 'posts', id: data.post.id }]}>
      <PostDetail post={data.post} locale={data.locale} />
    </SiteShell>
  )
}

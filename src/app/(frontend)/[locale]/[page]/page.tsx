import type { Metadata } from 'next'
import { setRequestLocale } from 'next-intl/server'
import { Blocks, hasNewsletterForm } from '@/components/blocks'
import { SiteShell } from '@/components/site-shell'
import type { Locale } from '@/config/site'
import { documentAlternates } from '@/content/alternates'
import { publishedSlugs } from '@/content/documents'
import { getPage } from '@/content/pages'
import { redirectOrNotFound } from '@/features/redirects'
import { canonical, documentMetadata } from '@/lib/metadata'
import { localizePath, paths } from '@/lib/paths'
import { routeParam } from '@/lib/slug'

type Props = { params: Promise<{ locale: Locale; page: string }> }

export async function generateStaticParams({ params }: { params: { locale: Locale } }) {
  return (await publishedSlugs('pages', params.locale)).map((page) => ({ page }))
}

async function load({ params }: Props) {
  const { locale, page: slug } = await params
  const page = await getPage(routeParam(slug), locale)
  if (!page) return null
  const alternates = await documentAlternates(
    'pages',
    page.id,
    (_, s) => paths.page(s),
    () => paths.home(),
  )
  return { locale, page, alternates }
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const data = await load(props)
  if (!data) return {}
  return {
    ...documentMetadata(data.locale, data.page, {
      path: paths.page(data.page.slug ?? ''),
      kind: 'page',
      slug: data.page.slug ?? '',
    }),
    alternates: canonical(data.locale, data.alternates),
  }
}

/** A page the studio built from blocks, or (an unknown slug) an editor's redirect or the 404. */
export default async function BuiltPage(props: Props) {
  const data = await load(props)
  if (!data) {
    const { locale, page } = await props.params
    return redirectOrNotFound(localizePath(locale, paths.page(routeParam(page))))
  }
  setRequestLocale(data.locale)
  return (
    <SiteShell
      locale={data.locale}
      alternates={data.alternates}
      footerNewsletter={!hasNewsletterForm(data.page)}
      preview={[{ collection: 'pages', id: data.page.id }]}
    >
      <Blocks page={data.page} locale={data.locale} doc={`pages:${data.page.id}`} />
    </SiteShell>
  )
}

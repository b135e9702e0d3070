import type { Metadata } from 'next'
import { setRequestLocale } from 'next-intl/server'
import { CaseDetail } from '@/components/case-detail'
import { SiteShell } from '@/components/site-shell'
import type { Locale } from '@/config/site'
import { getCase, listFeaturedCases } from '@/content/cases'
import { documentAlternates } from '@/content/alternates'
import { publishedSlugs } from '@/content/documents'
import { redirectOrNotFound } from '@/features/redirects'
import { canonical, documentMetadata } from '@/lib/metadata'
import { localizePath, paths } from '@/lib/paths'
import { routeParam } from '@/lib/slug'

type Props = { params: Promise<{ locale: Locale; slug?: string[] }> }

export async function generateStaticParams({ params }: { params: { locale: Locale } }) {
  const slugs = await publishedSlugs('cases', params.locale)
  return [{ slug: [] }, ...slugs.map((s) => ({ slug: [s] }))]
}

/** /case/{slug}, or /case alone: the most recent featured case (spec §2). */
async function load({ params }: Props) {
  const { locale, slug = [] } = await params
  if (slug.length > 1) return null
  const item = slug[0] ? await getCase(routeParam(slug[0]), locale) : (await listFeaturedCases(locale))[0]
  if (!item) return null
  const alternates = await documentAlternates(
    'cases',
    item.id,
    (_, s) => paths.case(s),
    () => paths.cases(),
  )
  return { locale, item, alternates }
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const data = await load(props)
  if (!data) return {}
  return {
    ...documentMetadata(data.locale, data.item, {
      path: paths.case(data.item.slug ?? undefined),
      kind: 'case',
      slug: data.item.slug ?? '',
      type: 'website',
    }),
    alternates: canonical(data.locale, data.alternates),
  }
}

export default async function CasePage(props: Props) {
  const data = await load(props)
  if (!data) {
    const { locale, slug = [] } = await props.params
    return redirectOrNotFound(localizePath(locale, `${paths.case()}/${slug.map(routeParam).join('/')}`))
  }
  setRequestLocale(data.locale)
  return (
    <SiteShell locale={data.locale} alternates={data.alternates} preview={[{ collection: 'cases', id: data.item.id }]}>
      <CaseDetail item={data.item} locale={data.locale} />
    </SiteShell>
  )
}

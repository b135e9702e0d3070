import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { PageHeader } from '@/components/page-header'
import { ServiceDetail, ServicesOverview } from '@/components/services-view'
import { SiteShell } from '@/components/site-shell'
import type { Locale } from '@/config/site'
import { documentAlternates } from '@/content/alternates'
import { publishedSlugs } from '@/content/documents'
import { getService } from '@/content/services'
import { redirectOrNotFound } from '@/features/redirects'
import { canonical, documentMetadata, shareMetadata } from '@/lib/metadata'
import { localizePath, paths } from '@/lib/paths'
import { routeParam } from '@/lib/slug'

/** Served at /what-we-do and /o-que-fazemos alike; the canonical follows the locale. */
type Props = { params: Promise<{ locale: Locale; slug?: string[] }> }

export async function generateStaticParams({ params }: { params: { locale: Locale } }) {
  const slugs = await publishedSlugs('services', params.locale)
  return [{ slug: [] }, ...slugs.map((s) => ({ slug: [s] }))]
}

async function load({ params }: Props) {
  const { locale, slug = [] } = await params
  if (slug.length > 1) return null
  if (!slug[0]) {
    return { locale, service: null, alternates: { pt: paths.services('pt'), en: paths.services('en') } }
  }
  const service = await getService(routeParam(slug[0]), locale)
  if (!service) return null
  const alternates = await documentAlternates('services', service.id, paths.service, paths.services)
  return { locale, service, alternates }
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const data = await load(props)
  if (!data) return {}
  const t = await getTranslations({ locale: data.locale, namespace: 'services' })
  if (data.service) {
    return {
      ...documentMetadata(data.locale, data.service, {
        path: paths.service(data.locale, data.service.slug ?? ''),
        kind: 'service',
        slug: data.service.slug ?? '',
      }),
      alternates: canonical(data.locale, data.alternates),
    }
  }
  return {
    title: t('title'),
    description: t('intro'),
    alternates: canonical(data.locale, data.alternates),
    ...shareMetadata(data.locale, {
      title: t('title'),
      description: t('intro'),
      path: paths.services(data.locale),
      kind: 'site',
    }),
  }
}

export default async function WhatWeDoPage(props: Props) {
  const data = await load(props)
  if (!data) {
    // Either route name reaches the same rules (features/redirects/rules sourceVariants).
    const { locale, slug = [] } = await props.params
    return redirectOrNotFound(localizePath(locale, `${paths.services(locale)}/${slug.map(routeParam).join('/')}`))
  }
  setRequestLocale(data.locale)
  const t = await getTranslations('services')
  return (
    <SiteShell
      locale={data.locale}
      alternates={data.alternates}
      preview={data.service ? [{ collection: 'services', id: data.service.id }] : undefined}
    >
      {data.service ? (
        <ServiceDetail service={data.service} locale={data.locale} />
      ) : (
        <>
          <PageHeader title={t('title')} lead={t('intro')} />
          <ServicesOverview locale={data.locale} />
        </>
      )}
    </SiteShell>
  )
}

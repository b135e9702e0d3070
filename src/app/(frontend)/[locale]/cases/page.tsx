import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { CasesView } from '@/components/cases-view'
import { PageHeader } from '@/components/page-header'
import { SiteShell } from '@/components/site-shell'
import type { Locale } from '@/config/site'
import { listCases } from '@/content/cases'
import { samePath } from '@/lib/alternates'
import { canonical, shareMetadata } from '@/lib/metadata'
import { paths } from '@/lib/paths'

type Props = { params: Promise<{ locale: Locale }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  const t = await getTranslations({ locale, namespace: 'cases' })
  return {
    title: t('title'),
    description: t('intro'),
    alternates: canonical(locale, samePath(paths.cases())),
    ...shareMetadata(locale, { title: t('title'), description: t('intro'), path: paths.cases(), kind: 'site' }),
  }
}

export default async function CasesPage({ params }: Props) {
  const { locale } = await params
  setRequestLocale(locale)
  const [t, cases] = await Promise.all([getTranslations('cases'), listCases(locale)])
  return (
    <SiteShell locale={locale} alternates={samePath(paths.cases())}>
      <PageHeader eyebrow={t('count', { count: cases.length })} title={t('title')} lead={t('intro')} />
      <CasesView cases={cases} />
    </SiteShell>
  )
}

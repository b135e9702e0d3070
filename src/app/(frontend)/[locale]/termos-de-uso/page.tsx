import type { Metadata } from 'next'
import { setRequestLocale } from 'next-intl/server'
import { LegalView } from '@/components/legal-view'
import { SiteShell } from '@/components/site-shell'
import type { Locale } from '@/config/site'
import { getLegal } from '@/content/globals'
import { samePath } from '@/lib/alternates'
import { canonical, shareMetadata } from '@/lib/metadata'
import { paths } from '@/lib/paths'

type Props = { params: Promise<{ locale: Locale }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  const legal = await getLegal(locale)
  return {
    title: legal.terms.title,
    alternates: canonical(locale, samePath(paths.terms())),
    ...shareMetadata(locale, { title: legal.terms.title, path: paths.terms(), kind: 'site' }),
  }
}

export default async function TermsPage({ params }: Props) {
  const { locale } = await params
  setRequestLocale(locale)
  const legal = await getLegal(locale)
  return (
    <SiteShell locale={locale} alternates={samePath(paths.terms())} preview={[{ global: 'legal' }]}>
      <LegalView legal={legal} which="terms" locale={locale} />
    </SiteShell>
  )
}

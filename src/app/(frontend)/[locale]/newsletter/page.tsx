import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { NewsletterArchive } from '@/components/newsletter-view'
import { SiteShell } from '@/components/site-shell'
import type { Locale } from '@/config/site'
import { sentIssues } from '@/content/newsletter'
import { samePath } from '@/lib/alternates'
import { canonical, shareMetadata } from '@/lib/metadata'
import { paths } from '@/lib/paths'

type Props = { params: Promise<{ locale: Locale }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  const t = await getTranslations({ locale, namespace: 'newsletterArchive' })
  return {
    title: t('title'),
    description: t('intro'),
    alternates: canonical(locale, samePath(paths.newsletter())),
    ...shareMetadata(locale, { title: t('title'), description: t('intro'), path: paths.newsletter(), kind: 'site' }),
  }
}

export default async function NewsletterPage({ params }: Props) {
  const { locale } = await params
  setRequestLocale(locale)
  return (
    <SiteShell locale={locale} alternates={samePath(paths.newsletter())}>
      <NewsletterArchive sent={await sentIssues(locale)} locale={locale} />
    </SiteShell>
  )
}

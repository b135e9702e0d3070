import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { SiteShell } from '@/components/site-shell'
import { StatusMessage } from '@/components/status-message'
import type { Locale } from '@/config/site'
import { RetryButton } from '@/features/pwa/retry-button'
import { samePath } from '@/lib/alternates'
import { localizePath, paths } from '@/lib/paths'

type Props = { params: Promise<{ locale: Locale }> }

// What the service worker shows for a page it has not saved when the network is
// gone (features/pwa/worker.ts). Static, precached by the worker in both locales;
// never indexed and not in the sitemap.
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  const t = await getTranslations({ locale, namespace: 'offlinePage' })
  return { title: t('title'), robots: { index: false, follow: false } }
}

export default async function OfflinePage({ params }: Props) {
  const { locale } = await params
  setRequestLocale(locale)
  const t = await getTranslations('offlinePage')
  return (
    // No footer newsletter: forms are disabled while offline anyway.
    <SiteShell locale={locale} alternates={samePath(paths.offline())} footerNewsletter={false}>
      <StatusMessage
        code={t('mark')}
        title={t('heading')}
        text={t('text')}
        homeLabel={t('home')}
        homeHref={localizePath(locale, paths.home())}
      >
        <RetryButton label={t('retry')} />
      </StatusMessage>
    </SiteShell>
  )
}

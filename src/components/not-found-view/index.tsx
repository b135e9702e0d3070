import { getTranslations } from 'next-intl/server'
import { SiteShell } from '@/components/site-shell'
import { StatusMessage } from '@/components/status-message'
import { samePath } from '@/lib/alternates'
import { localizePath, type RouteLocale } from '@/lib/paths'

/** The localized 404 inside the site's header and footer (spec §8). */
export async function NotFoundView({ locale }: { locale: RouteLocale }) {
  const t = await getTranslations({ locale, namespace: 'notFound' })
  return (
    <SiteShell locale={locale} alternates={samePath('/')} pageKind="other">
      <StatusMessage
        code="404"
        title={t('title')}
        text={t('text')}
        homeLabel={t('home')}
        homeHref={localizePath(locale, '/')}
      />
    </SiteShell>
  )
}

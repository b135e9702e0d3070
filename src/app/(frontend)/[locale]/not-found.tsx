import { getLocale, getTranslations } from 'next-intl/server'
import { SiteShell } from '@/components/site-shell'
import { StatusMessage } from '@/components/status-message'
import { samePath } from '@/lib/alternates'
import type { RouteLocale } from '@/lib/paths'

export default async function NotFound() {
  const locale = (await getLocale()) as RouteLocale
  const t = await getTranslations('notFound')
  return (
    <SiteShell locale={locale} alternates={samePath('/')}>
      <StatusMessage code="404" title={t('title')} text={t('text')} homeLabel={t('home')} />
    </SiteShell>
  )
}

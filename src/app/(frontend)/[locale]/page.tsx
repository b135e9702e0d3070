import { setRequestLocale } from 'next-intl/server'
import type { Locale } from '@/config/site'
import { HomeView } from '@/components/home'
import { SiteShell } from '@/components/site-shell'
import { samePath } from '@/lib/alternates'
import { paths } from '@/lib/paths'

export default async function HomePage({ params }: { params: Promise<{ locale: Locale }> }) {
  const { locale } = await params
  setRequestLocale(locale)
  return (
    <SiteShell locale={locale} alternates={samePath(paths.home())} footerNewsletter={false} preview={[{ global: 'site-settings' }, { global: 'about' }]}>
      <HomeView locale={locale} />
    </SiteShell>
  )
}

import type { Metadata } from 'next'
import { setRequestLocale } from 'next-intl/server'
import type { Locale } from '@/config/site'
import { Blocks, hasNewsletterForm } from '@/components/blocks'
import { HomeSectionBlock, HomeView } from '@/components/blocks/home-section'
import { SiteShell } from '@/components/site-shell'
import { samePath } from '@/lib/alternates'
import { getHome } from '@/content/globals'
import { canonical } from '@/lib/metadata'
import { paths } from '@/lib/paths'

type Props = { params: Promise<{ locale: Locale }> }

// Title, description and share tags come from the layout; the home page adds where it lives.
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  return { alternates: canonical(locale, samePath(paths.home())) }
}

export default async function HomePage({ params }: Props) {
  const { locale } = await params
  setRequestLocale(locale)
  const home = await getHome(locale)
  // Arranged by an editor (the `home` global), or its sections in the usual order.
  const arranged = (home.layout ?? []).length > 0
  return (
    <SiteShell
      locale={locale}
      alternates={samePath(paths.home())}
      footerNewsletter={arranged && !hasNewsletterForm(home)}
      preview={[{ global: 'home' }, { global: 'site-settings' }, { global: 'about' }]}
    >
      {arranged ? (
        <Blocks page={home} locale={locale} doc="global:home" own={{ homeSection: HomeSectionBlock }} />
      ) : (
        <HomeView locale={locale} />
      )}
    </SiteShell>
  )
}

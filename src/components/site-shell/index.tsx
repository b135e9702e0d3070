import type { ReactNode } from 'react'
import { getTranslations } from 'next-intl/server'
import { SiteFooter } from '@/components/site-footer'
import { SiteHeader } from '@/components/site-header'
import { getSettings } from '@/content/globals'
import { PreviewBanner, type PreviewSubject } from '@/features/preview'
import { JsonLd } from '@/features/seo/json-ld'
import { organization } from '@/features/seo/structured-data'
import type { PageKind } from '@/features/vitals/metrics'
import { pageKindOf } from '@/features/vitals/page-kind'
import type { Alternates } from '@/lib/alternates'
import { localizePath, type RouteLocale } from '@/lib/paths'

/**
 * Header, main and footer of every public page. Pages render it (not the layout)
 * because only the page knows its equivalent URL in the other language.
 */
type Props = {
  locale: RouteLocale
  alternates: Alternates
  children: ReactNode
  /** The footer's newsletter form; off where the page has its own (home). */
  footerNewsletter?: boolean
  /** What the page shows from the CMS, for the preview banner's note on untranslated fields. */
  preview?: PreviewSubject[]
  /** Which row of the admin's Speed view this page's measurements count in; by default, the kind of its path. */
  pageKind?: PageKind
}

export async function SiteShell({ locale, alternates, children, footerNewsletter = true, preview, pageKind }: Props) {
  const settings = await getSettings(locale)
  const t = await getTranslations('nav')
  return (
    <>
      <a href="#content" className="skip-link">
        {t('skip')}
      </a>
      <PreviewBanner locale={locale} path={localizePath(locale, alternates[locale])} subjects={preview} />
      <SiteHeader locale={locale} studioName={settings.studioName} menu={settings.menu} alternates={alternates} />
      <main id="content" tabIndex={-1} data-page-kind={pageKind ?? pageKindOf(alternates[locale])}>
        {children}
      </main>
      <SiteFooter locale={locale} settings={settings} alternates={alternates} newsletter={footerNewsletter} />
      <JsonLd data={organization(settings, locale)} />
    </>
  )
}

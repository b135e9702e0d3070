import type { Metadata, Viewport } from 'next'
import type { ReactNode } from 'react'
import { notFound } from 'next/navigation'
import { hasLocale } from 'next-intl'
import { setRequestLocale } from 'next-intl/server'
import { body, display } from '@/components/ui/fonts'
import { AppShell } from '@/features/app-shell'
import { site } from '@/config/site'
import { siteUrl } from '@/config/site-url'
import { getSettings } from '@/content/globals'
import { currentReader } from '@/content/preview'
import { routing } from '@/i18n/routing'
import { earlyInputScript } from '@/lib/early-input.mjs'
import { shareMetadata, titleTemplate } from '@/lib/metadata'
import '@/styles/global.css'

type Props = { children: ReactNode; params: Promise<{ locale: string }> }

export function generateStaticParams() {
  return routing.locales.map((locale) => ({ locale }))
}

export const viewport: Viewport = {
  themeColor: site.colors.primary,
  colorScheme: 'dark',
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  if (!hasLocale(routing.locales, locale)) return {}
  const [settings, reader] = await Promise.all([getSettings(locale), currentReader()])
  return {
    // A preview shows drafts: never indexed (and Next sends it private, no-store).
    ...(reader.draft && { robots: { index: false, follow: false } }),
    metadataBase: new URL(siteUrl()),
    title: { default: settings.studioName, template: titleTemplate(settings.studioName) },
    description: settings.seo?.description ?? undefined,
    keywords: settings.seo?.keywords ?? undefined,
    applicationName: settings.studioName,
    icons: { icon: [{ url: '/icons/192', sizes: '192x192', type: 'image/png' }], apple: '/icons/apple' },
    ...shareMetadata(locale, {
      title: settings.studioName,
      description: settings.seo?.description,
      path: '/',
      kind: 'site',
    }),
  }
}

export default async function LocaleLayout({ children, params }: Props) {
  const { locale } = await params
  if (!hasLocale(routing.locales, locale)) notFound()
  setRequestLocale(locale)
  return (
    // data-scroll-behavior: the global CSS scrolls smoothly, so Next switches that off
    // while it scrolls a new page to the top (otherwise the new page opens mid-way, §2).
    <html
      lang={site.localeTags[locale]}
      className={`${display.variable} ${body.variable}`}
      data-scroll-behavior="smooth"
    >
      <body>
        <script dangerouslySetInnerHTML={{ __html: earlyInputScript }} />
        {/* No NextIntlClientProvider: islands get their strings as props, so no page carries the
            message catalogue in its payload nor a message formatter in its scripts. */}
        {children}
        <AppShell />
      </body>
    </html>
  )
}

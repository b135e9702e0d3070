import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { NotFoundView } from '@/components/not-found-view'
import type { Locale } from '@/config/site'

type Props = { params: Promise<{ locale: Locale }> }

/**
 * The 404 document of full page loads. Next 16 renders nothing on the server when a page calls
 * notFound() (vercel/next.js#62228: an empty `__next_error__` shell, the page appearing only once
 * JavaScript runs), so the cache handler (src/next-adapter/written-page.mjs) answers such requests
 * with this static page and status 404. Never indexed; a direct visit gets 404 too.
 */
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  const t = await getTranslations({ locale, namespace: 'notFound' })
  return { title: t('title'), robots: { index: false, follow: false } }
}

export default async function NotFoundPage({ params }: Props) {
  const { locale } = await params
  setRequestLocale(locale)
  return <NotFoundView locale={locale} />
}

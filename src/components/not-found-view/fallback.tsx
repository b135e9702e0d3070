import { getTranslations } from 'next-intl/server'
import { StatusMessage } from '@/components/status-message'
import { localizePath, type RouteLocale } from '@/lib/paths'
import { LoadFullPage } from './load-full-page'

/**
 * The layout's not-found boundary, which Next puts in the payload of every page. It stays small
 * (the full 404 page with header and footer would add about 11 KB to each page's payload, a
 * sixth of home's) because the browser practically never shows it: Next loads a page whose RSC
 * answer is a 404 as a full page, and full loads get the 404 page from the server
 * (src/next-adapter/error-shell.ts). Should a page's notFound() come after its answer had started, the
 * boundary loads that full page; it shows its own text only where it is the full load itself.
 */
export async function NotFoundFallback({ locale }: { locale: RouteLocale }) {
  const t = await getTranslations({ locale, namespace: 'notFound' })
  return (
    <main id="content" tabIndex={-1}>
      <LoadFullPage />
      <StatusMessage
        code="404"
        title={t('title')}
        text={t('text')}
        homeLabel={t('home')}
        homeHref={localizePath(locale, '/')}
      />
    </main>
  )
}

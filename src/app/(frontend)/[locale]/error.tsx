'use client'

import { useEffect } from 'react'
import { useParams } from 'next/navigation'
import { StatusMessage } from '@/components/status-message'
import { useChunkErrorRecovery } from '@/features/chunk-recovery'
import { signalNavigationFailure } from '@/features/progress-bar'
import { isChunkLoadError } from '@/lib/chunk-reload'
import { localizePath } from '@/lib/paths'
import en from '@/i18n/messages/en.error.json'
import pt from '@/i18n/messages/pt.error.json'

/**
 * Errors while rendering a page (spec §8): the status code (500 unless known),
 * the server-problem message, a retry and a way home. The header and footer are
 * not drawn here: they are what may have failed. A script chunk that failed to
 * load (a new deploy) reloads the page once instead; a second failure within a
 * minute lands here.
 */
export default function PageError({
  error,
  reset,
}: {
  error: Error & { digest?: string; status?: number }
  reset: () => void
}) {
  // An error boundary gets no props from the server: its few strings ship with it (no message catalogue).
  const locale = useParams<{ locale?: string }>().locale === 'en' ? 'en' : 'pt'
  const t = (locale === 'en' ? en : pt).error
  const reloading = useChunkErrorRecovery(error)
  useEffect(() => {
    if (!reloading) signalNavigationFailure()
  }, [reloading, error])
  if (reloading) return null
  const status = error.status ?? 500
  // Re-rendering cannot bring back a missing script: retrying a chunk failure means loading the page again.
  const retry = isChunkLoadError(error) ? () => window.location.reload() : reset
  return (
    <main id="content" tabIndex={-1}>
      <StatusMessage
        code={String(status)}
        title={t.title}
        text={t.server}
        homeLabel={t.home}
        homeHref={localizePath(locale, '/')}
      >
        <button type="button" onClick={retry}>
          {t.retry}
        </button>
      </StatusMessage>
    </main>
  )
}

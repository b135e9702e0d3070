'use client'

import { useEffect } from 'react'
import { useTranslations } from 'next-intl'
import { StatusMessage } from '@/components/status-message'
import { useChunkErrorRecovery } from '@/features/chunk-recovery'
import { signalNavigationFailure } from '@/features/progress-bar'
import { isChunkLoadError } from '@/lib/chunk-reload'

/**
 * Errors while rendering a page (spec §8): the status code (500 unless known),
 * the server-problem message, a retry and a way home. The header and footer are
 * not drawn here: they are what may have failed. A script chunk that failed to
 * load (a new deploy) reloads the page once instead; a second failure within a
 * minute lands here.
 */
export default function PageError({ error, reset }: { error: Error & { digest?: string; status?: number }; reset: () => void }) {
  const t = useTranslations('error')
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
      <StatusMessage code={String(status)} title={t('title')} text={t('server')} homeLabel={t('home')}>
        <button type="button" onClick={retry}>
          {t('retry')}
        </button>
      </StatusMessage>
    </main>
  )
}

'use client'

import { useTranslations } from 'next-intl'
import { StatusMessage } from '@/components/status-message'

/**
 * Errors while rendering a page (spec §8): the status code (500 unless known),
 * the server-problem message, a retry and a way home. The header and footer are
 * not drawn here: they are what may have failed.
 */
export default function PageError({ error, reset }: { error: Error & { digest?: string; status?: number }; reset: () => void }) {
  const t = useTranslations('error')
  const status = error.status ?? 500
  return (
    <main id="content">
      <StatusMessage code={String(status)} title={t('title')} text={t('server')} homeLabel={t('home')}>
        <button type="button" onClick={reset}>
          {t('retry')}
        </button>
      </StatusMessage>
    </main>
  )
}

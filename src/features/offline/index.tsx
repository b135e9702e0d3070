'use client'

import { useEffect, useRef } from 'react'
import { notify } from '@/features/toaster/notify'
import { useOnline } from '@/hooks/use-online'
import { disableSubmitsWhileOffline } from './disable-submits'
import styles from './offline.module.css'

const EXPLANATION_ID = 'offline-explanation'

/**
 * Online/offline (spec §4): a discreet banner while offline, `data-offline` on
 * <html> for styles and forms, form submits disabled with the reason, and a
 * toast when the connection is back. The live region is always in the page so
 * screen readers announce the change.
 */
export type OfflineTexts = { message: string; forms: string; back: string }

export function OfflineBanner({ texts }: { texts: OfflineTexts }) {
  const online = useOnline()
  const wasOnline = useRef(true)

  useEffect(() => {
    const root = document.documentElement
    if (online) root.removeAttribute('data-offline')
    else root.setAttribute('data-offline', '')
    if (online && !wasOnline.current) notify.success(texts.back)
    wasOnline.current = online
    return online ? undefined : disableSubmitsWhileOffline(EXPLANATION_ID)
  }, [online, texts.back])

  return (
    <div role="status" className={styles.region} data-testid="offline-banner">
      {!online && (
        <p className={styles.banner}>
          <span className={styles.dot} aria-hidden="true" />
          <span>
            {texts.message} <span id={EXPLANATION_ID}>{texts.forms}</span>
          </span>
        </p>
      )}
    </div>
  )
}

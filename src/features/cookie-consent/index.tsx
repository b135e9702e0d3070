'use client'

import { useEffect, useRef, useState } from 'react'
import { useTranslations } from 'next-intl'
import { Link } from '@/components/ui/link'
import { site } from '@/config/site'
import { readCookie, serializeCookie } from '@/lib/cookies'
import { paths } from '@/lib/paths'
import { grantAnalytics, loadTagManager, setConsentDefaults } from './tag-manager'
import styles from './cookie-consent.module.css'

const { cookieName, value, maxAgeDays } = site.cookieNotice

/**
 * The cookie notice (spec §2, §4) and the consent it carries (§7, LGPD). Pages are
 * static, so whether it was acknowledged is read here, after mount: the server
 * renders nothing and the notice appears only for visitors without the cookie.
 * Fixed at the bottom: it overlays the page and never moves its content.
 */
export function CookieNotice({ tagManagerId }: { tagManagerId: string | null }) {
  const t = useTranslations('cookies')
  const [open, setOpen] = useState(false)
  const region = useRef<HTMLElement>(null)

  useEffect(() => {
    const acknowledged = readCookie(document.cookie, cookieName) === value
    if (tagManagerId) {
      setConsentDefaults()
      if (acknowledged) {
        grantAnalytics()
        loadTagManager(tagManagerId)
      }
    }
    setOpen(!acknowledged)
  }, [tagManagerId])

  const acknowledge = () => {
    document.cookie = serializeCookie(cookieName, value, {
      maxAgeSeconds: maxAgeDays * 24 * 60 * 60,
      sameSite: 'Lax',
      secure: location.protocol === 'https:',
    })
    if (tagManagerId) {
      grantAnalytics()
      loadTagManager(tagManagerId)
    }
    // The button is about to disappear: keep keyboard users in the page, not on <body>.
    if (region.current?.contains(document.activeElement)) document.getElementById('content')?.focus({ preventScroll: true })
    setOpen(false)
  }

  if (!open) return null
  return (
    <section ref={region} className={styles.notice} aria-label={t('label')} data-testid="cookie-notice">
      <p className={styles.text}>
        {t('text')}{' '}
        <Link href={paths.privacy()} className={styles.link}>
          {t('privacy')}
        </Link>
      </p>
      <button type="button" className={styles.button} onClick={acknowledge}>
        {t('acknowledge')}
      </button>
    </section>
  )
}

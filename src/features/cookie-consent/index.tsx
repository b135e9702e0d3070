'use client'

import { useEffect, useRef, useState } from 'react'
import { LocalLink } from '@/components/ui/link/local-link'
import { browser } from '@/config/browser'
import { readCookie, serializeCookie } from '@/lib/cookies'
import { grantAnalytics, loadTagManager, setConsentDefaults } from './tag-manager'
import styles from './cookie-consent.module.css'

const { cookieName, value, maxAgeDays } = browser.cookieNotice

/**
 * The cookie notice (spec §2, §4) and the consent it carries (§7, LGPD). Pages are
 * static, so whether it was acknowledged is read here, after mount: the server
 * renders nothing and the notice appears only for visitors without the cookie.
 * Fixed at the bottom: it overlays the page and never moves its content.
 */
export type CookieTexts = { label: string; text: string; privacy: string; privacyHref: string; acknowledge: string }

export function CookieNotice({ tagManagerId, texts }: { tagManagerId: string | null; texts: CookieTexts }) {
  const [open, setOpen] = useState(false)
  const region = useRef<HTMLElement>(null)

  useEffect(() => {
    // Framed, the page is the admin's Live Preview (only the site may frame it): an editor at work, not a visitor.
    if (window.parent !== window) return
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
    if (region.current?.contains(document.activeElement))
      document.getElementById('content')?.focus({ preventScroll: true })
    setOpen(false)
  }

  if (!open) return null
  return (
    <section ref={region} className={styles.notice} aria-label={texts.label} data-testid="cookie-notice">
      <p className={styles.text}>
        {texts.text}{' '}
        {/* Not prefetched: the notice is on every first visit's first screen, so its link would
            make every first visit download and decode the legal text while the page it opened
            is still starting (a Lighthouse mobile trace: one of the two page decodes after
            hydration on /posts). A visitor who follows it gets an ordinary navigation. */}
        <LocalLink href={texts.privacyHref} className={styles.link} prefetch={false}>
          {texts.privacy}
        </LocalLink>
      </p>
      <button type="button" className={styles.button} onClick={acknowledge}>
        {texts.acknowledge}
      </button>
    </section>
  )
}

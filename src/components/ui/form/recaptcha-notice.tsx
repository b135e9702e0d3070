'use client'

import type { ReactNode, RefObject } from 'react'
import { useTranslations } from 'next-intl'
import styles from './form.module.css'

/** Google's required notice, shown instead of its floating badge, and the widget's mount point. */
export function RecaptchaNotice({ container }: { container: RefObject<HTMLDivElement | null> }) {
  const t = useTranslations('forms')
  const external = (href: string) => (chunks: ReactNode) => (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {chunks}
    </a>
  )
  return (
    <>
      <p className={styles.note}>
        {t.rich('recaptcha', { privacy: external('https://policies.google.com/privacy'), terms: external('https://policies.google.com/terms') })}
      </p>
      <div ref={container} className={styles.captcha} />
    </>
  )
}

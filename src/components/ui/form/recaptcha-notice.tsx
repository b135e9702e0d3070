import type { ReactNode } from 'react'
import { getTranslations } from 'next-intl/server'
import styles from './form.module.css'

/** Google's required notice, shown instead of its floating badge (a server component: plain text and links). */
export async function RecaptchaNotice() {
  const t = await getTranslations('forms')
  const external = (href: string) => (chunks: ReactNode) => (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {chunks}
    </a>
  )
  return (
    <p className={styles.note}>
      {t.rich('recaptcha', {
        privacy: external('https://policies.google.com/privacy'),
        terms: external('https://policies.google.com/terms'),
      })}
    </p>
  )
}

import type { ReactNode } from 'react'
import { LocalLink } from '@/components/ui/link/local-link'
import styles from './status-message.module.css'

/** The body of the 404 and error pages: a big code, a sentence, a way back (to the localized home, `homeHref`). */
export function StatusMessage({
  code,
  title,
  text,
  homeLabel,
  homeHref,
  children,
}: {
  code: string
  title: string
  text?: string
  homeLabel: string
  homeHref: string
  children?: ReactNode
}) {
  return (
    <section className={`container ${styles.wrap}`}>
      <p className={styles.code} aria-hidden="true">
        {code}
      </p>
      <h1 className={styles.title}>{title}</h1>
      {text && <p className="muted">{text}</p>}
      <div className={styles.actions}>
        {children}
        <LocalLink href={homeHref} className={styles.home}>
          {homeLabel}
        </LocalLink>
      </div>
    </section>
  )
}

import type { ReactNode } from 'react'
import { Link } from '@/components/ui/link'
import styles from './status-message.module.css'

/** The body of the 404 and error pages: a big code, a sentence, a way back. */
export function StatusMessage({ code, title, text, homeLabel, children }: { code: string; title: string; text?: string; homeLabel: string; children?: ReactNode }) {
  return (
    <section className={`container ${styles.wrap}`}>
      <p className={styles.code} aria-hidden="true">
        {code}
      </p>
      <h1 className={styles.title}>{title}</h1>
      {text && <p className="muted">{text}</p>}
      <div className={styles.actions}>
        {children}
        <Link href="/" className={styles.home}>
          {homeLabel}
        </Link>
      </div>
    </section>
  )
}

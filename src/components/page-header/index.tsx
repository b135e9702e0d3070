import type { ReactNode } from 'react'
import styles from './page-header.module.css'

/** The opening of a page: eyebrow, the page's one h1, and an optional lead. */
export function PageHeader({
  eyebrow,
  title,
  lead,
  children,
  titleProps,
  leadProps,
}: {
  eyebrow?: string
  title: string
  lead?: string | null
  children?: ReactNode
  /** Attributes of the title and the lead (a preview's click-to-edit marks). */
  titleProps?: Record<string, string | undefined>
  leadProps?: Record<string, string | undefined>
}) {
  return (
    <header className={`container ${styles.header}`}>
      {eyebrow && <p className="eyebrow">{eyebrow}</p>}
      <h1 className={styles.title} {...titleProps}>
        {title}
      </h1>
      {lead && (
        <p className={styles.lead} {...leadProps}>
          {lead}
        </p>
      )}
      {children}
    </header>
  )
}

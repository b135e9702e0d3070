import type { ReactNode } from 'react'
import styles from './page-header.module.css'

/** The opening of a page: eyebrow, the page's one h1, and an optional lead. */
export function PageHeader({
  eyebrow,
  title,
  lead,
  children,
}: {
  eyebrow?: string
  title: string
  lead?: string | null
  children?: ReactNode
}) {
  return (
    <header className={`container ${styles.header}`}>
      {eyebrow && <p className="eyebrow">{eyebrow}</p>}
      <h1 className={styles.title}>{title}</h1>
      {lead && <p className={styles.lead}>{lead}</p>}
      {children}
    </header>
  )
}

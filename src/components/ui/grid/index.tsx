import type { ReactNode } from 'react'
import styles from './grid.module.css'

/** The responsive list grid of cards: 1 column on phones, then 2, then `columns` from 1280 px. */
export function Grid({
  children,
  columns = 3,
  className,
}: {
  children: ReactNode
  columns?: 2 | 3
  className?: string
}) {
  return (
    <ul className={`${styles.grid} ${columns === 2 ? styles.two : styles.three} ${className ?? ''}`}>{children}</ul>
  )
}

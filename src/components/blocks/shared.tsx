import type { ReactNode } from 'react'
import { editable } from '@/features/click-to-edit'
import { Link } from '@/components/ui/link'
import type { BlocksOwner } from '.'
import styles from './blocks.module.css'

/** The click-to-edit mark of a block's field (`layout.<index>.<field>`), in a preview. */
export const field = (page: BlocksOwner, index: number, path: string) => editable(page, `layout.${index}.${path}`)

/** A block's section: labelled by its heading when it has one; revealed as it scrolls in. */
export function Section({
  page,
  index,
  title,
  className = '',
  children,
}: {
  page: BlocksOwner
  index: number
  title?: string | null
  className?: string
  children: ReactNode
}) {
  const id = `block-${index}-title`
  return (
    <section className={`container reveal ${styles.section} ${className}`} aria-labelledby={title ? id : undefined}>
      {title && (
        <h2 id={id} {...field(page, index, 'title')}>
          {title}
        </h2>
      )}
      {children}
    </section>
  )
}

type Action = { label?: string | null; url?: string | null } | null | undefined

/** An editor's button: a site path gets the page's locale; anything else opens as it is. */
export function ActionLink({ action, primary }: { action: Action; primary?: boolean }) {
  if (!action?.label || !action.url) return null
  const className = primary ? styles.primary : styles.secondary
  return /^\/(?!\/)/.test(action.url) && !/^\/en(\/|$)/.test(action.url) ? (
    <Link href={action.url} className={className}>
      {action.label}
    </Link>
  ) : (
    <a href={action.url} className={className}>
      {action.label}
    </a>
  )
}

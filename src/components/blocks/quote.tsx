import type { BlockProps } from '.'
import { field } from './shared'
import styles from './blocks.module.css'

/** A client's or a person's words, and who said them. */
export function Quote({ block, page, index }: BlockProps<'quote'>) {
  if (!block.text) return null
  return (
    <figure className={`container reveal ${styles.section} ${styles.quote}`}>
      <blockquote {...field(page, index, 'text')}>
        <p>{block.text}</p>
      </blockquote>
      {block.author && (
        <figcaption>
          <strong>{block.author}</strong>
          {block.role && <span className="muted">, {block.role}</span>}
        </figcaption>
      )}
    </figure>
  )
}

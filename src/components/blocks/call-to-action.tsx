import type { BlockProps } from '.'
import { ActionLink, field, Section } from './shared'
import styles from './blocks.module.css'

/** A title, a line and one button, set apart from the blocks around it. */
export function CallToAction({ block, page, index }: BlockProps<'callToAction'>) {
  return (
    <Section page={page} index={index} title={block.title} className={styles.callout}>
      {block.text && (
        <p className={styles.lead} {...field(page, index, 'text')}>
          {block.text}
        </p>
      )}
      <ActionLink action={block.action} primary />
    </Section>
  )
}

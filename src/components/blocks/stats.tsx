import type { BlockProps } from '.'
import { field, Section } from './shared'
import styles from './blocks.module.css'

/** Figures the studio is proud of: a value and what it counts. */
export function Stats({ block, page, index }: BlockProps<'stats'>) {
  if (!block.items?.length) return null
  return (
    <Section page={page} index={index} title={block.title}>
      <dl className={styles.figures}>
        {block.items.map((item, i) => (
          <div key={item.id ?? i}>
            <dt {...field(page, index, `items.${i}.label`)}>{item.label}</dt>
            <dd {...field(page, index, `items.${i}.value`)}>{item.value}</dd>
          </div>
        ))}
      </dl>
    </Section>
  )
}

import type { EditProps } from '@/features/click-to-edit'
import type { BlockProps } from '.'
import { field, Section } from './shared'
import styles from './blocks.module.css'

/** Figures the studio is proud of: a value and what it counts. */
export function Stats({ block, page, index }: BlockProps<'stats'>) {
  if (!block.items?.length) return null
  return (
    <Section page={page} index={index} title={block.title}>
      <Figures
        items={block.items}
        mark={(i, part) => field(page, index, `items.${i}.${part}`)}
        className={styles.wideFigures}
      />
    </Section>
  )
}

type Figure = { id?: string | null; label?: string | null; value?: string | null }

/** Values and what they count; `mark` gives each part its click-to-edit mark in a preview. */
export function Figures({
  items,
  mark,
  className = '',
}: {
  items: Figure[]
  mark: (index: number, part: 'label' | 'value') => EditProps
  className?: string
}) {
  return (
    <dl className={`${styles.figures} ${className}`}>
      {items.map((item, i) => (
        <div key={item.id ?? i}>
          <dt {...mark(i, 'label')}>{item.label}</dt>
          <dd {...mark(i, 'value')}>{item.value}</dd>
        </div>
      ))}
    </dl>
  )
}

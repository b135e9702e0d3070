import { RichText } from '@/components/ui/rich-text'
import { editableNodes } from '@/features/click-to-edit'
import type { BlockProps } from '.'
import { field, Section } from './shared'
import styles from './blocks.module.css'

/** Questions and answers as native disclosures: keyboard and screen readers for free, no JavaScript. */
export function Faq({ block, page, index }: BlockProps<'faq'>) {
  if (!block.items?.length) return null
  return (
    <Section page={page} index={index} title={block.title}>
      <div className={styles.faq}>
        {block.items.map((item, i) => (
          <details key={item.id ?? i}>
            <summary {...field(page, index, `items.${i}.question`)}>{item.question}</summary>
            <RichText data={item.answer} nodeProps={editableNodes(page, `layout.${index}.items.${i}.answer`)} />
          </details>
        ))}
      </div>
    </Section>
  )
}

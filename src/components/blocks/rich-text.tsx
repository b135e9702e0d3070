import { RichText } from '@/components/ui/rich-text'
import { editableNodes } from '@/features/click-to-edit'
import type { BlockProps } from '.'
import styles from './blocks.module.css'

/** Text the editor wrote: headings, paragraphs, lists, images and links. */
export function RichTextBlock({ block, page, index }: BlockProps<'richText'>) {
  if (!block.content) return null
  return (
    <section className={`container reveal ${styles.section} ${styles.prose}`}>
      <RichText data={block.content} nodeProps={editableNodes(page, `layout.${index}.content`)} />
    </section>
  )
}

import { RichText as LexicalRichText, type JSXConvertersFunction } from '@payloadcms/richtext-lexical/react'
import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'
import type { Media } from '@/cms/payload-types'
import { MediaImage } from '@/components/ui/media-image'
import { nodeText } from '@/lib/lexical-text'
import { slugify } from '@/lib/slug'
import styles from './rich-text.module.css'

type Tag = 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6'

const converters: JSXConvertersFunction = ({ defaultConverters }) => ({
  ...defaultConverters,
  // Headings carry an id so a table of contents (and shared links) can point at them.
  heading: ({ node, nodesToJSX }) => {
    const Tag = (['h2', 'h3', 'h4'].includes(node.tag) ? node.tag : 'h2') as Tag
    return <Tag id={slugify(nodeText(node))}>{nodesToJSX({ nodes: node.children })}</Tag>
  },
  upload: ({ node }) => {
    const media = node.value as Media | number
    if (typeof media !== 'object') return null
    return (
      <figure className={styles.figure}>
        <MediaImage media={media} sizes="(min-width: 960px) 760px, 100vw" />
        {media.caption && <figcaption>{media.caption}</figcaption>}
      </figure>
    )
  },
})

export function RichText({ data, className }: { data: unknown; className?: string }) {
  if (!data || typeof data !== 'object') return null
  return <LexicalRichText data={data as SerializedEditorState} converters={converters} className={`${styles.prose} ${className ?? ''}`} />
}

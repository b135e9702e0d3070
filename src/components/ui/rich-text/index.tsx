import { RichText as LexicalRichText, type JSXConvertersFunction } from '@payloadcms/richtext-lexical/react'
import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'
import type { Media } from '@/payload-types'
import { getTranslations } from 'next-intl/server'
import { cloneElement, isValidElement, type ReactElement, type ReactNode } from 'react'
import { MediaImage } from '@/components/ui/media-image'
import { VideoEmbed } from '@/components/ui/video-embed'
import { nodeText } from '@/lib/lexical-text'
import { slugify } from '@/lib/slug'
import { videoEmbedUrl } from '@/lib/video-embed'
import styles from './rich-text.module.css'

type Tag = 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6'

type LinkNode = { type: string; fields?: { url?: string }; children?: { text?: string }[] }

/** A paragraph holding nothing but a YouTube/Vimeo link becomes an embedded player. */
function videoOf(node: { children?: LinkNode[] }): { src: string; title: string } | null {
  const only = node.children?.length === 1 ? node.children[0] : null
  if (!only || (only.type !== 'link' && only.type !== 'autolink') || !only.fields?.url) return null
  const src = videoEmbedUrl(only.fields.url)
  return src ? { src, title: nodeText(only as never) || only.fields.url } : null
}

/** Props for a top-level node by its index (a preview's click-to-edit marks), or none. */
type NodeProps = (node: number) => Record<string, string | undefined>

const converters =
  (playLabel: string): JSXConvertersFunction =>
  ({ defaultConverters }) => ({
    ...defaultConverters,
    paragraph: (args) => {
      const video = videoOf(args.node as never)
      if (video) return <VideoEmbed src={video.src} title={video.title} playLabel={playLabel} />
      const paragraph = defaultConverters.paragraph
      return typeof paragraph === 'function' ? paragraph(args) : null
    },
    // Lexical numbers every list item; `value` is only valid inside <ol> (W3C checker error otherwise).
    listitem: (args) => {
      const listitem = defaultConverters.listitem
      const rendered = typeof listitem === 'function' ? listitem(args) : null
      const parent = args.parent as { listType?: string }
      return parent.listType !== 'number' && isValidElement(rendered)
        ? cloneElement(rendered as ReactElement<{ value?: number }>, { value: undefined })
        : rendered
    },
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

/** Every converter, with the props of `nodeProps` on each top-level node's element. */
const marked =
  (base: JSXConvertersFunction, nodeProps: NodeProps): JSXConvertersFunction =>
  (args) =>
    Object.fromEntries(
      Object.entries(base(args)).map(([type, convert]) => [
        type,
        typeof convert !== 'function'
          ? convert
          : (a: { childIndex: number; parent: { type: string } }) => {
              const out = (convert as (x: typeof a) => ReactNode)(a)
              return a.parent.type === 'root' && isValidElement(out)
                ? cloneElement(out as ReactElement<object>, nodeProps(a.childIndex))
                : out
            },
      ]),
    )

export async function RichText({
  data,
  className,
  nodeProps,
}: {
  data: unknown
  className?: string
  nodeProps?: NodeProps
}) {
  if (!data || typeof data !== 'object') return null
  const t = await getTranslations('media')
  const base = converters(t('playVideo'))
  return (
    <LexicalRichText
      data={data as SerializedEditorState}
      converters={nodeProps ? marked(base, nodeProps) : base}
      className={`${styles.prose} ${className ?? ''}`}
    />
  )
}

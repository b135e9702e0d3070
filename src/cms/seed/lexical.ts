/**
 * A tiny builder for Lexical rich text as Payload stores it (JSON, not HTML).
 * Only the nodes the seed needs: paragraphs, headings, lists, quotes, links,
 * inline formats and upload (image) blocks.
 */

export interface LexicalNode {
  type: string
  version: number
  [key: string]: unknown
}

export interface RichText {
  [key: string]: unknown
  root: {
    type: 'root'
    children: LexicalNode[]
    direction: 'ltr' | 'rtl' | null
    format: '' | 'left' | 'start' | 'center' | 'right' | 'end' | 'justify'
    indent: number
    version: number
  }
}

/** Lexical's text format bitmask. */
const FORMAT = { bold: 1, italic: 2, strikethrough: 4, underline: 8, code: 16 } as const

export interface TextOptions {
  bold?: boolean
  italic?: boolean
  code?: boolean
}

export type Inline = string | LexicalNode

const element = { direction: 'ltr', format: '', indent: 0 } as const

function inline(children: Inline[]): LexicalNode[] {
  return children.map((child) => (typeof child === 'string' ? text(child) : child))
}

export function text(value: string, options: TextOptions = {}): LexicalNode {
  let format = 0
  if (options.bold) format |= FORMAT.bold
  if (options.italic) format |= FORMAT.italic
  if (options.code) format |= FORMAT.code
  return { type: 'text', text: value, format, detail: 0, mode: 'normal', style: '', version: 1 }
}

export const bold = (value: string): LexicalNode => text(value, { bold: true })
export const italic = (value: string): LexicalNode => text(value, { italic: true })
export const code = (value: string): LexicalNode => text(value, { code: true })

export function link(url: string, label: string, newTab = false): LexicalNode {
  return {
    type: 'link',
    ...element,
    fields: { url, newTab, linkType: 'custom' },
    children: [text(label)],
    version: 3,
  }
}

export function p(...children: Inline[]): LexicalNode {
  return { type: 'paragraph', ...element, textFormat: 0, textStyle: '', children: inline(children), version: 1 }
}

export function h(level: 2 | 3 | 4, ...children: Inline[]): LexicalNode {
  return { type: 'heading', tag: `h${level}`, ...element, children: inline(children), version: 1 }
}

/** A list item is one string or node, or an array of them (mixed formats). */
export type ListItem = Inline | Inline[]

function list(kind: 'bullet' | 'number', items: ListItem[]): LexicalNode {
  return {
    type: 'list',
    listType: kind,
    tag: kind === 'bullet' ? 'ul' : 'ol',
    start: 1,
    ...element,
    children: items.map((item, index) => ({
      type: 'listitem',
      value: index + 1,
      ...element,
      children: inline(Array.isArray(item) ? item : [item]),
      version: 1,
    })),
    version: 1,
  }
}

export const ul = (items: ListItem[]): LexicalNode => list('bullet', items)
export const ol = (items: ListItem[]): LexicalNode => list('number', items)

export function quote(...children: Inline[]): LexicalNode {
  return { type: 'quote', ...element, children: inline(children), version: 1 }
}

let uploadCounter = 0

/** An image block. Each upload node carries its own id (24 hex digits, like an ObjectID). */
export function upload(mediaId: number): LexicalNode {
  uploadCounter += 1
  const id = `5eed${mediaId.toString(16).padStart(10, '0')}${uploadCounter.toString(16).padStart(10, '0')}`
  return { type: 'upload', id, relationTo: 'media', value: mediaId, fields: {}, format: '', version: 3 }
}

export function doc(...children: LexicalNode[]): RichText {
  return { root: { type: 'root', ...element, children, version: 1 } }
}

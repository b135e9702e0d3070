/** Plain text out of Payload's Lexical JSON, for reading time, heading anchors and excerpts. */
type Node = { type?: string; text?: string; tag?: string; children?: Node[] }

export function nodeText(node: Node | null | undefined): string {
  if (!node) return ''
  if (typeof node.text === 'string') return node.text
  return (node.children ?? []).map(nodeText).join(node.type === 'root' ? '\n' : '')
}

export function richTextToPlain(value: { root?: Node } | null | undefined): string {
  const blocks = value?.root?.children ?? []
  return blocks.map(nodeText).join('\n').trim()
}

/** Headings of one level, in order, with their text (for a table of contents). */
export function headings(value: { root?: Node } | null | undefined, tag = 'h2'): string[] {
  return (value?.root?.children ?? []).filter((n) => n.type === 'heading' && n.tag === tag).map(nodeText)
}

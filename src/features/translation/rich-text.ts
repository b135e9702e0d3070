/**
 * Rich text (Payload's Lexical JSON) to translatable XML and back. Each block whose children are
 * inline (a paragraph, a heading, a list item) becomes one XML text, its nodes tags numbered by
 * position: `<x id="0">text</x>`, `<a id="1">…</a>` for a link, `<br id="2"/>`. A translator that
 * keeps tags (DeepL's `tag_handling: xml`) sees whole sentences, and the answer is rebuilt from the
 * original nodes: formats, links and every other node kept, only the words replaced.
 */

export type LexicalNode = { type: string; text?: string; children?: LexicalNode[]; [key: string]: unknown }
export type RichText = { root: LexicalNode; [key: string]: unknown }

const INLINE_ELEMENTS = new Set(['link', 'autolink'])
const INLINE_VOIDS = new Set(['linebreak', 'tab'])

const isInline = (node: LexicalNode) =>
  node.type === 'text' || INLINE_ELEMENTS.has(node.type) || INLINE_VOIDS.has(node.type)

export function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
}

export function unescapeXml(text: string): string {
  return text.replace(/&(lt|gt|quot|apos|amp|#\d+|#x[0-9a-f]+);/gi, (_, e: string) => {
    const named: Record<string, string> = { lt: '<', gt: '>', quot: '"', apos: "'", amp: '&' }
    if (named[e.toLowerCase()]) return named[e.toLowerCase()]
    return String.fromCodePoint(e[1] === 'x' || e[1] === 'X' ? parseInt(e.slice(2), 16) : parseInt(e.slice(1), 10))
  })
}

const hasText = (nodes: LexicalNode[]): boolean =>
  nodes.some((n) => (n.type === 'text' ? Boolean(n.text?.trim()) : hasText(n.children ?? [])))

/** A block's inline children as XML; `nodes[i]` is the node tagged `id="i"`. */
function toXml(children: LexicalNode[], nodes: LexicalNode[]): string {
  return children
    .map((node) => {
      const id = nodes.push(node) - 1
      if (node.type === 'text') return `<x id="${id}">${escapeXml(node.text ?? '')}</x>`
      if (INLINE_VOIDS.has(node.type)) return `<br id="${id}"/>`
      return `<a id="${id}">${toXml(node.children ?? [], nodes)}</a>`
    })
    .join('')
}

const TOKEN = /<(x|a|br)\s+id="(\d+)"\s*(\/?)>|<\/(x|a)>|[^<]+/g

/** The block's children rebuilt from its translated XML, from copies of the original nodes. */
function fromXml(xml: string, nodes: LexicalNode[]): LexicalNode[] {
  const plain = (text: string): LexicalNode => {
    const template = nodes.find((n) => n.type === 'text')
    return { ...(template ?? { type: 'text', version: 1, detail: 0, mode: 'normal', style: '' }), format: 0, text }
  }
  const root: LexicalNode[] = []
  const stack: { children: LexicalNode[]; text?: LexicalNode }[] = [{ children: root }]
  for (const [token, open, id, selfClosing, close] of xml.matchAll(TOKEN)) {
    const top = stack[stack.length - 1]
    if (open) {
      const original = nodes[Number(id)]
      if (!original) throw new Error(`translated rich text names an unknown node ${id}`)
      if (open === 'br' || selfClosing) top.children.push({ ...original })
      else if (open === 'x') {
        const node = { ...original, text: '' }
        top.children.push(node)
        stack.push({ children: [], text: node })
      } else {
        const node = { ...original, children: [] as LexicalNode[] }
        top.children.push(node)
        stack.push({ children: node.children! })
      }
    } else if (close) {
      if (stack.length === 1) throw new Error('translated rich text closes a tag it never opened')
      stack.pop()
    } else if (top.text) top.text.text += unescapeXml(token)
    else if (token) top.children.push(plain(unescapeXml(token)))
  }
  if (stack.length !== 1) throw new Error('translated rich text leaves a tag open')
  return root.filter((n) => n.type !== 'text' || n.text)
}

/**
 * The texts to translate in `value` and a function that puts their translations (same order)
 * back into a copy of it. The original is never changed.
 */
export function richTextSegments(value: RichText): { texts: string[]; rebuild: (translated: string[]) => RichText } {
  const texts: string[] = []
  const blocks: LexicalNode[][] = []
  const visit = (node: LexicalNode): LexicalNode => {
    const children = node.children
    if (!children?.length) return { ...node }
    if (children.every(isInline)) {
      if (!hasText(children)) return structuredClone(node)
      const nodes: LexicalNode[] = []
      texts.push(toXml(children, nodes))
      blocks.push(nodes)
      return { ...node, children: [], __segment: texts.length - 1 }
    }
    return { ...node, children: children.map(visit) }
  }
  const skeleton = { ...value, root: visit(value.root) }
  return {
    texts,
    rebuild(translated) {
      if (translated.length !== texts.length) throw new Error('a translation is missing')
      const fill = (node: LexicalNode): LexicalNode => {
        const { __segment, ...rest } = node as LexicalNode & { __segment?: number }
        if (typeof __segment === 'number')
          return { ...rest, children: fromXml(translated[__segment], blocks[__segment]) }
        return rest.children ? { ...rest, children: rest.children.map(fill) } : rest
      }
      return structuredClone({ ...skeleton, root: fill(skeleton.root) })
    },
  }
}

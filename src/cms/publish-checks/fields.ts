import type { Field } from 'payload'

/** What a walk over a document's fields meets: a field, its value and its path (`gallery.0.image`). */
export type FieldVisit = { field: Field & { name: string }; value: unknown; path: string }

/**
 * Every named field of `fields` with its value in `data`, depth first: groups, array rows, blocks, and the unnamed
 * layout fields (rows, collapsibles, tabs) whose fields store their values beside them.
 */
export function* walkFields(fields: Field[], data: unknown, prefix = ''): Generator<FieldVisit> {
  const values = (data && typeof data === 'object' ? data : {}) as Record<string, unknown>
  for (const field of fields) {
    if (field.type === 'tabs') {
      for (const tab of field.tabs)
        yield* 'name' in tab && tab.name
          ? walkFields(tab.fields, values[tab.name], `${prefix}${tab.name}.`)
          : walkFields(tab.fields, values, prefix)
      continue
    }
    if (!('name' in field)) {
      if ('fields' in field) yield* walkFields(field.fields, values, prefix)
      continue
    }
    const value = values[field.name]
    const path = `${prefix}${field.name}`
    yield { field, value, path }
    if (field.type === 'group') yield* walkFields(field.fields, value, `${path}.`)
    if (field.type === 'array' && Array.isArray(value))
      for (const [index, row] of value.entries()) yield* walkFields(field.fields, row, `${path}.${index}.`)
    if (field.type === 'blocks' && Array.isArray(value))
      for (const [index, row] of value.entries()) {
        const block = field.blocks.find((b) => b.slug === (row as { blockType?: string })?.blockType)
        if (block) yield* walkFields(block.fields, row, `${path}.${index}.`)
      }
  }
}

/** An id from a relationship or upload value, populated or not. */
export function idOf(value: unknown): number | string | null {
  if (typeof value === 'number' || typeof value === 'string') return value
  if (value && typeof value === 'object' && 'id' in value) return (value as { id: number | string }).id
  return null
}

/** The media ids of the upload nodes of a Lexical document (images placed in rich text), in order. */
export function richTextMedia(state: unknown): (number | string)[] {
  const out: (number | string)[] = []
  const visit = (node: unknown) => {
    if (!node || typeof node !== 'object') return
    const n = node as { type?: string; relationTo?: string; value?: unknown; children?: unknown[]; root?: unknown }
    if (n.type === 'upload' && n.relationTo === 'media') {
      const id = idOf(n.value)
      if (id !== null) out.push(id)
    }
    if (n.root) visit(n.root)
    for (const child of n.children ?? []) visit(child)
  }
  visit(state)
  return out
}

export const isEmpty = (value: unknown) =>
  value === undefined ||
  value === null ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.length === 0)

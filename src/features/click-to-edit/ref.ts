/**
 * Where a piece of a page comes from in the CMS, written into `data-edit` in previews only:
 * `cases:12:gallery.0.caption` (collection, id, Payload field path), `global:about:figures.1.label`,
 * and for one top-level node of a rich-text field its index last: `cases:12:body:3`.
 */
export type EditRef =
  { collection: string; id: string; path: string; node?: number } | { global: string; path: string; node?: number }

// parseRef, adminUrl and fieldLabel also run in previews as text (script.ts): each refers to nothing outside its body.

export function formatRef(ref: EditRef): string {
  const head = 'global' in ref ? `global:${ref.global}` : `${ref.collection}:${ref.id}`
  return `${head}:${ref.path}${ref.node === undefined ? '' : `:${ref.node}`}`
}

/** The reference in an attribute or a message, or null when it is not one (nothing else is acted on). */
export function parseRef(value: unknown): EditRef | null {
  const name = /^[a-z][a-z0-9-]*$/
  const id = /^[A-Za-z0-9-]+$/
  const fieldPath = /^[A-Za-z_][A-Za-z0-9_]*(\.(\d+|[A-Za-z_][A-Za-z0-9_]*))*$/
  if (typeof value !== 'string' || value.length > 300) return null
  const [head, key, path, node, ...rest] = value.split(':')
  if (rest.length || !name.test(head ?? '') || !fieldPath.test(path ?? '')) return null
  if (node !== undefined && !/^\d{1,5}$/.test(node)) return null
  const at = node === undefined ? {} : { node: Number(node) }
  if (head === 'global') return name.test(key ?? '') ? { global: key!, path: path!, ...at } : null
  return id.test(key ?? '') ? { collection: head!, id: key!, path: path!, ...at } : null
}

/** The edit view of the referenced document in the admin, in the page's locale, with the field to focus. */
export function adminUrl(ref: EditRef, locale: string, admin = '/admin'): string {
  const view = 'global' in ref ? `globals/${ref.global}` : `collections/${ref.collection}/${ref.id}`
  // `#edit=body:3`: the field (and rich-text node) the edit view focuses once it has rendered.
  return `${admin}/${view}?locale=${encodeURIComponent(locale)}#edit=${ref.path}${ref.node === undefined ? '' : `:${ref.node}`}`
}

/** The field of an `#edit=…` hash (adminUrl), or null. */
export function parseFieldHash(hash: string): { path: string; node?: number } | null {
  const match = /^#?edit=(.+)$/.exec(hash)
  const ref = match ? parseRef(`hash:0:${match[1]}`) : null
  return ref && { path: ref.path, ...(ref.node === undefined ? {} : { node: ref.node }) }
}

/** Whether two references name the same document. */
export function sameDocument(a: EditRef, b: EditRef): boolean {
  if ('global' in a) return 'global' in b && a.global === b.global
  return !('global' in b) && a.collection === b.collection && a.id === b.id
}

/**
 * A field's name for people, by the admin's `labels` (by path without indexes): `gallery.0.caption` → "Galeria 1 ›
 * Legenda"; a field without one is named by its name ("Gallery 1 › Caption").
 */
export function fieldLabel(path: string, node?: number, paragraph = '¶', labels: Record<string, string> = {}): string {
  const words: string[] = []
  let at = ''
  path.split('.').forEach((part, i, parts) => {
    if (/^\d+$/.test(part)) return
    at = at ? `${at}.${part}` : part
    const text = part.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/_/g, ' ')
    const word = labels[at] ?? text.charAt(0).toUpperCase() + text.slice(1).toLowerCase()
    const next = parts[i + 1]
    words.push(next && /^\d+$/.test(next) ? `${word} ${Number(next) + 1}` : word)
  })
  const label = words.join(' › ')
  return node === undefined ? label : `${label} › ${paragraph} ${node + 1}`
}

import 'server-only'

/** The document a draft read returned: its collection and id, or its global. */
export type Source = { collection: string; id: string } | { global: string }

// Only preview reads (fresh objects, never cached) are remembered, so a public page has nothing to point at.
const sources = new WeakMap<object, Source>()

/** Remember where the documents of a preview read come from (click-to-edit asks with `sourceOf`). */
export function rememberSource<T>(docs: T, source: (doc: { id?: unknown }) => Source | null): T {
  for (const doc of Array.isArray(docs) ? docs : [docs]) {
    if (!doc || typeof doc !== 'object') continue
    const found = source(doc as { id?: unknown })
    if (found) sources.set(doc as object, found)
  }
  return docs
}

export function sourceOf(doc: unknown): Source | undefined {
  return doc && typeof doc === 'object' ? sources.get(doc) : undefined
}

/** The source of a collection's documents, by their id. */
export const inCollection =
  (collection: string) =>
  (doc: { id?: unknown }): Source | null =>
    typeof doc.id === 'number' || typeof doc.id === 'string' ? { collection, id: String(doc.id) } : null

import type { FlattenedField, Payload } from 'payload'
import { tags } from '@/lib/cache-tags'
import { MAX_IMAGE_PIXELS } from '@/lib/image-types'
import { publicCollections, publicGlobals } from './hooks/revalidate'

/**
 * The uploads the public may see: those that a document anonymous visitors can read (a published case, a client, the
 * site settings…) uses, in any field, locale or rich text, each file with its resized copies, up to the pixel limit.
 * Anything else (an image only a draft uses, one never used) is for editors: the image optimizer, which fetches its
 * sources anonymously, then never encodes it for anyone.
 */

type Data = Record<string, unknown>
const MEDIA = 'media'

/** The ids of `media` documents that `data` (read at depth 0, possibly with `locale: 'all'`) refers to. */
export function mediaIdsIn(fields: FlattenedField[], data: unknown, found = new Set<number>()): Set<number> {
  if (!data || typeof data !== 'object') return found
  for (const field of fields) {
    if (!('name' in field)) continue
    const raw = (data as Data)[field.name]
    // With `locale: 'all'`, a localized field is `{ pt: …, en: … }`.
    const values = field.localized && raw && typeof raw === 'object' && !Array.isArray(raw) ? Object.values(raw) : [raw]
    for (const value of values) collect(field, value, found)
  }
  return found
}

function collect(field: FlattenedField, value: unknown, found: Set<number>) {
  if (value === null || value === undefined) return
  switch (field.type) {
    case 'upload':
    case 'relationship':
      for (const ref of Array.isArray(value) ? value : [value]) {
        const polymorphic = ref && typeof ref === 'object' && 'relationTo' in ref
        const to = polymorphic ? (ref as { relationTo: string }).relationTo : field.relationTo
        const id = polymorphic ? (ref as { value: unknown }).value : ref
        if (to === MEDIA && typeof id === 'number') found.add(id)
      }
      return
    case 'group':
      return void mediaIdsIn(field.flattenedFields, value, found)
    case 'array':
      if (Array.isArray(value)) for (const row of value) mediaIdsIn(field.flattenedFields, row, found)
      return
    case 'blocks':
      if (!Array.isArray(value)) return
      for (const row of value as Data[]) {
        const block = field.blocks.find((b) => typeof b === 'object' && b.slug === row.blockType)
        if (block && typeof block === 'object') mediaIdsIn(block.flattenedFields, row, found)
      }
      return
    case 'richText':
      return lexicalUploads(value, found)
  }
}

/** Lexical's upload nodes (`{ type: 'upload', relationTo: 'media', value }`), anywhere in the tree. */
function lexicalUploads(node: unknown, found: Set<number>) {
  if (!node || typeof node !== 'object') return
  if (Array.isArray(node)) return node.forEach((child) => lexicalUploads(child, found))
  const n = node as Data
  if (n.type === 'upload' && n.relationTo === MEDIA) {
    const id = typeof n.value === 'object' && n.value ? (n.value as Data).id : n.value
    if (typeof id === 'number') found.add(id)
  }
  for (const value of Object.values(n)) if (value && typeof value === 'object') lexicalUploads(value, found)
}

/** The file names (originals and resized copies) of the media the public may see, read as an anonymous visitor. */
async function readPublicFiles(payload: Payload): Promise<string[]> {
  const anonymous = { overrideAccess: false, user: null, disableErrors: true, depth: 0, locale: 'all' } as const
  const ids = new Set<number>()
  for (const slug of publicCollections.filter((c) => c !== MEDIA)) {
    const { docs } = await payload.find({ ...anonymous, collection: slug, pagination: false })
    const { flattenedFields } = payload.collections[slug].config
    for (const doc of docs) mediaIdsIn(flattenedFields, doc, ids)
  }
  for (const slug of publicGlobals) {
    const doc = await payload.findGlobal({ ...anonymous, slug }).catch(() => null)
    const config = payload.config.globals.find((g) => g.slug === slug)
    if (doc && config) mediaIdsIn(config.flattenedFields, doc, ids)
  }
  if (!ids.size) return []
  const { docs } = await payload.find({
    collection: MEDIA,
    where: { id: { in: [...ids] } },
    pagination: false,
    depth: 0,
    overrideAccess: true,
    select: { filename: true, sizes: true, width: true, height: true },
  })
  // An image over the pixel limit (uploaded before there was one) is never the public's, wherever it is used.
  return docs
    .filter((m) => (m.width ?? 0) * (m.height ?? 0) <= MAX_IMAGE_PIXELS)
    .flatMap((m) => [m.filename, ...Object.values(m.sizes ?? {}).map((s) => s?.filename)])
    .filter(isName)
}

const isName = (name: unknown): name is string => typeof name === 'string' && name.length > 0

/**
 * Cached in Next's cache until any public collection or global changes (the tags their hooks expire, media's
 * included); read afresh outside Next (scripts, tests).
 */
export async function publicMediaFiles(payload: Payload): Promise<Set<string>> {
  if (!process.env.NEXT_RUNTIME) return new Set(await readPublicFiles(payload))
  const { unstable_cache } = await import('next/cache')
  const read = unstable_cache(() => readPublicFiles(payload), ['media:public-files'], {
    tags: [...publicCollections.map(tags.collection), ...publicGlobals.map(tags.global)],
  })
  return new Set(await read())
}

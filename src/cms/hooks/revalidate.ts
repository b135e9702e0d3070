import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, GlobalAfterChangeHook } from 'payload'
import { tags } from '@/lib/cache-tags'

/** Collections whose documents are rendered on public pages. */
export const publicCollections = ['cases', 'posts', 'services', 'clients', 'employees', 'products', 'media'] as const
export const publicGlobals = ['site-settings', 'about', 'legal'] as const

/**
 * Expire cache tags so the next request re-renders the affected pages once.
 * Only inside the Next server: seed scripts and tests run Payload without Next,
 * where there is no cache to expire.
 */
async function expire(list: string[]) {
  if (!process.env.NEXT_RUNTIME) return
  const { revalidateTag } = await import('next/cache')
  // { expire: 0 }: the next visit re-renders (blocking) instead of serving the stale page.
  for (const tag of list) revalidateTag(tag, { expire: 0 })
}

/**
 * Saving a draft (an autosave while the editor types included) changes nothing
 * public; only a publish, or leaving the published state (unpublish), does.
 */
function isDraftSave(doc: unknown, previousDoc: unknown): boolean {
  const status = (doc as { _status?: string } | undefined)?._status
  const wasPublished = (previousDoc as { _status?: string } | undefined)?._status === 'published'
  return status === 'draft' && !wasPublished
}

function tagsForCollection(slug: string): string[] {
  // Media appear inside every kind of document: a new alt text touches them all.
  if (slug === 'media') {
    return [...publicCollections.map(tags.collection), ...publicGlobals.map(tags.global), tags.sitemap]
  }
  return [tags.collection(slug), tags.sitemap]
}

export function revalidateCollection(slug: string): {
  afterChange: CollectionAfterChangeHook[]
  afterDelete: CollectionAfterDeleteHook[]
} {
  const afterChange: CollectionAfterChangeHook = async ({ doc, previousDoc, context }) => {
    if (context.disableRevalidate || isDraftSave(doc, previousDoc)) return doc
    await expire(tagsForCollection(slug))
    return doc
  }
  const afterDelete: CollectionAfterDeleteHook = async ({ doc }) => {
    await expire(tagsForCollection(slug))
    return doc
  }
  return { afterChange: [afterChange], afterDelete: [afterDelete] }
}

export function revalidateGlobal(slug: string): GlobalAfterChangeHook {
  return async ({ doc, previousDoc, context }) => {
    if (context.disableRevalidate || isDraftSave(doc, previousDoc)) return doc
    await expire([tags.global(slug), tags.sitemap])
    return doc
  }
}

import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, GlobalAfterChangeHook } from 'payload'
import { tags } from '@/lib/cache-tags'

/** Collections whose documents are rendered on public pages. */
export const publicCollections = ['cases', 'posts', 'services', 'clients', 'employees', 'products', 'media'] as const
export const publicGlobals = ['site-settings', 'about', 'legal'] as const

/**
 * How long after a publish its tags are expired a second time: longer than a page takes to render
 * (tens to hundreds of milliseconds, a few seconds on a loaded host).
 */
const SETTLE_MS = 5_000

/**
 * Expire cache tags so the next request re-renders the affected pages once.
 * Only inside the Next server: seed scripts and tests run Payload without Next,
 * where there is no cache to expire.
 *
 * Twice: now, and SETTLE_MS after the response. Next stamps a cached page with the time it was
 * stored, not the time its render read the database, so a render already under way when the
 * editor published (a visitor's, or a link's prefetch, of a page an earlier publish had expired)
 * is stored after this expiry with the old content and counts as fresh: the public page then kept
 * the old text until the next publish (tests/e2e/publish.spec.ts reproduces it). The second expiry
 * drops whatever such renders stored. It runs in this process after the response (Next's `after`,
 * so inside the request, where revalidateTag works); a process that dies in those seconds loses
 * it, which leaves a stale page only if a render was also in flight at the publish.
 */
async function expire(list: string[]) {
  if (!process.env.NEXT_RUNTIME) return
  const [{ revalidateTag }, { after }] = await Promise.all([import('next/cache'), import('next/server')])
  // { expire: 0 }: the next visit re-renders (blocking) instead of serving the stale page.
  const expireAll = () => list.forEach((tag) => revalidateTag(tag, { expire: 0 }))
  expireAll()
  after(async () => {
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS))
    expireAll()
  })
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

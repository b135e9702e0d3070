import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  GlobalAfterChangeHook,
  PayloadRequest,
} from 'payload'
import { tags } from '@/lib/cache-tags'

/** Collections whose documents are rendered on public pages. */
export const publicCollections = ['cases', 'posts', 'services', 'clients', 'employees', 'products', 'media'] as const
export const publicGlobals = ['site-settings', 'about', 'legal', 'home'] as const
export type PublicGlobal = (typeof publicGlobals)[number]

/** How long after a publish its tags are expired a second time, should the first expiry die with its process. */
const SETTLE_MS = 5_000

/** The task (cms/jobs) that expires a publish's tags the second time. */
export const expireAgainTask = 'expire-tags-again'

/**
 * Expires cache tags so the next request re-renders the affected pages once. Only inside the Next
 * server: seed scripts and tests run Payload without Next, where there is no cache to expire.
 * `{ expire: 0 }`: the next visit re-renders (blocking) instead of serving the stale page.
 */
export async function expireTags(list: string[]) {
  if (!process.env.NEXT_RUNTIME) return
  const { revalidateTag } = await import('next/cache')
  list.forEach((tag) => revalidateTag(tag, { expire: 0 }))
}

/**
 * Expires the tags now, and queues a job that expires them again SETTLE_MS later. Next stamps a cached page with the
 * time it was stored, not the time its render read the database, so a render under way at the publish would store
 * the old content as fresh (tests/e2e/publish.spec.ts reproduces it): the cache handler serves no entry whose render
 * began before an expiry of its tags (next-adapter/cache-handler.mjs). The job, written in the publish's own
 * transaction, makes the expiry itself survive a crash: Next expires after the response, so a process killed between
 * the commit and that moment would otherwise leave the pages stale (tests/server/crash.test.ts).
 */
async function expire(req: PayloadRequest, list: string[]) {
  if (!process.env.NEXT_RUNTIME) return
  await expireTags(list)
  await req.payload.jobs.queue({
    task: expireAgainTask,
    input: { tags: list },
    waitUntil: new Date(Date.now() + SETTLE_MS),
    req,
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
  const afterChange: CollectionAfterChangeHook = async ({ doc, previousDoc, context, req }) => {
    if (context.disableRevalidate || isDraftSave(doc, previousDoc)) return doc
    await expire(req, tagsForCollection(slug))
    return doc
  }
  const afterDelete: CollectionAfterDeleteHook = async ({ doc, req }) => {
    await expire(req, tagsForCollection(slug))
    return doc
  }
  return { afterChange: [afterChange], afterDelete: [afterDelete] }
}

export function revalidateGlobal(slug: string): GlobalAfterChangeHook {
  return async ({ doc, previousDoc, context, req }) => {
    if (context.disableRevalidate || isDraftSave(doc, previousDoc)) return doc
    await expire(req, [tags.global(slug), tags.sitemap])
    return doc
  }
}

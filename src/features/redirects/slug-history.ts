import type {
  CollectionAfterChangeHook,
  CollectionBeforeChangeHook,
  CollectionBeforeDeleteHook,
  PayloadRequest,
} from 'payload'
import type { Alternates } from '@/lib/alternates'
import { localizePath, type DocumentCollection } from '@/lib/paths'
import { addressOf } from '@/cms/addresses'
import { nestedRequest } from '@/cms/nested-request'

/**
 * Slug history: when publishing moves a document to a new address in a locale, its
 * previous address becomes a redirect to the document (plugin-redirects, marked
 * `automatic`). The redirect points at the document, not at the new slug, so every
 * older address follows later renames too, and chains never form.
 */

/** The document's live address in each locale (full paths, /en included), or null when it is not published. */
async function liveAddress(
  collection: DocumentCollection,
  id: number,
  req: PayloadRequest,
): Promise<Alternates | null> {
  const doc = await req.payload.findByID({
    collection,
    id,
    locale: 'all',
    depth: 0,
    draft: false,
    overrideAccess: true,
    disableErrors: true,
    select: { slug: true, _status: true },
    req: nestedRequest(req),
  })
  if (!doc || (doc as { _status?: string })._status !== 'published') return null
  const paths = addressOf(collection, (doc as unknown as { slug: Partial<Record<'pt' | 'en', string>> }).slug)
  return paths && { pt: localizePath('pt', paths.pt), en: localizePath('en', paths.en) }
}

const key = (collection: string, id: unknown) => `slugHistory:${collection}:${id}`

export function slugHistory(collection: DocumentCollection): {
  beforeChange: CollectionBeforeChangeHook
  afterChange: CollectionAfterChangeHook
  beforeDelete: CollectionBeforeDeleteHook
} {
  return {
    // Only a publish can move the live address (drafts and autosaves leave it alone).
    beforeChange: async ({ data, originalDoc, operation, req, context }) => {
      if (operation === 'update' && data?._status === 'published' && originalDoc?.id) {
        context[key(collection, originalDoc.id)] = await liveAddress(collection, originalDoc.id, req)
      }
      return data
    },
    afterChange: async ({ doc, req, context }) => {
      const before = context[key(collection, doc.id)] as Alternates | null | undefined
      if (!before || doc._status !== 'published') return doc
      const after = await liveAddress(collection, doc.id, req)
      if (!after) return doc
      for (const locale of ['pt', 'en'] as const) {
        if (before[locale] !== after[locale]) await recordRedirect(req, before[locale], collection, doc.id)
      }
      // A recorded old address that is live again (renamed back) is a page now, not a redirect.
      await req.payload.delete({
        collection: 'redirects',
        where: { and: [{ from: { in: [after.pt, after.en] } }, { automatic: { equals: true } }] },
        overrideAccess: true,
        req: nestedRequest(req),
      })
      return doc
    },
    // Old addresses of a deleted document answer 404 again, like the document's own.
    // Before the delete: the database drops the redirect's reference along with the document.
    beforeDelete: async ({ id, req }) => {
      await req.payload.delete({
        collection: 'redirects',
        where: {
          and: [{ 'to.reference.relationTo': { equals: collection } }, { 'to.reference.value': { equals: id } }],
        },
        overrideAccess: true,
        req: nestedRequest(req),
      })
    },
  }
}

async function recordRedirect(outer: PayloadRequest, from: string, collection: DocumentCollection, id: number) {
  const req = nestedRequest(outer)
  const to = { type: 'reference' as const, reference: { relationTo: collection, value: id } }
  const existing = await req.payload.find({
    collection: 'redirects',
    where: { from: { equals: from } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
    req,
  })
  if (existing.docs[0]) {
    await req.payload.update({
      collection: 'redirects',
      id: existing.docs[0].id,
      data: { to, automatic: true },
      overrideAccess: true,
      req,
    })
  } else {
    await req.payload.create({
      collection: 'redirects',
      data: { from, to, automatic: true },
      overrideAccess: true,
      req,
    })
  }
}

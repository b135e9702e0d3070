import 'server-only'
import config from '@payload-config'
import { getPayload, type TypedUser } from 'payload'
import { unstable_cache } from 'next/cache'

/** The one place the public site reaches Payload (its local API: no HTTP hop). */
export function payloadClient() {
  return getPayload({ config })
}

/**
 * Who a read is for: the public (published documents, through the same access rules
 * as /api), or a signed-in editor previewing (the latest drafts, with that user's access).
 */
export type Reader = { draft: false } | { draft: true; user: TypedUser }

export const publicReader: Reader = { draft: false }

/** Local API options for a reader. `overrideAccess: false` either way: access rules decide. */
export function readAs(reader: Reader) {
  return reader.draft
    ? ({ draft: true, overrideAccess: false, user: reader.user } as const)
    : ({ draft: false, overrideAccess: false } as const)
}

/**
 * Cache a public read under tags that the CMS hooks expire on publish.
 * No time-based revalidation: pages stay static until an editor changes something.
 */
export function cached<Args extends unknown[], R>(fn: (...args: Args) => Promise<R>, key: string, tagList: string[]) {
  return unstable_cache(fn, [key], { tags: tagList })
}

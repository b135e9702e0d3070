import 'server-only'
import config from '@payload-config'
import { getPayload } from 'payload'
import { unstable_cache } from 'next/cache'

/** The one place the public site reaches Payload (its local API: no HTTP hop). */
export function payloadClient() {
  return getPayload({ config })
}

/**
 * Cache a content read under tags that the CMS hooks expire on publish.
 * No time-based revalidation: pages stay static until an editor changes something.
 */
export function cached<Args extends unknown[], R>(fn: (...args: Args) => Promise<R>, key: string, tagList: string[]) {
  return unstable_cache(fn, [key], { tags: tagList })
}

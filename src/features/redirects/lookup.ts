import 'server-only'
import { documentCollections } from '@/cms/addresses'
import { activeRedirectRules } from './active-rules'
import { resolveRedirect } from './rules'
import { cached, payloadClient } from '@/content/client'
import { tags } from '@/lib/cache-tags'

/**
 * Every redirect rule with its current target, read once and cached until a redirect
 * or a page document changes (their hooks expire these tags, as for pages).
 */
const rules = cached(async () => activeRedirectRules(await payloadClient()), 'redirects:rules', [
  tags.collection('redirects'),
  ...documentCollections.map(tags.collection),
])

/** Where an address that has no page should send the visitor, or null for a 404. */
export async function findRedirect(path: string): Promise<string | null> {
  return resolveRedirect(path, new Map(await rules()))
}

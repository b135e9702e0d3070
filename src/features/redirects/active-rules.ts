import type { Payload, PayloadRequest } from 'payload'
import type { Alternates } from '@/lib/alternates'
import { localizePath } from '@/lib/paths'
import { localeOfPath, normalizeSource, sourceVariants } from './rules'
import { publishedAddresses, routeAddresses } from '@/cms/addresses'

/** A redirect as stored by @payloadcms/plugin-redirects, read at depth 0. */
export type StoredRedirect = {
  id?: number
  from: string
  to?: {
    type?: 'reference' | 'custom' | null
    reference?: { relationTo: string; value: number | { id: number } } | null
    url?: string | null
  } | null
}

/**
 * Every address a visitor can open now: the site's routes and each published document in both locales, under both what-
 * we-do names.
 */
export function liveAddresses(documents: { paths: Alternates }[]): Set<string> {
  const docPaths = documents.flatMap((d) => [localizePath('pt', d.paths.pt), localizePath('en', d.paths.en)])
  return new Set([...routeAddresses(), ...docPaths].flatMap(sourceVariants))
}

/**
 * The rules in force, as [source, target] pairs: a rule pointing at a document leads
 * to its current address in the locale of the source (/en/… → English). Left out: rules
 * for documents that are not published, and rules whose source is a live page (the
 * page wins, so following a chain never passes through an address that renders).
 */
export async function activeRedirectRules(
  payload: Payload,
  req?: Partial<PayloadRequest>,
): Promise<[string, string][]> {
  const [stored, documents] = await Promise.all([
    payload.find({ collection: 'redirects', depth: 0, pagination: false, overrideAccess: true, req }),
    publishedAddresses(payload, req),
  ])
  return rulesFrom(stored.docs as unknown as StoredRedirect[], documents)
}

export function rulesFrom(
  stored: StoredRedirect[],
  documents: { collection: string; id: number; paths: Alternates }[],
): [string, string][] {
  const byDocument = documentPaths(documents)
  const live = liveAddresses(documents)
  const rules: [string, string][] = []
  for (const redirect of stored) {
    const from = normalizeSource(redirect.from)
    if (from === null || live.has(from)) continue
    const to = targetOf(redirect, from, byDocument)
    if (to) rules.push([from, to])
  }
  return rules
}

/** Where a stored redirect leads now: a path or address, or null (its document is not published, or it has none). */
export function targetOf(redirect: StoredRedirect, from: string, byDocument: Map<string, Alternates>): string | null {
  if (redirect.to?.type === 'custom') return redirect.to.url?.trim() || null
  const ref = redirect.to?.reference
  if (!ref) return null
  const id = typeof ref.value === 'object' ? ref.value.id : ref.value
  const paths = byDocument.get(`${ref.relationTo}:${id}`)
  if (!paths) return null
  const locale = localeOfPath(from)
  return localizePath(locale, paths[locale])
}

/** Each published document's paths by `collection:id`, as `targetOf` looks them up. */
export const documentPaths = (documents: { collection: string; id: number; paths: Alternates }[]) =>
  new Map(documents.map((d) => [`${d.collection}:${d.id}`, d.paths]))

import type { Payload, PayloadRequest } from 'payload'
import { localizePath, paths, documentPath, type DocumentCollection, type RouteLocale } from '@/lib/paths'
import type { Alternates } from '@/lib/alternates'
import { nestedRequest } from './nested-request'

/**
 * Where published documents live: the one answer shared by the sitemap, the
 * redirects (old addresses lead to these) and the slug history.
 */
export const documentCollections = [
  'cases',
  'posts',
  'services',
  'pages',
] as const satisfies readonly DocumentCollection[]

export type DocumentAddress = { collection: DocumentCollection; id: number; paths: Alternates; updatedAt: string }

type Slugs = Partial<Record<RouteLocale, string | null>> | null | undefined

/** A document's path in each locale; an untranslated one keeps its Portuguese slug in English. Null without a slug. */
export function addressOf(collection: DocumentCollection, slug: Slugs): Alternates | null {
  const pt = slug?.pt
  if (!pt) return null
  return { pt: documentPath(collection, 'pt', pt), en: documentPath(collection, 'en', slug?.en || pt) }
}

/** Every published document of the page collections, as the public sees it. */
export async function publishedAddresses(payload: Payload, req?: Partial<PayloadRequest>): Promise<DocumentAddress[]> {
  const lists = await Promise.all(
    documentCollections.map(async (collection) => {
      const res = await payload.find({
        collection,
        locale: 'all',
        depth: 0,
        pagination: false,
        overrideAccess: false,
        draft: false,
        // Explicit, so a caller's signed-in user (a hook's req) does not bring drafts in.
        where: { _status: { equals: 'published' } },
        select: { slug: true, updatedAt: true },
        req,
      })
      return res.docs.flatMap((doc) => {
        const found = addressOf(collection, (doc as unknown as { slug: Slugs }).slug)
        return found ? [{ collection, id: doc.id as number, paths: found, updatedAt: doc.updatedAt as string }] : []
      })
    }),
  )
  return lists.flat()
}

/** The site's own routes, in both locales (a redirect from one of them would never be reached). */
export function routeAddresses(): string[] {
  const routes = [
    paths.home(),
    paths.cases(),
    paths.case(),
    paths.posts(),
    paths.privacy(),
    paths.terms(),
    paths.services('pt'),
    paths.services('en'),
    paths.offline(),
    paths.newsletter(),
  ]
  return (['pt', 'en'] as const).flatMap((locale) => routes.map((route) => localizePath(locale, route)))
}

/** What a page's slug (`/<slug>`) may not be: the first part of a route of the site, the admin, the API, the locale. */
export function reservedSlugs(): Set<string> {
  const routes = routeAddresses().map((address) => address.replace(/^\/en(?=\/|$)/, '').split('/')[1])
  return new Set([...routes.filter(Boolean), 'en', 'pt', 'admin', 'api', 'next', 'og', 'icons', '_next'])
}

/** Whether a path of the site (`/cases`, `/en/work-with-us#team`) leads to one of its routes or published documents. */
export async function pathLeadsSomewhere(path: string, req: PayloadRequest): Promise<boolean> {
  const bare = path.replace(/[?#].*$/, '').replace(/(.)\/+$/, '$1') || '/'
  if (routeAddresses().includes(bare)) return true
  const documents = await publishedAddresses(req.payload, nestedRequest(req))
  return documents.some(({ paths: own }) => (['pt', 'en'] as const).some((l) => localizePath(l, own[l]) === bare))
}

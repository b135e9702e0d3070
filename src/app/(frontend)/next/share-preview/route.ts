import type { NextRequest } from 'next/server'
import { hasRole } from '@/cms/access'
import { payloadClient } from '@/content/client'
import { documentShareImage, type ShareKind } from '@/features/seo/share-image'
import type { DocumentCollection } from '@/lib/paths'
import { sharePreviewTarget } from '@/features/seo/share-preview'

const kinds: Record<DocumentCollection, ShareKind> = {
  cases: 'case',
  posts: 'post',
  services: 'service',
  pages: 'page',
}
const privately = { 'Cache-Control': 'private, no-store' }

/**
 * GET /next/share-preview?collection=cases&id=5&locale=pt: the share image a document's page will have once its latest
 * draft is published, for the admin's search and share preview (features/seo/admin). Editors and admins only.
 */
export async function GET(request: NextRequest) {
  const target = sharePreviewTarget(request.nextUrl.searchParams)
  if (!target)
    return new Response('collection (cases, posts, services, pages), id and locale (pt, en) are required.', {
      status: 400,
      headers: privately,
    })
  const payload = await payloadClient()
  const { user } = await payload.auth({ headers: request.headers })
  if (!user || !hasRole(user, 'admin', 'editor'))
    return new Response('Editors only.', { status: user ? 403 : 401, headers: privately })
  const { collection, id, locale } = target
  const [doc, settings] = await Promise.all([
    payload.findByID({
      collection,
      id,
      locale,
      draft: true,
      depth: 1,
      overrideAccess: false,
      user,
      disableErrors: true,
    }),
    payload.findGlobal({ slug: 'site-settings', locale, depth: 1 }),
  ])
  if (!doc) return new Response('Not found', { status: 404, headers: privately })
  const image = await documentShareImage(kinds[collection], locale, doc, settings)
  return new Response(image.body, { headers: { 'Content-Type': 'image/png', ...privately } })
}

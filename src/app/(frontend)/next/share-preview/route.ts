import type { NextRequest } from 'next/server'
import { hasRole } from '@/cms/access'
import { documentCollections } from '@/cms/addresses'
import { payloadClient } from '@/content/client'
import { documentShareImage, type ShareKind } from '@/features/seo/share-image'

const kinds: Record<(typeof documentCollections)[number], ShareKind> = {
  cases: 'case',
  posts: 'post',
  services: 'service',
}
const privately = { 'Cache-Control': 'private, no-store' }

/**
 * GET /next/share-preview?collection=cases&id=5&locale=pt: the share image a document's page will have once its latest
 * draft is published, for the admin's search and share preview (features/seo/admin). Editors and admins only.
 */
export async function GET(request: NextRequest) {
  const query = request.nextUrl.searchParams
  const collection = query.get('collection') as keyof typeof kinds
  const id = Number(query.get('id'))
  const locale = query.get('locale')
  if (!(collection in kinds) || !Number.isSafeInteger(id) || id < 1 || (locale !== 'pt' && locale !== 'en'))
    return new Response('collection (cases, posts, services), id and locale (pt, en) are required.', {
      status: 400,
      headers: privately,
    })
  const payload = await payloadClient()
  const { user } = await payload.auth({ headers: request.headers })
  if (!hasRole(user, 'admin', 'editor'))
    return new Response('Editors only.', { status: user ? 403 : 401, headers: privately })
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

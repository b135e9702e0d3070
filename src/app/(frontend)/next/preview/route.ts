import type { NextRequest } from 'next/server'
import { hasRole } from '@/cms/access'
import { payloadClient } from '@/content/client'
import { setDraftMode } from '@/features/preview/draft-cookie'
import { seeOther, sitePath } from '@/features/preview/see-other'

/**
 * GET /next/preview?path=/en/case/x — where the admin's Preview button and Live Preview
 * panel point. A signed-in editor or admin (their session cookie, checked here) gets Next's
 * draft mode and the page; anyone else is sent to sign in and comes back here. No
 * secret in the URL: forwarding it gives nothing without the session.
 */
export async function GET(request: NextRequest) {
  // Same-origin paths only: never //host or a scheme.
  const path = sitePath(request.nextUrl.searchParams.get('path') ?? '')
  if (!path)
    return new Response('A site path starting with / is required.', {
      status: 400,
      headers: { 'Cache-Control': 'private, no-store' },
    })

  const payload = await payloadClient()
  const { user } = await payload.auth({ headers: request.headers })
  if (user && !hasRole(user, 'admin', 'editor')) {
    await setDraftMode(request.headers, false)
    return new Response('Só editores pré-visualizam rascunhos. / Only editors preview drafts.', {
      status: 403,
      headers: { 'Cache-Control': 'private, no-store' },
    })
  }
  if (!user) {
    await setDraftMode(request.headers, false)
    const back = `/next/preview?path=${encodeURIComponent(path)}`
    return seeOther(`/admin/login?redirect=${encodeURIComponent(back)}`, noindex)
  }
  await setDraftMode(request.headers, true)
  return seeOther(path, noindex)
}

const noindex = { 'X-Robots-Tag': 'noindex' }

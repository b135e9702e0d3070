import { NextRequest, NextResponse } from 'next/server'
import createMiddleware from 'next-intl/middleware'
import { routing } from './i18n/routing'
import { postsPageRewrite } from './lib/posts-page-url'
import { foreignOrigin } from './lib/requests/origin'
import { isEditorRequest } from './lib/requests/session'
import { markedRefusal, unroutable } from './lib/requests/target'
import { documentHeaders, policyOptions } from './lib/security-headers.mjs'
import { ownScriptHashes } from './next-adapter/written-page.mjs'
import { isNotFoundPage, notFoundRewrite } from './lib/not-found'

/**
 * Before Next routes a request (docs/architecture/request-path.md): targets Next would fail on, page posts it would
 * answer 500 to, the image optimizer's rule, the admin's and previews' CSP nonce, then the locale (next-intl).
 * Request bodies reach the proxy only on pages and the admin (server actions), where Next's own limit bounds them;
 * the API bounds its own (app/(payload)/api).
 */
const intl = createMiddleware(routing)

/** The largest body a page or the admin takes (form posts without JavaScript, server actions). */
export const PAGE_BODY_LIMIT = 1024 * 1024

function refuse(status: number, reason: string) {
  return new NextResponse(`${reason}\n`, {
    status,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
  })
}

/** Why a page or admin post is refused, or null: another site's form, too large, or a broken multipart body. */
async function refusePost(request: NextRequest, admin: boolean): Promise<NextResponse | null> {
  const multipart = /^multipart\//i.test(request.headers.get('content-type') ?? '')
  const action = multipart || request.headers.has('next-action')
  // Next throws (500) on a server action whose Origin is another site's; so does a sandboxed page (`null`).
  if (action && foreignOrigin(request.headers.get('origin'), [request.headers.get('host')]))
    return refuse(403, 'Cross-origin form submission refused')
  if (Number(request.headers.get('content-length')) > PAGE_BODY_LIMIT) return refuse(413, 'Request body too large')
  if (admin && multipart && !(await isEditorRequest(request.headers)))
    return refuse(401, 'Sign in as an editor to upload')
  // An undeclared length is counted as it comes (Next's copy for the proxy stops past proxyClientMaxBodySize).
  if (!request.headers.has('content-length') && request.body && (await longerThan(request, PAGE_BODY_LIMIT)))
    return refuse(413, 'Request body too large')
  // Next and React parse a broken multipart body inside the action and answer 500.
  if (
    multipart &&
    !(await request
      .clone()
      .formData()
      .then(
        () => true,
        () => false,
      ))
  )
    return refuse(400, 'Malformed multipart body')
  return null
}

/** Whether a request's body goes past `limit` bytes, read from a copy only as far as that. */
async function longerThan(request: NextRequest, limit: number): Promise<boolean> {
  const reader = request.clone().body!.getReader()
  let size = 0
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
    size += chunk.value.byteLength
    if (size > limit) {
      void reader.cancel()
      return true
    }
  }
  return false
}

/**
 * The admin, previews and a form's answer without JavaScript render per request and stream: React completes late parts
 * of the page with inline scripts no hash can name in advance, so the request carries a nonce, which Next and React
 * put on every script they write, and the answer's CSP allows it, with the site's own inline scripts by hash. Static
 * pages carry their own CSP, written with them (next-adapter/written-page.mjs).
 */
function withNonce(request: NextRequest, admin: boolean): { request: NextRequest; csp?: Record<string, string> } {
  if (!admin && request.method !== 'POST' && !request.cookies.has('__prerender_bypass')) return { request }
  const nonce = btoa(crypto.randomUUID())
  const headers = new Headers(request.headers)
  headers.set('content-security-policy', `script-src 'nonce-${nonce}'`)
  return {
    request: new NextRequest(request, { headers }),
    csp: documentHeaders(policyOptions(), [`'nonce-${nonce}'`, ...ownScriptHashes]),
  }
}

/** Site pages go through next-intl (the /en prefix, Portuguese unprefixed); Payload, Next, the preview routes don't. */
const isSitePage = (pathname: string) => !/^\/(api|admin|_next|_vercel|icons|og|next)(\/|$)|\.[^/]*$/.test(pathname)

export default async function proxy(incoming: NextRequest) {
  const { pathname } = new URL(incoming.url)
  const refusal = markedRefusal(incoming.headers)
  if (refusal) return refuse(refusal.status, refusal.reason)
  const admin = /^\/admin(\/|$)/.test(pathname)
  // Pages and files answer no preflight (Next's own answer fails on some routes).
  if (incoming.method === 'OPTIONS' && !/^\/api(\/|$)/.test(pathname))
    return new NextResponse(null, {
      status: 204,
      headers: { allow: 'GET, HEAD, POST, OPTIONS', 'cache-control': 'no-store' },
    })
  if (incoming.method === 'POST') {
    const refused = await refusePost(incoming, admin)
    if (refused) return refused
  }
  // A path that names nothing, and the not-found page's own address, answer with the 404 page (a page load) or 404.
  if (unroutable(pathname) || isNotFoundPage(pathname) || (/^\/_next\//.test(pathname) && incoming.method === 'POST'))
    return ['GET', 'HEAD'].includes(incoming.method)
      ? NextResponse.rewrite(notFoundRewrite(incoming))
      : refuse(404, 'Not found')
  if (/^\/api(\/|$)/.test(pathname)) return NextResponse.next()

  const { request, csp } = withNonce(incoming, admin)
  const response = isSitePage(pathname)
    ? localized(request)
    : NextResponse.next({ request: { headers: request.headers } })
  for (const [name, value] of Object.entries(csp ?? {})) response.headers.set(name, value)
  return response
}

function localized(request: NextRequest) {
  // /posts?page=2 is served by the prerendered /posts/page/2 (the query string
  // alone would make the page dynamic); the visitor keeps seeing ?page=2.
  const rewritten = postsPageRewrite(request.nextUrl.pathname, request.nextUrl.searchParams)
  if (!rewritten) return intl(request)
  const url = request.nextUrl.clone()
  url.pathname = rewritten
  url.search = ''
  const response = intl(new NextRequest(url, request))
  if (response.headers.has('x-middleware-rewrite') || response.headers.has('location')) return response
  // For /en/… next-intl passes the request through unchanged, which would drop our rewrite.
  const rewrite = NextResponse.rewrite(url, { request: { headers: request.headers } })
  response.headers.forEach((value, key) => key !== 'x-middleware-next' && rewrite.headers.set(key, value))
  return rewrite
}

export const config = {
  matcher: [
    // Every address but the build's hashed files; the API only without a body (its bodies are its own to bound).
    '/((?!_next/static/|api/).*)',
    // A post to a build file, which Next would take for a server action.
    { source: '/_next/static/:path*', has: [{ type: 'header', key: 'next-action' }] },
    {
      source: '/api/:path*',
      missing: [
        { type: 'header', key: 'content-length' },
        { type: 'header', key: 'transfer-encoding' },
      ],
    },
  ],
}

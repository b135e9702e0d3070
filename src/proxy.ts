import { NextRequest, NextResponse } from 'next/server'
import createMiddleware from 'next-intl/middleware'
import { routing } from './i18n/routing'
import { postsPageRewrite } from './lib/posts-page-url'

const intl = createMiddleware(routing)

export default function proxy(request: NextRequest) {
  // /posts?page=2 is served by the prerendered /posts/page/2 (the query string
  // alone would make the page dynamic); the visitor keeps seeing ?page=2.
  const rewritten = postsPageRewrite(request.nextUrl.pathname, request.nextUrl.searchParams)
  if (rewritten) {
    const url = request.nextUrl.clone()
    url.pathname = rewritten
    url.search = ''
    const response = intl(new NextRequest(url, request))
    if (response.headers.has('x-middleware-rewrite') || response.headers.has('location')) return response
    // For /en/… next-intl passes the request through unchanged, which would drop our rewrite.
    const rewrite = NextResponse.rewrite(url)
    response.headers.forEach((value, key) => key !== 'x-middleware-next' && rewrite.headers.set(key, value))
    return rewrite
  }
  return intl(request)
}

export const config = {
  // Everything except Payload (admin, api), Next internals, the preview routes (next/)
  // and files with a dot (sw.js, manifest…).
  matcher: ['/((?!api|admin|_next|_vercel|icons|og/|next/|.*\\..*).*)'],
}

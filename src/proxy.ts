import createMiddleware from 'next-intl/middleware'
import { routing } from './i18n/routing'

export default createMiddleware(routing)

export const config = {
  // Everything except Payload (admin, api), Next internals and files with a dot (sw.js, manifest…).
  matcher: ['/((?!api|admin|_next|_vercel|.*\\..*).*)'],
}

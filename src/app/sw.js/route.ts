import { site } from '@/config/site'
import { buildId } from '@/features/pwa/build-id'
import { serviceWorkerScript } from '@/features/pwa/worker'
import { localizePath, paths } from '@/lib/paths'

// The service worker (see features/pwa/worker.ts for what it does and why it is
// hand-written). Rendered per request from the running build's id, once per
// server process; `no-cache` makes browsers check it on every update check.
export const dynamic = 'force-dynamic'

let script: string | undefined

export function GET() {
  script ??= serviceWorkerScript({
    version: buildId(),
    offline: { pt: localizePath('pt', paths.offline()), en: localizePath('en', paths.offline()) },
    manifest: '/manifest.webmanifest',
    startPages: [localizePath('pt', paths.home()), localizePath('en', paths.home())],
    ...site.serviceWorker,
  })
  return new Response(script, { headers: { 'Content-Type': 'application/javascript', 'Cache-Control': 'no-cache' } })
}

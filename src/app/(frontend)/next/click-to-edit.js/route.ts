import { outlineScript } from '@/features/click-to-edit/script'

// Click-to-edit's outline (features/click-to-edit/outline.ts), a script of the site's own origin: the preview
// banner, rendered in previews only, is the one page element that loads it.
export const dynamic = 'force-static'

export function GET() {
  return new Response(outlineScript, {
    headers: { 'Content-Type': 'application/javascript; charset=utf-8', 'Cache-Control': 'no-cache' },
  })
}

import { iconPng } from '@/features/pwa/icon'

// A PNG under the legacy name: every current browser reads it by its content, not its extension.
export const dynamic = 'force-static'

export async function GET() {
  const png = await iconPng('favicon')
  return new Response(new Uint8Array(png), {
    headers: { 'Content-Type': 'image/png', 'Cache-Control': 'public, max-age=86400' },
  })
}

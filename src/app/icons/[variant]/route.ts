import { iconPng, iconVariants } from '@/features/pwa/icon'

// Rendered at build from one SVG, then served as static files.
export const dynamic = 'force-static'
export const dynamicParams = false

export function generateStaticParams() {
  return Object.keys(iconVariants).map((variant) => ({ variant }))
}

export async function GET(_: Request, { params }: { params: Promise<{ variant: string }> }) {
  const { variant } = await params
  const png = await iconPng(variant as keyof typeof iconVariants)
  return new Response(new Uint8Array(png), {
    headers: { 'Content-Type': 'image/png', 'Cache-Control': 'public, max-age=31536000, immutable' },
  })
}

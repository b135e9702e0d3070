import sharp from 'sharp'
import { site } from '@/config/site'

/**
 * The app icon, drawn once as SVG (the studio's mark: a green dot with its glow on
 * the dark canvas) and rendered to every size the manifest asks for.
 * A maskable icon keeps the mark inside the central 80 % safe zone.
 */
export function iconSvg(size: number, maskable: boolean): string {
  const r = size * (maskable ? 0.2 : 0.26)
  const c = size / 2
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">
  <defs><radialGradient id="g"><stop offset="0" stop-color="${site.colors.primary}" stop-opacity=".55"/><stop offset="1" stop-color="${site.colors.primary}" stop-opacity="0"/></radialGradient></defs>
  <rect width="${size}" height="${size}" rx="${maskable ? 0 : size * 0.22}" fill="${site.colors.background}"/>
  <circle cx="${c}" cy="${c}" r="${r * 2}" fill="url(#g)"/>
  <circle cx="${c}" cy="${c}" r="${r}" fill="${site.colors.primary}"/>
</svg>`
}

export const iconVariants = {
  '192': { size: 192, maskable: false },
  '512': { size: 512, maskable: false },
  maskable: { size: 512, maskable: true },
  apple: { size: 180, maskable: true },
  // /favicon.ico: what browsers, feed readers and crawlers ask for without reading the page's <link>s.
  favicon: { size: 48, maskable: false },
} as const

export async function iconPng(variant: keyof typeof iconVariants): Promise<Buffer> {
  const { size, maskable } = iconVariants[variant]
  return sharp(Buffer.from(iconSvg(size, maskable)))
    .png()
    .toBuffer()
}

import localFont from 'next/font/local'

// Self-hosted variable fonts (no request leaves the site), subset to Portuguese and English and to
// the weights the styles use, 400–700 (scripts/subset-fonts.mjs: Space Grotesk 22 → 19 KiB,
// Inter 47 → 28 KiB). The display face sets the hero statement, the page's largest paint, so it is
// preloaded; body text starts in the size-matched fallback. font-display: see issue 10's note.
export const display = localFont({
  src: './files/space-grotesk.woff2',
  variable: '--font-space-grotesk',
  weight: '400 700',
  display: 'swap',
  preload: true,
})

export const body = localFont({
  src: './files/inter.woff2',
  variable: '--font-inter',
  weight: '400 700',
  display: 'swap',
  preload: false,
})

import localFont from 'next/font/local'

// Self-hosted variable fonts, subset to Portuguese and English and to the weights 400–700
// (tools/subset-fonts.mjs: Space Grotesk 22 → 15 KiB, Inter 47 → 17.5 KiB). Both faces are on the
// first screen and both are preloaded: Inter found only through the stylesheet held first paint in
// Lighthouse's mobile simulation (FCP ≈ 1.4 s, ≈ 1.0 s preloaded).
// Body text is `optional`: with `swap`, Inter arriving after the first paint re-wrapped long
// paragraphs (Lighthouse desktop, privacy page: CLS 0.134 in every run). A first visit may keep the
// size-matched fallback; the cached font is used from the next page on.
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
  display: 'optional',
  preload: true,
})

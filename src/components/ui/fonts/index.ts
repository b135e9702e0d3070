import localFont from 'next/font/local'

// Self-hosted variable fonts (no request leaves the site), subset to Portuguese and English and to
// the weights the styles use, 400–700 (scripts/subset-fonts.mjs: Space Grotesk 22 → 18 KiB,
// Inter 47 → 25 KiB). The display face sets the hero statement, the page's largest paint; body
// text is on the same first screen. Both are preloaded: Inter found only through the stylesheet
// was fetched at the highest priority and held first paint in Lighthouse's mobile simulation
// (FCP ≈ 1.4 s; ≈ 1.0 s preloaded, issue 10). Body text is `optional`: with `swap`, Inter
// arriving after the first paint re-wrapped long paragraphs and moved what follows (Lighthouse desktop, privacy page: CLS 0.134, every run).
// With `optional` a first visit may keep the size-matched fallback; the font is then cached and
// used from the next page on.
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

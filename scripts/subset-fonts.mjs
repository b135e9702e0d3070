// Subsets the site's two variable fonts (from @fontsource-variable) to what Portuguese and English
// text needs, and to the weights the styles use (400–700), into src/components/ui/fonts/files/.
// The output is committed (next/font/local reads it at build time); run this again after changing
// the character set, the weights, or the fontsource packages:
//
//   node scripts/subset-fonts.mjs
//
// src/components/ui/fonts/fonts.test.ts checks that the files cover every character of the UI
// messages and the Portuguese alphabet.
import fs from 'node:fs'
import path from 'node:path'
import subsetFont from 'subset-font'
import { root } from './env.mjs'

/**
 * Printable ASCII and Latin-1 (every accented letter of Portuguese), plus the typography the site
 * uses. No arrows: the fontsource files have none but ↑ ↓, so the site draws its arrows
 * (components/ui/icon).
 */
export const characters = [
  ...Array.from({ length: 0x7e - 0x20 + 1 }, (_, i) => String.fromCharCode(0x20 + i)),
  ...Array.from({ length: 0xff - 0xa0 + 1 }, (_, i) => String.fromCharCode(0xa0 + i)),
  ...'–—‘’‚“”„…•‹›€™−',
].join('')

// OpenType features: the ones browsers apply by default, plus tabular figures (the carousel's
// counter). Fractions and proportional figures (frac, numr, dnom, pnum), which no style turns on,
// were 2.3 KiB of Inter and 1.2 KiB of Space Grotesk. Kerning stays.
export const features = ['kern', 'liga', 'calt', 'clig', 'ccmp', 'locl', 'mark', 'mkmk', 'rlig', 'rvrn', 'tnum']

const fonts = [
  { from: '@fontsource-variable/space-grotesk/files/space-grotesk-latin-wght-normal.woff2', to: 'space-grotesk.woff2' },
  { from: '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2', to: 'inter.woff2' },
]

if (import.meta.url === `file://${process.argv[1]}`) for (const { from, to } of fonts) {
  const source = fs.readFileSync(path.join(root, 'node_modules', from))
  const subset = await subsetFont(source, characters, { targetFormat: 'woff2', variationAxes: { wght: { min: 400, max: 700 } }, keepFeatures: features })
  fs.writeFileSync(path.join(root, 'src/components/ui/fonts/files', to), subset)
  console.log(`${to}: ${(source.length / 1024).toFixed(1)} KiB → ${(subset.length / 1024).toFixed(1)} KiB`)
}

// Subsets the site's two variable fonts (from @fontsource-variable) to what Portuguese and English
// text needs, and to the weights the styles use (400–700), into src/components/ui/fonts/files/.
// The output is committed (next/font/local reads it at build time); run this again after changing
// the character set, the weights, or the fontsource packages:
//
//   node tools/subset-fonts.mjs
//
// src/components/ui/fonts/fonts.test.ts checks that the files cover every character of the UI
// messages and the Portuguese alphabet.
import fs from 'node:fs'
import path from 'node:path'
import subsetFont from 'subset-font'
import { root } from '../scripts/env.mjs'

/**
 * Printable ASCII, every accented letter of Portuguese, the other accented letters of Western
 * European names an editor is likely to type (ñ, ö, è…), and the typography the site uses. Not the
 * rest of Latin-1 (þ, ß, ¼, ¶…): Lighthouse's simulation (slow 4G) lands a preloaded font
 * in fewer round trips when it is smaller, and each round trip is 150 ms of LCP. A character left
 * out is drawn in the size-matched fallback face, not dropped. No arrows: the fontsource files have
 * none but ↑ ↓, so the site draws its arrows (components/ui/icon).
 */
export const characters = [
  ...Array.from({ length: 0x7e - 0x20 + 1 }, (_, i) => String.fromCharCode(0x20 + i)),
  ...'ÁÀÂÃÇÉÊÍÓÔÕÚÜáàâãçéêíóôõúü',
  ...'ÄÈËÌÎÏÑÒÖÙÛäèëìîïñòöùû',
  ...'\u00a0ª«°º»©®·×§–—‘’‚“”„…•‹›€™−',
].join('')

// OpenType features: the ones browsers apply by default, plus tabular figures (the carousel's
// counter). Fractions and proportional figures (frac, numr, dnom, pnum), which no style turns on,
// were 2.3 KiB of Inter and 1.2 KiB of Space Grotesk. Kerning stays.
export const features = ['kern', 'liga', 'calt', 'clig', 'ccmp', 'locl', 'mark', 'mkmk', 'rlig', 'rvrn', 'tnum']

const fonts = [
  {
    from: '@fontsource-variable/space-grotesk/files/space-grotesk-latin-wght-normal.woff2',
    to: 'space-grotesk.woff2',
    features,
  },
  // Inter's contextual alternates (calt: punctuation raised between capitals, "->" as an arrow) are
  // 3.6 KiB of its 20.6. Inter sets running text and small labels, where they barely show.
  {
    from: '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
    to: 'inter.woff2',
    features: features.filter((f) => f !== 'calt'),
  },
]

if (import.meta.url === `file://${process.argv[1]}`)
  for (const { from, to, features: keep } of fonts) {
    const source = fs.readFileSync(path.join(root, 'node_modules', from))
    const subset = await subsetFont(source, characters, {
      targetFormat: 'woff2',
      variationAxes: { wght: { min: 400, max: 700 } },
      keepFeatures: keep,
    })
    fs.writeFileSync(path.join(root, 'src/components/ui/fonts/files', to), subset)
    console.log(`${to}: ${(source.length / 1024).toFixed(1)} KiB → ${(subset.length / 1024).toFixed(1)} KiB`)
  }

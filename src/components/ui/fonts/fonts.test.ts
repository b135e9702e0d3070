import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import fontverter from 'fontverter'
import { Blob, Face } from 'harfbuzzjs'
import { features } from '../../../../tools/subset-fonts.mjs'

const files = path.join(__dirname, 'files')
/** Every file of a folder, as one string. */
const textOf = (folder: string) =>
  fs
    .readdirSync(path.join(__dirname, folder))
    .map((f) => fs.readFileSync(path.join(__dirname, folder, f), 'utf8'))
    .join('')
const messages = textOf('../../../i18n/messages')
// The demo content a fresh install shows: a character outside the subset would be drawn in the fallback face.
const seed = textOf('../../../cms/seed/content')

async function face(file: string): Promise<Face> {
  return new Face(new Blob(await fontverter.convert(fs.readFileSync(path.join(files, file)), 'sfnt')), 0)
}

async function unicodes(file: string): Promise<Set<number>> {
  return new Set<number>((await face(file)).collectUnicodes())
}

describe('the subset fonts (tools/subset-fonts.mjs)', () => {
  for (const file of ['space-grotesk.woff2', 'inter.woff2']) {
    it(`${file} has a glyph for every letter of Portuguese and English and every character of the UI messages and the demo content`, async () => {
      const have = await unicodes(file)
      const needed = new Set(
        [
          ...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyzÁÀÂÃÇÉÊÍÓÔÕÚÜáàâãçéêíóôõúü0123456789',
          ...messages,
          ...seed,
        ].map((c) => c.codePointAt(0)!),
      )
      // Line breaks and tabs are layout, not glyphs.
      const missing = [...needed].filter((u) => u > 0x1f && !have.has(u)).map((u) => String.fromCodePoint(u))
      expect(missing).toEqual([])
    })
  }

  for (const file of ['space-grotesk.woff2', 'inter.woff2']) {
    it(`${file} keeps kerning and tabular figures, and no feature beyond what the styles use`, async () => {
      const f = await face(file)
      const tags = new Set([...f.getTableFeatureTags('GPOS'), ...f.getTableFeatureTags('GSUB')])
      expect(tags.has('kern')).toBe(true)
      expect(tags.has('tnum')).toBe(true)
      expect([...tags].filter((t) => !features.includes(t))).toEqual([])
      // The weights the styles use, 400 to 700, as one variable font.
      expect(f.getAxisInfos().wght).toMatchObject({ min: 400, max: 700 })
    })
  }
})

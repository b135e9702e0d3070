import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import fontverter from 'fontverter'
import { Blob, Face } from 'harfbuzzjs'

const files = path.join(__dirname, 'files')
const messages = fs
  .readdirSync(path.join(__dirname, '../../../i18n/messages'))
  .map((f) => fs.readFileSync(path.join(__dirname, '../../../i18n/messages', f), 'utf8'))
  .join('')

async function unicodes(file: string): Promise<Set<number>> {
  const sfnt = await fontverter.convert(fs.readFileSync(path.join(files, file)), 'sfnt')
  return new Set<number>(new Face(new Blob(sfnt), 0).collectUnicodes())
}

describe('the subset fonts (scripts/subset-fonts.mjs)', () => {
  for (const file of ['space-grotesk.woff2', 'inter.woff2']) {
    it(`${file} has a glyph for every letter of Portuguese and English and every character of the UI messages`, async () => {
      const have = await unicodes(file)
      const needed = new Set([...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyzÁÀÂÃÇÉÊÍÓÔÕÚÜáàâãçéêíóôõúü0123456789', ...messages].map((c) => c.codePointAt(0)!))
      // Line breaks and tabs are layout, not glyphs.
      const missing = [...needed].filter((u) => u > 0x1f && !have.has(u)).map((u) => String.fromCodePoint(u))
      expect(missing).toEqual([])
    })
  }
})

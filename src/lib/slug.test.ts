import { describe, expect, it } from 'vitest'
import { slugify } from './slug'

describe('slugify', () => {
  it('strips Portuguese diacritics and punctuation', () => {
    expect(slugify('Identidade Visual: Ação & Emoção!')).toBe('identidade-visual-acao-and-emocao')
  })
  it('collapses separators and trims hyphens', () => {
    expect(slugify('  --Hello   World--  ')).toBe('hello-world')
  })
  it('returns an empty string when nothing is left', () => {
    expect(slugify('¿¡!')).toBe('')
  })
  it('caps the length without a trailing hyphen', () => {
    const s = slugify('a '.repeat(200))
    expect(s.length).toBeLessThanOrEqual(96)
    expect(s.endsWith('-')).toBe(false)
  })
})

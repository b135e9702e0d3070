import { describe, expect, it } from 'vitest'
import { routeParam, slugify } from './slug'

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

describe('routeParam', () => {
  it('decodes an encoded param once and leaves an undecodable one as it is', () => {
    expect(routeParam('instala%C3%A7%C3%A3o')).toBe('instalação')
    expect(routeParam('sinestesia-2026')).toBe('sinestesia-2026')
    expect(routeParam('a%b')).toBe('a%b')
  })
})

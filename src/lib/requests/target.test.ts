import { describe, expect, it } from 'vitest'
import { MAX_PATH_LENGTH, MAX_TARGET_LENGTH, refuseTarget, unroutable } from './target'

describe('refuseTarget', () => {
  it('lets ordinary paths and queries through, encoded or not', () => {
    for (const ok of [
      '/',
      '/en/case/sinestesia',
      '/case/a%25b',
      '/posts?page=2',
      '/api/posts?where[slug][equals]=x',
      '/o-que-fazemos/instala%C3%A7%C3%B5es',
      '/?q=a+b%20c',
    ])
      expect(refuseTarget(ok)).toBeNull()
  })
  it('refuses malformed percent-encoding in the path or the query with 400', () => {
    for (const bad of [
      '/%',
      '/case/%E0%A4%A',
      '/api/cases%',
      '/sw.js%',
      '/a%zz',
      '/?q=%',
      '/x?a=%E0%A4%A',
      '/%00',
      '/a?b=%00',
    ])
      expect(refuseTarget(bad)).toEqual({ status: 400, reason: 'Malformed URL encoding' })
  })
  it('refuses targets that are not a path', () => {
    expect(refuseTarget('*')?.status).toBe(400)
    expect(refuseTarget('http://evil.example/')?.status).toBe(400)
    expect(refuseTarget('//evil.example/')?.status).toBe(400)
  })
  it('refuses overlong paths and targets with 414', () => {
    expect(refuseTarget('/' + 'a'.repeat(MAX_PATH_LENGTH))?.status).toBe(414)
    expect(refuseTarget('/a?' + 'b'.repeat(MAX_TARGET_LENGTH))?.status).toBe(414)
    expect(refuseTarget('/a?' + 'b'.repeat(4000))).toBeNull()
  })
})

describe('unroutable', () => {
  it('finds paths that still hold a % once decoded (no route has one)', () => {
    expect(unroutable('/case/a%25b')).toBe(true)
    expect(unroutable('/a%25badmin')).toBe(true)
    expect(unroutable('/case/sinestesia')).toBe(false)
    expect(unroutable('/o-que-fazemos/instala%C3%A7%C3%B5es')).toBe(false)
  })
})

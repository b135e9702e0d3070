import { describe, expect, it } from 'vitest'
import { sitePath } from './see-other'

describe('sitePath', () => {
  it('percent-encodes what a Location cannot carry as it is, and keeps what is already encoded', () => {
    expect(sitePath('/ação')).toBe('/a%C3%A7%C3%A3o')
    expect(sitePath('/a%C3%A7%C3%A3o')).toBe('/a%C3%A7%C3%A3o')
    expect(sitePath('/\u3002x')).toBe('/%E3%80%82x')
    expect(sitePath('/en/case/x?y=1#z')).toBe('/en/case/x?y=1#z')
    expect(sitePath('/a b')).toBe('/a%20b')
  })
  it('refuses what is not a path of this site', () => {
    for (const input of ['', 'x', '//evil.example', '/\\evil.example', 'https://evil.example/', 'javascript:alert(1)'])
      expect(sitePath(input), input).toBeNull()
  })
})

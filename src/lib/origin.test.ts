import { describe, expect, it } from 'vitest'
import { foreignOrigin } from './origin'

describe('foreignOrigin', () => {
  const hosts = ['studio.example', 'localhost:3000']
  it('is true for another site, a sandboxed page and garbage', () => {
    for (const origin of ['https://evil.example', 'https://studio.example.evil.example', 'null', 'x'])
      expect(foreignOrigin(origin, hosts)).toBe(true)
  })
  it('is false for one of our hosts, or when there is no Origin', () => {
    expect(foreignOrigin('https://studio.example', hosts)).toBe(false)
    expect(foreignOrigin('http://localhost:3000', hosts)).toBe(false)
    expect(foreignOrigin(undefined, hosts)).toBe(false)
    expect(foreignOrigin(null, hosts)).toBe(false)
  })
})

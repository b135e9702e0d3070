import { describe, expect, it } from 'vitest'
import { foreignOrigin, sameOrigin } from './origin'

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

describe('sameOrigin', () => {
  it('is true for the address the request was made to, whichever it is', () => {
    expect(sameOrigin({ origin: 'http://127.0.0.1:3000', host: '127.0.0.1:3000' })).toBe(true)
    expect(sameOrigin({ origin: 'http://localhost:3000', host: 'localhost:3000' })).toBe(true)
    expect(sameOrigin({ origin: 'http://Studio.example', host: 'STUDIO.EXAMPLE' })).toBe(true)
    const front = { host: '127.0.0.1:3001', forwardedHost: 'studio.example', forwardedProto: 'https' }
    expect(sameOrigin({ ...front, origin: 'https://studio.example' })).toBe(true)
  })
  it('is false for another site, another port or scheme, a sandboxed page, garbage or no Origin', () => {
    for (const origin of [
      'https://evil.example',
      'http://127.0.0.1:3001',
      'https://127.0.0.1:3000',
      'null',
      'x',
      undefined,
      null,
    ])
      expect(sameOrigin({ origin, host: '127.0.0.1:3000' })).toBe(false)
    const front = { host: '127.0.0.1:3001', forwardedHost: 'studio.example', forwardedProto: 'https' }
    expect(sameOrigin({ ...front, origin: 'http://studio.example' })).toBe(false)
    expect(sameOrigin({ ...front, origin: 'http://127.0.0.1:3001' })).toBe(false)
    expect(sameOrigin({ origin: 'http://127.0.0.1:3000' })).toBe(false)
  })
})

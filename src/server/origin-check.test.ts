import { describe, expect, it } from 'vitest'
import { crossOriginAction } from './origin-check'

describe('crossOriginAction', () => {
  const host = 'studio.example'
  it('refuses action posts from another origin or a null one', () => {
    expect(crossOriginAction('POST', { host, origin: 'https://evil.example', 'next-action': 'x' }, false)).toBe(true)
    expect(crossOriginAction('POST', { host, origin: 'null', 'next-action': 'x' }, false)).toBe(true)
    expect(crossOriginAction('POST', { host, origin: 'https://evil.example' }, true)).toBe(true)
  })
  it('lets same-origin posts, posts without an Origin, and non-action requests through', () => {
    expect(crossOriginAction('POST', { host, origin: 'https://studio.example', 'next-action': 'x' }, false)).toBe(false)
    expect(crossOriginAction('POST', { host, 'next-action': 'x' }, false)).toBe(false)
    expect(
      crossOriginAction('POST', { host, origin: 'https://evil.example', 'content-type': 'application/json' }, false),
    ).toBe(false)
    expect(crossOriginAction('GET', { host, origin: 'https://evil.example', 'next-action': 'x' }, false)).toBe(false)
  })
})

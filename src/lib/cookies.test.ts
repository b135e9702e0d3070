import { describe, expect, it } from 'vitest'
import { readCookie, serializeCookie } from './cookies'

describe('readCookie', () => {
  it('finds a cookie among others', () => {
    expect(readCookie('a=1; cookie_notice=acknowledged; NEXT_LOCALE=en', 'cookie_notice')).toBe('acknowledged')
    expect(readCookie('cookie_notice=a%20b', 'cookie_notice')).toBe('a b')
  })
  it('does not confuse names that share a prefix', () => {
    expect(readCookie('xcookie_notice=1', 'cookie_notice')).toBeNull()
    expect(readCookie('', 'cookie_notice')).toBeNull()
  })
})

describe('serializeCookie', () => {
  it('writes a site-wide, one-year, SameSite=Lax cookie', () => {
    expect(serializeCookie('cookie_notice', 'acknowledged', { maxAgeSeconds: 365 * 86400 })).toBe(
      'cookie_notice=acknowledged; Path=/; Max-Age=31536000; SameSite=Lax',
    )
  })
  it('adds Secure when asked', () => {
    expect(serializeCookie('c', 'v', { maxAgeSeconds: 1, secure: true })).toMatch(/; Secure$/)
  })
})

import { describe, expect, it } from 'vitest'
import { clientAddress, trustedProxyCount } from './client-address'

describe('clientAddress', () => {
  it('with no trusted proxy, ignores X-Forwarded-For: a client cannot choose its bucket', () => {
    expect(clientAddress('203.0.113.7', '127.0.0.1', 0)).toBe('127.0.0.1')
    expect(clientAddress('1.1.1.1, 2.2.2.2', '::ffff:10.0.0.5', 0)).toBe('10.0.0.5')
    expect(clientAddress(undefined, '::1', 0)).toBe('::1')
  })
  it('with N proxies, takes the Nth address from the right', () => {
    // nginx appends the address it saw to whatever the client sent.
    expect(clientAddress('203.0.113.7, 198.51.100.4', '127.0.0.1', 1)).toBe('198.51.100.4')
    expect(clientAddress('6.6.6.6, 198.51.100.4, 10.0.0.2', '127.0.0.1', 2)).toBe('198.51.100.4')
    expect(clientAddress(['6.6.6.6', '198.51.100.4'], '127.0.0.1', 1)).toBe('198.51.100.4')
  })
  it('falls back to the socket when the header is missing or not an address', () => {
    expect(clientAddress(undefined, '127.0.0.1', 1)).toBe('127.0.0.1')
    expect(clientAddress('not-an-ip', '127.0.0.1', 1)).toBe('127.0.0.1')
    expect(clientAddress('', undefined, 1)).toBe('unknown')
  })
  it('reads TRUST_PROXY as a count', () => {
    expect(trustedProxyCount(undefined)).toBe(0)
    expect(trustedProxyCount('1')).toBe(1)
    expect(trustedProxyCount('true')).toBe(0)
    expect(trustedProxyCount('-2')).toBe(0)
  })
})

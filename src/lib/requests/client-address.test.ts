import { describe, expect, it } from 'vitest'
import { clientAddress, requestAddress, trustedProxies } from './client-address'

const none = trustedProxies(undefined)
const nginx = trustedProxies('127.0.0.1')

describe('clientAddress', () => {
  it('with no trusted proxy, ignores X-Forwarded-For: a client cannot choose its bucket', () => {
    expect(clientAddress('203.0.113.7', '127.0.0.1', none)).toBe('127.0.0.1')
    expect(clientAddress('1.1.1.1, 2.2.2.2', '::ffff:10.0.0.5', none)).toBe('10.0.0.5')
    expect(clientAddress(undefined, '::1', none)).toBe('::1')
  })
  it('from a trusted proxy, takes the address it appended', () => {
    // nginx appends the address it saw to whatever the client sent.
    expect(clientAddress('203.0.113.7, 198.51.100.4', '127.0.0.1', nginx)).toBe('198.51.100.4')
    expect(clientAddress(['6.6.6.6', '198.51.100.4'], '::ffff:127.0.0.1', nginx)).toBe('198.51.100.4')
  })
  it('from any other peer, ignores X-Forwarded-For even with proxies configured', () => {
    expect(clientAddress('198.51.100.4', '127.0.0.23', nginx)).toBe('127.0.0.23')
    expect(clientAddress('127.0.0.1, 10.0.0.2', '192.0.2.9', trustedProxies('127.0.0.1,10.0.0.0/8'))).toBe('192.0.2.9')
  })
  it('walks from the right past every trusted proxy, to the first address that is not one', () => {
    const chain = trustedProxies('10.0.0.0/8, 127.0.0.1')
    expect(clientAddress('6.6.6.6, 198.51.100.4, 10.0.0.2', '127.0.0.1', chain)).toBe('198.51.100.4')
    // A client that forges a proxy's address left of the real one gains nothing: the walk stops at the real one.
    expect(clientAddress('10.9.9.9, 198.51.100.4, 10.0.0.2', '10.0.0.3', chain)).toBe('198.51.100.4')
    // Every hop a proxy: the leftmost is the client (a request made from a proxy's own host).
    expect(clientAddress('10.0.0.7, 10.0.0.2', '127.0.0.1', chain)).toBe('10.0.0.7')
  })
  it('stops at an entry that is not an address, and falls back to the socket without a header', () => {
    expect(clientAddress(undefined, '127.0.0.1', nginx)).toBe('127.0.0.1')
    expect(clientAddress('not-an-ip', '127.0.0.1', nginx)).toBe('127.0.0.1')
    expect(clientAddress('not-an-ip, 127.0.0.1', '127.0.0.1', nginx)).toBe('127.0.0.1')
    expect(clientAddress('', undefined, nginx)).toBe('unknown')
  })
})

describe('trustedProxies (TRUST_PROXY)', () => {
  it('unset, empty or 0 trusts no one', () => {
    for (const value of [undefined, '', '0', ' 0 ']) expect(trustedProxies(value)('127.0.0.1'), value).toBe(false)
  })
  it('trusts exactly the listed addresses and ranges, IPv4 and IPv6', () => {
    const trusted = trustedProxies('127.0.0.1, 10.0.0.0/8,fd00::/8,::1')
    for (const address of ['127.0.0.1', '::ffff:127.0.0.1', '10.255.0.1', 'fd00::2', '::1'])
      expect(trusted(address), address).toBe(true)
    for (const address of ['127.0.0.2', '11.0.0.1', 'fe80::1', '::2', 'x', undefined])
      expect(trusted(address), address).toBe(false)
  })
  it('refuses what is not a list of addresses, such as the count it used to be', () => {
    for (const value of ['1', 'true', '10.0.0.0/', '10.0.0.0/33', '::1/129', '10.0.0.0/8/1', '127.0.0.1,,::1'])
      expect(() => trustedProxies(value), value).toThrow(/TRUST_PROXY/)
  })
})

describe('requestAddress', () => {
  it('reads the one address request-start wrote, and shares a bucket when there is none', () => {
    expect(requestAddress(new Headers({ 'x-forwarded-for': '203.0.113.9' }))).toBe('203.0.113.9')
    expect(requestAddress(new Headers({ 'x-forwarded-for': '1.1.1.1, 203.0.113.9' }))).toBe('203.0.113.9')
    // X-Real-IP is dropped before Next reads the request; it never counts.
    expect(requestAddress(new Headers({ 'x-real-ip': '198.51.100.2' }))).toBe('unknown')
  })
})

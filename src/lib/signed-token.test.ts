import { describe, expect, it } from 'vitest'
import { readToken, signToken, tokenId, verifyToken } from './signed-token'

const secret = 'test-secret'

describe('signed link tokens', () => {
  it('verify for the same purpose, id and bound value', () => {
    const token = signToken(secret, 'newsletter:confirm', 42, 'ana@example.com')
    expect(tokenId(token)).toBe('42')
    expect(verifyToken(secret, 'newsletter:confirm', token, 'ana@example.com')).toBe(true)
  })
  it('do not carry the e-mail', () => {
    expect(signToken(secret, 'p', 1, 'ana@example.com')).not.toContain('ana')
  })
  it('fail for another purpose, value, secret or id', () => {
    const token = signToken(secret, 'newsletter:confirm', 42, 'ana@example.com')
    expect(verifyToken(secret, 'newsletter:unsubscribe', token, 'ana@example.com')).toBe(false)
    expect(verifyToken(secret, 'newsletter:confirm', token, 'bob@example.com')).toBe(false)
    expect(verifyToken('other-secret', 'newsletter:confirm', token, 'ana@example.com')).toBe(false)
    expect(verifyToken(secret, 'newsletter:confirm', token.replace(/^42/, '43'), 'ana@example.com')).toBe(false)
  })
  it('fail when tampered or malformed', () => {
    const token = signToken(secret, 'p', 7, 'x')
    const flipped = token.slice(0, -1) + (token.endsWith('A') ? 'B' : 'A')
    for (const bad of [
      flipped,
      token + 'x',
      token.slice(0, -1),
      '',
      null,
      undefined,
      '7',
      '7.',
      '../7.abc',
      `7.${'a'.repeat(43)}`,
    ]) {
      expect(verifyToken(secret, 'p', bad, 'x')).toBe(false)
    }
  })

  it('carry their issue time, signed, to the second', () => {
    const issuedAt = Date.UTC(2026, 0, 15, 12, 0, 30, 999)
    const token = signToken(secret, 'p', 42, 'ana@example.com', issuedAt)
    expect(tokenId(token)).toBe('42')
    expect(readToken(secret, 'p', token, 'ana@example.com')).toEqual({ id: '42', issuedAt: issuedAt - 999 })
    expect(readToken(secret, 'p', signToken(secret, 'p', 42, 'ana@example.com'), 'ana@example.com')).toEqual({
      id: '42',
      issuedAt: null,
    })
  })
  it('fail when their issue time is moved, removed or added', () => {
    const issuedAt = Date.UTC(2026, 0, 15)
    const timed = signToken(secret, 'p', 42, 'x', issuedAt)
    const [id, issued, sig] = timed.split('.')
    const later = (parseInt(issued, 36) + 7 * 24 * 3600).toString(36)
    const untimed = signToken(secret, 'p', 42, 'x')
    for (const bad of [`${id}.${later}.${sig}`, `${id}.${sig}`, `${id}.${issued}.${untimed.split('.')[1]}`]) {
      expect(readToken(secret, 'p', bad, 'x')).toBeNull()
    }
  })
})

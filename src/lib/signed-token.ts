import { createHmac, timingSafeEqual } from 'node:crypto'

/**
 * Tokens for e-mailed links (confirm, unsubscribe): `<id>.<signature>`, where the
 * signature is an HMAC-SHA256 of the purpose, the id and a bound value (the
 * subscriber's e-mail). The e-mail never appears in the URL, a token for one
 * purpose is useless for another, and a token stops working if the record's
 * e-mail changes.
 */

function signature(secret: string, purpose: string, id: string, bound: string): string {
  return createHmac('sha256', secret).update(`${purpose}\n${id}\n${bound}`).digest('base64url')
}

export function signToken(secret: string, purpose: string, id: string | number, bound: string): string {
  return `${id}.${signature(secret, purpose, String(id), bound)}`
}

/** The id a token claims, before its signature is checked; null when malformed. */
export function tokenId(token: string | null | undefined): string | null {
  const match = /^([A-Za-z0-9-]{1,64})\.([A-Za-z0-9_-]{43})$/.exec(token ?? '')
  return match ? match[1] : null
}

export function verifyToken(secret: string, purpose: string, token: string | null | undefined, bound: string): boolean {
  const id = tokenId(token)
  if (!id || !token) return false
  const given = Buffer.from(token.slice(id.length + 1))
  const expected = Buffer.from(signature(secret, purpose, id, bound))
  return given.length === expected.length && timingSafeEqual(given, expected)
}

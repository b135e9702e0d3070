import { createHmac, timingSafeEqual } from 'node:crypto'

/**
 * Tokens for e-mailed links (confirm, unsubscribe) and the jobs runner: `<id>.<signature>`, or
 * `<id>.<issued>.<signature>` when the token carries its issue time (seconds since the epoch, base
 * 36). The signature is an HMAC-SHA256 of the purpose, the id, the issue time and a bound value
 * (the subscriber's e-mail). The e-mail never appears in the URL, a token for one purpose is
 * useless for another, a token stops working if the record's e-mail changes, and its issue time
 * cannot be moved.
 */

function signature(secret: string, purpose: string, id: string, bound: string, issued?: string): string {
  // A timed token signs one more line, so it can never pass for an untimed one or the reverse.
  const message = issued === undefined ? `${purpose}\n${id}\n${bound}` : `${purpose}\n${id}\n${bound}\n@${issued}`
  return createHmac('sha256', secret).update(message).digest('base64url')
}

/** `issuedAt` (ms since the epoch, kept to the second) makes the token carry its issue time. */
export function signToken(
  secret: string,
  purpose: string,
  id: string | number,
  bound: string,
  issuedAt?: number,
): string {
  if (issuedAt === undefined) return `${id}.${signature(secret, purpose, String(id), bound)}`
  const issued = Math.floor(issuedAt / 1000).toString(36)
  return `${id}.${issued}.${signature(secret, purpose, String(id), bound, issued)}`
}

const shape = /^([A-Za-z0-9-]{1,64})(?:\.([0-9a-z]{1,11}))?\.([A-Za-z0-9_-]{43})$/

/** The id a token claims, before its signature is checked; null when malformed. */
export function tokenId(token: string | null | undefined): string | null {
  return shape.exec(token ?? '')?.[1] ?? null
}

/**
 * What a token says once its signature is checked: its id and its issue time (ms; null for a
 * token without one). Null when it is malformed, tampered with, or for another purpose or value.
 */
export function readToken(
  secret: string,
  purpose: string,
  token: string | null | undefined,
  bound: string,
): { id: string; issuedAt: number | null } | null {
  const match = shape.exec(token ?? '')
  if (!match) return null
  const [, id, issued, given] = match
  const expected = Buffer.from(signature(secret, purpose, id, bound, issued))
  const actual = Buffer.from(given)
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return null
  return { id, issuedAt: issued === undefined ? null : parseInt(issued, 36) * 1000 }
}

export function verifyToken(secret: string, purpose: string, token: string | null | undefined, bound: string): boolean {
  return readToken(secret, purpose, token, bound) !== null
}

import { createHash } from 'node:crypto'
import { jwtVerify } from 'jose'

/**
 * Who may send the admin a large body (an upload): a bearer of a valid Payload session whose roles
 * may change content. Checked on the request's headers, before a byte of its body is read, so an
 * anonymous upload costs neither memory nor disk. The session's revocation is Payload's to check
 * later; a valid signature and expiry are enough to decide whether the body is worth reading.
 */

/** The key Payload signs sessions with: its secret's SHA-256, hex, first 32 characters (Payload's init). */
export function payloadSigningKey(secret: string): Uint8Array {
  return new TextEncoder().encode(createHash('sha256').update(secret).digest('hex').slice(0, 32))
}

/** The session token a request carries: `Authorization: JWT …`, or Payload's cookie. */
export function sessionToken(headers: Headers, cookieName = 'payload-token'): string | null {
  const authorization = headers.get('authorization') ?? ''
  if (/^JWT\s+\S+$/i.test(authorization)) return authorization.replace(/^JWT\s+/i, '')
  for (const part of (headers.get('cookie') ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=')
    if (name === cookieName && value.length) return value.join('=')
  }
  return null
}

/** The roles in a valid, unexpired session token of this site; null for no token or a bad one. */
export async function sessionRoles(token: string | null, key: Uint8Array): Promise<string[] | null> {
  if (!token) return null
  try {
    const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] })
    return Array.isArray(payload.roles) ? payload.roles.map(String) : []
  } catch {
    return null
  }
}

/** Whether a request carries the session of someone who may change content (editors and admins). */
export async function isEditorRequest(headers: Headers): Promise<boolean> {
  return mayUpload(await sessionRoles(sessionToken(headers), payloadSigningKey(process.env.PAYLOAD_SECRET ?? '')))
}

/** Whether those roles may upload (the access table: editors and admins change content). */
export const mayUpload = (roles: string[] | null): boolean =>
  Boolean(roles?.some((role) => role === 'admin' || role === 'editor'))

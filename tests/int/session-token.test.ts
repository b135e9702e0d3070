// A contract with the installed Payload: the API route and proxy.ts read a session's roles from its token, not Payload
// (src/lib/requests/session.ts), deriving Payload's signing key itself. A Payload upgrade that changes the key, the
// algorithm or the roles in the token fails here, not in production.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Payload } from 'payload'
import { payloadSigningKey, sessionRoles, sessionToken } from '@/lib/requests/session'
import { loginToken } from './forms-harness'
import { startPayload } from './payload-harness'

let payload: Payload
let cleanup: () => Promise<void>
beforeAll(async () => ({ payload, cleanup } = await startPayload()))
afterAll(async () => cleanup?.())

describe("Payload's session tokens, read before Payload", () => {
  it('carry the roles, signed with the key derived from PAYLOAD_SECRET; a tampered or foreign one reads as none', async () => {
    const password = 'a-long-password-1'
    await payload.create({
      collection: 'users',
      data: { email: 'ed@studio.test', password, roles: ['editor', 'subscribers'] },
    })
    const token = await loginToken(payload, 'ed@studio.test', password)
    const key = payloadSigningKey(process.env.PAYLOAD_SECRET!)
    expect(await sessionRoles(token, key)).toEqual(['editor', 'subscribers'])
    expect(await sessionRoles(sessionToken(new Headers({ cookie: `a=1; payload-token=${token}` })), key)).toEqual([
      'editor',
      'subscribers',
    ])
    expect(await sessionRoles(sessionToken(new Headers({ authorization: `JWT ${token}` })), key)).toEqual([
      'editor',
      'subscribers',
    ])
    const [head, body, signature] = token.split('.')
    const forged = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(body, 'base64url').toString()), roles: ['admin'] }),
    )
    expect(await sessionRoles(`${head}.${forged.toString('base64url')}.${signature}`, key)).toBeNull()
    expect(await sessionRoles(token, payloadSigningKey('another-secret'))).toBeNull()
    expect(await sessionRoles(null, key)).toBeNull()
  })
})

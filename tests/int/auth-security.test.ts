import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Payload } from 'payload'
import { authLimits, MIN_PASSWORD_LENGTH } from '@/cms/hooks/auth-throttle'
import { resetLimits } from '@/lib/rate-limit'
import { api, formsEnv, origin } from './forms-harness'
import { startPayload } from './payload-harness'

formsEnv()
let payload: Payload
let cleanup: () => Promise<void>
let clientId: number

beforeAll(async () => {
  ;({ payload, cleanup } = await startPayload())
  await payload.create({
    collection: 'users',
    data: { email: 'editor@studio.test', password: 'right-password-123', roles: ['editor'] },
  })
  clientId = (await payload.create({ collection: 'clients', data: { name: 'Original name' }, locale: 'pt' }))
    .id as number
})
afterAll(async () => cleanup?.())

const login = (password: string) =>
  payload.login({ collection: 'users', data: { email: 'editor@studio.test', password } })

/** The session cookie a browser would hold after the editor signs in at /admin. */
async function sessionCookie(): Promise<string> {
  const res = await api('/api/users/login', {
    method: 'POST',
    body: { email: 'editor@studio.test', password: 'right-password-123' },
    headers: { origin },
  })
  expect(res.status).toBe(200)
  const cookie = res.headers.get('set-cookie') ?? ''
  expect(cookie).toMatch(/payload-token=/)
  return cookie.split(';')[0]
}

describe('the admin session cookie', () => {
  it('is SameSite=Lax and HttpOnly', async () => {
    const res = await api('/api/users/login', {
      method: 'POST',
      body: { email: 'editor@studio.test', password: 'right-password-123' },
      headers: { origin },
    })
    const cookie = res.headers.get('set-cookie') ?? ''
    expect(cookie).toMatch(/HttpOnly/i)
    expect(cookie).toMatch(/SameSite=Lax/i)
  })

  it('changes nothing when it comes with a request from another origin', async () => {
    const cookie = await sessionCookie()
    const patch = (from: string) =>
      api(`/api/clients/${clientId}?locale=pt`, {
        method: 'PATCH',
        body: { name: `Changed from ${from}` },
        headers: { cookie, origin: from },
      })
    const foreign = await patch('https://evil.example')
    expect(foreign.status).toBe(403)
    expect((await payload.findByID({ collection: 'clients', id: clientId, locale: 'pt' })).name).toBe('Original name')
    // The same cookie from the site itself works: the refusal is about the origin.
    expect((await patch(origin)).status).toBe(200)
    expect((await payload.findByID({ collection: 'clients', id: clientId, locale: 'pt' })).name).toBe(
      `Changed from ${origin}`,
    )
  })

  it('is not readable by another origin through CORS', async () => {
    const res = await api('/api/users/me', { headers: { origin: 'https://evil.example' } })
    expect(res.headers.get('access-control-allow-origin')).not.toBe('https://evil.example')
    const own = await api('/api/users/me', { headers: { origin } })
    expect(own.headers.get('access-control-allow-origin')).toBe(origin)
  })
})

describe('sign-in limits', () => {
  const signIn = (password: string, ip: string) =>
    api('/api/users/login', {
      method: 'POST',
      body: { email: 'editor@studio.test', password },
      ip,
      headers: { origin },
    })

  it('keep nobody out from another address: 10 wrong passwords from one address, the right one works elsewhere', async () => {
    resetLimits()
    // Successful sign-ins do not count: an editor signing in all day is never limited.
    for (let i = 0; i < authLimits.login.points + 2; i++) {
      expect((await signIn('right-password-123', '203.0.113.9')).status).toBe(200)
    }
    for (let i = 0; i < authLimits.login.points; i++)
      expect((await signIn('wrong-password', '203.0.113.9')).status).toBe(401)
    const limited = await signIn('right-password-123', '203.0.113.9')
    expect(limited.status).toBe(429)
    expect((await limited.json()).errors[0].message).toMatch(/Too many attempts|Muitas tentativas/)
    expect((await signIn('right-password-123', '203.0.113.10')).status).toBe(200)
    // No account lock either: the local API (no address) signs the editor in.
    await expect(login('right-password-123')).resolves.toMatchObject({ user: { email: 'editor@studio.test' } })
  })

  it('limit password-reset requests per address, and reset e-mails per account', async () => {
    resetLimits()
    const forgot = (email: string, ip: string) =>
      api('/api/users/forgot-password', { method: 'POST', body: { email }, ip, headers: { origin } })
    expect((await forgot('editor@studio.test', '203.0.113.20')).status).toBe(200)
    // The same account from another address: no second e-mail within the window.
    expect((await forgot('editor@studio.test', '203.0.113.21')).status).toBe(429)
    for (let i = 1; i < authLimits.forgotPassword.points; i++) {
      expect((await forgot(`nobody-${i}@studio.test`, '203.0.113.20')).status).toBe(200)
    }
    expect((await forgot('nobody-else@studio.test', '203.0.113.20')).status).toBe(429)
  })
})

describe('passwords', () => {
  const refusedAsShort = (attempt: Promise<unknown>) =>
    expect(attempt).rejects.toMatchObject({
      data: { errors: [{ path: 'password', message: expect.stringContaining(String(MIN_PASSWORD_LENGTH)) }] },
    })
  it(`are at least ${MIN_PASSWORD_LENGTH} characters for every role, when created, changed or reset`, async () => {
    for (const roles of [['admin'], ['editor'], ['subscribers']] as const) {
      const short = payload.create({
        collection: 'users',
        data: { email: `short-${roles[0]}@studio.test`, password: 'elevenchars', roles: [...roles] },
      })
      await refusedAsShort(short)
    }
    const user = await payload.create({
      collection: 'users',
      data: { email: 'long@studio.test', password: 'twelve-chars', roles: ['editor'] },
    })
    await refusedAsShort(payload.update({ collection: 'users', id: user.id, data: { password: 'too-short' } }))
    const token = await payload.forgotPassword({
      collection: 'users',
      data: { email: 'long@studio.test' },
      disableEmail: true,
    })
    await refusedAsShort(
      payload.resetPassword({ collection: 'users', data: { token, password: 'short-one' }, overrideAccess: true }),
    )
  })
})

describe('REST ids', () => {
  it('answers 404, not 500, for an id that is not a number', async () => {
    for (const path of ['/api/employees/l', '/api/posts/%5B%5D', '/api/clients/1e9', '/api/media/abc'])
      expect((await api(path)).status, path).toBe(404)
    expect((await api(`/api/clients/${clientId}`)).status).toBe(200)
  })
})

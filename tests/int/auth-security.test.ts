import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { LockedAuth, type Payload } from 'payload'
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

describe('login lockout', () => {
  it('after 10 wrong passwords refuses the right one until the lock time has passed', async () => {
    for (let i = 0; i < 10; i++) await expect(login('wrong-password')).rejects.toThrow()
    await expect(login('right-password-123')).rejects.toThrow(LockedAuth)
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 9 * 60 * 1000 })
    try {
      await expect(login('right-password-123')).rejects.toThrow(LockedAuth)
      vi.setSystemTime(Date.now() + 2 * 60 * 1000)
      await expect(login('right-password-123')).resolves.toMatchObject({ user: { email: 'editor@studio.test' } })
    } finally {
      vi.useRealTimers()
    }
  })
})

describe('REST ids', () => {
  it('answers 404, not 500, for an id that is not a number', async () => {
    for (const path of ['/api/employees/l', '/api/posts/%5B%5D', '/api/clients/1e9', '/api/media/abc'])
      expect((await api(path)).status, path).toBe(404)
    expect((await api(`/api/clients/${clientId}`)).status).toBe(200)
  })
})

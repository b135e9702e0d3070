import { afterEach, describe, expect, it, vi } from 'vitest'

afterEach(() => {
  vi.unstubAllEnvs()
  vi.resetModules()
})

const cookies = async () =>
  ((await import('./Users')).Users.auth as { cookies: { secure: boolean; sameSite: string } }).cookies

describe('the admin session cookie', () => {
  it('is Secure when the site is served over https', async () => {
    vi.stubEnv('SITE_URL', 'https://studio.example')
    expect(await cookies()).toEqual({ secure: true, sameSite: 'Lax' })
  })
  it('is not Secure on plain http (a laptop), where the browser would drop it', async () => {
    vi.stubEnv('SITE_URL', 'http://localhost:3000')
    expect((await cookies()).secure).toBe(false)
  })
})

import { describe, expect, it, vi } from 'vitest'
import { createRecaptchaVerifier, RECAPTCHA_VERIFY_URL, recaptchaKeys, recaptchaSiteKey } from './recaptcha'

const googleSays = (body: unknown, status = 200) =>
  vi.fn<typeof fetch>(
    async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  )

describe('reCAPTCHA verifier', () => {
  it('accepts a token Google accepts, sending secret, token and IP', async () => {
    const fetch = googleSays({ success: true, hostname: 'studio.example' })
    const verify = createRecaptchaVerifier({ secret: 's3cret', fetch })
    expect(await verify('tok', '203.0.113.9')).toEqual({ ok: true })
    const [url, init] = fetch.mock.calls[0]
    expect(url).toBe(RECAPTCHA_VERIFY_URL)
    expect(init?.method).toBe('POST')
    const sent = new URLSearchParams(String(init?.body))
    expect(Object.fromEntries(sent)).toEqual({ secret: 's3cret', response: 'tok', remoteip: '203.0.113.9' })
  })

  it('rejects a token Google rejects, with its error codes', async () => {
    const verify = createRecaptchaVerifier({
      secret: 's',
      fetch: googleSays({ success: false, 'error-codes': ['invalid-input-response'] }),
    })
    expect(await verify('forged')).toEqual({ ok: false, reason: 'rejected', codes: ['invalid-input-response'] })
  })

  it('rejects a missing token without asking Google', async () => {
    const fetch = googleSays({ success: true })
    const verify = createRecaptchaVerifier({ secret: 's', fetch })
    for (const token of [undefined, null, ''])
      expect(await verify(token)).toMatchObject({ ok: false, reason: 'missing-token' })
    expect(await verify('x'.repeat(5000))).toMatchObject({ ok: false, reason: 'missing-token' })
    expect(fetch).not.toHaveBeenCalled()
  })

  it('fails closed when Google cannot be reached or answers an error', async () => {
    const down = createRecaptchaVerifier({
      secret: 's',
      fetch: vi.fn<typeof fetch>(async () => Promise.reject(new TypeError('fetch failed'))),
    })
    expect(await down('tok')).toEqual({ ok: false, reason: 'unavailable', codes: ['TypeError'] })
    const broken = createRecaptchaVerifier({ secret: 's', fetch: googleSays({}, 503) })
    expect(await broken('tok')).toEqual({ ok: false, reason: 'unavailable', codes: ['http-503'] })
  })

  it('treats anything but success: true as a rejection', async () => {
    for (const body of [{}, { success: 'true' }, { success: 1 }]) {
      const verify = createRecaptchaVerifier({ secret: 's', fetch: googleSays(body) })
      expect((await verify('tok')).ok).toBe(false)
    }
  })

  it('is on only when both keys are set', () => {
    expect(recaptchaKeys({})).toBeNull()
    expect(recaptchaKeys({ RECAPTCHA_SITE_KEY: 'site' })).toBeNull()
    expect(recaptchaKeys({ RECAPTCHA_SITE_KEY: ' ', RECAPTCHA_SECRET_KEY: 'secret' })).toBeNull()
    expect(recaptchaKeys({ RECAPTCHA_SITE_KEY: 'site', RECAPTCHA_SECRET_KEY: 'secret' })).toEqual({
      siteKey: 'site',
      secretKey: 'secret',
    })
    // Pages need only the public key to run the challenge.
    expect(recaptchaSiteKey({ RECAPTCHA_SITE_KEY: 'site' })).toBe('site')
    expect(recaptchaSiteKey({ RECAPTCHA_SITE_KEY: ' ' })).toBeUndefined()
  })
})

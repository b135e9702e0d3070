import { describe, expect, it } from 'vitest'
import { baseSecurityHeaders, contentSecurityPolicy } from './security-headers.mjs'

const off = { https: false, tagManager: false, recaptcha: false }

describe('contentSecurityPolicy', () => {
  it('allows scripts only from the site and the hashes given: no unsafe-inline, no unsafe-eval', () => {
    const csp = contentSecurityPolicy(off, ["'sha256-abc'"])
    const scriptSrc = csp.split('; ').find((d: string) => d.startsWith('script-src'))
    expect(scriptSrc).toBe("script-src 'self' 'sha256-abc'")
    expect(csp).not.toContain('unsafe-eval')
    expect(csp).toContain("frame-ancestors 'self'")
    expect(csp).toContain("object-src 'none'")
    expect(csp).not.toContain('googletagmanager')
  })
  it('opens the tag manager and reCAPTCHA hosts only when they are configured', () => {
    const csp = contentSecurityPolicy({ https: true, tagManager: true, recaptcha: true }, [])
    expect(csp).toMatch(/script-src [^;]*https:\/\/www\.googletagmanager\.com/)
    expect(csp).toMatch(/script-src [^;]*https:\/\/www\.google\.com\/recaptcha\//)
    expect(csp).toMatch(/frame-src [^;]*https:\/\/www\.google\.com\/recaptcha\//)
    expect(csp).toContain('upgrade-insecure-requests')
  })
})

describe('baseSecurityHeaders', () => {
  it('sends HSTS only over https', () => {
    expect(baseSecurityHeaders({ https: false })).not.toHaveProperty('Strict-Transport-Security')
    expect(baseSecurityHeaders({ https: true })['Strict-Transport-Security']).toMatch(/max-age=\d{8}/)
    expect(baseSecurityHeaders({ https: false })['X-Content-Type-Options']).toBe('nosniff')
  })
})

import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { baseSecurityHeaders, contentSecurityPolicy, inlineScriptHashes } from './security-headers'

const sha = (s: string) => `'sha256-${createHash('sha256').update(s).digest('base64')}'`
const off = { https: false, tagManager: false, recaptcha: false }

describe('inlineScriptHashes', () => {
  it('hashes each inline executable script exactly as written, once', () => {
    const a = 'self.__next_f.push([1,"x"])'
    const b = '(self.__next_f=self.__next_f||[]).push([0])'
    const html = `<head><script src="/_next/static/a.js" async=""></script><script>${b}</script></head><body><script>${a}</script><script>${a}</script><script type="module">${b}</script></body>`
    expect(inlineScriptHashes(html)).toEqual([sha(b), sha(a)])
  })
  it('leaves out data blocks and external scripts', () => {
    const html =
      '<script type="application/ld+json">{"@type":"Organization"}</script><script src="/x.js"></script><script type="application/json">{}</script>'
    expect(inlineScriptHashes(html)).toEqual([])
  })
})

describe('contentSecurityPolicy', () => {
  it('allows scripts only from the site and the hashes given: no unsafe-inline, no unsafe-eval', () => {
    const csp = contentSecurityPolicy(off, ["'sha256-abc'"])
    const scriptSrc = csp.split('; ').find((d) => d.startsWith('script-src'))
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

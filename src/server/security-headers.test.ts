import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { isNextScript } from '../next-adapter/next-scripts'
import { baseSecurityHeaders, contentSecurityPolicy, inlineScriptHashes } from './security-headers'

const sha = (s: string) => `'sha256-${createHash('sha256').update(s).digest('base64')}'`
const off = { https: false, tagManager: false, recaptcha: false }

describe('inlineScriptHashes', () => {
  const payload = 'self.__next_f.push([1,"0:{\\"P\\":null}\\n"])'
  const opening = '(self.__next_f=self.__next_f||[]).push([0])'
  const bootstrap = '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":["a.js"]});'
  const ours = '(function () { document.documentElement.setAttribute("data-x", "") })();'
  const own = new Set([sha(ours)])

  it("hashes Next's own scripts by their exact shape and the site's own by their listed hash, once each", () => {
    const html = `<head><script src="/_next/static/a.js" async=""></script><script>${opening}</script></head><body><script>${ours}</script><script>${payload}</script><script>${payload}</script><script id="_R_">${bootstrap}</script></body>`
    expect(inlineScriptHashes(html, own)).toEqual([sha(opening), sha(ours), sha(payload), sha(bootstrap)])
  })

  it('hashes the form state a form post without JavaScript comes back with, which hydration reads', () => {
    const formState = `${opening};self.__next_f.push([2,[{"status":"invalid"},"p/en","60b1",0]])`
    expect(inlineScriptHashes(`<body><script>${formState}</script></body>`, own)).toEqual([sha(formState)])
  })

  it('gives an injected script no hash, also one dressed up as a payload push', () => {
    for (const injected of [
      'alert(1)',
      'self.__next_f.push([1,"x"]);alert(1)',
      'self.__next_f.push(alert(1))',
      'self.__next_f.push([1,"x"]),alert(1)',
      '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({});alert(1);',
      '(self.__next_f=self.__next_f||[]).push([0]);alert(1)',
      '(self.__next_f=self.__next_f||[]).push([0]);self.__next_f.push([2,1]);alert(1)',
      '(self.__next_f=self.__next_f||[]).push([0]);(self.__next_f=self.__next_f||[]).push([0])',
      `${ours} `,
    ]) {
      expect(inlineScriptHashes(`<body><script>${injected}</script></body>`, own), injected).toEqual([])
      expect(isNextScript(injected), injected).toBe(false)
    }
  })

  it('leaves out data blocks and external scripts', () => {
    const html =
      '<script type="application/ld+json">{"@type":"Organization"}</script><script src="/x.js"></script><script type="application/json">{}</script>'
    expect(inlineScriptHashes(html, own)).toEqual([])
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

// Security headers on every kind of response, the CSP matching each page's inline scripts, and
// Mozilla's HTTP Observatory on plain http (every test that does not need TLS passes).
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { observatory, summary } from '../../scripts/observatory.mjs'
import { origin } from './support/env'
import { closeAgents, send } from './support/http'
import { signIn } from './support/sign-in'

afterAll(() => closeAgents())

async function get(target: string, headers: Record<string, string> = {}) {
  const a = await send(origin, { method: 'GET', target, headers: { 'accept-encoding': 'identity', ...headers } })
  if ('error' in a) throw new Error(`${target}: ${a.error}`)
  return a
}

let cookie: string | undefined
/** The admin's session cookie, signed in once. */
async function adminCookie(): Promise<string> {
  if (cookie) return cookie
  return (cookie = `payload-token=${await signIn(origin)}`)
}

const directives = (csp: string) =>
  new Map(
    csp
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .map(([name, ...values]) => [name, values]),
  )

/** Every inline script of `body` is allowed by the CSP's `script-src`: by its hash, or by the answer's nonce. */
function expectScriptsAllowed(target: string, csp: Map<string, string[]>, body: string) {
  const scripts = csp.get('script-src')!
  const inline = [
    ...body.matchAll(/<script(?![^>]*\ssrc=)(?![^>]*type="application\/(?:ld\+)?json")([^>]*)>([\s\S]*?)<\/script>/g),
  ].map((m) => ({ nonce: /\snonce="([^"]+)"/.exec(m[1])?.[1], code: m[2] }))
  expect(inline.length, target).toBeGreaterThan(0)
  const nonce = scripts.find((s) => s.startsWith("'nonce-"))
  for (const { nonce: carried, code } of inline) {
    if (nonce && nonce === `'nonce-${carried}'`) continue
    expect(scripts, `${target}: ${code.slice(0, 60)}`).toContain(
      `'sha256-${createHash('sha256').update(code).digest('base64')}'`,
    )
  }
  return nonce
}

describe('connections', () => {
  it('are kept idle longer than the front keeps its own (60 s), so no request meets a connection being closed', async () => {
    const { headers } = await get('/')
    const timeout = Number(/timeout=(\d+)/.exec(String(headers['keep-alive']))?.[1])
    expect(timeout).toBeGreaterThan(60)
    const template = fs.readFileSync(path.join(import.meta.dirname, '../../deploy/nginx.conf.template'), 'utf8')
    const upstream = template.split('upstream studio_app {')[1].split('\n  }')[0]
    expect(upstream).toContain('keepalive_timeout 60s;')
  })
})

describe('public pages', () => {
  it('stay static under the CSP (no per-request nonce): from Next’s cache, shareable for seconds, compressed', async () => {
    for (const target of ['/', '/en', '/cases', '/en/posts', '/politica-de-privacidade']) {
      await get(target)
      const { status, headers } = await get(target, { 'accept-encoding': 'gzip, br' })
      expect(status, target).toBe(200)
      // A dynamic render would answer `private, no-cache, no-store` and MISS every time.
      expect(headers['x-nextjs-cache'], target).toBe('HIT')
      // Shareable for seconds: written with the page (Next would say a year).
      expect(headers['cache-control'], target).toBe('public, max-age=0, s-maxage=1, stale-while-revalidate=2')
      expect(headers['content-security-policy'], target).not.toMatch(/nonce-/)
      expect(headers['content-encoding'], target).toBe('gzip')
    }
  })

  it('carry the CSP of their own scripts on the first answer after a publish re-renders them', async () => {
    const token = await signIn(origin)
    const auth = { authorization: `JWT ${token}`, 'content-type': 'application/json' }
    const { docs } = await (await fetch(`${origin}/api/cases?limit=1&locale=pt&depth=0`, { headers: auth })).json()
    const title = `Órbita ${Date.now().toString(36)}`
    const saved = await fetch(`${origin}/api/cases/${docs[0].id}?locale=pt`, {
      method: 'PATCH',
      headers: auth,
      body: JSON.stringify({ title, _status: 'published' }),
    })
    expect(saved.status).toBe(200)
    // The publish expired the list's tag with `expire: 0`: this answer is the re-render itself, never a stale copy.
    const { headers, body } = await get('/cases')
    expect(body.toString()).toContain(title)
    expect(headers['x-nextjs-cache']).not.toBe('HIT')
    const csp = directives(String(headers['content-security-policy']))
    expect(expectScriptsAllowed('/cases', csp, body.toString())).toBeUndefined()
    // And the copy Next stored answers the next visitor with the same policy.
    const again = await get('/cases')
    expect(again.headers['x-nextjs-cache']).toBe('HIT')
    expect(again.headers['content-security-policy']).toBe(headers['content-security-policy'])
    const restored = await fetch(`${origin}/api/cases/${docs[0].id}?locale=pt`, {
      method: 'PATCH',
      headers: auth,
      body: JSON.stringify({ title: docs[0].title }),
    })
    expect(restored.status).toBe(200)
  })
})

describe('security headers', () => {
  it('are on every response: pages, 404s, the API, the admin, files, images and refusals', async () => {
    const chunk = /src="(\/_next\/static\/[^"]+\.js)"/.exec((await get('/')).body.toString())![1]
    const targets = [
      '/',
      '/en/cases',
      '/case/no-such',
      '/api/cases?limit=1',
      '/api/newsletter',
      '/admin/login',
      '/sw.js',
      chunk,
      '/og/pt/site',
      '/icons/192',
      '/robots.txt',
      '/%',
    ]
    for (const target of targets) {
      const { headers } = await get(target)
      expect(headers['x-content-type-options'], target).toBe('nosniff')
      expect(headers['referrer-policy'], target).toBe('strict-origin-when-cross-origin')
      expect(headers['permissions-policy'], target).toMatch(/camera=\(\)/)
      expect(headers['cross-origin-opener-policy'], target).toBe('same-origin')
      expect(headers['x-frame-options'], target).toBe('SAMEORIGIN')
      // Plain http here: no HSTS (the cluster's https front checks it).
      expect(headers['strict-transport-security'], target).toBeUndefined()
    }
  })

  // Also the contract with the installed Next: every inline script it writes has a shape the CSP allows
  // (next-adapter/next-scripts.mjs), or a page would break after an upgrade.
  it('give every page a CSP that frames only from the site, allows no eval, and hashes its inline scripts or names their nonce', async () => {
    for (const target of [
      '/',
      '/en',
      '/cases',
      '/en/posts',
      '/politica-de-privacidade',
      '/case/no-such',
      '/admin/login',
      '/admin',
      '/admin/collections/cases',
    ]) {
      const signedIn: Record<string, string> =
        target.startsWith('/admin') && target !== '/admin/login' ? { cookie: await adminCookie() } : {}
      const { status, headers, body } = await get(target, { accept: 'text/html', ...signedIn })
      expect(status, target).toBeLessThan(500)
      const csp = directives(String(headers['content-security-policy']))
      expect(csp.get('frame-ancestors'), target).toEqual(["'self'"])
      expect(csp.get('object-src'), target).toEqual(["'none'"])
      const scripts = csp.get('script-src')!
      expect(scripts, target).not.toContain("'unsafe-eval'")
      expect(scripts, target).not.toContain("'unsafe-inline'")
      // The admin renders per request: its scripts carry the answer's nonce, and only then may go unhashed.
      const nonce = expectScriptsAllowed(target, csp, body.toString())
      expect(Boolean(nonce), target).toBe(target.startsWith('/admin'))
    }
  })

  it('open the tag manager and reCAPTCHA hosts because this build has them configured', async () => {
    const csp = directives(String((await get('/')).headers['content-security-policy']))
    expect(csp.get('script-src')).toContain('https://www.googletagmanager.com')
    expect(csp.get('script-src')).toContain('https://www.google.com/recaptcha/')
    expect(csp.get('frame-src')).toContain('https://www.google.com/recaptcha/')
  })

  it('ask for the color-scheme client hint only in the admin (a public first visit is not fetched twice)', async () => {
    for (const target of ['/', '/en/cases', '/sw.js']) {
      const { headers } = await get(target)
      expect(headers['accept-ch'], target).toBeUndefined()
      expect(headers['critical-ch'], target).toBeUndefined()
    }
    expect((await get('/admin/login')).headers['accept-ch']).toBe('Sec-CH-Prefers-Color-Scheme')
  })

  it('pass every Observatory test that does not depend on TLS', async () => {
    const result = await observatory(new URL(origin).host)
    console.log(summary(result))
    const tlsOnly = ['redirection', 'strict-transport-security']
    const failed = Object.entries(result.tests as Record<string, { pass: boolean; result: string }>).filter(
      ([name, t]) => !t.pass && !tlsOnly.includes(name),
    )
    expect(failed.map(([name, t]) => `${name}: ${t.result}`)).toEqual([])
  })
})
